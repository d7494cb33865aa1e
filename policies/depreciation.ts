/**
 * The depreciation schedule of a fixed asset: pure, integer kobo, half-even, and the last row
 * lands exactly on the salvage value. The server posts these rows and the console draws them,
 * so both read the same figures.
 *
 * The arithmetic follows ERPNext's asset depreciation schedule (decision 056): a rate per
 * depreciation period, a pro-rata first row counted in days from the available-for-use date and a
 * closing row on the anniversary of that date. Each row is its exact amount rounded once,
 * half-even; the amounts behind the next rows stay exact, so rounding never compounds.
 */
import { MAX_AMOUNT_KOBO, roundHalfEven } from './money';

export const DEPRECIATION_METHODS = [
  'STRAIGHT_LINE',
  'WRITTEN_DOWN_VALUE',
  'DOUBLE_DECLINING_BALANCE',
] as const;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number];

export const MAX_DEPRECIATIONS = 600;

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
  /**
   * Written down value only: the rate per depreciation period in percent (up to 3 decimals).
   * Without it the rate is the one that brings the cost to the salvage value over the life.
   */
  readonly ratePercent?: number;
}

export interface DepreciationRow {
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly depreciationKobo: number;
  /** The depreciation accumulated up to and including this row. */
  readonly accumulatedKobo: number;
}

export interface DepreciationProblem {
  readonly field: keyof DepreciationInput;
  readonly code: string;
  readonly message: string;
}

/** A rate in thousandths of a percent: 12.945 % is 12_945; the exact fraction is this / 100_000. */
const RATE_SCALE = 100_000n;

/** An exact non-negative fraction of kobo. */
interface Fraction {
  readonly top: bigint;
  readonly bottom: bigint;
}

/** The schedule's rows in date order; rows that would be zero are left out. */
export function depreciationSchedule(input: DepreciationInput): DepreciationRow[] {
  const depreciable = BigInt(input.costKobo - input.salvageKobo);
  const proRata = proRataDays(input);
  const rowCount = input.totalDepreciations + (proRata ? 1 : 0);
  const perPeriod = perPeriodAmount(input, depreciable);
  const rows: DepreciationRow[] = [];
  let accumulated = 0n;
  for (let index = 0; index < rowCount && accumulated < depreciable; index += 1) {
    const exact = perPeriod.next(index === 0 ? proRata : undefined);
    let amount = roundHalfEven(exact.top, exact.bottom);
    if (index === rowCount - 1 || accumulated + amount > depreciable) {
      amount = depreciable - accumulated;
    }
    if (amount <= 0n) continue;
    accumulated += amount;
    rows.push({
      date: rowDate(input, index),
      depreciationKobo: Number(amount),
      accumulatedKobo: Number(accumulated),
    });
  }
  return rows;
}

/**
 * The rate per period in percent a method uses (thousandths kept), or undefined for straight line:
 * double declining is 200 % over the number of depreciations; written down value is the given rate
 * or 1 − (salvage / cost)^(1 / number of depreciations).
 */
export function depreciationRatePercent(input: DepreciationInput): number | undefined {
  const milli = rateMilliPercent(input);
  return milli === undefined ? undefined : Number(milli) / 1000;
}

function rateMilliPercent(input: DepreciationInput): bigint | undefined {
  const n = input.totalDepreciations;
  if (input.method === 'DOUBLE_DECLINING_BALANCE') return BigInt(Math.round(200_000 / n));
  if (input.method !== 'WRITTEN_DOWN_VALUE') return undefined;
  if (input.ratePercent !== undefined) return BigInt(Math.round(input.ratePercent * 1000));
  const kept = (input.salvageKobo / input.costKobo) ** (1 / n);
  return BigInt(Math.round((1 - kept) * 100_000));
}

/**
 * The exact amounts period after period, before any rounding. Straight line takes an equal share
 * of the depreciable amount; the declining methods take the rate of what is left, which is kept
 * as an exact fraction (each period multiplies it by 1 − rate × share, so it grows by a few
 * digits a row, not by squaring).
 */
function perPeriodAmount(input: DepreciationInput, depreciable: bigint) {
  const rate = rateMilliPercent(input);
  let pending: Fraction = { top: BigInt(input.costKobo), bottom: 1n };
  return {
    next(share: ProRata | undefined): Fraction {
      const days = BigInt(share?.days ?? 1);
      const periodDays = BigInt(share?.periodDays ?? 1);
      if (rate === undefined) {
        return { top: depreciable * days, bottom: BigInt(input.totalDepreciations) * periodDays };
      }
      const bottom = pending.bottom * RATE_SCALE * periodDays;
      const amount = { top: pending.top * rate * days, bottom };
      pending = { top: pending.top * (RATE_SCALE * periodDays - rate * days), bottom };
      return amount;
    },
  };
}

interface ProRata {
  /** The days from the available-for-use date to the first row's date, both counted. */
  readonly days: number;
  /** The days of the whole period that ends on the first row's date. */
  readonly periodDays: number;
}

/** The first row's share of a period, when pro rata is asked and the first period is short. */
function proRataDays(input: DepreciationInput): ProRata | undefined {
  if (!input.proRata) return undefined;
  const start = input.depreciationStartDate;
  const days = daysBetween(input.availableForUseDate, start) + 1;
  const periodStart = shiftMonths(start, -input.frequencyMonths, isMonthEnd(start));
  const periodDays = daysBetween(periodStart, start);
  return days < periodDays ? { days, periodDays } : undefined;
}

