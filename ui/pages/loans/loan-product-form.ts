import type { components } from '../../../api/schema.gen';
import { readNairaAmount } from '../../../policies/deposit-inputs';
import { parseAnnualRate } from '../../../policies/loan-rate';
import type { ScheduleInput } from '../../../policies/loan-schedule';
import { koboToInput, readLoanTerms } from './loan-terms';

type Schemas = components['schemas'];
export type LoanProduct = Schemas['LoanProduct'];
export type LoanProductInput = Schemas['LoanProductInput'];
export type LoanComponent = Schemas['LoanComponent'];
type LoanCharge = Schemas['LoanCharge'];

export const PRODUCT_CODE_MAX_LENGTH = 32;
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 500;
export const MAX_CHARGES = 10;

export const INTEREST_METHOD_LABELS = {
  DECLINING_BALANCE: 'Declining balance',
  FLAT: 'Flat',
} as const;
export const AMORTIZATION_LABELS = {
  EQUAL_INSTALLMENTS: 'Equal instalments',
  EQUAL_PRINCIPAL: 'Equal principal',
} as const;
export const CALCULATION_PERIOD_LABELS = {
  SAME_AS_REPAYMENT_PERIOD: 'Repayment period',
  DAILY: 'Daily',
} as const;
export const DAYS_IN_YEAR_LABELS = {
  ACTUAL: 'Actual',
  '365': '365 days',
  '360': '360 days',
} as const;
export const FREQUENCY_LABELS = { DAYS: 'Days', WEEKS: 'Weeks', MONTHS: 'Months' } as const;
export const COMPONENT_LABELS: Readonly<Record<LoanComponent, string>> = {
  PENALTY: 'Penalties',
  FEE: 'Fees',
  INTEREST: 'Interest',
  PRINCIPAL: 'Principal',
};
export const CHARGE_KIND_LABELS = {
  PROCESSING_FEE: 'Processing fee',
  INSURANCE: 'Insurance',
  MANAGEMENT_FEE: 'Management fee',
} as const;
export const EARLY_INTEREST_LABELS = {
  INTEREST_TO_DATE: 'Interest to date',
  FULL_SCHEDULED_INTEREST: 'Full scheduled interest',
} as const;

export const DEFAULT_ALLOCATION: readonly LoanComponent[] = [
  'PENALTY',
  'FEE',
  'INTEREST',
  'PRINCIPAL',
];

/** A charge at disbursement as typed: a flat naira amount or a percent of the principal. */
export interface ChargeDraft {
  readonly name: string;
  readonly kind: LoanCharge['kind'];
  readonly calculation: LoanCharge['calculation'];
  /** Naira when FLAT, percent when PERCENT_OF_PRINCIPAL. */
  readonly value: string;
}

/** Every field of a loan product as the dialog holds it: numbers as the text typed. */
export interface LoanProductDraft {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly status: LoanProduct['status'];
  readonly interestMethod: LoanProduct['interestMethod'];
  readonly amortization: LoanProduct['amortization'];
  readonly interestCalculationPeriod: LoanProduct['interestCalculationPeriod'];
  readonly daysInYear: LoanProduct['daysInYear'];
  readonly repaymentEvery: string;
  readonly repaymentFrequency: LoanProduct['repaymentFrequency'];
  readonly minPrincipal: string;
  readonly defaultPrincipal: string;
  readonly maxPrincipal: string;
  readonly minRepayments: string;
  readonly defaultRepayments: string;
  readonly maxRepayments: string;
  readonly minRate: string;
  readonly defaultRate: string;
  readonly maxRate: string;
  readonly installmentMultiple: string;
  readonly graceOnPrincipal: string;
  readonly graceOnInterest: string;
  readonly charges: readonly ChargeDraft[];
  readonly penaltyOn: boolean;
  readonly penaltyCalculation: 'FLAT' | 'PERCENT_OF_OVERDUE_INSTALMENT';
  readonly penaltyValue: string;
  readonly penaltyGraceDays: string;
  readonly allocation: readonly LoanComponent[];
  readonly earlyRepaymentInterest: LoanProduct['earlyRepaymentInterest'];
  readonly earlyRepaymentFeePercent: string;
}

