import type { AccountStatus } from './deposit-account-status';
import { canCredit } from './deposit-account-status';
import { MAX_AMOUNT_KOBO } from './money';

/**
 * What our bank answers the NIP switch about one of its accounts, as the beneficiary bank. The
 * codes are NIP's: 00 approved, 07 invalid account, 57 transaction not permitted, 13 invalid
 * amount, 15 invalid session ID, 94 duplicate transaction, 25 unable to locate record, 30 format error.
 */
export const INWARD_CODES = {
  approved: '00',
  invalidAccount: '07',
  invalidAmount: '13',
  invalidSession: '15',
  noRecord: '25',
  formatError: '30',
  notPermitted: '57',
  duplicate: '94',
  systemMalfunction: '96',
} as const;

export type InwardCode = (typeof INWARD_CODES)[keyof typeof INWARD_CODES];

/** A NUBAN is ten digits; anything else cannot be one of our accounts. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{10}$/;

/**
 * The code for an account as it stands: none or closed is an invalid account (it cannot be paid,
 * and a closed one must not be named); a dormant one takes credits like an active one; pending or
 * frozen cannot receive money, which NIP calls "not permitted".
 */
export function accountCode(status: AccountStatus | null): InwardCode {
  if (status === null || status === 'CLOSED') return INWARD_CODES.invalidAccount;
  return canCredit(status) ? INWARD_CODES.approved : INWARD_CODES.notPermitted;
}

/** A credit's amount must be whole, positive kobo the ledger can hold. */
export function amountCode(amountKobo: number): InwardCode | null {
  const valid = Number.isSafeInteger(amountKobo) && amountKobo > 0 && amountKobo <= MAX_AMOUNT_KOBO;
  return valid ? null : INWARD_CODES.invalidAmount;
}

/** The sending institution is the first six digits of a NIP session ID. */
export function senderCodeOf(sessionId: string): string {
  return sessionId.slice(0, 6);
}

const NARRATION_LIMIT = 255;

/**
 * The line on the customer's statement: who sent it, from which bank, and what they wrote, so the
 * customer recognises the money without asking.
 */
export function inwardNarration(input: {
  readonly senderName: string;
  readonly senderBank: string;
  readonly narration: string;
}): string {
  const who = [input.senderName.trim(), input.senderBank.trim()].filter(Boolean).join(' ');
  const note = input.narration.trim();
  const text = `NIP from ${who || 'unknown sender'}${note ? `: ${note}` : ''}`;
  return text.length > NARRATION_LIMIT ? `${text.slice(0, NARRATION_LIMIT - 1)}…` : text;
}
