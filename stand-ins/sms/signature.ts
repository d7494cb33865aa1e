import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook's signature header, `X-Kobo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, written from the contract alone (the stand-in shares no code with the
 * console, decision 039). The timestamp in the signed text stops a captured call being replayed
 * later than the allowed skew.
 */

export const SIGNATURE_HEADER = 'x-kobo-signature';
export const MAX_SKEW_SECONDS = 300;

export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The header's value for a body signed now (or at `timestamp`). */
export function signatureHeader(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

function parts(header: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) found.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return found;
}

/** Why the header does not prove the body, or null when it does. */
export function signatureProblem(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | null {
  if (!header) return 'The X-Kobo-Signature header is missing.';
  const found = parts(header);
  const timestamp = Number(found.get('t'));
  const given = found.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/i.test(given)) {
    return 'The X-Kobo-Signature header is not t=<unix seconds>,v1=<hex>.';
  }
  if (Math.abs(nowSeconds - timestamp) > MAX_SKEW_SECONDS) {
    return 'The signature timestamp is more than 300 seconds away from now.';
  }
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    return 'The signature does not match the body.';
  }
  return null;
}
