import type { ProductCreateRequest } from '../../../api/products.api';
import { readNairaAmount, readRatePercent } from '../../../policies/deposit-inputs';

export type DepositSubtype = ProductCreateRequest['subtype'];
export type PostingPeriod = ProductCreateRequest['interestPostingPeriod'];

export const SUBTYPE_LABELS: Readonly<Record<DepositSubtype, string>> = {
  SAVINGS: 'Savings',
  CURRENT: 'Current',
};

export const POSTING_PERIOD_LABELS: Readonly<Record<PostingPeriod, string>> = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  ANNUALLY: 'Annually',
};

export const PRODUCT_CODE_MAX_LENGTH = 32;
export const PRODUCT_NAME_MAX_LENGTH = 120;

/** What the New product form holds, amounts and the rate as typed. */
export interface ProductDraft {
  readonly subtype: DepositSubtype;
  readonly code: string;
  readonly name: string;
  readonly rate: string;
  readonly postingPeriod: PostingPeriod;
  readonly minimumBalance: string;
  readonly overdraftAllowed: boolean;
  readonly overdraftLimit: string;
}

export const EMPTY_PRODUCT_DRAFT: ProductDraft = {
  subtype: 'SAVINGS',
  code: '',
  name: '',
  rate: '',
  postingPeriod: 'MONTHLY',
  minimumBalance: '0.00',
  overdraftAllowed: false,
  overdraftLimit: '',
};

const CODE = /^[A-Z0-9][A-Z0-9_-]*$/;

/** Overdraft is for current accounts only: a savings draft never asks for one. */
export function overdraftApplies(draft: ProductDraft): boolean {
  return draft.subtype === 'CURRENT' && draft.overdraftAllowed;
}

/**
 * The problems a person can fix before sending, keyed by the server's field names
 * (`body.interestRateBps`) so they show where the server's own would. The server checks again.
 */
export function productDraftProblems(draft: ProductDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const code = draft.code.trim().toUpperCase();
  if (!code) problems['body.code'] = 'Enter a short code, e.g. SAV02.';
  else if (!CODE.test(code) || code.length > PRODUCT_CODE_MAX_LENGTH) {
    problems['body.code'] =
      'Capital letters, digits, - and _ only, starting with a letter or digit.';
  }
  if (!draft.name.trim()) problems['body.name'] = 'Enter the product name.';
  const rate = readRatePercent(draft.rate);
  if ('error' in rate) problems['body.interestRateBps'] = rate.error;
  const minimum = readNairaAmount(draft.minimumBalance, { allowZero: true });
  if ('error' in minimum) problems['body.minimumBalanceKobo'] = minimum.error;
  if (overdraftApplies(draft)) {
    const limit = readNairaAmount(draft.overdraftLimit);
    if ('error' in limit) problems['body.overdraftLimitKobo'] = limit.error;
  }
  return problems;
}

/** The request body of a draft without problems: kobo and basis points, never floats. */
export function productRequest(draft: ProductDraft): Omit<ProductCreateRequest, 'type'> {
  const rate = readRatePercent(draft.rate);
  const minimum = readNairaAmount(draft.minimumBalance, { allowZero: true });
  if ('error' in rate || 'error' in minimum) throw new RangeError('The draft has problems.');
  const body = {
    subtype: draft.subtype,
    code: draft.code.trim().toUpperCase(),
    name: draft.name.trim(),
    interestRateBps: rate.bps,
    interestPostingPeriod: draft.postingPeriod,
    minimumBalanceKobo: minimum.kobo,
  };
  if (!overdraftApplies(draft)) return { ...body, overdraftAllowed: false };
  const limit = readNairaAmount(draft.overdraftLimit);
  if ('error' in limit) throw new RangeError(limit.error);
  return { ...body, overdraftAllowed: true, overdraftLimitKobo: limit.kobo };
}
