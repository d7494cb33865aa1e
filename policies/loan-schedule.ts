/**
 * The loan repayment schedule: what a borrower owes on which date, to the kobo, as Apache
 * Fineract's cumulative schedule generator computes it (docs/decisions/033-loan-schedule-engine.md).
 * This module holds the shapes and the limits; loan-schedule-engine.ts does the arithmetic.
 */
import { fromIso } from './date-input';
import { parseAnnualRate } from './loan-rate';
import { addPeriods } from './loan-schedule-dates';
import { generateSchedule, UnrepayableScheduleError } from './loan-schedule-engine';

export type InterestMethod = 'FLAT' | 'DECLINING_BALANCE';
export type Amortization = 'EQUAL_INSTALLMENTS' | 'EQUAL_PRINCIPAL';
export type InterestCalculationPeriod = 'SAME_AS_REPAYMENT_PERIOD' | 'DAILY';
export type DaysInYear = 'ACTUAL' | '360' | '365';
export type RepaymentFrequency = 'DAYS' | 'WEEKS' | 'MONTHS';

export interface ScheduleInput {
  readonly principalKobo: number;
  /** Decimal text, percent per year: "12", "9.4822". */
  readonly annualInterestRate: string;
  readonly interestMethod: InterestMethod;
  readonly amortization: Amortization;
  readonly interestCalculationPeriod: InterestCalculationPeriod;
  readonly daysInYear: DaysInYear;
  /** N in "every N days, weeks or months". */
  readonly repaymentEvery: number;
  readonly repaymentFrequency: RepaymentFrequency;
  readonly numberOfRepayments: number;
  /** YYYY-MM-DD. */
  readonly disbursementDate: string;
  /** 0 or absent: the instalment is rounded to the kobo only. */
  readonly installmentMultipleKobo?: number;
  /** The first periods in which no principal is due. */
  readonly graceOnPrincipalPeriods?: number;
  /** The first periods in which interest accrues but is only due with the next instalment. */
  readonly graceOnInterestPeriods?: number;
}

export interface SchedulePeriod {
  readonly number: number;
  readonly dueDate: string;
  /** Days from the previous due date (or the disbursement) to this one. */
  readonly days: number;
  readonly principalKobo: number;
  readonly interestKobo: number;
  /** Always 0: charges are taken at disbursement, not in the instalments. */
  readonly feeKobo: number;
  readonly totalDueKobo: number;
  /** Principal still owed after this instalment. */
  readonly balanceKobo: number;
}

export interface LoanSchedule {
  readonly periods: readonly SchedulePeriod[];
  readonly totalPrincipalKobo: number;
  readonly totalInterestKobo: number;
  readonly totalFeeKobo: number;
  readonly totalDueKobo: number;
}

export interface ScheduleProblem {
  readonly field: string;
  readonly message: string;
}

/** One hundred billion naira: the largest loan the engine computes. */
export const MAX_LOAN_PRINCIPAL_KOBO = 10_000_000_000_000;
export const MAX_NUMBER_OF_REPAYMENTS = 480;
/** The longest repayment step for each unit: a year. */
export const MAX_REPAYMENT_EVERY: Readonly<Record<RepaymentFrequency, number>> = {
  DAYS: 365,
  WEEKS: 52,
  MONTHS: 12,
};
/** The last instalment may fall at most this many years after the disbursement. */
export const MAX_TERM_YEARS = 40;
const MIN_DISBURSEMENT_YEAR = 1900;
const MAX_DISBURSEMENT_YEAR = 2199;

const INTEREST_METHODS: readonly string[] = ['FLAT', 'DECLINING_BALANCE'];
const AMORTIZATIONS: readonly string[] = ['EQUAL_INSTALLMENTS', 'EQUAL_PRINCIPAL'];
const CALCULATION_PERIODS: readonly string[] = ['SAME_AS_REPAYMENT_PERIOD', 'DAILY'];
const DAYS_IN_YEAR: readonly string[] = ['ACTUAL', '360', '365'];
const FREQUENCIES: readonly string[] = ['DAYS', 'WEEKS', 'MONTHS'];

