/**
 * The rules of a term deposit product that both sides apply: its rate chart (a rate for each band
 * of amount and tenor), the tenors and amounts it accepts, and the maturity instructions it allows.
 * The product form shows the problems field by field and the server refuses the same input with
 * the same codes.
 *
 * A chart may leave gaps (amounts or tenors no row covers): a booking there is refused with
 * `term_deposit_amount_outside_bands`; two rows covering the same amount and tenor are refused,
 * since the rate would depend on the rows' order.
 */
import { parseAnnualRate } from './loan-rate';
import { MAX_AMOUNT_KOBO } from './money';
import {
  COMPOUNDING_PERIODS_MONTHS,
  MAX_TENURE_DAYS,
  MAX_TENURE_MONTHS,
  type TermProblem,
} from './term-deposit-interest';

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
  if (!Number.isInteger(tenor) || tenor < product.minTenor || tenor > product.maxTenor) {
    problems.push({
      field: 'tenor',
      code: 'term_deposit_tenor_outside_product',
      message: 'The tenor is outside what the product offers.',
    });
  }
  if (
    !Number.isSafeInteger(amountKobo) ||
    amountKobo < product.minAmountKobo ||
    amountKobo > product.maxAmountKobo
  ) {
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

/** The codes termProductProblems answers with, for the server to register and refuse with. */
export const TERM_PRODUCT_PROBLEM_CODES = [
  'term_product_tenor_range_invalid',
  'term_product_amount_range_invalid',
  'compounding_period_invalid',
  'term_product_payout_invalid',
  'term_product_payout_period_invalid',
  'term_product_penalty_invalid',
  'term_product_pay_out_required',
  'term_product_rate_row_invalid',
  'term_product_rate_row_outside_limits',
  'term_product_rate_rows_overlap',
  'interest_rate_invalid',
] as const;

export type TermProductProblemCode = (typeof TERM_PRODUCT_PROBLEM_CODES)[number];

interface ProductProblem extends TermProblem {
  readonly code: TermProductProblemCode;
}

const problem = (field: string, code: TermProductProblemCode, message: string): ProductProblem => ({
  field,
  code,
  message,
});

const PERIODS = COMPOUNDING_PERIODS_MONTHS as readonly unknown[];

/**
 * What is wrong with a product, field by field (`rateChart.2.maxTenor`, rows counted from 0 as
 * the contract's array is; the messages count them from 1 for people); empty when none.
 */
export function termProductProblems(input: TermProductInput): TermProblem[] {
  return [
    ...limitProblems(input),
    ...interestProblems(input),
    ...penaltyProblems(input.penalty),
    ...instructionProblems(input.maturityInstructions),
    ...rateChartProblems(input),
  ];
}

function limitProblems(input: TermProductInput): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const longest = input.tenorUnit === 'MONTHS' ? MAX_TENURE_MONTHS : MAX_TENURE_DAYS;
  const unit = input.tenorUnit === 'MONTHS' ? 'months' : 'days';
  if (!tenorIn(input.minTenor, longest)) {
    problems.push(
      problem(
        'minTenor',
        'term_product_tenor_range_invalid',
        `The shortest tenor must be 1 to ${longest} ${unit}.`,
      ),
    );
  }
  if (!tenorIn(input.maxTenor, longest)) {
    problems.push(
      problem(
        'maxTenor',
        'term_product_tenor_range_invalid',
        `The longest tenor must be 1 to ${longest} ${unit}.`,
      ),
    );
  } else if (input.maxTenor < input.minTenor) {
    problems.push(
      problem(
        'maxTenor',
        'term_product_tenor_range_invalid',
        'The longest tenor must not be shorter than the shortest.',
      ),
    );
  }
  if (!amountIn(input.minAmountKobo)) {
    problems.push(
      problem(
        'minAmountKobo',
        'term_product_amount_range_invalid',
        'The smallest amount must be above zero.',
      ),
    );
  }
  if (!amountIn(input.maxAmountKobo)) {
    problems.push(
      problem(
        'maxAmountKobo',
        'term_product_amount_range_invalid',
        'The largest amount must be above zero.',
      ),
    );
  } else if (input.maxAmountKobo < input.minAmountKobo) {
    problems.push(
      problem(
        'maxAmountKobo',
        'term_product_amount_range_invalid',
        'The largest amount must not be below the smallest.',
      ),
    );
  }
  return problems;
}

const tenorIn = (tenor: number, longest: number) =>
  Number.isInteger(tenor) && tenor >= 1 && tenor <= longest;

const amountIn = (kobo: number) =>
  Number.isSafeInteger(kobo) && kobo > 0 && kobo <= MAX_AMOUNT_KOBO;

/** Compounding belongs to COMPOUND; paying interest out every period only to SIMPLE. */
function interestProblems(input: TermProductInput): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const compound = input.interestType === 'COMPOUND';
  if (compound && !PERIODS.includes(input.compoundingPeriodMonths)) {
    problems.push(
      problem(
        'compoundingPeriodMonths',
        'compounding_period_invalid',
        'The compounding period must be 1, 3, 6 or 12 months.',
      ),
    );
  }
  if (!compound && input.compoundingPeriodMonths !== undefined) {
    problems.push(
      problem(
        'compoundingPeriodMonths',
        'compounding_period_invalid',
        'Only compound interest has a compounding period.',
      ),
    );
  }
  if (input.interestPayout === 'PERIODIC') {
    if (compound) {
      problems.push(
        problem(
          'interestPayout',
          'term_product_payout_invalid',
          'Compound interest stays in the deposit: it is paid at maturity.',
        ),
      );
    }
    if (!PERIODS.includes(input.payoutPeriodMonths)) {
      problems.push(
        problem(
          'payoutPeriodMonths',
          'term_product_payout_period_invalid',
          'Interest paid out periodically needs a period of 1, 3, 6 or 12 months.',
        ),
      );
    }
  } else if (input.payoutPeriodMonths !== undefined) {
    problems.push(
      problem(
        'payoutPeriodMonths',
        'term_product_payout_period_invalid',
        'Only interest paid out periodically has a payout period.',
      ),
    );
  }
  return problems;
}

