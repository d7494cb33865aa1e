import { describe, expect, it } from 'vitest';
import {
  chargeSummary,
  EMPTY_PRODUCT_DRAFT,
  type ProductDraft,
  productDraftProblems,
  productRequest,
  toggleCharge,
} from './product-form';

const SAVINGS: ProductDraft = {
  ...EMPTY_PRODUCT_DRAFT,
  code: 'sav02',
  name: ' Premium Savings ',
  rate: '4.25',
  minimumBalance: '1,000',
};

describe('the New product form', () => {
  it('sends kobo and basis points, the code upper-cased and no overdraft for savings', () => {
    expect(productDraftProblems(SAVINGS)).toEqual({});
    expect(productRequest(SAVINGS)).toEqual({
      subtype: 'SAVINGS',
      code: 'SAV02',
      name: 'Premium Savings',
      interestRateBps: 425,
      interestPostingPeriod: 'MONTHLY',
      minimumBalanceKobo: 100000,
      chargeIds: [],
      overdraftAllowed: false,
    });
  });

  it('sends the charges ticked, each once, and drops one unticked', () => {
    let draft = toggleCharge(SAVINGS, 'trf', true);
    draft = toggleCharge(draft, 'sms', true);
    draft = toggleCharge(draft, 'trf', true);
    expect(productRequest(draft).chargeIds).toEqual(['sms', 'trf']);
    expect(productRequest(toggleCharge(draft, 'sms', false)).chargeIds).toEqual(['trf']);
  });

  it('says what a charge costs and when', () => {
    const charge = {
      id: 'c',
      code: 'TRF-FEE',
      name: 'Transfer fee',
      appliesTo: 'DEPOSIT' as const,
      calculation: 'FLAT' as const,
      amountKobo: 10_00,
      rateBps: null,
      event: 'TRANSFER' as const,
    };
    expect(chargeSummary(charge)).toBe('₦10.00 on each transfer');
    expect(
      chargeSummary({
        ...charge,
        calculation: 'PERCENT',
        amountKobo: null,
        rateBps: 10,
        event: 'ACCOUNT_MAINTENANCE',
      }),
    ).toBe('0.10 % of the amount for account maintenance');
  });

  it('ignores an overdraft ticked for savings: only current products may have one', () => {
    const draft = { ...SAVINGS, overdraftAllowed: true, overdraftLimit: 'x' };
    expect(productDraftProblems(draft)).toEqual({});
    expect(productRequest(draft).overdraftAllowed).toBe(false);
  });

  it('sends the overdraft limit of a current product', () => {
    const draft: ProductDraft = {
      ...SAVINGS,
      subtype: 'CURRENT',
      rate: '0',
      postingPeriod: 'QUARTERLY',
      overdraftAllowed: true,
      overdraftLimit: '500,000',
    };
    expect(productRequest(draft)).toMatchObject({
      subtype: 'CURRENT',
      interestRateBps: 0,
      interestPostingPeriod: 'QUARTERLY',
      overdraftAllowed: true,
      overdraftLimitKobo: 50000000,
    });
    expect(productDraftProblems({ ...draft, overdraftLimit: '' })).toEqual({
      'body.overdraftLimitKobo': 'Enter an amount in naira.',
    });
  });

  it('names every problem of an empty form beside its field', () => {
    expect(productDraftProblems({ ...EMPTY_PRODUCT_DRAFT, minimumBalance: '-1' })).toEqual({
      'body.code': 'Enter a short code, e.g. SAV02.',
      'body.name': 'Enter the product name.',
      'body.interestRateBps': 'Enter a yearly rate in percent with at most 2 decimals, e.g. 4.25.',
      'body.minimumBalanceKobo': 'Enter ₦0.00 or more.',
    });
    expect(productDraftProblems({ ...SAVINGS, code: '-SAV' })).toHaveProperty('body.code');
    expect(productDraftProblems({ ...SAVINGS, rate: '101' })).toEqual({
      'body.interestRateBps': 'At most 100 %.',
    });
    expect(() => productRequest(EMPTY_PRODUCT_DRAFT)).toThrow(RangeError);
  });
});
