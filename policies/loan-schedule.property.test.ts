import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeLoanSchedule,
  MAX_LOAN_PRINCIPAL_KOBO,
  MAX_REPAYMENT_EVERY,
  type RepaymentFrequency,
  type ScheduleInput,
  scheduleInputProblems,
} from './loan-schedule';
import { daysBetween } from './loan-schedule-dates';

/** Rates as staff type them: whole percents, or up to 4 decimals, from 0 to 1000. */
const rateText = fc.oneof(
  fc.integer({ min: 0, max: 60 }).map(String),
  fc.integer({ min: 0, max: 10_000_000 }).map((tenThousandths) => {
    const whole = Math.trunc(tenThousandths / 10_000);
    const fraction = String(tenThousandths % 10_000).padStart(4, '0');
    return `${whole}.${fraction}`;
  }),
);

const principalKobo = fc.oneof(
  fc.integer({ min: 1, max: 100_000_000 }),
  fc.integer({ min: 1, max: MAX_LOAN_PRINCIPAL_KOBO }),
);

const isoDate = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2150-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

/** Repayment steps with at most 40 years of repayments, the engine's longest term. */
const cadence = fc
  .constantFrom<RepaymentFrequency>('DAYS', 'WEEKS', 'MONTHS')
  .chain((repaymentFrequency) =>
    fc.integer({ min: 1, max: MAX_REPAYMENT_EVERY[repaymentFrequency] }).chain((repaymentEvery) => {
      const stepsInForty = { DAYS: 14_600, WEEKS: 2_080, MONTHS: 480 }[repaymentFrequency];
      const most = Math.max(1, Math.min(120, Math.floor(stepsInForty / repaymentEvery)));
      return fc.record({
        repaymentFrequency: fc.constant(repaymentFrequency),
        repaymentEvery: fc.constant(repaymentEvery),
        numberOfRepayments: fc.integer({ min: 1, max: most }),
      });
    }),
  );

const scheduleInput: fc.Arbitrary<ScheduleInput> = fc
  .record({
    principalKobo,
    annualInterestRate: rateText,
    interestMethod: fc.constantFrom('FLAT', 'DECLINING_BALANCE' as const),
    amortization: fc.constantFrom('EQUAL_INSTALLMENTS', 'EQUAL_PRINCIPAL' as const),
    interestCalculationPeriod: fc.constantFrom('SAME_AS_REPAYMENT_PERIOD', 'DAILY' as const),
    daysInYear: fc.constantFrom('ACTUAL', '360', '365' as const),
    disbursementDate: isoDate,
    installmentMultipleKobo: fc.constantFrom(0, 0, 1, 100, 500, 10_000),
    cadence,
    principalGraceShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    interestGraceShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
  })
  .map(({ cadence: steps, principalGraceShare, interestGraceShare, ...rest }) => ({
    ...rest,
    ...steps,
    // Grace is whole periods, fewer than the repayments.
    graceOnPrincipalPeriods: Math.floor(principalGraceShare * (steps.numberOfRepayments - 1)),
    graceOnInterestPeriods: Math.floor(interestGraceShare * (steps.numberOfRepayments - 1)),
  }));

/** Inputs the engine accepts; a few (instalment smaller than the interest) are refused. */
function computable(input: ScheduleInput): boolean {
  return scheduleInputProblems(input).length === 0;
}

/**
 * Principal x rate x term in years as an exact fraction of kobo, straight from the definition:
 * the term is months / 12, weeks / 52 or days / days in the year; DAILY counts the actual days of
 * the term. ACTUAL is counted as 365 (decision 033).
 */
function exactFlatInterest(input: ScheduleInput, lastDue: string): readonly [bigint, bigint] {
  const [whole = '0', fraction = ''] = input.annualInterestRate.split('.');
  const ratePerMillion = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  const dayYear = input.daysInYear === 'ACTUAL' ? 365n : BigInt(input.daysInYear);
  const steps = BigInt(input.numberOfRepayments * input.repaymentEvery);
  const terms: Record<RepaymentFrequency, readonly [bigint, bigint]> = {
    MONTHS: [steps, 12n],
    WEEKS: [steps, 52n],
    DAYS: [steps, dayYear],
  };
  const [termNumerator, termDenominator] =
    input.interestCalculationPeriod === 'DAILY'
      ? [BigInt(daysBetween(input.disbursementDate, lastDue)), dayYear]
      : terms[input.repaymentFrequency];
  return [
    BigInt(input.principalKobo) * ratePerMillion * termNumerator,
    1_000_000n * termDenominator,
  ];
}

const RUNS = { numRuns: 150 };

