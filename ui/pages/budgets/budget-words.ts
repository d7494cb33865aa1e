import type { BudgetFigures, BudgetPeriod } from '../../../api/budgets.api';
import {
  formatVariancePercent,
  monthName,
  periodLabel,
  verdictLabel,
} from '../../../policies/budget-variance';

export const PERIOD_OPTIONS: readonly { value: BudgetPeriod; label: string }[] = [
  { value: 'MONTH', label: 'Month' },
  { value: 'QUARTER', label: 'Quarter' },
  { value: 'YEAR', label: 'Year' },
];

/** The periods of a year cut this way, as the picker offers them. */
export function periodChoices(kind: BudgetPeriod, year: number) {
  const count = kind === 'MONTH' ? 12 : kind === 'QUARTER' ? 4 : 1;
  return Array.from({ length: count }, (_, index) => ({
    value: String(index + 1),
    label: periodLabel(kind, index + 1, year),
  }));
}

/** The period a date (YYYY-MM-DD) falls in, so the page opens on the current one. */
export function periodOfDate(kind: BudgetPeriod, date: string | null): number {
  const month = Number(date?.slice(5, 7)) || 1;
  return kind === 'MONTH' ? month : kind === 'QUARTER' ? Math.ceil(month / 3) : 1;
}

export const MONTH_OPTIONS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: monthName(index + 1),
}));

export { formatVariancePercent, verdictLabel };

/** The verdict's tone: colour goes with the words, never instead of them. */
export function verdictTone(figures: Pick<BudgetFigures, 'varianceKobo' | 'favourable'>) {
  if (figures.varianceKobo === 0) return 'on-budget' as const;
  return figures.favourable ? ('favourable' as const) : ('unfavourable' as const);
}
