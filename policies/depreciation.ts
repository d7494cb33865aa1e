/**
 * The depreciation schedule of a fixed asset: pure, integer kobo, half-even, and the last row
 * lands exactly on the salvage value. The server posts these rows and the console draws them,
 * so both read the same figures.
 */

export const DEPRECIATION_METHODS = [
  'STRAIGHT_LINE',
  'WRITTEN_DOWN_VALUE',
  'DOUBLE_DECLINING_BALANCE',
] as const;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];

export interface DepreciationInput {
  readonly costKobo: number;
  readonly salvageKobo: number;
  readonly method: DepreciationMethod;
  /** YYYY-MM-DD: the day the asset was first available for use. */
  readonly availableForUseDate: string;
  /** YYYY-MM-DD: the first row's date. */
  readonly depreciationStartDate: string;
  /** The number of depreciations over the useful life. */
  readonly totalDepreciations: number;
  /** The months between two depreciations. */
  readonly frequencyMonths: number;
  /** Whether the first row is pro rata from the available-for-use date. */
  readonly proRata: boolean;
}

export interface DepreciationRow {
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly depreciationKobo: number;
  /** The depreciation accumulated up to and including this row. */
  readonly accumulatedKobo: number;
}

/** The schedule's rows in date order. Interim body: equal straight-line rows; being replaced. */
export function depreciationSchedule(input: DepreciationInput): DepreciationRow[] {
  const total = input.costKobo - input.salvageKobo;
  const each = Math.floor(total / input.totalDepreciations);
  const rows: DepreciationRow[] = [];
  let accumulated = 0;
  for (let i = 0; i < input.totalDepreciations; i += 1) {
    const amount = i === input.totalDepreciations - 1 ? total - accumulated : each;
    accumulated += amount;
    rows.push({
      date: addMonths(input.depreciationStartDate, i * input.frequencyMonths),
      depreciationKobo: amount,
      accumulatedKobo: accumulated,
    });
  }
  return rows;
}

function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}
