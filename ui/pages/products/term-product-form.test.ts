import { describe, expect, it } from 'vitest';
import { EMPTY_TERM_PRODUCT, readRateRow, readTermProduct } from './term-product-form';

const FILLED = {
  ...EMPTY_TERM_PRODUCT,
  code: 'TD-90',
  name: 'Fixed 90',
  minTenor: '30',
  maxTenor: '365',
  minAmount: '10,000',
  maxAmount: '100,000,000',
  penaltyKind: 'INTEREST_SHARE' as const,
  penaltyPercent: '50',
  rateChart: [
    { minAmount: '10000', maxAmount: '', minTenor: '30', maxTenor: '90', rate: '10' },
    { minAmount: '10000', maxAmount: '', minTenor: '91', maxTenor: '', rate: '12.5' },
  ],
};

describe('the term product form', () => {
  it('sends kobo, the chart with open-ended maxima as null and the penalty chosen', () => {
    const { input, problems } = readTermProduct(FILLED);
    expect(problems).toEqual({});
    expect(input?.minAmountKobo).toBe(1_000_000);
    expect(input?.maxAmountKobo).toBe(10_000_000_000);
    expect(input?.penalty).toEqual({ kind: 'INTEREST_SHARE', percent: '50' });
    expect(input?.rateChart).toEqual([
      {
        minAmountKobo: 1_000_000,
        maxAmountKobo: null,
        minTenor: 30,
        maxTenor: 90,
        annualInterestRate: '10',
      },
      {
        minAmountKobo: 1_000_000,
        maxAmountKobo: null,
        minTenor: 91,
        maxTenor: null,
        annualInterestRate: '12.5',
      },
    ]);
  });

  it('names each problem by the field the server names it, a chart row by its place', () => {
    const { input, problems } = readTermProduct({
      ...FILLED,
      code: 'td 90',
      interestType: 'COMPOUND',
      maturityInstructions: [],
      rateChart: [
        FILLED.rateChart[0] as (typeof FILLED.rateChart)[0],
        {
          ...EMPTY_TERM_PRODUCT.rateChart[0],
          minAmount: '10000',
          minTenor: 'x',
          rate: '10.12345',
        } as (typeof FILLED.rateChart)[0],
      ],
    });
    expect(input).toBeNull();
    expect(Object.keys(problems).sort()).toEqual([
      'code',
      'compoundingPeriodMonths',
      'maturityInstructions',
      'rateChart.1.annualInterestRate',
      'rateChart.1.minTenor',
    ]);
    expect(
      readRateRow({ minAmount: '1', maxAmount: '', minTenor: '30', maxTenor: '', rate: '' }),
    ).toBeNull();
  });
});
