/**
 * The arithmetic of a term (fixed) deposit: its maturity date, interest, withholding tax and the
 * figures of an early liquidation. Pure, integer kobo, half-even, one rounding place; the server
 * posts these figures and the console shows them live, so both read the same numbers.
 *
 * Interest is Apache Fineract's fixed deposit interest (decision 065): a period earns
 * balance × rate × its days ÷ the days of a year; SIMPLE has one period, the whole tenure;
 * COMPOUND adds each period's interest to the balance at the end of every compounding period
 * counted in months from the start, the last one ending at maturity however short it is. The
 * exact fraction is kept (bigint) through every period and rounded once, at the end.
 */
import { addDays, addMonths, fromIso, isLeapYear } from './date-input';
import { parseAnnualRate, RATE_SCALE } from './loan-rate';
import { MAX_AMOUNT_KOBO, roundHalfEven } from './money';

export const INTEREST_TYPES = ['SIMPLE', 'COMPOUND'] as const;
export type TermInterestType = (typeof INTEREST_TYPES)[number];

/** The compounding periods that divide the year; any other is refused. */
export const COMPOUNDING_PERIODS_MONTHS = [1, 3, 6, 12] as const;

export const DAYS_IN_YEAR_OPTIONS = [365, 360, 'ACTUAL'] as const;
export type DaysInYear = (typeof DAYS_IN_YEAR_OPTIONS)[number];

/** The longest tenure the contract accepts, in either unit. */
export const MAX_TENURE_MONTHS = 120;
export const MAX_TENURE_DAYS = 3660;

export type Tenure = { readonly months: number } | { readonly days: number };

export interface TermDepositTerms {
  readonly principalKobo: number;
  /** Percent a year as decimal text, up to 4 decimals ("12.5"), as policies/loan-rate.ts reads it. */
  readonly annualInterestRate: string;
  readonly tenure: Tenure;
  readonly interestType: TermInterestType;
  /** COMPOUND only: 1, 3, 6 or 12. */
  readonly compoundingPeriodMonths?: number;
  /** 365 when not given. */
  readonly daysInYear?: DaysInYear;
  /** YYYY-MM-DD: the day the deposit starts earning. */
  readonly startDate: string;
  /** Percent of the interest withheld as tax, as decimal text ("10"); none when not given. */
  readonly withholdingTaxRate?: string;
}

export interface MaturityFigures {
  /** YYYY-MM-DD. */
  readonly maturityDate: string;
  readonly tenorDays: number;
  readonly interestKobo: number;
  readonly withholdingTaxKobo: number;
  /** Principal + interest. */
  readonly maturityAmountKobo: number;
  /** Principal + interest − withholding tax. */
  readonly netMaturityAmountKobo: number;
}

