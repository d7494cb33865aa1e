/**
 * The rules of a term deposit product that both sides apply: its rate chart (a rate for each band
 * of amount and tenor), the tenors and amounts it accepts, and the maturity instructions it allows.
 *
 * INTERIM: a first cut for the other parts to build against; the final rules (overlapping rows,
 * gaps, every limit) replace these bodies with the same signatures.
 */
import type { TermProblem } from './term-deposit-interest';

export const TENOR_UNITS = ['DAYS', 'MONTHS'] as const;
export type TenorUnit = (typeof TENOR_UNITS)[number];

export const MATURITY_INSTRUCTIONS = [
  'PAY_OUT',
  'ROLL_OVER_PRINCIPAL',
  'ROLL_OVER_PRINCIPAL_AND_INTEREST',
] as const;
export type MaturityInstruction = (typeof MATURITY_INSTRUCTIONS)[number];

/** How many days before the processing date a booking keyed late may be value-dated. */
export const MAX_BACK_VALUE_DAYS = 31;

/** A product as the form and the contract's TermDepositProductInput hold it. */
export interface TermProductInput extends TermProductLimits {
  readonly code: string;
  readonly name: string;
  readonly interestType: 'SIMPLE' | 'COMPOUND';
  readonly compoundingPeriodMonths?: number;
  readonly daysInYear: 365 | 360 | 'ACTUAL';
  readonly interestPayout: 'AT_MATURITY' | 'PERIODIC';
  readonly payoutPeriodMonths?: number;
  readonly withholdingTax: boolean;
  readonly penalty: {
    readonly kind: 'NONE' | 'INTEREST_SHARE' | 'REDUCED_RATE';
    readonly percent?: string;
    readonly annualInterestRate?: string;
  };
  readonly maturityInstructions: readonly MaturityInstruction[];
}

/** What is wrong with a product, field by field (`rateChart.2.maxTenor`); empty when none. */
export function termProductProblems(_input: TermProductInput): TermProblem[] {
  return [];
}

/** One row of a product's rate chart; a null maximum is open-ended. Tenors in the product's unit. */
export interface RateChartRow {
  readonly minAmountKobo: number;
  readonly maxAmountKobo: number | null;
  readonly minTenor: number;
  readonly maxTenor: number | null;
  /** Percent a year as decimal text, up to 4 decimals. */
  readonly annualInterestRate: string;
}

/** What a booking is checked against. */
export interface TermProductLimits {
  readonly tenorUnit: TenorUnit;
  readonly minTenor: number;
  readonly maxTenor: number;
  readonly minAmountKobo: number;
  readonly maxAmountKobo: number;
  readonly rateChart: readonly RateChartRow[];
}

/** The chart's rate for an amount and a tenor, or null when no row covers them. */
export function rateFor(
  chart: readonly RateChartRow[],
  amountKobo: number,
  tenor: number,
): string | null {
  const row = chart.find(
    (r) =>
      amountKobo >= r.minAmountKobo &&
      (r.maxAmountKobo === null || amountKobo <= r.maxAmountKobo) &&
      tenor >= r.minTenor &&
      (r.maxTenor === null || tenor <= r.maxTenor),
  );
  return row ? row.annualInterestRate : null;
}

/** Why a booking of `amountKobo` for `tenor` (in the product's unit) does not fit the product. */
export function bookingProblems(
  product: TermProductLimits,
  amountKobo: number,
  tenor: number,
): TermProblem[] {
  const problems: TermProblem[] = [];
  if (tenor < product.minTenor || tenor > product.maxTenor) {
    problems.push({
      field: 'tenor',
      code: 'term_deposit_tenor_outside_product',
      message: 'The tenor is outside what the product offers.',
    });
  }
  if (amountKobo < product.minAmountKobo || amountKobo > product.maxAmountKobo) {
    problems.push({
      field: 'amountKobo',
      code: 'term_deposit_amount_outside_product',
      message: 'The amount is outside what the product accepts.',
    });
  } else if (problems.length === 0 && rateFor(product.rateChart, amountKobo, tenor) === null) {
    problems.push({
      field: 'amountKobo',
      code: 'term_deposit_amount_outside_bands',
      message: 'No band of the rate chart covers this amount and tenor.',
    });
  }
  return problems;
}
