import type { components } from '../../api/schema.gen';
import { parseAnnualRate, RATE_SCALE } from '../../policies/loan-rate';
import { roundHalfEven } from '../../policies/money';
import { DomainError, type FieldProblem } from '../errors/domain-error';

type Schemas = components['schemas'];
export type LoanProductInput = Schemas['LoanProductInput'];
export type LoanProduct = Schemas['LoanProduct'];
export type LoanTerms = Schemas['LoanTerms'];
export type LoanCharge = Schemas['LoanCharge'];
export type LoanComponent = Schemas['LoanComponent'];

export const DEFAULT_ALLOCATION: readonly LoanComponent[] = [
  'PENALTY',
  'FEE',
  'INTEREST',
  'PRINCIPAL',
];

/** A product as stored: everything but its id, code, name, status and timestamps is its terms. */
export type LoanProductDefinition = Omit<
  LoanProduct,
  'id' | 'code' | 'name' | 'status' | 'inUse' | 'createdAt' | 'updatedAt'
>;

/** The input with every optional term filled in by its default. */
export function definitionOf(input: LoanProductInput): LoanProductDefinition {
  const { code: _code, name: _name, status: _status, ...rest } = input;
  return {
    ...rest,
    description: input.description ?? '',
    installmentMultipleKobo: input.installmentMultipleKobo ?? 0,
    graceOnPrincipalPeriods: input.graceOnPrincipalPeriods ?? 0,
    graceOnInterestPeriods: input.graceOnInterestPeriods ?? 0,
    charges: input.charges ?? [],
    penalty: input.penalty ?? null,
    repaymentAllocation: input.repaymentAllocation ?? [...DEFAULT_ALLOCATION],
    earlyRepaymentInterest: input.earlyRepaymentInterest ?? 'INTEREST_TO_DATE',
    earlyRepaymentFeePercent: input.earlyRepaymentFeePercent ?? null,
  };
}

/** The terms a loan copies from its product when it is booked. */
export function loanTermsOf(product: LoanProductDefinition): LoanTerms {
  return {
    interestMethod: product.interestMethod,
    amortization: product.amortization,
    interestCalculationPeriod: product.interestCalculationPeriod,
    daysInYear: product.daysInYear,
    repaymentEvery: product.repaymentEvery,
    repaymentFrequency: product.repaymentFrequency,
    installmentMultipleKobo: product.installmentMultipleKobo,
    graceOnPrincipalPeriods: product.graceOnPrincipalPeriods,
    graceOnInterestPeriods: product.graceOnInterestPeriods,
    charges: product.charges,
    penalty: product.penalty,
    repaymentAllocation: product.repaymentAllocation,
    earlyRepaymentInterest: product.earlyRepaymentInterest,
    earlyRepaymentFeePercent: product.earlyRepaymentFeePercent,
  };
}

/**
 * `percent` of `baseKobo`, rounded half-even to the kobo: the percent is exact decimal text with
 * at most 4 decimals (the rate's own rule), so the product is computed in integers.
 */
export function percentOfKobo(baseKobo: number, percent: string): number {
  const parsed = parseAnnualRate(percent);
  if (parsed === null) throw new Error(`Not a percent: ${percent}`);
  return Number(roundHalfEven(BigInt(baseKobo) * parsed.scaledPercent, 100n * RATE_SCALE));
}

/** What one disbursement charge takes of the principal. */
export function chargeKobo(charge: LoanCharge, principalKobo: number): number {
  return charge.calculation === 'FLAT'
    ? (charge.amountKobo ?? 0)
    : percentOfKobo(principalKobo, charge.percent ?? '0');
}

/** Every disbursement charge of the terms on a principal. */
export function disbursementChargesKobo(terms: LoanTerms, principalKobo: number): number {
  return terms.charges.reduce((sum, charge) => sum + chargeKobo(charge, principalKobo), 0);
}

type Problem = FieldProblem & { rate?: true };

function rateProblems(definition: LoanProductDefinition): Problem[] {
  const fields = [
    'minAnnualInterestRate',
    'defaultAnnualInterestRate',
    'maxAnnualInterestRate',
  ] as const;
  const problems: Problem[] = fields
    .filter((field) => parseAnnualRate(definition[field]) === null)
    .map((field) => ({
      field: `body.${field}`,
      code: 'interest_rate_invalid',
      message: 'Enter a rate from 0 to 1000 percent with at most 4 decimals.',
      rate: true,
    }));
  if (
    definition.earlyRepaymentFeePercent &&
    !parseAnnualRate(definition.earlyRepaymentFeePercent)
  ) {
    problems.push({
      field: 'body.earlyRepaymentFeePercent',
      code: 'interest_rate_invalid',
      message: 'Enter a percent with at most 4 decimals.',
      rate: true,
    });
  }
  return problems;
}

function ordered(
  field: string,
  low: bigint | number,
  mid: bigint | number,
  high: bigint | number,
): Problem[] {
  if (low <= mid && mid <= high) return [];
  return [
    {
      field: `body.default${field}`,
      code: 'range_out_of_order',
      message: `The minimum, default and maximum ${field
        .replace(/([A-Z])/g, ' $1')
        .trim()
        .toLowerCase()} must be in that order.`,
    },
  ];
}

function amountProblems(
  field: string,
  rule: { calculation: string; amountKobo?: number | undefined; percent?: string | undefined },
): Problem[] {
  if (rule.calculation === 'FLAT') {
    return rule.amountKobo === undefined || rule.amountKobo < 1
      ? [{ field: `${field}.amountKobo`, code: 'amount_required', message: 'Enter the amount.' }]
      : [];
  }
  return rule.percent === undefined || parseAnnualRate(rule.percent) === null
    ? [
        {
          field: `${field}.percent`,
          code: 'percent_required',
          message: 'Enter a percent with at most 4 decimals.',
        },
      ]
    : [];
}

/** Refuses a product whose limits are out of order or whose charges lack their amounts. */
export function assertValidProduct(definition: LoanProductDefinition): void {
  const rates = rateProblems(definition);
  if (rates.length > 0) throw new DomainError('interest_rate_invalid', undefined, strip(rates));
  const rate = (text: string) => parseAnnualRate(text)?.scaledPercent ?? 0n;
  const problems: Problem[] = [
    ...ordered(
      'PrincipalKobo',
      definition.minPrincipalKobo,
      definition.defaultPrincipalKobo,
      definition.maxPrincipalKobo,
    ),
    ...ordered(
      'NumberOfRepayments',
      definition.minNumberOfRepayments,
      definition.defaultNumberOfRepayments,
      definition.maxNumberOfRepayments,
    ),
    ...ordered(
      'AnnualInterestRate',
      rate(definition.minAnnualInterestRate),
      rate(definition.defaultAnnualInterestRate),
      rate(definition.maxAnnualInterestRate),
    ),
    ...definition.charges.flatMap((charge, index) =>
      amountProblems(`body.charges.${index}`, charge),
    ),
    ...(definition.penalty ? amountProblems('body.penalty', definition.penalty) : []),
  ];
  if (new Set(definition.repaymentAllocation).size !== DEFAULT_ALLOCATION.length) {
    problems.push({
      field: 'body.repaymentAllocation',
      code: 'allocation_incomplete',
      message: 'Name each of PENALTY, FEE, INTEREST and PRINCIPAL once.',
    });
  }
  if (problems.length > 0) {
    throw new DomainError('loan_product_range_invalid', undefined, strip(problems));
  }
}

function strip(problems: readonly Problem[]): FieldProblem[] {
  return problems.map(({ field, code, message }) => ({ field, code, message }));
}
