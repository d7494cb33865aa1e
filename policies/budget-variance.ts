import { MONTH_NAMES } from './date-input';
import { roundHalfEven } from './money';

/**
 * Budget against actual, the same on the server (the report and its files) and in the console.
 * The variance is actual − budget in kobo; whether it is favourable depends on the side of the
 * account: spending at or under an expense budget is favourable, earning at or over an income
 * budget is, and so is a net (income − expense) at or over its budget.
 */

export type BudgetSide = 'INCOME' | 'EXPENSE' | 'NET';

/** How a year is cut for budget against actual. */
export type BudgetPeriodKind = 'MONTH' | 'QUARTER' | 'YEAR';

export interface BudgetVariance {
  readonly budgetKobo: number;
  readonly actualKobo: number;
  readonly varianceKobo: number;
  /** Percent of the budget to two decimals (half-even); null when the budget is 0, never ±Infinity. */
  readonly variancePercent: number | null;
  readonly favourable: boolean;
}

/** The variance of one account, total or net over one period. */
export function budgetVariance(
  side: BudgetSide,
  budgetKobo: number,
  actualKobo: number,
): BudgetVariance {
  const varianceKobo = actualKobo - budgetKobo;
  return {
    budgetKobo,
    actualKobo,
    varianceKobo,
    variancePercent: variancePercent(varianceKobo, budgetKobo),
    favourable: side === 'EXPENSE' ? varianceKobo <= 0 : varianceKobo >= 0,
  };
}

/**
 * The variance in percent of the budget, to two decimals, computed in hundredths of a percent
 * with integers so that large amounts stay exact. Against a negative budget (a net loss planned)
 * the percent is of its size, so the sign still says over or under.
 */
export function variancePercent(varianceKobo: number, budgetKobo: number): number | null {
  if (budgetKobo === 0) return null;
  const hundredths = roundHalfEven(BigInt(varianceKobo) * 10_000n, BigInt(Math.abs(budgetKobo)));
  return Number(hundredths) / 100;
}

/** How many periods a year has when cut this way. */
export function periodCount(kind: BudgetPeriodKind): number {
  return kind === 'MONTH' ? 12 : kind === 'QUARTER' ? 4 : 1;
}

/** The period (1-based) a month (1–12) falls in. */
export function periodOfMonth(kind: BudgetPeriodKind, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${month}`);
  }
  return kind === 'MONTH' ? month : kind === 'QUARTER' ? Math.ceil(month / 3) : 1;
}

/** The period's name as staff read it: "March 2026", "Q2 2026" or "2026". */
export function periodLabel(kind: BudgetPeriodKind, period: number, year: number): string {
  if (kind === 'MONTH') return `${MONTH_NAMES[period - 1] ?? period} ${year}`;
  if (kind === 'QUARTER') return `Q${period} ${year}`;
  return `${year}`;
}

/** A short name for a chart's axis: "Mar", "Q2", "2026". */
export function periodShortLabel(kind: BudgetPeriodKind, period: number, year: number): string {
  if (kind === 'MONTH') return (MONTH_NAMES[period - 1] ?? String(period)).slice(0, 3);
  if (kind === 'QUARTER') return `Q${period}`;
  return `${year}`;
}

/** The name of a month (1–12). */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** The variance in percent as staff read it: "+12.50%", "-3.00%", "—" without a budget. */
export function formatVariancePercent(percent: number | null): string {
  if (percent === null) return '—';
  const text = Math.abs(percent).toFixed(2);
  return percent > 0 ? `+${text}%` : percent < 0 ? `-${text}%` : `${text}%`;
}

/** The verdict in words, for a screen reader and a file: colour alone says nothing. */
export function verdictLabel(
  variance: Pick<BudgetVariance, 'varianceKobo' | 'favourable'>,
): string {
  if (variance.varianceKobo === 0) return 'On budget';
  return variance.favourable ? 'Favourable' : 'Unfavourable';
}
