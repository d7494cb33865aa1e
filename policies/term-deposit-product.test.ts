import { describe, expect, it } from 'vitest';
import {
  bookingProblems,
  type RateChartRow,
  rateFor,
  TERM_PRODUCT_PROBLEM_CODES,
  type TermProductInput,
  termProductProblems,
} from './term-deposit-product';

const row = (
  minAmountKobo: number,
  maxAmountKobo: number | null,
  minTenor: number,
  maxTenor: number | null,
  annualInterestRate: string,
): RateChartRow => ({ minAmountKobo, maxAmountKobo, minTenor, maxTenor, annualInterestRate });

/** ₦100,000 to ₦50m for 1 to 12 months: 10% below ₦5m, 12% from ₦5m; 13% from 7 months. */
const PRODUCT: TermProductInput = {
  code: 'FD-STD',
  name: 'Standard fixed deposit',
  tenorUnit: 'MONTHS',
  minTenor: 1,
  maxTenor: 12,
  minAmountKobo: 100_000_00,
  maxAmountKobo: 50_000_000_00,
  interestType: 'SIMPLE',
  daysInYear: 365,
  interestPayout: 'AT_MATURITY',
  withholdingTax: true,
  penalty: { kind: 'INTEREST_SHARE', percent: '25' },
  maturityInstructions: ['PAY_OUT', 'ROLL_OVER_PRINCIPAL'],
  rateChart: [
    row(100_000_00, 4_999_999_99, 1, 6, '10'),
    row(5_000_000_00, null, 1, 6, '12'),
    row(100_000_00, null, 7, null, '13'),
  ],
};

const problemsOf = (change: Partial<TermProductInput>) =>
  termProductProblems({ ...PRODUCT, ...change }).map((p) => [p.field, p.code]);

