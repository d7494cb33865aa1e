/**
 * The cumulative (non-progressive) loan schedule generator of Apache Fineract, reproduced to the
 * kobo. The rules below follow Fineract's AbstractCumulativeLoanScheduleGenerator,
 * CumulativeFlatInterestLoanScheduleGenerator, CumulativeDecliningBalanceInterestLoanScheduleGenerator
 * and LoanApplicationTerms (docs/decisions/033-loan-schedule-engine.md names the details). Inputs are
 * assumed valid: loan-schedule.ts checks them first.
 */

import { parseAnnualRate, RATE_SCALE } from './loan-rate';
import type { LoanSchedule, ScheduleInput, SchedulePeriod } from './loan-schedule';
import { addMonths, addPeriods, daysBetween } from './loan-schedule-dates';
import {
  annuityPayment,
  divide,
  multiply,
  type Ratio,
  ratio,
  roundSignificant,
  roundToMultiple,
} from './loan-schedule-math';
import { roundHalfEven } from './money';

/**
 * Raised for terms Fineract itself refuses or that would give a negative figure: an instalment
 * smaller than a period's interest, or a rounding multiple so coarse that a period goes negative.
 * `field` names the input to change.
 */
export class UnrepayableScheduleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const PERCENT = ratio(100n);
/** Fineract's DefaultPaymentPeriodsInOneYearCalculator. */
const PERIODS_IN_YEAR = { DAYS: 365n, WEEKS: 52n, MONTHS: 12n } as const;
/** Days in one nominal repayment step, as Fineract counts them when it prices the instalment. */
const NOMINAL_DAYS = { DAYS: 1, WEEKS: 7, MONTHS: 30 } as const;

interface Terms {
  readonly input: ScheduleInput;
  readonly principal: bigint;
  readonly count: number;
  readonly multiple: bigint;
  readonly principalGrace: number;
  readonly interestGrace: number;
  readonly dueDates: readonly string[];
  /** The date interest starts to run in period 1 (Fineract's "ideal disbursement date"). */
  readonly firstInterestDate: string;
  /**
   * The rate of one repayment unit (a day for DAILY interest, else a day, week or month as the
   * loan repays): the annual rate over the periods in a year at 12 significant digits, a fraction.
   */
  readonly unitRate: Ratio;
}

interface Running {
  balance: bigint;
  principalSoFar: bigint;
  interestSoFar: bigint;
  /** Interest accrued in interest-grace periods and not yet due. */
  deferredInterest: bigint;
}

interface PeriodFigures {
  readonly principal: bigint;
  readonly interest: bigint;
}

/**
 * Fineract's calculatePeriodsInOneYear: day-based figures use the days in the year, and ACTUAL
 * counts as 365 (the cumulative engine's calculator returns 365 for days, leap year or not).
 */
function periodsInYear(input: ScheduleInput): bigint {
  const dayCount = input.daysInYear === 'ACTUAL' ? 365n : BigInt(input.daysInYear);
  if (input.interestCalculationPeriod === 'DAILY' || input.repaymentFrequency === 'DAYS') {
    return dayCount;
  }
  return PERIODS_IN_YEAR[input.repaymentFrequency];
}

function scheduleTerms(input: ScheduleInput): Terms {
  const rate = parseAnnualRate(input.annualInterestRate);
  if (rate === null) throw new RangeError('The annual interest rate is not valid.');
  const annualPercent = ratio(rate.scaledPercent, RATE_SCALE);
  const perPeriodPercent = roundSignificant(divide(annualPercent, ratio(periodsInYear(input))));
  const count = input.numberOfRepayments;
  const dueDates = Array.from({ length: count }, (_, index) =>
    addPeriods(
      input.disbursementDate,
      input.repaymentFrequency,
      (index + 1) * input.repaymentEvery,
    ),
  );
  // Fineract starts the first period's interest one step before the first due date; for month
  // steps that is earlier than the disbursement when the due date's month is shorter.
  const firstInterestDate =
    input.repaymentFrequency === 'MONTHS'
      ? addMonths(dueDates[0] ?? input.disbursementDate, -input.repaymentEvery)
      : input.disbursementDate;
  return {
    input,
    principal: BigInt(input.principalKobo),
    count,
    multiple: BigInt(input.installmentMultipleKobo ?? 0),
    principalGrace: input.graceOnPrincipalPeriods ?? 0,
    interestGrace: input.graceOnInterestPeriods ?? 0,
    dueDates,
    firstInterestDate,
    unitRate: divide(perPeriodPercent, PERCENT),
  };
}

