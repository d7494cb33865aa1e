/**
 * The arithmetic of a term (fixed) deposit: its maturity date, interest, withholding tax and the
 * figures of an early liquidation. Pure, integer kobo, half-even, one rounding place; the server
 * posts these figures and the console shows them live, so both read the same numbers.
 *
 * INTERIM: the bodies below are a first cut for the other parts to build against; the final
 * arithmetic (Fineract's fixed deposit figures, cited in the tests) replaces them with the same
 * signatures.
 */
import { addDays, addMonths } from './date-input';
import { parseAnnualRate, RATE_SCALE } from './loan-rate';
import { roundHalfEven } from './money';

export const INTEREST_TYPES = ['SIMPLE', 'COMPOUND'] as const;
export type TermInterestType = (typeof INTEREST_TYPES)[number];

/** The compounding periods that divide the year; any other is refused. */
export const COMPOUNDING_PERIODS_MONTHS = [1, 3, 6, 12] as const;

export const DAYS_IN_YEAR_OPTIONS = [365, 360, 'ACTUAL'] as const;
export type DaysInYear = (typeof DAYS_IN_YEAR_OPTIONS)[number];

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

const SCALE = RATE_SCALE;

export function maturityDateOf(startDate: string, tenure: Tenure): string {
  return 'months' in tenure ? addMonths(startDate, tenure.months) : addDays(startDate, tenure.days);
}

/** The maturity figures of a deposit; the terms must be free of problems (termProblems). */
export function maturityFigures(terms: TermDepositTerms): MaturityFigures {
  const maturityDate = maturityDateOf(terms.startDate, terms.tenure);
  const tenorDays = daysBetween(terms.startDate, maturityDate);
  const interestKobo = interestToDays(terms, tenorDays);
  const withholdingTaxKobo = taxOn(interestKobo, terms.withholdingTaxRate ?? '0');
  const maturityAmountKobo = terms.principalKobo + interestKobo;
  return {
    maturityDate,
    tenorDays,
    interestKobo,
    withholdingTaxKobo,
    maturityAmountKobo,
    netMaturityAmountKobo: maturityAmountKobo - withholdingTaxKobo,
  };
}

/**
 * The interest accrued from the start to the end of `asOfDate`: 0 before the start, the whole
 * interest from the maturity date on, and never falling from one day to the next, so a daily
 * accrual posts today's figure less yesterday's.
 */
export function accruedInterestKobo(terms: TermDepositTerms, asOfDate: string): number {
  const figures = maturityFigures(terms);
  if (asOfDate < terms.startDate) return 0;
  if (asOfDate >= figures.maturityDate) return figures.interestKobo;
  const days = daysBetween(terms.startDate, asOfDate);
  return Number(
    roundHalfEven(BigInt(figures.interestKobo) * BigInt(days), BigInt(figures.tenorDays)),
  );
}

/** What an early liquidation on `liquidationDate` pays, after the product's penalty and tax. */
export function liquidationFigures(
  terms: TermDepositTerms,
  penalty: LiquidationPenalty,
  liquidationDate: string,
): LiquidationFigures {
  const daysHeld = Math.max(0, daysBetween(terms.startDate, liquidationDate));
  const interestEarnedKobo = interestToDays(terms, daysHeld);
  const paidAtPenalty =
    penalty.kind === 'REDUCED_RATE'
      ? interestToDays({ ...terms, annualInterestRate: penalty.annualInterestRate }, daysHeld)
      : penalty.kind === 'INTEREST_SHARE'
        ? interestEarnedKobo - percentOf(interestEarnedKobo, penalty.percent)
        : interestEarnedKobo;
  const interestPaidKobo = Math.min(interestEarnedKobo, paidAtPenalty);
  const withholdingTaxKobo = taxOn(interestPaidKobo, terms.withholdingTaxRate ?? '0');
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

/** What is wrong with the terms, field by field; empty when the figures can be worked out. */
export function termProblems(terms: TermDepositTerms): TermProblem[] {
  const problems: TermProblem[] = [];
  if (
    terms.interestType === 'COMPOUND' &&
    !(COMPOUNDING_PERIODS_MONTHS as readonly number[]).includes(terms.compoundingPeriodMonths ?? 0)
  ) {
    problems.push({
      field: 'compoundingPeriodMonths',
      code: 'compounding_period_invalid',
      message: 'The compounding period must be 1, 3, 6 or 12 months.',
    });
  }
  return problems;
}

function interestToDays(terms: TermDepositTerms, days: number): number {
  const rate = scaled(terms.annualInterestRate);
  const year = BigInt(terms.daysInYear === 360 ? 360 : 365);
  const principal = BigInt(terms.principalKobo);
  return Number(roundHalfEven(principal * rate * BigInt(days), 100n * SCALE * year));
}

function percentOf(kobo: number, percent: string): number {
  const rate = scaled(percent);
  return Number(roundHalfEven(BigInt(kobo) * rate, 100n * SCALE));
}

function taxOn(interestKobo: number, ratePercent: string): number {
  return percentOf(interestKobo, ratePercent);
}

function scaled(percent: string): bigint {
  return parseAnnualRate(percent)?.scaledPercent ?? 0n;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