export type ProductField = keyof LoanProductDraft | `charges.${number}`;
export type ProductProblems = Readonly<Record<string, string>>;

export const EMPTY_LOAN_PRODUCT_DRAFT: LoanProductDraft = {
  code: '',
  name: '',
  description: '',
  status: 'ACTIVE',
  interestMethod: 'DECLINING_BALANCE',
  amortization: 'EQUAL_INSTALLMENTS',
  interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
  daysInYear: '365',
  repaymentEvery: '1',
  repaymentFrequency: 'MONTHS',
  minPrincipal: '50,000.00',
  defaultPrincipal: '500,000.00',
  maxPrincipal: '5,000,000.00',
  minRepayments: '3',
  defaultRepayments: '12',
  maxRepayments: '24',
  minRate: '12',
  defaultRate: '24',
  maxRate: '36',
  installmentMultiple: '0',
  graceOnPrincipal: '0',
  graceOnInterest: '0',
  charges: [],
  penaltyOn: false,
  penaltyCalculation: 'FLAT',
  penaltyValue: '',
  penaltyGraceDays: '3',
  allocation: DEFAULT_ALLOCATION,
  earlyRepaymentInterest: 'INTEREST_TO_DATE',
  earlyRepaymentFeePercent: '',
};

const CODE = /^[A-Z0-9][A-Z0-9_-]*$/;
const WHOLE = /^\d{1,4}$/;

function chargeDraft(charge: LoanCharge): ChargeDraft {
  const value =
    charge.calculation === 'FLAT' ? koboToInput(charge.amountKobo ?? 0) : (charge.percent ?? '');
  return { name: charge.name, kind: charge.kind, calculation: charge.calculation, value };
}

/** The dialog's draft of a saved product, to edit it. */
export function draftOfLoanProduct(product: LoanProduct): LoanProductDraft {
  const penalty = product.penalty;
  return {
    code: product.code,
    name: product.name,
    description: product.description,
    status: product.status,
    interestMethod: product.interestMethod,
    amortization: product.amortization,
    interestCalculationPeriod: product.interestCalculationPeriod,
    daysInYear: product.daysInYear,
    repaymentEvery: String(product.repaymentEvery),
    repaymentFrequency: product.repaymentFrequency,
    minPrincipal: koboToInput(product.minPrincipalKobo),
    defaultPrincipal: koboToInput(product.defaultPrincipalKobo),
    maxPrincipal: koboToInput(product.maxPrincipalKobo),
    minRepayments: String(product.minNumberOfRepayments),
    defaultRepayments: String(product.defaultNumberOfRepayments),
    maxRepayments: String(product.maxNumberOfRepayments),
    minRate: product.minAnnualInterestRate,
    defaultRate: product.defaultAnnualInterestRate,
    maxRate: product.maxAnnualInterestRate,
    installmentMultiple: koboToInput(product.installmentMultipleKobo),
    graceOnPrincipal: String(product.graceOnPrincipalPeriods),
    graceOnInterest: String(product.graceOnInterestPeriods),
    charges: product.charges.map(chargeDraft),
    penaltyOn: penalty !== null,
    penaltyCalculation: penalty?.calculation ?? 'FLAT',
    penaltyValue:
      penalty === null
        ? ''
        : penalty.calculation === 'FLAT'
          ? koboToInput(penalty.amountKobo ?? 0)
          : (penalty.percent ?? ''),
    penaltyGraceDays: String(penalty?.graceDays ?? 0),
    allocation:
      product.repaymentAllocation.length === 4 ? product.repaymentAllocation : DEFAULT_ALLOCATION,
    earlyRepaymentInterest: product.earlyRepaymentInterest,
    earlyRepaymentFeePercent: product.earlyRepaymentFeePercent ?? '',
  };
}

type Found = Record<string, string>;