/** The interest rate of one period: nominal, or by the period's actual days for DAILY. */
function periodRate(terms: Terms, periodNumber: number): Ratio {
  const { input } = terms;
  if (input.interestCalculationPeriod === 'DAILY') {
    const start =
      periodNumber === 1 ? terms.firstInterestDate : (terms.dueDates[periodNumber - 2] as string);
    const days = daysBetween(start, terms.dueDates[periodNumber - 1] as string);
    return roundSignificant(multiply(terms.unitRate, ratio(BigInt(days))));
  }
  return multiply(terms.unitRate, ratio(BigInt(input.repaymentEvery)));
}

/** The rate the equal instalment is priced at: DAILY uses nominal days (a month is 30). */
function instalmentRate(terms: Terms): Ratio {
  const { input } = terms;
  if (input.interestCalculationPeriod === 'DAILY') {
    const days = NOMINAL_DAYS[input.repaymentFrequency] * input.repaymentEvery;
    return roundSignificant(multiply(terms.unitRate, ratio(BigInt(days))));
  }
  return periodRate(terms, 1);
}

/** The amount rounded to the instalment multiple (to the kobo when there is none). */
function toMultiple(terms: Terms, kobo: bigint): bigint {
  return roundToMultiple(ratio(kobo), terms.multiple);
}

/** Fineract's adjustPrincipalIfLastRepaymentPeriod: never overpay, and the last period clears. */
function settlePrincipal(terms: Terms, periodNumber: number, principal: bigint, run: Running) {
  const remaining = terms.principal - (run.principalSoFar + principal);
  if (remaining < 0n || periodNumber === terms.count) return principal + remaining;
  return principal;
}

/** Flat interest for the whole term: principal x annual rate / periods in a year x periods. */
function flatTotalInterest(terms: Terms): bigint {
  const { input } = terms;
  const lastDue = terms.dueDates[terms.count - 1] as string;
  const termPeriods =
    input.interestCalculationPeriod === 'DAILY'
      ? daysBetween(input.disbursementDate, lastDue)
      : terms.count * input.repaymentEvery;
  const termRate = multiply(terms.unitRate, ratio(BigInt(termPeriods)));
  return roundToMultiple(multiply(ratio(terms.principal), termRate), 1n);
}

function flatInterestDue(terms: Terms, periodNumber: number, totalInterest: bigint, run: Running) {
  const inGrace = periodNumber <= terms.interestGrace;
  if (terms.input.amortization === 'EQUAL_INSTALLMENTS') {
    // Fineract averages the interest over the periods that carry interest.
    return inGrace ? 0n : roundHalfEven(totalInterest, BigInt(terms.count - terms.interestGrace));
  }
  const share = roundHalfEven(totalInterest, BigInt(terms.count));
  if (inGrace) {
    run.deferredInterest += share;
    return 0n;
  }
  if (periodNumber === terms.interestGrace + 1) {
    const due = run.deferredInterest + share;
    run.deferredInterest = 0n;
    return due;
  }
  return share;
}

function flatPeriod(terms: Terms, periodNumber: number, totalInterest: bigint, run: Running) {
  const interest = flatInterestDue(terms, periodNumber, totalInterest, run);
  let principal =
    periodNumber <= terms.principalGrace
      ? 0n
      : roundHalfEven(terms.principal, BigInt(terms.count - terms.principalGrace));
  if (terms.multiple > 0n) {
    // Principal absorbs the rounding so that principal + interest is a whole multiple. Where
    // interest rounds down by more than the principal share (a principal-grace period, or a loan
    // tiny beside its multiple) Fineract would show a negative principal; we show none, and the
    // last instalment takes what is left.
    const absorbed = toMultiple(terms, principal) + toMultiple(terms, interest) - interest;
    principal = absorbed > 0n ? absorbed : 0n;
  }
  principal = settlePrincipal(terms, periodNumber, principal, run);
  const interestLeft = totalInterest - (run.interestSoFar + interest);
  const settledInterest =
    interestLeft < 0n || periodNumber === terms.count ? interest + interestLeft : interest;
  return { principal, interest: settledInterest };
}

function decliningPeriod(
  terms: Terms,
  periodNumber: number,
  instalment: bigint | null,
  run: Running,
) {
  const accrued = roundToMultiple(
    multiply(ratio(run.balance), periodRate(terms, periodNumber)),
    1n,
  );
  const deferredBefore = run.deferredInterest;
  let interest = 0n;
  if (periodNumber > terms.interestGrace && accrued > 0n) {
    interest = run.deferredInterest + accrued;
    run.deferredInterest = 0n;
  } else {
    run.deferredInterest += accrued;
  }
  // The instalment's principal is what is left after this period's own interest only.
  const periodInterest =
    interest > 0n ? interest - deferredBefore : run.deferredInterest - deferredBefore;
  let principal = 0n;
  if (periodNumber > terms.principalGrace) {
    principal =
      instalment !== null
        ? instalment - periodInterest
        : roundHalfEven(terms.principal, BigInt(terms.count - terms.principalGrace));
  }
  return { principal: settlePrincipal(terms, periodNumber, principal, run), interest };
}

