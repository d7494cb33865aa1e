import { randomInt } from 'node:crypto';

/**
 * Session IDs for the messages the stand-in sends as a sending bank (inward transfers to the
 * console): 30 digits, the sender's 6-digit code, the time as yyMMddHHmmss in Lagos time, then
 * 12 digits unique to the sender for that second (a random 4-digit tag per generator and an
 * 8-digit sequence that only moves forward).
 */

/** Nigeria keeps West Africa Time (UTC+1) all year, with no daylight saving. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const SEQUENCE_SPAN = 100_000_000;

export const SESSION_ID_DIGITS = /^\d{30}$/;

function lagosStamp(at: Date): string {
  const lagos = new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString();
  return lagos.slice(2, 19).replace(/\D/g, '');
}

/** A generator of session IDs for `senderCode`, stamped by `now` (the clock unless given). */
export function sessionIds(senderCode: string, now: () => Date = () => new Date()): () => string {
  if (!/^\d{6}$/.test(senderCode)) {
    throw new RangeError(`A sender code has 6 digits, not "${senderCode}".`);
  }
  const tag = String(randomInt(10_000)).padStart(4, '0');
  let sequence = randomInt(SEQUENCE_SPAN);
  return () => {
    sequence = (sequence + 1) % SEQUENCE_SPAN;
    return `${senderCode}${lagosStamp(now())}${tag}${String(sequence).padStart(8, '0')}`;
  };
}
