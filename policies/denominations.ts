/**
 * Cash counts by denomination: the pure rules both the counter's forms and the server use. A
 * count is a list of denomination x pieces; its total is the sum of value x pieces, in kobo.
 */

export interface Denomination {
  readonly valueKobo: number;
  readonly kind: 'NOTE' | 'COIN';
  readonly label: string;
}

export interface DenominationCount {
  readonly valueKobo: number;
  readonly pieces: number;
}

/** The Naira notes and coins in circulation, largest first: the default of every tenant. */
export const DEFAULT_DENOMINATIONS: readonly Denomination[] = [
  { valueKobo: 1000_00, kind: 'NOTE', label: '₦1,000' },
  { valueKobo: 500_00, kind: 'NOTE', label: '₦500' },
  { valueKobo: 200_00, kind: 'NOTE', label: '₦200' },
  { valueKobo: 100_00, kind: 'NOTE', label: '₦100' },
  { valueKobo: 50_00, kind: 'NOTE', label: '₦50' },
  { valueKobo: 20_00, kind: 'NOTE', label: '₦20' },
  { valueKobo: 10_00, kind: 'NOTE', label: '₦10' },
  { valueKobo: 5_00, kind: 'NOTE', label: '₦5' },
  { valueKobo: 2_00, kind: 'COIN', label: '₦2' },
  { valueKobo: 1_00, kind: 'COIN', label: '₦1' },
  { valueKobo: 50, kind: 'COIN', label: '50k' },
];

/** How people name a denomination: "₦1,000" for whole naira, "50k" for kobo. */
export function denominationLabel(valueKobo: number): string {
  if (valueKobo % 100 !== 0) return `${valueKobo}k`;
  return `₦${(valueKobo / 100).toLocaleString('en-NG')}`;
}

/** The most pieces of one denomination a count may hold (ten million notes is a vault's worth). */
export const MAX_PIECES = 10_000_000;

export type CountProblem = 'cash_count_invalid' | 'cash_denomination_unknown';

export type CountResult =
  | { readonly ok: true; readonly totalKobo: number }
  | { readonly ok: false; readonly problem: CountProblem; readonly message: string };

const refused = (problem: CountProblem, message: string): CountResult => ({
  ok: false,
  problem,
  message,
});

/**
 * The total of a count, or why it is refused: a denomination the tenant does not use, a
 * denomination named twice, pieces that are negative, fractional or too many. When `expectedKobo`
 * is given the total must equal it (the amount a deposit or withdrawal names).
 */
export function countTotal(
  count: readonly DenominationCount[],
  denominations: readonly Denomination[],
  expectedKobo?: number,
): CountResult {
  const known = new Set(denominations.map((d) => d.valueKobo));
  const seen = new Set<number>();
  let totalKobo = 0;
  for (const line of count) {
    if (!known.has(line.valueKobo)) {
      return refused('cash_denomination_unknown', `${line.valueKobo} kobo is not a denomination.`);
    }
    if (seen.has(line.valueKobo)) {
      return refused('cash_count_invalid', `${line.valueKobo} kobo is counted twice.`);
    }
    seen.add(line.valueKobo);
    if (!Number.isSafeInteger(line.pieces) || line.pieces < 0 || line.pieces > MAX_PIECES) {
      return refused('cash_count_invalid', 'Pieces are whole numbers from 0.');
    }
    totalKobo += line.valueKobo * line.pieces;
  }
  if (!Number.isSafeInteger(totalKobo))
    return refused('cash_count_invalid', 'The count is too large.');
  if (expectedKobo !== undefined && totalKobo !== expectedKobo) {
    return refused(
      'cash_count_invalid',
      `The denominations add up to ${totalKobo} kobo, not ${expectedKobo}.`,
    );
  }
  return { ok: true, totalKobo };
}

/** A count without its empty lines, largest denomination first, as it is stored and shown. */
export function normalisedCount(count: readonly DenominationCount[]): DenominationCount[] {
  return count
    .filter((line) => line.pieces > 0)
    .map((line) => ({ valueKobo: line.valueKobo, pieces: line.pieces }))
    .sort((a, b) => b.valueKobo - a.valueKobo);
}

/**
 * A count that makes up an amount with the fewest pieces, largest denominations first (the way
 * a teller pays out); null when the denominations cannot make it exactly.
 */
export function countFor(
  amountKobo: number,
  denominations: readonly Denomination[],
): DenominationCount[] | null {
  let rest = amountKobo;
  const count: DenominationCount[] = [];
  for (const { valueKobo } of [...denominations].sort((a, b) => b.valueKobo - a.valueKobo)) {
    const pieces = Math.floor(rest / valueKobo);
    if (pieces > 0) {
      count.push({ valueKobo, pieces });
      rest -= pieces * valueKobo;
    }
  }
  return rest === 0 ? count : null;
}
