import { describe, expect, it } from 'vitest';
import {
  defaultTermsSchedule,
  EMPTY_LOAN_PRODUCT_DRAFT,
  type LoanProductDraft,
  moveUp,
  readLoanProductDraft,
} from './loan-product-form';

const DRAFT: LoanProductDraft = {
  ...EMPTY_LOAN_PRODUCT_DRAFT,
  code: 'SME01',
  name: 'SME working capital',
  charges: [
    {
      name: 'Processing',
      kind: 'PROCESSING_FEE',
      calculation: 'PERCENT_OF_PRINCIPAL',
      value: '1.5',
    },
  ],
  penaltyOn: true,
  penaltyCalculation: 'FLAT',
  penaltyValue: '2,500',
};

describe('readLoanProductDraft', () => {
  it('reads naira into kobo, counts and rates as the contract takes them', () => {
    const { body, problems } = readLoanProductDraft(DRAFT);
    expect(problems).toEqual({});
    expect(body).toMatchObject({
      code: 'SME01',
      minPrincipalKobo: 5_000_000,
      defaultPrincipalKobo: 50_000_000,
      maxPrincipalKobo: 500_000_000,
      defaultNumberOfRepayments: 12,
      defaultAnnualInterestRate: '24',
      charges: [{ calculation: 'PERCENT_OF_PRINCIPAL', percent: '1.5' }],
      penalty: { calculation: 'FLAT', amountKobo: 250_000, graceDays: 3 },
      repaymentAllocation: ['PENALTY', 'FEE', 'INTEREST', 'PRINCIPAL'],
    });
    expect(body).not.toHaveProperty('earlyRepaymentFeePercent');
  });

  it('refuses ranges out of order beside the field that breaks them', () => {
    const { body, problems } = readLoanProductDraft({
      ...DRAFT,
      defaultPrincipal: '10,000',
      maxRepayments: '6',
      maxRate: '20',
      code: 'sme 1',
    });
    expect(body).toBeNull();
    expect(problems).toEqual({
      code: expect.any(String),
      defaultPrincipal: 'The default is below the minimum.',
      maxRepayments: 'The maximum is below the default.',
      maxRate: 'The maximum is below the default.',
    });
  });

  it('asks for the amount of a penalty and the name of a charge', () => {
    const { problems } = readLoanProductDraft({
      ...DRAFT,
      penaltyValue: '',
      charges: [{ name: ' ', kind: 'INSURANCE', calculation: 'FLAT', value: '100' }],
    });
    expect(Object.keys(problems).sort()).toEqual(['charges.0', 'penaltyValue']);
  });
});

describe('defaultTermsSchedule and moveUp', () => {
  it('schedules the default terms from the date given, or nothing while they cannot be read', () => {
    expect(defaultTermsSchedule(DRAFT, '2026-03-02')).toMatchObject({
      principalKobo: 50_000_000,
      numberOfRepayments: 12,
      annualInterestRate: '24',
      repaymentEvery: 1,
      repaymentFrequency: 'MONTHS',
      disbursementDate: '2026-03-02',
    });
    expect(defaultTermsSchedule({ ...DRAFT, defaultRate: 'x' }, '2026-03-02')).toBeNull();
  });

  it('moves a component of the allocation one place earlier', () => {
    expect(moveUp(['PENALTY', 'FEE', 'INTEREST', 'PRINCIPAL'], 2)).toEqual([
      'PENALTY',
      'INTEREST',
      'FEE',
      'PRINCIPAL',
    ]);
    expect(moveUp(['PENALTY', 'FEE', 'INTEREST', 'PRINCIPAL'], 0)[0]).toBe('PENALTY');
  });
});
