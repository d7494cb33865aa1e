import { describe, expect, it } from 'vitest';
import { koboToInput, type LoanTermsLimits, limitsOf, readLoanTerms } from './loan-terms';

const LIMITS: LoanTermsLimits = {
  minPrincipalKobo: 5_000_000,
  maxPrincipalKobo: 1_000_000_000,
  minRepayments: 3,
  maxRepayments: 24,
  minAnnualRate: '12',
  maxAnnualRate: '36.5',
};

describe('readLoanTerms', () => {
  it('reads naira, a count and a decimal rate into the terms the schedule takes', () => {
    const read = readLoanTerms({ amount: '1,500,000.50', repayments: '12', rate: '24.50' }, LIMITS);
    expect(read.problems).toEqual({});
    expect(read.terms).toEqual({
      principalKobo: 150_000_050,
      numberOfRepayments: 12,
      annualInterestRate: '24.5',
    });
  });

  it("says which of the product's limits each field breaks", () => {
    const read = readLoanTerms({ amount: '20,000,000', repayments: '2', rate: '40' }, LIMITS);
    expect(read.terms).toBeNull();
    expect(read.problems).toEqual({
      amount: 'The product lends at most ₦10,000,000.00.',
      repayments: 'The product needs at least 3 repayments.',
      rate: "The product's rate is at most 36.5 %.",
    });
    expect(
      readLoanTerms({ amount: '49,999.99', repayments: '25', rate: '11.9999' }, LIMITS),
    ).toMatchObject({
      problems: {
        amount: 'The product lends at least ₦50,000.00.',
        repayments: 'The product allows at most 24 repayments.',
        rate: "The product's rate is at least 12 %.",
      },
    });
  });

  it('refuses what is not a number before any limit', () => {
    const read = readLoanTerms({ amount: 'ten', repayments: '1.5', rate: '-3' }, {});
    expect(read.terms).toBeNull();
    expect(Object.keys(read.problems).sort()).toEqual(['amount', 'rate', 'repayments']);
  });

  it('checks nothing a product does not bound', () => {
    expect(readLoanTerms({ amount: '1', repayments: '1', rate: '0' }, {}).terms).toEqual({
      principalKobo: 100,
      numberOfRepayments: 1,
      annualInterestRate: '0',
    });
  });
});

describe('koboToInput', () => {
  it('writes kobo as the text an amount box holds', () => {
    expect(koboToInput(150_000)).toBe('1,500.00');
    expect(koboToInput(1_000_000_000)).toBe('10,000,000.00');
    expect(koboToInput(5)).toBe('0.05');
    expect(koboToInput(null)).toBe('');
  });
});

describe('limitsOf', () => {
  it("reads a product's bounds as the terms check takes them, and none without a product", () => {
    const product = {
      minPrincipalKobo: 5_000_000,
      maxPrincipalKobo: 500_000_000,
      minNumberOfRepayments: 3,
      maxNumberOfRepayments: 24,
      minAnnualInterestRate: '18',
      maxAnnualInterestRate: '36',
    };
    expect(limitsOf(product)).toEqual({
      minPrincipalKobo: 5_000_000,
      maxPrincipalKobo: 500_000_000,
      minRepayments: 3,
      maxRepayments: 24,
      minAnnualRate: '18',
      maxAnnualRate: '36',
    });
    expect(
      readLoanTerms({ amount: '10,000.00', repayments: '2', rate: '20' }, limitsOf(product))
        .problems,
    ).toHaveProperty('amount');
    expect(limitsOf(undefined)).toEqual({});
  });
});