/**
 * A row's date: the start date moved by whole periods (kept at the month's end when the start is
 * one); a pro-rata schedule closes on the available-for-use date at the end of the useful life.
 */
function rowDate(input: DepreciationInput, index: number): string {
  const months = input.frequencyMonths;
  if (index < input.totalDepreciations) {
    const start = input.depreciationStartDate;
    return shiftMonths(start, index * months, isMonthEnd(start));
  }
  const available = input.availableForUseDate;
  return shiftMonths(available, input.totalDepreciations * months, isMonthEnd(available));
}

/** Every reason the input cannot be scheduled, each on its field; empty when it can. */
export function depreciationInputProblems(input: DepreciationInput): DepreciationProblem[] {
  return [
    ...amountProblems(input),
    ...termProblems(input),
    ...dateProblems(input),
    ...rateProblems(input),
  ];
}

function amountProblems(input: DepreciationInput): DepreciationProblem[] {
  const problems: DepreciationProblem[] = [];
  if (!isKobo(input.costKobo) || input.costKobo <= 0) {
    problems.push(problem('costKobo', 'depreciation_cost_invalid', 'The cost must be above zero.'));
  }
  if (!isKobo(input.salvageKobo)) {
    problems.push(
      problem(
        'salvageKobo',
        'depreciation_salvage_invalid',
        'The salvage value cannot be negative.',
      ),
    );
  } else if (isKobo(input.costKobo) && input.salvageKobo >= input.costKobo) {
    problems.push(
      problem(
        'salvageKobo',
        'depreciation_salvage_invalid',
        'The salvage value must be below the cost.',
      ),
    );
  }
  return problems;
}

function termProblems(input: DepreciationInput): DepreciationProblem[] {
  const problems: DepreciationProblem[] = [];
  if (!(DEPRECIATION_METHODS as readonly string[]).includes(input.method)) {
    problems.push(
      problem('method', 'depreciation_method_invalid', 'Choose a depreciation method.'),
    );
  }
  const total = input.totalDepreciations;
  if (!Number.isInteger(total) || total < 1 || total > MAX_DEPRECIATIONS) {
    problems.push(
      problem(
        'totalDepreciations',
        'depreciation_count_invalid',
        `The number of depreciations must be a whole number from 1 to ${MAX_DEPRECIATIONS}.`,
      ),
    );
  }
  const months = input.frequencyMonths;
  if (!Number.isInteger(months) || months < 1 || months > 12) {
    problems.push(
      problem(
        'frequencyMonths',
        'depreciation_frequency_invalid',
        'The months between depreciations must be a whole number from 1 to 12.',
      ),
    );
  }
  return problems;
}

function dateProblems(input: DepreciationInput): DepreciationProblem[] {
  const problems: DepreciationProblem[] = [];
  const available = isIsoDate(input.availableForUseDate);
  const start = isIsoDate(input.depreciationStartDate);
  if (!available) {
    problems.push(
      problem('availableForUseDate', 'depreciation_date_invalid', 'Give a real calendar date.'),
    );
  }
  if (!start) {
    problems.push(
      problem('depreciationStartDate', 'depreciation_date_invalid', 'Give a real calendar date.'),
    );
  }
  if (available && start && input.depreciationStartDate < input.availableForUseDate) {
    problems.push(
      problem(
        'depreciationStartDate',
        'depreciation_start_before_available',
        'Depreciation cannot start before the asset is available for use.',
      ),
    );
  }
  return problems;
}

function rateProblems(input: DepreciationInput): DepreciationProblem[] {
  if (input.method !== 'WRITTEN_DOWN_VALUE') return [];
  const rate = input.ratePercent;
  if (rate === undefined) {
    return input.salvageKobo === 0
      ? [
          problem(
            'ratePercent',
            'depreciation_rate_required',
            'Without a salvage value, written down value needs a rate.',
          ),
        ]
      : [];
  }
  const thousandths = rate * 1000;
  const exact = Math.abs(thousandths - Math.round(thousandths)) < 1e-6;
  if (!Number.isFinite(rate) || rate <= 0 || rate > 100 || !exact) {
    return [
      problem(
        'ratePercent',
        'depreciation_rate_invalid',
        'The rate must be above 0 and at most 100 percent, with at most 3 decimals.',
      ),
    ];
  }
  return [];
}

function problem(
  field: DepreciationProblem['field'],
  code: string,
  message: string,
): DepreciationProblem {
  return { field, code, message };
}

function isKobo(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT_KOBO;
}

function isIsoDate(text: string): boolean {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function isMonthEnd(isoDate: string): boolean {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return d === daysInMonth(y, m - 1);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The date some months away, the day kept where the month has it and otherwise the month's last
 * day; `toMonthEnd` moves it to the month's last day, as a month-end schedule stays on month ends.
 */
function shiftMonths(isoDate: string, months: number, toMonthEnd: boolean): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = daysInMonth(first.getUTCFullYear(), first.getUTCMonth());
  first.setUTCDate(toMonthEnd ? last : Math.min(d, last));
  return first.toISOString().slice(0, 10);
}