function readWhole(found: Found, field: string, text: string, min: number, max: number): number {
  const value = text.trim();
  if (!WHOLE.test(value) || Number(value) < min || Number(value) > max) {
    found[field] = `Enter a whole number from ${min} to ${max}.`;
    return Number.NaN;
  }
  return Number(value);
}

function readKobo(found: Found, field: string, text: string, allowZero = false): number {
  const read = readNairaAmount(text, { allowZero });
  if ('error' in read) {
    found[field] = read.error;
    return Number.NaN;
  }
  return read.kobo;
}

function readPercent(found: Found, field: string, text: string): string {
  const rate = parseAnnualRate(text);
  if (rate === null) {
    found[field] = 'Enter a percent with at most 4 decimals, e.g. 1.5.';
    return '';
  }
  return rate.text;
}

function rangeOrder(
  found: Found,
  fields: readonly [string, string, string],
  values: readonly number[],
) {
  const [min, def, max] = values as [number, number, number];
  if ([min, def, max].some(Number.isNaN)) return;
  if (def < min) found[fields[1]] = 'The default is below the minimum.';
  if (max < def) found[fields[2]] = 'The maximum is below the default.';
}

function readCharges(found: Found, charges: readonly ChargeDraft[]): LoanCharge[] {
  return charges.map((charge, i) => {
    const field = `charges.${i}`;
    const name = charge.name.trim();
    if (name === '') found[field] = 'Name the charge.';
    if (charge.calculation === 'FLAT') {
      return {
        name,
        kind: charge.kind,
        calculation: 'FLAT',
        amountKobo: readKobo(found, field, charge.value),
      };
    }
    return {
      name,
      kind: charge.kind,
      calculation: 'PERCENT_OF_PRINCIPAL',
      percent: readPercent(found, field, charge.value),
    };
  });
}

function readPenalty(found: Found, draft: LoanProductDraft): LoanProductInput['penalty'] {
  if (!draft.penaltyOn) return null;
  const graceDays = readWhole(found, 'penaltyGraceDays', draft.penaltyGraceDays, 0, 365);
  if (draft.penaltyCalculation === 'FLAT') {
    return {
      calculation: 'FLAT',
      graceDays,
      amountKobo: readKobo(found, 'penaltyValue', draft.penaltyValue),
    };
  }
  return {
    calculation: 'PERCENT_OF_OVERDUE_INSTALMENT',
    graceDays,
    percent: readPercent(found, 'penaltyValue', draft.penaltyValue),
  };
}

/**
 * The draft read into the contract's body and checked as the server checks it (every range in
 * order, every number in bounds): the body when it may be sent, else null, with each problem
 * keyed by its field.
 */