export interface TermProblem {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** How an early liquidation is penalised: a share of the interest earned, or a lower rate. */
export type LiquidationPenalty =
  | { readonly kind: 'NONE' }
  /** The percent (decimal text) of the interest earned that is forfeited. */
  | { readonly kind: 'INTEREST_SHARE'; readonly percent: string }
  /** The interest is worked out again at this lower annual rate (decimal text). */
  | { readonly kind: 'REDUCED_RATE'; readonly annualInterestRate: string };

export interface LiquidationFigures {
  readonly liquidationDate: string;
  readonly daysHeld: number;
  /** The interest the deposit earned to the liquidation date at its own rate. */
  readonly interestEarnedKobo: number;
  readonly penaltyKobo: number;
  /** interestEarnedKobo − penaltyKobo. */
  readonly interestPaidKobo: number;
  readonly withholdingTaxKobo: number;
  /** Principal + interest paid − withholding tax. */
  readonly payoutKobo: number;
}

/** An exact non-negative fraction. */
interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** A percent as decimal text is scaledPercent ÷ PERCENT_DEN of one. */
const PERCENT_DEN = 100n * RATE_SCALE;

/** With ACTUAL, every day is a fraction of this: 365 × 366 holds both kinds of year. */
const ACTUAL_DEN = 365n * 366n;

export function maturityDateOf(startDate: string, tenure: Tenure): string {
  return 'months' in tenure ? addMonths(startDate, tenure.months) : addDays(startDate, tenure.days);
}

/** The maturity figures of a deposit; the terms must be free of problems (termProblems). */
export function maturityFigures(terms: TermDepositTerms): MaturityFigures {
  const maturityDate = maturityDateOf(terms.startDate, terms.tenure);
  const interestKobo = interestTo(terms, terms.annualInterestRate, maturityDate);
  const withholdingTaxKobo = taxOn(interestKobo, terms.withholdingTaxRate);
  const maturityAmountKobo = terms.principalKobo + interestKobo;
  return {
    maturityDate,
    tenorDays: daysBetween(terms.startDate, maturityDate),
    interestKobo,
    withholdingTaxKobo,
    maturityAmountKobo,
    netMaturityAmountKobo: maturityAmountKobo - withholdingTaxKobo,
  };
}

/**
 * The interest earned by the days from the start up to `asOfDate` (that day itself not yet
 * counted): 0 on and before the start, the whole interest from the maturity date on, and never
 * falling from one day to the next, since the exact figure only grows and is rounded once; so a
 * daily accrual posts today's figure less yesterday's and the accruals add up to the interest.
 */
export function accruedInterestKobo(terms: TermDepositTerms, asOfDate: string): number {
  return interestTo(terms, terms.annualInterestRate, asOfDate);
}

/** What an early liquidation on `liquidationDate` pays, after the product's penalty and tax. */
export function liquidationFigures(
  terms: TermDepositTerms,
  penalty: LiquidationPenalty,
  liquidationDate: string,
): LiquidationFigures {
  const tenorDays = daysBetween(terms.startDate, maturityDateOf(terms.startDate, terms.tenure));
  const daysHeld = Math.min(tenorDays, Math.max(0, daysBetween(terms.startDate, liquidationDate)));
  const interestEarnedKobo = interestTo(terms, terms.annualInterestRate, liquidationDate);
  const interestPaidKobo = Math.max(
    0,
    Math.min(
      interestEarnedKobo,
      paidAfterPenalty(terms, penalty, liquidationDate, interestEarnedKobo),
    ),
  );
  const withholdingTaxKobo = taxOn(interestPaidKobo, terms.withholdingTaxRate);
  return {
    liquidationDate,
    daysHeld,
    interestEarnedKobo,
    penaltyKobo: interestEarnedKobo - interestPaidKobo,
    interestPaidKobo,
    withholdingTaxKobo,
    payoutKobo: terms.principalKobo + interestPaidKobo - withholdingTaxKobo,
  };
}

function paidAfterPenalty(
  terms: TermDepositTerms,
  penalty: LiquidationPenalty,
  liquidationDate: string,
  interestEarnedKobo: number,
): number {
  switch (penalty.kind) {
    case 'REDUCED_RATE':
      return interestTo(terms, penalty.annualInterestRate, liquidationDate);
    case 'INTEREST_SHARE':
      return interestEarnedKobo - percentOf(interestEarnedKobo, penalty.percent);
    default:
      return interestEarnedKobo;
  }
}

/** What is wrong with the terms, field by field; empty when the figures can be worked out. */
export function termProblems(terms: TermDepositTerms): TermProblem[] {
  return [
    ...principalProblems(terms.principalKobo),
    ...rateProblems(terms.annualInterestRate),
    ...tenureProblems(terms.tenure),
    ...interestTypeProblems(terms),
    ...dayCountProblems(terms),
    ...taxProblems(terms.withholdingTaxRate),
  ];
}

const problem = (field: string, code: string, message: string): TermProblem => ({
  field,
  code,
  message,
});

function principalProblems(principalKobo: number): TermProblem[] {
  if (
    Number.isSafeInteger(principalKobo) &&
    principalKobo > 0 &&
    principalKobo <= MAX_AMOUNT_KOBO
  ) {
    return [];
  }
  return [
    problem(
      'principalKobo',
      'term_deposit_principal_invalid',
      'The principal must be a whole number of kobo above zero.',
    ),
  ];
}

function rateProblems(rate: string): TermProblem[] {
  if (typeof rate === 'string' && parseAnnualRate(rate) !== null) return [];
  return [
    problem(
      'annualInterestRate',
      'interest_rate_invalid',
      'The interest rate must be 0 to 1000 percent with at most 4 decimals.',
    ),
  ];
}

const wholeIn = (value: unknown, max: number) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= max;

function tenureProblems(tenure: Tenure): TermProblem[] {
  // Read loosely: the terms come from a form or a request body, where both or neither may be set.
  const { months, days } = (tenure ?? {}) as { months?: unknown; days?: unknown };
  if ((months === undefined) === (days === undefined)) {
    return [
      problem(
        'tenure',
        'term_deposit_tenure_invalid',
        'Give the tenure either in months or in days, not both.',
      ),
    ];
  }
  if (months !== undefined && !wholeIn(months, MAX_TENURE_MONTHS)) {
    return [
      problem(
        'tenureMonths',
        'term_deposit_tenure_out_of_range',
        `The tenure must be 1 to ${MAX_TENURE_MONTHS} months.`,
      ),
    ];
  }
  if (days !== undefined && !wholeIn(days, MAX_TENURE_DAYS)) {
    return [
      problem(
        'tenureDays',
        'term_deposit_tenure_out_of_range',
        `The tenure must be 1 to ${MAX_TENURE_DAYS} days.`,
      ),
    ];
  }
  return [];
}

/**
 * A compounding period longer than the tenure is allowed: the deposit then has one period, which
 * ends at maturity, and earns what simple interest gives. A SIMPLE deposit ignores the period.
 */
function interestTypeProblems(terms: TermDepositTerms): TermProblem[] {
  if (!(INTEREST_TYPES as readonly string[]).includes(terms.interestType)) {
    return [
      problem(
        'interestType',
        'term_deposit_interest_type_invalid',
        'The interest is simple or compound.',
      ),
    ];
  }
  const period = terms.compoundingPeriodMonths;
  if (
    terms.interestType === 'COMPOUND' &&
    !(COMPOUNDING_PERIODS_MONTHS as readonly unknown[]).includes(period)
  ) {
    return [
      problem(
        'compoundingPeriodMonths',
        'compounding_period_invalid',
        'The compounding period must be 1, 3, 6 or 12 months.',
      ),
    ];
  }
  return [];
}

function dayCountProblems(terms: TermDepositTerms): TermProblem[] {
  const problems: TermProblem[] = [];
  if (
    terms.daysInYear !== undefined &&
    !(DAYS_IN_YEAR_OPTIONS as readonly unknown[]).includes(terms.daysInYear)
  ) {
    problems.push(
      problem(
        'daysInYear',
        'term_deposit_days_in_year_invalid',
        'A year counts 365 days, 360 days or its actual days.',
      ),
    );
  }
  if (typeof terms.startDate !== 'string' || fromIso(terms.startDate) === null) {
    problems.push(
      problem(
        'startDate',
        'term_deposit_date_invalid',
        'The start date is not a real calendar date.',
      ),
    );
  }
  return problems;
}

function taxProblems(rate: string | undefined): TermProblem[] {
  if (rate === undefined) return [];
  const parsed = typeof rate === 'string' ? parseAnnualRate(rate) : null;
  if (parsed !== null && parsed.scaledPercent <= PERCENT_DEN) return [];
  return [
    problem(
      'withholdingTaxRate',
      'term_deposit_tax_rate_invalid',
      'The withholding tax rate must be 0 to 100 percent with at most 4 decimals.',
    ),
  ];
}

/**
 * The interest from the start to `date` (capped at maturity) at `rate`, rounded once: the
 * balance grows by balance × rate × yearFraction in each compounding period (one period for
 * SIMPLE), each period's end counted in whole months from the start so month ends do not drift.
 */
function interestTo(terms: TermDepositTerms, rate: string, date: string): number {
  const maturityDate = maturityDateOf(terms.startDate, terms.tenure);
  const end = date < maturityDate ? date : maturityDate;
  if (end <= terms.startDate) return 0;
  const scaledRate = scaled(rate);
  const principal = BigInt(terms.principalKobo);
  let balance: Fraction = { num: principal, den: 1n };
  for (const [from, to] of periodsOf(terms, end)) {
    const years = yearFraction(from, to, terms.daysInYear ?? 365);
    const den = PERCENT_DEN * years.den;
    balance = { num: balance.num * (den + scaledRate * years.num), den: balance.den * den };
  }
  return Number(roundHalfEven(balance.num - principal * balance.den, balance.den));
}

/** The compounding periods from the start up to `end`: [from, to) pairs of dates. */
function periodsOf(terms: TermDepositTerms, end: string): [string, string][] {
  if (terms.interestType !== 'COMPOUND') return [[terms.startDate, end]];
  const step = terms.compoundingPeriodMonths ?? 12;
  const periods: [string, string][] = [];
  let from = terms.startDate;
  for (let k = 1; from < end; k += 1) {
    const boundary = addMonths(terms.startDate, k * step);
    const to = boundary < end ? boundary : end;
    periods.push([from, to]);
    from = to;
  }
  return periods;
}

/**
 * The days from `from` to `to` as a fraction of a year. ACTUAL counts each day in its own
 * calendar year: a day of a leap year is 1/366, any other 1/365 (decision 065).
 */
function yearFraction(from: string, to: string, daysInYear: DaysInYear): Fraction {
  if (daysInYear !== 'ACTUAL') {
    return { num: BigInt(daysBetween(from, to)), den: BigInt(daysInYear) };
  }
  let num = 0n;
  let cursor = from;
  while (cursor < to) {
    const year = Number(cursor.slice(0, 4));
    const nextYear = `${String(year + 1).padStart(4, '0')}-01-01`;
    const segmentEnd = nextYear < to ? nextYear : to;
    const perDay = isLeapYear(year) ? ACTUAL_DEN / 366n : ACTUAL_DEN / 365n;
    num += BigInt(daysBetween(cursor, segmentEnd)) * perDay;
    cursor = segmentEnd;
  }
  return { num, den: ACTUAL_DEN };
}

function percentOf(kobo: number, percent: string): number {
  return Number(roundHalfEven(BigInt(kobo) * scaled(percent), PERCENT_DEN));
}

/** Never more than the interest, whatever rate is set. */
function taxOn(interestKobo: number, ratePercent: string | undefined): number {
  if (ratePercent === undefined) return 0;
  return Math.min(interestKobo, percentOf(interestKobo, ratePercent));
}

function scaled(percent: string): bigint {
  return parseAnnualRate(percent)?.scaledPercent ?? 0n;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