describe('termProductProblems', () => {
  it('accepts a product whose rows tile its limits, and a compound one', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ interestType: 'COMPOUND', compoundingPeriodMonths: 3 })).toEqual([]);
    expect(problemsOf({ interestPayout: 'PERIODIC', payoutPeriodMonths: 1 })).toEqual([]);
  });

  it('refuses a longest tenor below the shortest and a largest amount below the smallest', () => {
    expect(problemsOf({ minTenor: 6, maxTenor: 3 })).toContainEqual([
      'maxTenor',
      'term_product_tenor_range_invalid',
    ]);
    expect(problemsOf({ minAmountKobo: 100_00, maxAmountKobo: 50_00 })).toContainEqual([
      'maxAmountKobo',
      'term_product_amount_range_invalid',
    ]);
  });

  it('refuses a tenor in months beyond ten years', () => {
    expect(problemsOf({ maxTenor: 121 })).toContainEqual([
      'maxTenor',
      'term_product_tenor_range_invalid',
    ]);
    expect(problemsOf({ tenorUnit: 'DAYS', maxTenor: 365 })).toEqual([]);
  });

  it('asks COMPOUND for a period of 1, 3, 6 or 12 months and refuses one on SIMPLE', () => {
    expect(problemsOf({ interestType: 'COMPOUND' })).toEqual([
      ['compoundingPeriodMonths', 'compounding_period_invalid'],
    ]);
    expect(problemsOf({ interestType: 'COMPOUND', compoundingPeriodMonths: 7 })).toEqual([
      ['compoundingPeriodMonths', 'compounding_period_invalid'],
    ]);
    expect(problemsOf({ compoundingPeriodMonths: 3 })).toEqual([
      ['compoundingPeriodMonths', 'compounding_period_invalid'],
    ]);
  });

  it('pays interest periodically only on SIMPLE and with a payout period', () => {
    expect(
      problemsOf({
        interestType: 'COMPOUND',
        compoundingPeriodMonths: 3,
        interestPayout: 'PERIODIC',
        payoutPeriodMonths: 3,
      }),
    ).toEqual([['interestPayout', 'term_product_payout_invalid']]);
    expect(problemsOf({ interestPayout: 'PERIODIC' })).toEqual([
      ['payoutPeriodMonths', 'term_product_payout_period_invalid'],
    ]);
    expect(problemsOf({ payoutPeriodMonths: 3 })).toEqual([
      ['payoutPeriodMonths', 'term_product_payout_period_invalid'],
    ]);
  });

  it("asks each penalty for its own field, and no other's", () => {
    expect(problemsOf({ penalty: { kind: 'INTEREST_SHARE' } })).toEqual([
      ['penalty.percent', 'term_product_penalty_invalid'],
    ]);
    expect(problemsOf({ penalty: { kind: 'INTEREST_SHARE', percent: '101' } })).toEqual([
      ['penalty.percent', 'term_product_penalty_invalid'],
    ]);
    expect(problemsOf({ penalty: { kind: 'REDUCED_RATE' } })).toEqual([
      ['penalty.annualInterestRate', 'term_product_penalty_invalid'],
    ]);
    expect(problemsOf({ penalty: { kind: 'REDUCED_RATE', annualInterestRate: '4' } })).toEqual([]);
    expect(problemsOf({ penalty: { kind: 'NONE', percent: '10' } })).toEqual([
      ['penalty.percent', 'term_product_penalty_invalid'],
    ]);
  });

  it('requires paying out among the maturity instructions', () => {
    expect(problemsOf({ maturityInstructions: ['ROLL_OVER_PRINCIPAL'] })).toEqual([
      ['maturityInstructions', 'term_product_pay_out_required'],
    ]);
  });

  it('names the field of a bad row: its rate, a minimum above its maximum', () => {
    const rateChart = [
      row(100_000_00, 4_999_999_99, 1, 6, '10.12345'),
      row(5_000_000_00, 1_000_000_00, 1, 6, '12'),
      row(100_000_00, null, 9, 7, '13'),
    ];
    expect(problemsOf({ rateChart })).toEqual([
      ['rateChart.0.annualInterestRate', 'interest_rate_invalid'],
      ['rateChart.1.maxAmountKobo', 'term_product_rate_row_invalid'],
      ['rateChart.2.maxTenor', 'term_product_rate_row_invalid'],
    ]);
  });

  it("refuses a row outside the product's limits", () => {
    const rateChart = [row(50_000_00, 60_000_000_00, 1, 13, '10')];
    expect(problemsOf({ rateChart })).toEqual([
      ['rateChart.0.minAmountKobo', 'term_product_rate_row_outside_limits'],
      ['rateChart.0.maxAmountKobo', 'term_product_rate_row_outside_limits'],
      ['rateChart.0.maxTenor', 'term_product_rate_row_outside_limits'],
    ]);
  });

  it('refuses two rows covering the same amount and tenor, open ends included', () => {
    const rateChart = [...PRODUCT.rateChart, row(40_000_000_00, null, 12, 12, '14')];
    const problems = termProductProblems({ ...PRODUCT, rateChart });
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['rateChart.3.minAmountKobo', 'term_product_rate_rows_overlap'],
    ]);
    expect(problems[0]?.message).toBe('Row 4 covers amounts and tenors that row 3 covers already.');
    // Touching is not overlapping: 1–6 and 7– meet at no tenor.
    expect(
      problemsOf({
        rateChart: [row(100_000_00, null, 1, 6, '10'), row(100_000_00, null, 7, 12, '11')],
      }),
    ).toEqual([]);
  });

  it('answers only codes it declares', () => {
    const everything = termProductProblems({
      ...PRODUCT,
      minTenor: 0,
      maxTenor: 200,
      minAmountKobo: 0,
      maxAmountKobo: 0,
      compoundingPeriodMonths: 2,
      interestPayout: 'PERIODIC',
      penalty: { kind: 'REDUCED_RATE', percent: '1' },
      maturityInstructions: [],
      rateChart: [row(1, null, 1, null, 'x'), row(1, 0, 5, 2, '1')],
    });
    expect(everything.length).toBeGreaterThan(10);
    for (const { code } of everything) {
      expect(TERM_PRODUCT_PROBLEM_CODES as readonly string[]).toContain(code);
    }
  });
});

describe('rateFor', () => {
  it('finds the row covering an amount and a tenor, its bounds included, or null in a gap', () => {
    expect(rateFor(PRODUCT.rateChart, 4_999_999_99, 6)).toBe('10');
    expect(rateFor(PRODUCT.rateChart, 5_000_000_00, 1)).toBe('12');
    expect(rateFor(PRODUCT.rateChart, 100_000_00, 12)).toBe('13');
    expect(rateFor([row(100_000_00, 200_000_00, 1, 3, '9')], 300_000_00, 2)).toBeNull();
  });
});

describe('bookingProblems', () => {
  it('accepts what the product covers', () => {
    expect(bookingProblems(PRODUCT, 1_000_000_00, 3)).toEqual([]);
  });

  it('refuses a tenor or an amount outside the product, and a gap of the chart', () => {
    expect(bookingProblems(PRODUCT, 1_000_000_00, 13).map((p) => p.code)).toEqual([
      'term_deposit_tenor_outside_product',
    ]);
    expect(bookingProblems(PRODUCT, 1_000_000_00, 2.5).map((p) => p.code)).toEqual([
      'term_deposit_tenor_outside_product',
    ]);
    expect(bookingProblems(PRODUCT, 99_999_99, 3).map((p) => p.code)).toEqual([
      'term_deposit_amount_outside_product',
    ]);
    const gappy = { ...PRODUCT, rateChart: [row(100_000_00, 200_000_00, 1, 12, '9')] };
    expect(bookingProblems(gappy, 300_000_00, 3)).toEqual([
      expect.objectContaining({ field: 'amountKobo', code: 'term_deposit_amount_outside_bands' }),
    ]);
  });
});