function isWhole(value: unknown, min: number, max: number): boolean {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

function choiceProblems(input: ScheduleInput): ScheduleProblem[] {
  const choices: [string, unknown, readonly string[]][] = [
    ['interestMethod', input.interestMethod, INTEREST_METHODS],
    ['amortization', input.amortization, AMORTIZATIONS],
    ['interestCalculationPeriod', input.interestCalculationPeriod, CALCULATION_PERIODS],
    ['daysInYear', input.daysInYear, DAYS_IN_YEAR],
    ['repaymentFrequency', input.repaymentFrequency, FREQUENCIES],
  ];
  return choices
    .filter(([, value, allowed]) => typeof value !== 'string' || !allowed.includes(value))
    .map(([field, , allowed]) => ({ field, message: `Choose one of ${allowed.join(', ')}.` }));
}

function amountProblems(input: ScheduleInput): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (!isWhole(input.principalKobo, 1, MAX_LOAN_PRINCIPAL_KOBO)) {
    problems.push({
      field: 'principalKobo',
      message: 'Enter a principal from 1 kobo to ₦100,000,000,000.00, in whole kobo.',
    });
  }
  if (typeof input.annualInterestRate !== 'string' || !parseAnnualRate(input.annualInterestRate)) {
    problems.push({
      field: 'annualInterestRate',
      message: 'Enter an annual rate from 0 to 1000 percent with at most 4 decimals, e.g. 9.4822.',
    });
  }
  const multiple = input.installmentMultipleKobo ?? 0;
  if (!isWhole(multiple, 0, MAX_LOAN_PRINCIPAL_KOBO)) {
    problems.push({
      field: 'installmentMultipleKobo',
      message: 'Enter the instalment multiple in whole kobo, 0 for none.',
    });
  }
  return problems;
}

function termProblems(input: ScheduleInput): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const count = input.numberOfRepayments;
  if (!isWhole(count, 1, MAX_NUMBER_OF_REPAYMENTS)) {
    problems.push({
      field: 'numberOfRepayments',
      message: `Enter from 1 to ${MAX_NUMBER_OF_REPAYMENTS} repayments.`,
    });
  }
  const maxEvery = MAX_REPAYMENT_EVERY[input.repaymentFrequency] ?? MAX_REPAYMENT_EVERY.DAYS;
  if (!isWhole(input.repaymentEvery, 1, maxEvery)) {
    problems.push({
      field: 'repaymentEvery',
      message: `Repay every 1 to ${maxEvery} ${String(input.repaymentFrequency).toLowerCase()}.`,
    });
  }
  const graces: [string, number | undefined][] = [
    ['graceOnPrincipalPeriods', input.graceOnPrincipalPeriods],
    ['graceOnInterestPeriods', input.graceOnInterestPeriods],
  ];
  for (const [field, grace] of graces) {
    if (!isWhole(grace ?? 0, 0, isWhole(count, 1, MAX_NUMBER_OF_REPAYMENTS) ? count - 1 : 0)) {
      problems.push({ field, message: 'Grace must be whole periods, fewer than the repayments.' });
    }
  }
  return problems;
}

function dateProblems(input: ScheduleInput): ScheduleProblem[] {
  const date = typeof input.disbursementDate === 'string' ? fromIso(input.disbursementDate) : null;
  if (!date || date.year < MIN_DISBURSEMENT_YEAR || date.year > MAX_DISBURSEMENT_YEAR) {
    return [
      {
        field: 'disbursementDate',
        message: `Enter a real date from ${MIN_DISBURSEMENT_YEAR} to ${MAX_DISBURSEMENT_YEAR} as YYYY-MM-DD.`,
      },
    ];
  }
  const lastDue = addPeriods(
    input.disbursementDate,
    input.repaymentFrequency,
    input.numberOfRepayments * input.repaymentEvery,
  );
  if (lastDue > addPeriods(input.disbursementDate, 'MONTHS', MAX_TERM_YEARS * 12)) {
    return [
      {
        field: 'numberOfRepayments',
        message: `The last repayment must fall within ${MAX_TERM_YEARS} years of the disbursement.`,
      },
    ];
  }
  return [];
}

/** Problems found from the input alone, before any arithmetic. */
function limitProblems(input: ScheduleInput): ScheduleProblem[] {
  const problems = [...choiceProblems(input), ...amountProblems(input), ...termProblems(input)];
  return problems.length > 0 ? problems : dateProblems(input);
}

/** The schedule, or the problem Fineract itself would refuse these terms for. */
function attemptSchedule(input: ScheduleInput): LoanSchedule | ScheduleProblem {
  try {
    return generateSchedule(input);
  } catch (error) {
    if (error instanceof UnrepayableScheduleError)
      return { field: error.field, message: error.message };
    throw error;
  }
}

function toRangeError(problems: readonly ScheduleProblem[]): RangeError {
  return new RangeError(
    problems.map((problem) => `${problem.field}: ${problem.message}`).join(' '),
  );
}

/** Field problems of an input, [] when it can be computed (limits on everything). */
export function scheduleInputProblems(input: ScheduleInput): ScheduleProblem[] {
  const problems = limitProblems(input);
  if (problems.length > 0) return problems;
  const outcome = attemptSchedule(input);
  return 'periods' in outcome ? [] : [outcome];
}

/** Throws if scheduleInputProblems is not empty. */
export function computeLoanSchedule(input: ScheduleInput): LoanSchedule {
  const problems = limitProblems(input);
  if (problems.length > 0) throw toRangeError(problems);
  const outcome = attemptSchedule(input);
  if ('periods' in outcome) return outcome;
  throw toRangeError([outcome]);
}