describe('loan schedule invariants', () => {
  it('accepts the generated terms nearly always', () => {
    const accepted = fc.sample(scheduleInput, 200).filter(computable).length;
    expect(accepted).toBeGreaterThan(150);
  });

  it('repays exactly the principal: principals sum to the loan and the balance ends at zero', () => {
    fc.assert(
      fc.property(scheduleInput, (input) => {
        fc.pre(computable(input));
        const schedule = computeLoanSchedule(input);
        const principals = schedule.periods.reduce((sum, period) => sum + period.principalKobo, 0);
        expect(principals).toBe(input.principalKobo);
        expect(schedule.totalPrincipalKobo).toBe(input.principalKobo);
        expect(schedule.periods.at(-1)?.balanceKobo).toBe(0);
        let balance = input.principalKobo;
        for (const period of schedule.periods) {
          balance -= period.principalKobo;
          expect(period.balanceKobo).toBe(balance);
        }
      }),
      RUNS,
    );
  });

  it('has no negative figure and only whole kobo', () => {
    fc.assert(
      fc.property(scheduleInput, (input) => {
        fc.pre(computable(input));
        const schedule = computeLoanSchedule(input);
        for (const period of schedule.periods) {
          for (const amount of [
            period.principalKobo,
            period.interestKobo,
            period.feeKobo,
            period.totalDueKobo,
            period.balanceKobo,
          ]) {
            expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('adds up: each due is principal plus interest, totals are the sums of the periods', () => {
    fc.assert(
      fc.property(scheduleInput, (input) => {
        fc.pre(computable(input));
        const schedule = computeLoanSchedule(input);
        const sum = (pick: (period: (typeof schedule.periods)[number]) => number) =>
          schedule.periods.reduce((total, period) => total + pick(period), 0);
        for (const period of schedule.periods) {
          expect(period.totalDueKobo).toBe(period.principalKobo + period.interestKobo);
          expect(period.feeKobo).toBe(0);
        }
        expect(schedule.totalInterestKobo).toBe(sum((period) => period.interestKobo));
        expect(schedule.totalDueKobo).toBe(sum((period) => period.totalDueKobo));
        expect(schedule.totalFeeKobo).toBe(0);
        expect(schedule.totalDueKobo).toBe(
          schedule.totalPrincipalKobo + schedule.totalInterestKobo,
        );
      }),
      RUNS,
    );
  });

  it('falls due on increasing dates whose days add up to the term', () => {
    fc.assert(
      fc.property(scheduleInput, (input) => {
        fc.pre(computable(input));
        const { periods } = computeLoanSchedule(input);
        expect(
          periods.every((period, index) => period.number === index + 1 && period.days > 0),
        ).toBe(true);
        const last = periods.at(-1);
        const days = periods.reduce((sum, period) => sum + period.days, 0);
        expect(days).toBe(daysBetween(input.disbursementDate, last?.dueDate ?? ''));
      }),
      RUNS,
    );
  });

  it('charges flat interest of principal x rate x term, to the kobo of rounding', () => {
    const flatInput = scheduleInput.map((input) => ({
      ...input,
      interestMethod: 'FLAT' as const,
      installmentMultipleKobo: 0,
    }));
    fc.assert(
      fc.property(flatInput, (input) => {
        fc.pre(computable(input));
        const schedule = computeLoanSchedule(input);
        // A loan of a few kobo over many periods can be repaid before its last period (principal
        // shares rounded up); Fineract's generator then stops, and the later periods' interest is
        // never charged. The formula holds for loans that run their full term.
        fc.pre(schedule.periods.length === input.numberOfRepayments);
        const lastDue = schedule.periods.at(-1)?.dueDate ?? input.disbursementDate;
        const [exactNumerator, exactDenominator] = exactFlatInterest(input, lastDue);
        const difference = BigInt(schedule.totalInterestKobo) * exactDenominator - exactNumerator;
        const magnitude = difference < 0n ? -difference : difference;
        // Half a kobo of final rounding, plus Fineract's rounding of the period rate to 12
        // significant digits (a relative error below 5e-12).
        const allowed = exactDenominator / 2n + exactNumerator / 100_000_000_000n + 1n;
        expect(magnitude <= allowed).toBe(true);
      }),
      RUNS,
    );
  });

  it('keeps declining-balance equal instalments equal until the last', () => {
    const levelInput = scheduleInput.map((input) => ({
      ...input,
      interestMethod: 'DECLINING_BALANCE' as const,
      amortization: 'EQUAL_INSTALLMENTS' as const,
      interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD' as const,
      graceOnPrincipalPeriods: 0,
      graceOnInterestPeriods: 0,
    }));
    fc.assert(
      fc.property(levelInput, (input) => {
        fc.pre(computable(input));
        const { periods } = computeLoanSchedule(input);
        const level = new Set(periods.slice(0, -1).map((period) => period.totalDueKobo));
        expect(level.size).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });
});