/** The equal instalment, priced over the periods after the principal grace. */
function equalInstalment(terms: Terms): bigint {
  const periods = terms.count - terms.principalGrace;
  return roundToMultiple(
    annuityPayment(terms.principal, instalmentRate(terms), periods),
    terms.multiple,
  );
}

function toPeriod(terms: Terms, periodNumber: number, figures: PeriodFigures, balance: bigint) {
  const previousDate =
    periodNumber === 1
      ? terms.input.disbursementDate
      : (terms.dueDates[periodNumber - 2] as string);
  const dueDate = terms.dueDates[periodNumber - 1] as string;
  if (figures.principal < 0n || figures.interest < 0n || balance < 0n) {
    throw new UnrepayableScheduleError(
      'installmentMultipleKobo',
      'The instalment multiple is too coarse for this loan: a period would go negative.',
    );
  }
  return {
    number: periodNumber,
    dueDate,
    days: daysBetween(previousDate, dueDate),
    principalKobo: Number(figures.principal),
    interestKobo: Number(figures.interest),
    feeKobo: 0,
    totalDueKobo: Number(figures.principal + figures.interest),
    balanceKobo: Number(balance),
  } satisfies SchedulePeriod;
}

/** Generates the schedule; throws UnrepayableScheduleError when a figure would go negative. */
export function generateSchedule(input: ScheduleInput): LoanSchedule {
  const terms = scheduleTerms(input);
  const flat = input.interestMethod === 'FLAT';
  const totalInterest = flat ? flatTotalInterest(terms) : 0n;
  // Only declining balance with equal instalments has a fixed instalment (Fineract's fixed EMI).
  const instalment =
    !flat && input.amortization === 'EQUAL_INSTALLMENTS' ? equalInstalment(terms) : null;
  const run: Running = {
    balance: terms.principal,
    principalSoFar: 0n,
    interestSoFar: 0n,
    deferredInterest: 0n,
  };
  const periods: SchedulePeriod[] = [];
  for (let periodNumber = 1; periodNumber <= terms.count && run.balance !== 0n; periodNumber += 1) {
    const figures = flat
      ? flatPeriod(terms, periodNumber, totalInterest, run)
      : decliningPeriod(terms, periodNumber, instalment, run);
    if (instalment !== null && instalment < figures.interest) {
      throw instalmentTooSmall(terms, periodNumber);
    }
    run.balance -= figures.principal;
    run.principalSoFar += figures.principal;
    run.interestSoFar += figures.interest;
    periods.push(toPeriod(terms, periodNumber, figures, run.balance));
  }
  return withDeferredInterest(periods, run.deferredInterest);
}

/** Fineract refuses an equal instalment smaller than a period's interest; so do we. */
function instalmentTooSmall(terms: Terms, periodNumber: number): UnrepayableScheduleError {
  if (terms.interestGrace > 0 && periodNumber === terms.interestGrace + 1) {
    return new UnrepayableScheduleError(
      'graceOnInterestPeriods',
      'The interest deferred by the grace is more than one instalment: shorten the grace.',
    );
  }
  if (terms.multiple > 0n) {
    return new UnrepayableScheduleError(
      'installmentMultipleKobo',
      'The instalment rounded to this multiple does not cover the interest: use a smaller multiple.',
    );
  }
  return new UnrepayableScheduleError(
    'numberOfRepayments',
    "One period's interest would be more than the equal instalment: choose fewer repayments or a lower rate.",
  );
}

/** Interest still deferred by grace when the loan is repaid joins the last instalment. */
function withDeferredInterest(periods: SchedulePeriod[], deferred: bigint): LoanSchedule {
  const last = periods.at(-1);
  if (last !== undefined && deferred > 0n) {
    const extra = Number(deferred);
    periods[periods.length - 1] = {
      ...last,
      interestKobo: last.interestKobo + extra,
      totalDueKobo: last.totalDueKobo + extra,
    };
  }
  const sum = (pick: (period: SchedulePeriod) => number) =>
    periods.reduce((total, period) => total + pick(period), 0);
  return {
    periods,
    totalPrincipalKobo: sum((period) => period.principalKobo),
    totalInterestKobo: sum((period) => period.interestKobo),
    totalFeeKobo: 0,
    totalDueKobo: sum((period) => period.totalDueKobo),
  };
}
