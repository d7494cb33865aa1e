import { describe, expect, it } from 'vitest';
import {
  budgetVariance,
  formatVariancePercent,
  periodLabel,
  periodOfMonth,
  variancePercent,
  verdictLabel,
} from './budget-variance';

describe('budget variance', () => {
  it('calls spending under an expense budget favourable and over it unfavourable', () => {
    expect(budgetVariance('EXPENSE', 100_000, 80_000)).toEqual({
      budgetKobo: 100_000,
      actualKobo: 80_000,
      varianceKobo: -20_000,
      variancePercent: -20,
      favourable: true,
    });
    expect(budgetVariance('EXPENSE', 100_000, 125_050)).toMatchObject({
      varianceKobo: 25_050,
      variancePercent: 25.05,
      favourable: false,
    });
  });

  it('calls earning over an income budget favourable and under it unfavourable', () => {
    expect(budgetVariance('INCOME', 100_000, 130_000)).toMatchObject({
      varianceKobo: 30_000,
      variancePercent: 30,
      favourable: true,
    });
    expect(budgetVariance('INCOME', 100_000, 90_000).favourable).toBe(false);
    expect(budgetVariance('NET', 100_000, 90_000).favourable).toBe(false);
  });

  it('counts exactly on budget as favourable on either side', () => {
    expect(budgetVariance('EXPENSE', 5_000, 5_000).favourable).toBe(true);
    expect(budgetVariance('INCOME', 5_000, 5_000).favourable).toBe(true);
    expect(verdictLabel(budgetVariance('INCOME', 5_000, 5_000))).toBe('On budget');
  });

  it('gives no percent, never Infinity, when the budget is zero', () => {
    const unbudgeted = budgetVariance('EXPENSE', 0, 12_345);
    expect(unbudgeted.variancePercent).toBeNull();
    expect(unbudgeted.favourable).toBe(false);
    expect(formatVariancePercent(unbudgeted.variancePercent)).toBe('—');
  });

  it('rounds the percent half to even, exactly, even for large amounts', () => {
    // 1/8 of a percent is 0.125 %: the hundredths tie goes to the even 0.12.
    expect(variancePercent(1, 800)).toBe(0.12);
    expect(variancePercent(3, 800)).toBe(0.38);
    expect(variancePercent(100_000_000_000_000, 300_000_000_000_000)).toBe(33.33);
  });

  it('keeps the sign against a negative (loss) budget', () => {
    expect(variancePercent(50_000, -100_000)).toBe(50);
    expect(variancePercent(-50_000, -100_000)).toBe(-50);
  });

  it('formats the percent with its sign', () => {
    expect(formatVariancePercent(12.5)).toBe('+12.50%');
    expect(formatVariancePercent(-3)).toBe('-3.00%');
    expect(formatVariancePercent(0)).toBe('0.00%');
  });

  it('cuts the year into months, quarters or one period', () => {
    expect(periodOfMonth('MONTH', 5)).toBe(5);
    expect(periodOfMonth('QUARTER', 3)).toBe(1);
    expect(periodOfMonth('QUARTER', 4)).toBe(2);
    expect(periodOfMonth('QUARTER', 12)).toBe(4);
    expect(periodOfMonth('YEAR', 12)).toBe(1);
    expect(() => periodOfMonth('MONTH', 13)).toThrow(RangeError);
    expect(periodLabel('MONTH', 3, 2026)).toBe('March 2026');
    expect(periodLabel('QUARTER', 2, 2026)).toBe('Q2 2026');
    expect(periodLabel('YEAR', 1, 2026)).toBe('2026');
  });
});
