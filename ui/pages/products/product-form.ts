import type { Charge } from '../../../api/charges.api';
import type { ProductCreateRequest } from '../../../api/products.api';
import { formatRateBps, readNairaAmount, readRatePercent } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';

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
  /** The charges the product levies, by id. */
  readonly chargeIds: readonly string[];
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
  chargeIds: [],
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
    chargeIds: [...draft.chargeIds],
  };
  if (!overdraftApplies(draft)) return { ...body, overdraftAllowed: false };
  const limit = readNairaAmount(draft.overdraftLimit);
  if ('error' in limit) throw new RangeError(limit.error);
  return { ...body, overdraftAllowed: true, overdraftLimitKobo: limit.kobo };
}

/** The draft with the charge added or taken off. */
export function toggleCharge(draft: ProductDraft, chargeId: string, levied: boolean): ProductDraft {
  const others = draft.chargeIds.filter((id) => id !== chargeId);
  return { ...draft, chargeIds: levied ? [...others, chargeId] : others };
}

const CHARGE_OCCASIONS: Readonly<Record<string, string>> = {
  ACCOUNT_OPENING: 'at account opening',
  ACCOUNT_MAINTENANCE: 'for account maintenance',
  WITHDRAWAL: 'on each withdrawal',
  TRANSFER: 'on each transfer',
  NIP_OUTWARD: 'on each NIP transfer',
  SMS_ALERT: 'for each SMS alert',
  CARD_ISSUANCE: 'for a card',
};

/** What a charge costs and when, as staff read it: "₦10.00 on each transfer". */
export function chargeSummary(charge: Charge): string {
  const price =
    charge.calculation === 'PERCENT'
      ? `${formatRateBps(charge.rateBps ?? 0)} of the amount`
      : formatKobo(charge.amountKobo ?? 0);
  return `${price} ${CHARGE_OCCASIONS[charge.event] ?? charge.event.toLowerCase()}`;
}
