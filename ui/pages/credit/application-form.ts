import type { components } from '../../../api/schema.gen';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../../../policies/credit-score';
import { readNairaAmount } from '../../../policies/deposit-inputs';
import type { ScheduleInput } from '../../../policies/loan-schedule';
import type { LoanProduct } from '../loans/loan-product-form';
import { koboToInput, limitsOf, readLoanTerms, scheduleInputOf } from '../loans/loan-terms';

type Schemas = components['schemas'];
export type CreditApplicationRequest = Schemas['CreditApplicationRequest'];
export type CreditApplicationUpdateRequest = Schemas['CreditApplicationUpdateRequest'];

/** The address of the new-application form: the application page with no application yet. */
export const NEW_APPLICATION_ID = 'new';

export const PURPOSE_MAX_LENGTH = 255;
export const MAX_BUREAU_DAYS = 10_000;

export const EMPLOYMENT_LABELS: Readonly<Record<EmploymentType, string>> = {
  SALARIED: 'Salaried',
  SELF_EMPLOYED: 'Self-employed',
  BUSINESS_OWNER: 'Business owner',
  CONTRACT: 'Contract',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Unemployed',
};

/** A credit application as its form holds it: the ids picked and every figure as typed. */
export interface ApplicationDraft {
  readonly customerId: string;
  readonly accountId: string;
  readonly productId: string;
  readonly amount: string;
  readonly repayments: string;
  readonly rate: string;
  readonly purpose: string;
  readonly monthlyIncome: string;
  readonly employmentType: EmploymentType | '';
  readonly obligations: string;
  /** Blank when the bureau was not checked. */
  readonly bureauDays: string;
}

export type ApplicationField = keyof ApplicationDraft;
export type ApplicationProblems = Partial<Record<ApplicationField, string>>;

export const EMPTY_APPLICATION_DRAFT: ApplicationDraft = {
  customerId: '',
  accountId: '',
  productId: '',
  amount: '',
  repayments: '',
  rate: '',
  purpose: '',
  monthlyIncome: '',
  employmentType: '',
  obligations: '0',
  bureauDays: '',
};

/** Picking a product fills the terms with its defaults, where the person has typed none. */
export function withProduct(
  draft: ApplicationDraft,
  product: LoanProduct | undefined,
): ApplicationDraft {
  if (!product) return { ...draft, productId: '' };
  return {
    ...draft,
    productId: product.id,
    amount: draft.amount.trim() ? draft.amount : koboToInput(product.defaultPrincipalKobo),
    repayments: draft.repayments.trim()
      ? draft.repayments
      : String(product.defaultNumberOfRepayments),
    rate: draft.rate.trim() ? draft.rate : product.defaultAnnualInterestRate,
  };
}

/** The draft of a saved application, to correct it. */
export function draftOfApplication(application: Schemas['CreditApplication']): ApplicationDraft {
  return {
    customerId: application.customerId,
    accountId: application.accountId,
    productId: application.productId,
    amount: koboToInput(application.principalKobo),
    repayments: String(application.numberOfRepayments),
    rate: application.annualInterestRate,
    purpose: application.purpose,
    monthlyIncome: koboToInput(application.monthlyIncomeKobo),
    employmentType: application.employmentType,
    obligations: koboToInput(application.existingMonthlyObligationsKobo),
    bureauDays:
      application.bureauMaxDaysInArrears === null ? '' : String(application.bureauMaxDaysInArrears),
  };
}

function readBureauDays(text: string): number | null | string {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d{1,5}$/.test(value) || Number(value) > MAX_BUREAU_DAYS) {
    return `Enter whole days from 0 to ${MAX_BUREAU_DAYS}, or leave it blank.`;
  }
  return Number(value);
}

type Found = { -readonly [K in ApplicationField]?: string };

function readAmount(
  found: Found,
  field: ApplicationField,
  text: string,
  allowZero: boolean,
): number {
  const read = readNairaAmount(text, { allowZero });
  if ('error' in read) {
    found[field] = read.error;
    return 0;
  }
  return read.kobo;
}

/**
 * The draft checked as the server checks it, the product's limits included: the request when
 * everything reads, else null, and the problem of each field in words.
 */
export function readApplicationDraft(
  draft: ApplicationDraft,
  product: LoanProduct | undefined,
): { readonly body: CreditApplicationRequest | null; readonly problems: ApplicationProblems } {
  const found: Found = {};
  if (!draft.customerId) found.customerId = 'Find and pick the customer.';
  if (!draft.accountId) found.accountId = 'Choose the account the loan is paid into.';
  if (!product) found.productId = 'Choose a loan product.';
  else if (product.status !== 'ACTIVE')
    found.productId = 'The product is retired: it takes no new loans.';
  const terms = readLoanTerms(
    { amount: draft.amount, repayments: draft.repayments, rate: draft.rate },
    limitsOf(product),
  );
  Object.assign(found, terms.problems);
  const purpose = draft.purpose.trim();
  if (purpose === '') found.purpose = 'Say what the loan is for.';
  const monthlyIncomeKobo = readAmount(found, 'monthlyIncome', draft.monthlyIncome, true);
  const obligations = readAmount(found, 'obligations', draft.obligations, true);
  if (!EMPLOYMENT_TYPES.includes(draft.employmentType as EmploymentType)) {
    found.employmentType = 'Choose the employment type.';
  }
  const bureau = readBureauDays(draft.bureauDays);
  if (typeof bureau === 'string') found.bureauDays = bureau;
  if (Object.keys(found).length > 0 || !terms.terms) return { body: null, problems: found };
  return {
    body: {
      customerId: draft.customerId,
      accountId: draft.accountId,
      productId: draft.productId,
      ...terms.terms,
      purpose,
      monthlyIncomeKobo,
      employmentType: draft.employmentType as EmploymentType,
      existingMonthlyObligationsKobo: obligations,
      bureauMaxDaysInArrears: bureau as number | null,
    },
    problems: found,
  };
}

/** The schedule the draft's terms give under the product, from `date`; null while unreadable. */
export function applicationSchedule(
  draft: ApplicationDraft,
  product: LoanProduct | undefined,
  date: string,
): ScheduleInput | null {
  if (!product) return null;
  const { terms } = readLoanTerms(
    { amount: draft.amount, repayments: draft.repayments, rate: draft.rate },
    {},
  );
  return terms ? scheduleInputOf(terms, product, date) : null;
}

/** The changes of a correction: the request without the customer, who stays. */
export function updateOf(body: CreditApplicationRequest): CreditApplicationUpdateRequest {
  const { customerId: _customer, submit: _submit, ...rest } = body;
  return rest;
}
