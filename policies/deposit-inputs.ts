import { formatKobo, MAX_AMOUNT_KOBO, parseNairaToKobo } from './money';
import { NUBAN_LENGTH } from './nuban';

/**
 * What staff type into the deposit screens (a transfer, a hold, a deposit product), read into the
 * integers the contract takes: kobo for amounts, basis points for rates. Every reading is exact
 * integer arithmetic; no typed amount or rate passes through a float.
 */

export { MAX_AMOUNT_KOBO };

/** The most a yearly rate may be: the contract's RateBps, 100 %. */
export const MAX_RATE_BPS = 10_000;

/** The longest narration of a transfer and reason of a hold or status change. */
export const NARRATION_MAX_LENGTH = 255;
export const REASON_MAX_LENGTH = 255;

export type AmountReading = { readonly kobo: number } | { readonly error: string };

/**
 * A naira amount typed by a person, in kobo: '1,500.50' gives 150050. Blank, unreadable, more
 * than 2 decimals, negative or above MAX_AMOUNT_KOBO is an error in words; zero is an error unless
 * `allowZero` (a minimum balance may be nil, a transfer may not).
 */
export function readNairaAmount(text: string, { allowZero = false } = {}): AmountReading {
  if (text.trim() === '') return { error: 'Enter an amount in naira.' };
  let kobo: number;
  try {
    kobo = parseNairaToKobo(text);
  } catch {
    return { error: 'Enter an amount in naira, e.g. 1,500.00.' };
  }
  if (kobo < 0 || (kobo === 0 && !allowZero)) {
    return { error: allowZero ? 'Enter ₦0.00 or more.' : 'Enter an amount above ₦0.00.' };
  }
  if (kobo > MAX_AMOUNT_KOBO) return { error: `At most ${formatKobo(MAX_AMOUNT_KOBO)}.` };
  return { kobo };
}

/** The amount typed, in kobo, when it reads as one above zero; null otherwise (the form words why). */
export function positiveKoboOf(text: string): number | null {
  const reading = readNairaAmount(text);
  return 'kobo' in reading ? reading.kobo : null;
}

export type RateReading = { readonly bps: number } | { readonly error: string };

const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/**
 * A yearly rate typed in percent, in basis points: '4.5' and '4.50 %' give 450. At most 2
 * decimals (a basis point is 0.01 %) and at most 100 %; the digits are joined, never multiplied.
 */
export function readRatePercent(text: string): RateReading {
  const compact = text.replace(/\s/g, '').replace(/%$/, '');
  const match = PERCENT.exec(compact);
  if (compact === '' || match === null) {
    return { error: 'Enter a yearly rate in percent with at most 2 decimals, e.g. 4.25.' };
  }
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (bps > MAX_RATE_BPS) return { error: 'At most 100 %.' };
  return { bps };
}

/** Basis points as a percentage with 2 decimals: 450 gives '4.50 %'. */
export function formatRateBps(bps: number): string {
  if (!Number.isSafeInteger(bps) || bps < 0) throw new RangeError(`Not a rate in bps: ${bps}`);
  return `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')} %`;
}

/** A transfer as typed: the destination's account number, the amount in naira, the narration. */
export interface TransferDraft {
  readonly toAccountNumber: string;
  readonly amount: string;
  readonly narration: string;
}

export type TransferField = keyof TransferDraft;

export type TransferProblems = Partial<Record<TransferField, string>>;

export const EMPTY_TRANSFER_DRAFT: TransferDraft = {
  toAccountNumber: '',
  amount: '',
  narration: '',
};

const ACCOUNT_NUMBER = new RegExp(`^\\d{${NUBAN_LENGTH}}$`);

/**
 * What stops a transfer out of `fromAccountNumber` from being confirmed: the destination must be
 * another 10-digit account number, the amount above zero and the narration not blank. Empty
 * when the draft may go on to be confirmed.
 */
export function transferDraftProblems(
  draft: TransferDraft,
  fromAccountNumber: string,
): TransferProblems {
  const problems: TransferProblems = {};
  const to = draft.toAccountNumber.trim();
  if (!ACCOUNT_NUMBER.test(to)) {
    problems.toAccountNumber = `Enter the ${NUBAN_LENGTH}-digit account number.`;
  } else if (to === fromAccountNumber) {
    problems.toAccountNumber = 'Choose an account other than the one paying.';
  }
  const amount = readNairaAmount(draft.amount);
  if ('error' in amount) problems.amount = amount.error;
  const narration = draft.narration.trim();
  if (narration === '') problems.narration = 'Say what the transfer is for.';
  else if (narration.length > NARRATION_MAX_LENGTH) {
    problems.narration = `At most ${NARRATION_MAX_LENGTH} characters.`;
  }
  return problems;
}

/** The amount of a draft without problems, in kobo. */
export function transferAmountKobo(draft: TransferDraft): number {
  const amount = readNairaAmount(draft.amount);
  if ('error' in amount) throw new RangeError(amount.error);
  return amount.kobo;
}