function penaltyProblems(penalty: TermProductInput['penalty']): ProductProblem[] {
  const problems: ProductProblem[] = [];
  const percentOk = (text: string | undefined) => {
    const parsed = text === undefined ? null : parseAnnualRate(text);
    return parsed !== null && parsed.scaledPercent > 0n && parsed.scaledPercent <= 100n * 10_000n;
  };
  if (penalty.kind === 'INTEREST_SHARE' && !percentOk(penalty.percent)) {
    problems.push(
      problem(
        'penalty.percent',
        'term_product_penalty_invalid',
        'Give the percent of the interest forfeited, above 0 and at most 100.',
      ),
    );
  }
  if (penalty.kind !== 'INTEREST_SHARE' && penalty.percent !== undefined) {
    problems.push(
      problem(
        'penalty.percent',
        'term_product_penalty_invalid',
        'Only a share of the interest forfeited has a percent.',
      ),
    );
  }
  if (
    penalty.kind === 'REDUCED_RATE' &&
    (penalty.annualInterestRate === undefined ||
      parseAnnualRate(penalty.annualInterestRate) === null)
  ) {
    problems.push(
      problem(
        'penalty.annualInterestRate',
        'term_product_penalty_invalid',
        'Give the reduced rate: 0 to 1000 percent with at most 4 decimals.',
      ),
    );
  }
  if (penalty.kind !== 'REDUCED_RATE' && penalty.annualInterestRate !== undefined) {
    problems.push(
      problem(
        'penalty.annualInterestRate',
        'term_product_penalty_invalid',
        'Only a reduced rate penalty has a rate.',
      ),
    );
  }
  return problems;
}

/** Paying out is what happens when no other instruction can run, so every product offers it. */
function instructionProblems(instructions: readonly MaturityInstruction[]): ProductProblem[] {
  if (instructions.includes('PAY_OUT')) return [];
  return [
    problem(
      'maturityInstructions',
      'term_product_pay_out_required',
      'Paying out at maturity must be among the instructions.',
    ),
  ];
}

function rateChartProblems(input: TermProductInput): ProductProblem[] {
  const rows = input.rateChart;
  const own = rows.flatMap((row, index) => rowProblems(input, row, index));
  const overlaps = rows.flatMap((row, index) =>
    rows
      .slice(0, index)
      .flatMap((earlier, before) =>
        overlap(earlier, row)
          ? [
              problem(
                `rateChart.${index}.minAmountKobo`,
                'term_product_rate_rows_overlap',
                `Row ${index + 1} covers amounts and tenors that row ${before + 1} covers already.`,
              ),
            ]
          : [],
      )
      .slice(0, 1),
  );
  return [...own, ...overlaps];
}

function rowProblems(input: TermProductInput, row: RateChartRow, index: number): ProductProblem[] {
  const at = (field: string) => `rateChart.${index}.${field}`;
  const n = index + 1;
  const problems: ProductProblem[] = [];
  if (parseAnnualRate(row.annualInterestRate) === null) {
    problems.push(
      problem(
        at('annualInterestRate'),
        'interest_rate_invalid',
        `Row ${n}: the rate must be 0 to 1000 percent with at most 4 decimals.`,
      ),
    );
  }
  if (row.maxAmountKobo !== null && row.maxAmountKobo < row.minAmountKobo) {
    problems.push(
      problem(
        at('maxAmountKobo'),
        'term_product_rate_row_invalid',
        `Row ${n}: the largest amount is below the smallest.`,
      ),
    );
  }
  if (row.maxTenor !== null && row.maxTenor < row.minTenor) {
    problems.push(
      problem(
        at('maxTenor'),
        'term_product_rate_row_invalid',
        `Row ${n}: the longest tenor is shorter than the shortest.`,
      ),
    );
  }
  const outside = (field: string, what: string) =>
    problem(
      at(field),
      'term_product_rate_row_outside_limits',
      `Row ${n}: the ${what} is outside the product's limits.`,
    );
  if (row.minAmountKobo < input.minAmountKobo || row.minAmountKobo > input.maxAmountKobo) {
    problems.push(outside('minAmountKobo', 'smallest amount'));
  }
  if (row.maxAmountKobo !== null && row.maxAmountKobo > input.maxAmountKobo) {
    problems.push(outside('maxAmountKobo', 'largest amount'));
  }
  if (row.minTenor < input.minTenor || row.minTenor > input.maxTenor) {
    problems.push(outside('minTenor', 'shortest tenor'));
  }
  if (row.maxTenor !== null && row.maxTenor > input.maxTenor) {
    problems.push(outside('maxTenor', 'longest tenor'));
  }
  return problems;
}

/** Whether two rows both cover some amount and some tenor; a null maximum is open-ended. */
function overlap(a: RateChartRow, b: RateChartRow): boolean {
  const meet = (aMin: number, aMax: number | null, bMin: number, bMax: number | null) =>
    (aMax === null || bMin <= aMax) && (bMax === null || aMin <= bMax);
  return (
    meet(a.minAmountKobo, a.maxAmountKobo, b.minAmountKobo, b.maxAmountKobo) &&
    meet(a.minTenor, a.maxTenor, b.minTenor, b.maxTenor)
  );
}
