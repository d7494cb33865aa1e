import type { components } from '../../../api/schema.gen';
import { readNairaAmount } from '../../../policies/deposit-inputs';
import { parseAnnualRate } from '../../../policies/loan-rate';
import type { ScheduleInput } from '../../../policies/loan-schedule';
import { formatKobo } from '../../../policies/money';

/**
 * The terms a person types for a loan (an application, a product's default terms, a top-up):
 * the amount in naira, the number of repayments and the yearly rate in percent, as text.
 */
export interface LoanTermsDraft {
  readonly amount: string;
  readonly repayments: string;
  readonly rate: string;
}

export type LoanTermsField = keyof LoanTermsDraft;
export type LoanTermsProblems = Partial<Record<LoanTermsField, string>>;

/** The bounds a product sets on the terms; absent bounds are not checked. */
export interface LoanTermsLimits {
  readonly minPrincipalKobo?: number | null | undefined;
  readonly maxPrincipalKobo?: number | null | undefined;
  readonly minRepayments?: number | null | undefined;
  readonly maxRepayments?: number | null | undefined;
  /** Decimal text, percent a year, as products hold rates. */
  readonly minAnnualRate?: string | null | undefined;
  readonly maxAnnualRate?: string | null | undefined;
}

type ProductBounds = Pick<
  components['schemas']['LoanProduct'],
  | 'minPrincipalKobo'
  | 'maxPrincipalKobo'
  | 'minNumberOfRepayments'
  | 'maxNumberOfRepayments'
  | 'minAnnualInterestRate'
  | 'maxAnnualInterestRate'
>;

/** A product's limits on the terms, as the terms check reads them; none without a product. */
export function limitsOf(product: ProductBounds | undefined): LoanTermsLimits {
  if (!product) return {};
  return {
    minPrincipalKobo: product.minPrincipalKobo,
    maxPrincipalKobo: product.maxPrincipalKobo,
    minRepayments: product.minNumberOfRepayments,
    maxRepayments: product.maxNumberOfRepayments,
    minAnnualRate: product.minAnnualInterestRate,
    maxAnnualRate: product.maxAnnualInterestRate,
  };
}

/** The terms as numbers the schedule and the server take. */
export interface LoanTerms {
  readonly principalKobo: number;
  readonly numberOfRepayments: number;
  /** The rate as parseAnnualRate spells it: "12", "9.4822". */
  readonly annualInterestRate: string;
}

/** More repayments than this is a typing slip: 30 years of weekly instalments. */
const MAX_REPAYMENTS = 1560;

const WHOLE = /^\d{1,5}$/;

function readRepayments(text: string): number | string {
  const value = text.trim();
  if (!WHOLE.test(value) || Number(value) < 1) return 'Enter a whole number of repayments.';
  const count = Number(value);
  return count > MAX_REPAYMENTS ? `At most ${MAX_REPAYMENTS} repayments.` : count;
}

function amountProblem(kobo: number, limits: LoanTermsLimits): string | undefined {
  const { minPrincipalKobo: min, maxPrincipalKobo: max } = limits;
  if (min != null && kobo < min) return `The product lends at least ${formatKobo(min)}.`;
  if (max != null && kobo > max) return `The product lends at most ${formatKobo(max)}.`;
  return undefined;
}

function repaymentsProblem(count: number, limits: LoanTermsLimits): string | undefined {
  const { minRepayments: min, maxRepayments: max } = limits;
  if (min != null && count < min) return `The product needs at least ${min} repayments.`;
  if (max != null && count > max) return `The product allows at most ${max} repayments.`;
  return undefined;
}

function scaled(rate: string | null | undefined): bigint | null {
  return rate == null ? null : (parseAnnualRate(rate)?.scaledPercent ?? null);
}

function rateProblem(rate: bigint, limits: LoanTermsLimits): string | undefined {
  const min = scaled(limits.minAnnualRate);
  const max = scaled(limits.maxAnnualRate);
  if (min !== null && rate < min)
    return `The product's rate is at least ${limits.minAnnualRate} %.`;
  if (max !== null && rate > max) return `The product's rate is at most ${limits.maxAnnualRate} %.`;
  return undefined;
}

/**
 * Reads the draft against the product's limits: the terms when every field is good, and the
 * problem of each field that is not, in words a person can act on. The server checks the same
 * limits; checking them here tells the person before anything is sent.
 */
export function readLoanTerms(
  draft: LoanTermsDraft,
  limits: LoanTermsLimits,
): { readonly terms: LoanTerms | null; readonly problems: LoanTermsProblems } {
  const problems: { -readonly [K in LoanTermsField]?: string } = {};
  const amount = readNairaAmount(draft.amount);
  if ('error' in amount) problems.amount = amount.error;
  else problems.amount = amountProblem(amount.kobo, limits);
  const repayments = readRepayments(draft.repayments);
  if (typeof repayments === 'string') problems.repayments = repayments;
  else problems.repayments = repaymentsProblem(repayments, limits);
  const rate = parseAnnualRate(draft.rate);
  if (rate === null) problems.rate = 'Enter a yearly rate in percent, e.g. 24 or 9.4822.';
  else problems.rate = rateProblem(rate.scaledPercent, limits);
  for (const field of Object.keys(problems) as LoanTermsField[]) {
    if (problems[field] === undefined) delete problems[field];
  }
  if (Object.keys(problems).length > 0 || 'error' in amount || rate === null) {
    return { terms: null, problems };
  }
  return {
    terms: {
      principalKobo: amount.kobo,
      numberOfRepayments: repayments as number,
      annualInterestRate: rate.text,
    },
    problems,
  };
}

/** What a schedule needs besides the terms: the product's way of counting interest and dates. */
export type ScheduleRules = Omit<
  ScheduleInput,
  'principalKobo' | 'annualInterestRate' | 'numberOfRepayments' | 'disbursementDate'
>;

/** The schedule rules of a product or of a loan's booked terms, and nothing else of it. */
function scheduleRulesOf(source: ScheduleRules): ScheduleRules {
  return {
    interestMethod: source.interestMethod,
    amortization: source.amortization,
    interestCalculationPeriod: source.interestCalculationPeriod,
    daysInYear: source.daysInYear,
    repaymentEvery: source.repaymentEvery,
    repaymentFrequency: source.repaymentFrequency,
    installmentMultipleKobo: source.installmentMultipleKobo ?? 0,
    graceOnPrincipalPeriods: source.graceOnPrincipalPeriods ?? 0,
    graceOnInterestPeriods: source.graceOnInterestPeriods ?? 0,
  };
}

/** The schedule input of terms under a product's rules, from a disbursement date. */
export function scheduleInputOf(
  terms: LoanTerms,
  rules: ScheduleRules,
  disbursementDate: string,
): ScheduleInput {
  return { ...scheduleRulesOf(rules), ...terms, disbursementDate };
}

/** Kobo as the text an amount box holds: 150000 gives "1,500.00", for a draft's default. */
export function koboToInput(kobo: number | null | undefined): string {
  return kobo == null ? '' : formatKobo(kobo).replace('₦', '');
}