export function readLoanProductDraft(draft: LoanProductDraft): {
  readonly body: LoanProductInput | null;
  readonly problems: ProductProblems;
} {
  const found: Found = {};
  const code = draft.code.trim();
  if (!CODE.test(code))
    found.code = 'Upper-case letters, digits, - and _, starting with a letter or digit.';
  const name = draft.name.trim();
  if (name === '') found.name = 'Name the product.';
  const principal = [
    readKobo(found, 'minPrincipal', draft.minPrincipal),
    readKobo(found, 'defaultPrincipal', draft.defaultPrincipal),
    readKobo(found, 'maxPrincipal', draft.maxPrincipal),
  ];
  rangeOrder(found, ['minPrincipal', 'defaultPrincipal', 'maxPrincipal'], principal);
  const repayments = [
    readWhole(found, 'minRepayments', draft.minRepayments, 1, 600),
    readWhole(found, 'defaultRepayments', draft.defaultRepayments, 1, 600),
    readWhole(found, 'maxRepayments', draft.maxRepayments, 1, 600),
  ];
  rangeOrder(found, ['minRepayments', 'defaultRepayments', 'maxRepayments'], repayments);
  const rates = [
    readPercent(found, 'minRate', draft.minRate),
    readPercent(found, 'defaultRate', draft.defaultRate),
    readPercent(found, 'maxRate', draft.maxRate),
  ];
  const scaled = rates.map((rate) =>
    rate === '' ? Number.NaN : Number(parseAnnualRate(rate)?.scaledPercent),
  );
  rangeOrder(found, ['minRate', 'defaultRate', 'maxRate'], scaled);
  const body: LoanProductInput = {
    code,
    name,
    description: draft.description.trim(),
    status: draft.status,
    interestMethod: draft.interestMethod,
    amortization: draft.amortization,
    interestCalculationPeriod: draft.interestCalculationPeriod,
    daysInYear: draft.daysInYear,
    repaymentEvery: readWhole(found, 'repaymentEvery', draft.repaymentEvery, 1, 366),
    repaymentFrequency: draft.repaymentFrequency,
    minPrincipalKobo: principal[0] as number,
    defaultPrincipalKobo: principal[1] as number,
    maxPrincipalKobo: principal[2] as number,
    minNumberOfRepayments: repayments[0] as number,
    defaultNumberOfRepayments: repayments[1] as number,
    maxNumberOfRepayments: repayments[2] as number,
    minAnnualInterestRate: rates[0] as string,
    defaultAnnualInterestRate: rates[1] as string,
    maxAnnualInterestRate: rates[2] as string,
    installmentMultipleKobo: readKobo(
      found,
      'installmentMultiple',
      draft.installmentMultiple,
      true,
    ),
    graceOnPrincipalPeriods: readWhole(found, 'graceOnPrincipal', draft.graceOnPrincipal, 0, 600),
    graceOnInterestPeriods: readWhole(found, 'graceOnInterest', draft.graceOnInterest, 0, 600),
    charges: readCharges(found, draft.charges),
    penalty: readPenalty(found, draft),
    repaymentAllocation: [...draft.allocation],
    earlyRepaymentInterest: draft.earlyRepaymentInterest,
  };
  if (draft.earlyRepaymentFeePercent.trim() !== '') {
    body.earlyRepaymentFeePercent = readPercent(
      found,
      'earlyRepaymentFeePercent',
      draft.earlyRepaymentFeePercent,
    );
  }
  return { body: Object.keys(found).length === 0 ? body : null, problems: found };
}

/**
 * The schedule of the product's default terms, disbursed on `date`: what the dialog previews as
 * the terms are typed. Null while the default terms or the rules cannot be read.
 */
export function defaultTermsSchedule(draft: LoanProductDraft, date: string): ScheduleInput | null {
  const { terms } = readLoanTerms(
    {
      amount: draft.defaultPrincipal,
      repayments: draft.defaultRepayments,
      rate: draft.defaultRate,
    },
    {},
  );
  const every = Number(draft.repaymentEvery.trim());
  const multiple = readNairaAmount(draft.installmentMultiple, { allowZero: true });
  const graceP = Number(draft.graceOnPrincipal.trim() || '0');
  const graceI = Number(draft.graceOnInterest.trim() || '0');
  if (!terms || !WHOLE.test(draft.repaymentEvery.trim()) || every < 1 || 'error' in multiple)
    return null;
  if (!Number.isInteger(graceP) || !Number.isInteger(graceI)) return null;
  return {
    ...terms,
    interestMethod: draft.interestMethod,
    amortization: draft.amortization,
    interestCalculationPeriod: draft.interestCalculationPeriod,
    daysInYear: draft.daysInYear,
    repaymentEvery: every,
    repaymentFrequency: draft.repaymentFrequency,
    disbursementDate: date,
    installmentMultipleKobo: multiple.kobo,
    graceOnPrincipalPeriods: graceP,
    graceOnInterestPeriods: graceI,
  };
}

/** The allocation with the component at `index` moved one place up (earlier). */
export function moveUp(order: readonly LoanComponent[], index: number): readonly LoanComponent[] {
  if (index <= 0 || index >= order.length) return order;
  const next = [...order];
  [next[index - 1], next[index]] = [next[index] as LoanComponent, next[index - 1] as LoanComponent];
  return next;
}
