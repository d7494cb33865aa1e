import {
  countTotal,
  type Denomination,
  type DenominationCount,
  normalisedCount,
} from '../../../policies/denominations';

/** What the counter has typed so far: the pieces of each denomination, as text, by valueKobo. */
export type CountDraft = Readonly<Record<number, string>>;

/** Where a typed count stands: the count to send (null while it is not valid), its total, why not. */
export interface CountCheck {
  readonly count: DenominationCount[] | null;
  readonly totalKobo: number;
  readonly problem: string | null;
}

/** Whole pieces from 0; an empty box is none. Anything else (1.5, -2, "ten") is not a count. */
export function piecesOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const pieces = Number(trimmed);
  return Number.isSafeInteger(pieces) ? pieces : null;
}

/**
 * The typed count checked by the same rule the server applies (policies/denominations.ts), with
 * the running total the form shows as the teller types. When `amountKobo` is given the count must
 * make up that amount exactly, as a deposit's or a withdrawal's notes must.
 */
export function checkCount(
  draft: CountDraft,
  denominations: readonly Denomination[],
  amountKobo?: number,
): CountCheck {
  const lines: DenominationCount[] = [];
  let totalKobo = 0;
  for (const { valueKobo, label } of denominations) {
    const pieces = piecesOf(draft[valueKobo] ?? '');
    if (pieces === null) {
      return { count: null, totalKobo, problem: `Pieces of ${label} are whole numbers from 0.` };
    }
    totalKobo += valueKobo * pieces;
    lines.push({ valueKobo, pieces });
  }
  const count = normalisedCount(lines);
  const checked = countTotal(count, denominations, amountKobo);
  if (!checked.ok) {
    const problem =
      amountKobo !== undefined && checked.problem === 'cash_count_invalid'
        ? 'The denominations must add up to the amount.'
        : checked.message;
    return { count: null, totalKobo, problem };
  }
  return { count, totalKobo, problem: null };
}

/** A draft holding a count (a suggested payout, a count to recount from). */
export function draftOf(count: readonly DenominationCount[]): CountDraft {
  return Object.fromEntries(count.map((line) => [line.valueKobo, String(line.pieces)]));
}
