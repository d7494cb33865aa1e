import { describe, expect, it } from 'vitest';
import type { LoanProduct } from '../loans/loan-product-form';
import {
  type ApplicationDraft,
  applicationSchedule,
  EMPTY_APPLICATION_DRAFT,
  readApplicationDraft,
  updateOf,
  withProduct,
} from './application-form';

const PRODUCT = {
  id: 'p-1',
  code: 'SME01',
  name: 'SME working capital',
  status: 'ACTIVE',
  interestMethod: 'DECLINING_BALANCE',
  amortization: 'EQUAL_INSTALLMENTS',
  interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
  daysInYear: '365',
  repaymentEvery: 1,
  repaymentFrequency: 'MONTHS',
  minPrincipalKobo: 5_000_000,
  defaultPrincipalKobo: 50_000_000,
  maxPrincipalKobo: 1_000_000_000,
  minNumberOfRepayments: 3,
  defaultNumberOfRepayments: 12,
  maxNumberOfRepayments: 24,
  minAnnualInterestRate: '12',
  defaultAnnualInterestRate: '24',
  maxAnnualInterestRate: '36',
  installmentMultipleKobo: 0,
  graceOnPrincipalPeriods: 0,
  graceOnInterestPeriods: 0,
} as unknown as LoanProduct;

const FILLED: ApplicationDraft = {
  ...withProduct({ ...EMPTY_APPLICATION_DRAFT, customerId: 'c-1', accountId: 'a-1' }, PRODUCT),
  purpose: 'Stock for the shop',
  monthlyIncome: '450,000',
  employmentType: 'BUSINESS_OWNER',
  obligations: '25,000',
};

describe('the credit application form', () => {
  it("fills the terms with the product's defaults, keeping what was typed", () => {
    expect(FILLED).toMatchObject({ amount: '500,000.00', repayments: '12', rate: '24' });
    const typed = withProduct({ ...EMPTY_APPLICATION_DRAFT, amount: '80,000' }, PRODUCT);
    expect(typed.amount).toBe('80,000');
  });

  it('reads a complete draft into the request', () => {
    const { body, problems } = readApplicationDraft(FILLED, PRODUCT);
    expect(problems).toEqual({});
    expect(body).toEqual({
      customerId: 'c-1',
      accountId: 'a-1',
      productId: 'p-1',
      principalKobo: 50_000_000,
      numberOfRepayments: 12,
      annualInterestRate: '24',
      purpose: 'Stock for the shop',
      monthlyIncomeKobo: 45_000_000,
      employmentType: 'BUSINESS_OWNER',
      existingMonthlyObligationsKobo: 2_500_000,
      bureauMaxDaysInArrears: null,
    });
    expect(body && updateOf(body)).not.toHaveProperty('customerId');
  });

  it("checks the amount, term and rate against the product's limits in the browser", () => {
    const { body, problems } = readApplicationDraft(
      { ...FILLED, amount: '20,000,000', repayments: '36', rate: '40', bureauDays: 'x' },
      PRODUCT,
    );
    expect(body).toBeNull();
    expect(problems).toEqual({
      amount: 'The product lends at most ₦10,000,000.00.',
      repayments: 'The product allows at most 24 repayments.',
      rate: "The product's rate is at most 36 %.",
      bureauDays: 'Enter whole days from 0 to 10000, or leave it blank.',
    });
  });

  it('asks for the customer, the account, the product and the facts scored', () => {
    const { problems } = readApplicationDraft(EMPTY_APPLICATION_DRAFT, undefined);
    expect(Object.keys(problems).sort()).toEqual([
      'accountId',
      'amount',
      'customerId',
      'employmentType',
      'monthlyIncome',
      'productId',
      'purpose',
      'rate',
      'repayments',
    ]);
  });

  it("schedules the terms under the product's rules", () => {
    expect(applicationSchedule(FILLED, PRODUCT, '2026-03-02')).toEqual({
      principalKobo: 50_000_000,
      numberOfRepayments: 12,
      annualInterestRate: '24',
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_INSTALLMENTS',
      interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
      daysInYear: '365',
      repaymentEvery: 1,
      repaymentFrequency: 'MONTHS',
      installmentMultipleKobo: 0,
      graceOnPrincipalPeriods: 0,
      graceOnInterestPeriods: 0,
      disbursementDate: '2026-03-02',
    });
  });
});
