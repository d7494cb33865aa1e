/**
 * Reference schedules. Every expected figure below was taken from Apache Fineract's own published
 * tests (repository apache/fineract, the file and scenario named above each case), with their euro
 * amounts converted to minor units exactly (4.43 -> 443), or, where Fineract publishes no case for
 * a setting, worked out by hand from the published formula with the working shown. None of them was
 * produced by running this engine.
 */
import { describe, expect, it } from 'vitest';
import {
  computeLoanSchedule,
  type LoanSchedule,
  type ScheduleInput,
  scheduleInputProblems,
} from './loan-schedule';

/** [due date, days, principal, interest, total due, balance after], amounts in kobo. */
type Row = readonly [string, number, number, number, number, number];

function rowsOf(schedule: LoanSchedule): Row[] {
  return schedule.periods.map((period) => [
    period.dueDate,
    period.days,
    period.principalKobo,
    period.interestKobo,
    period.totalDueKobo,
    period.balanceKobo,
  ]);
}

function totalsOf(schedule: LoanSchedule) {
  return [schedule.totalPrincipalKobo, schedule.totalInterestKobo, schedule.totalDueKobo];
}

/**
 * The loans of fineract-e2e-tests-runner/src/test/resources/features/LoanRepayment.feature,
 * scenarios RS01 to RS07: 5000.00 lent on 1 November 2022 at 12% a year, 18 monthly repayments,
 * days in year ACTUAL, days in month ACTUAL, instalments in multiples of 1.00 (the LP1 products of
 * fineract-e2e-tests-core LoanProductsRequestFactory: installmentAmountInMultiplesOf(1)).
 */
const rsLoan: Omit<ScheduleInput, 'interestMethod' | 'amortization'> = {
  principalKobo: 500_000,
  annualInterestRate: '12',
  interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
  daysInYear: 'ACTUAL',
  repaymentEvery: 1,
  repaymentFrequency: 'MONTHS',
  numberOfRepayments: 18,
  disbursementDate: '2022-11-01',
  installmentMultipleKobo: 100,
};

describe('schedules published in Fineract LoanRepayment.feature', () => {
  it('RS01: flat interest, equal instalments, principal rounded to the multiple', () => {
    const schedule = computeLoanSchedule({
      ...rsLoan,
      interestMethod: 'FLAT',
      amortization: 'EQUAL_INSTALLMENTS',
    });
    const expected: Row[] = [
      ['2022-12-01', 30, 27800, 5000, 32800, 472200],
      ['2023-01-01', 31, 27800, 5000, 32800, 444400],
      ['2023-02-01', 31, 27800, 5000, 32800, 416600],
      ['2023-03-01', 28, 27800, 5000, 32800, 388800],
      ['2023-04-01', 31, 27800, 5000, 32800, 361000],
      ['2023-05-01', 30, 27800, 5000, 32800, 333200],
      ['2023-06-01', 31, 27800, 5000, 32800, 305400],
      ['2023-07-01', 30, 27800, 5000, 32800, 277600],
      ['2023-08-01', 31, 27800, 5000, 32800, 249800],
      ['2023-09-01', 31, 27800, 5000, 32800, 222000],
      ['2023-10-01', 30, 27800, 5000, 32800, 194200],
      ['2023-11-01', 31, 27800, 5000, 32800, 166400],
      ['2023-12-01', 30, 27800, 5000, 32800, 138600],
      ['2024-01-01', 31, 27800, 5000, 32800, 110800],
      ['2024-02-01', 31, 27800, 5000, 32800, 83000],
      ['2024-03-01', 29, 27800, 5000, 32800, 55200],
      ['2024-04-01', 31, 27800, 5000, 32800, 27400],
      ['2024-05-01', 30, 27400, 5000, 32400, 0],
    ];
    expect(rowsOf(schedule)).toEqual(expected);
    expect(totalsOf(schedule)).toEqual([500_000, 90_000, 590_000]);
  });

  it('RS02: declining balance, equal instalments of 305.00, the last one smaller', () => {
    const schedule = computeLoanSchedule({
      ...rsLoan,
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_INSTALLMENTS',
    });
    const expected: Row[] = [
      ['2022-12-01', 30, 25500, 5000, 30500, 474500],
      ['2023-01-01', 31, 25755, 4745, 30500, 448745],
      ['2023-02-01', 31, 26013, 4487, 30500, 422732],
      ['2023-03-01', 28, 26273, 4227, 30500, 396459],
      ['2023-04-01', 31, 26535, 3965, 30500, 369924],
      ['2023-05-01', 30, 26801, 3699, 30500, 343123],
      ['2023-06-01', 31, 27069, 3431, 30500, 316054],
      ['2023-07-01', 30, 27339, 3161, 30500, 288715],
      ['2023-08-01', 31, 27613, 2887, 30500, 261102],
      ['2023-09-01', 31, 27889, 2611, 30500, 233213],
      ['2023-10-01', 30, 28168, 2332, 30500, 205045],
      ['2023-11-01', 31, 28450, 2050, 30500, 176595],
      ['2023-12-01', 30, 28734, 1766, 30500, 147861],
      ['2024-01-01', 31, 29021, 1479, 30500, 118840],
      ['2024-02-01', 31, 29312, 1188, 30500, 89528],
      ['2024-03-01', 29, 29605, 895, 30500, 59923],
      ['2024-04-01', 31, 29901, 599, 30500, 30022],
      ['2024-05-01', 30, 30022, 300, 30322, 0],
    ];
    expect(rowsOf(schedule)).toEqual(expected);
    expect(totalsOf(schedule)).toEqual([500_000, 48_822, 548_822]);
  });

  it('RS03: declining balance with DAILY interest on actual days, ACTUAL year counted as 365', () => {
    const schedule = computeLoanSchedule({
      ...rsLoan,
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_INSTALLMENTS',
      interestCalculationPeriod: 'DAILY',
    });
    // Period 16 runs through 29 February 2024 (29 days) and charges 8.53 = 894.75 x 12% x 29 / 365;
    // dividing by 366 would give 8.51.
    const expected: Row[] = [
      ['2022-12-01', 30, 25568, 4932, 30500, 474432],
      ['2023-01-01', 31, 25665, 4835, 30500, 448767],
      ['2023-02-01', 31, 25926, 4574, 30500, 422841],
      ['2023-03-01', 28, 26608, 3892, 30500, 396233],
      ['2023-04-01', 31, 26462, 4038, 30500, 369771],
      ['2023-05-01', 30, 26853, 3647, 30500, 342918],
      ['2023-06-01', 31, 27005, 3495, 30500, 315913],
      ['2023-07-01', 30, 27384, 3116, 30500, 288529],
      ['2023-08-01', 31, 27559, 2941, 30500, 260970],
      ['2023-09-01', 31, 27840, 2660, 30500, 233130],
      ['2023-10-01', 30, 28201, 2299, 30500, 204929],
      ['2023-11-01', 31, 28411, 2089, 30500, 176518],
      ['2023-12-01', 30, 28759, 1741, 30500, 147759],
      ['2024-01-01', 31, 28994, 1506, 30500, 118765],
      ['2024-02-01', 31, 29290, 1210, 30500, 89475],
      ['2024-03-01', 29, 29647, 853, 30500, 59828],
      ['2024-04-01', 31, 29890, 610, 30500, 29938],
      ['2024-05-01', 30, 29938, 295, 30233, 0],
    ];
    expect(rowsOf(schedule)).toEqual(expected);
    expect(totalsOf(schedule)).toEqual([500_000, 48_733, 548_733]);
  });

  it('RS04: declining balance, equal principal of 277.78, not rounded to the multiple', () => {
    const schedule = computeLoanSchedule({
      ...rsLoan,
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_PRINCIPAL',
    });
    const expected: Row[] = [
      ['2022-12-01', 30, 27778, 5000, 32778, 472222],
      ['2023-01-01', 31, 27778, 4722, 32500, 444444],
      ['2023-02-01', 31, 27778, 4444, 32222, 416666],
      ['2023-03-01', 28, 27778, 4167, 31945, 388888],
      ['2023-04-01', 31, 27778, 3889, 31667, 361110],
      ['2023-05-01', 30, 27778, 3611, 31389, 333332],
      ['2023-06-01', 31, 27778, 3333, 31111, 305554],
      ['2023-07-01', 30, 27778, 3056, 30834, 277776],
      ['2023-08-01', 31, 27778, 2778, 30556, 249998],
      ['2023-09-01', 31, 27778, 2500, 30278, 222220],
      ['2023-10-01', 30, 27778, 2222, 30000, 194442],
      ['2023-11-01', 31, 27778, 1944, 29722, 166664],
      ['2023-12-01', 30, 27778, 1667, 29445, 138886],
      ['2024-01-01', 31, 27778, 1389, 29167, 111108],
      ['2024-02-01', 31, 27778, 1111, 28889, 83330],
      ['2024-03-01', 29, 27778, 833, 28611, 55552],
      ['2024-04-01', 31, 27778, 556, 28334, 27774],
      ['2024-05-01', 30, 27774, 278, 28052, 0],
    ];
    expect(rowsOf(schedule)).toEqual(expected);
    expect(totalsOf(schedule)).toEqual([500_000, 47_500, 547_500]);
  });

  it('RS05: three periods of grace on principal, the instalment priced over the other 15', () => {
    const schedule = computeLoanSchedule({
      ...rsLoan,
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_INSTALLMENTS',
      graceOnPrincipalPeriods: 3,
    });
    const expected: Row[] = [
      ['2022-12-01', 30, 0, 5000, 5000, 500000],
      ['2023-01-01', 31, 0, 5000, 5000, 500000],
      ['2023-02-01', 31, 0, 5000, 5000, 500000],
      ['2023-03-01', 28, 31100, 5000, 36100, 468900],
      ['2023-04-01', 31, 31411, 4689, 36100, 437489],
      ['2023-05-01', 30, 31725, 4375, 36100, 405764],
      ['2023-06-01', 31, 32042, 4058, 36100, 373722],
      ['2023-07-01', 30, 32363, 3737, 36100, 341359],
      ['2023-08-01', 31, 32686, 3414, 36100, 308673],
      ['2023-09-01', 31, 33013, 3087, 36100, 275660],
      ['2023-10-01', 30, 33343, 2757, 36100, 242317],
      ['2023-11-01', 31, 33677, 2423, 36100, 208640],
      ['2023-12-01', 30, 34014, 2086, 36100, 174626],
      ['2024-01-01', 31, 34354, 1746, 36100, 140272],
      ['2024-02-01', 31, 34697, 1403, 36100, 105575],
      ['2024-03-01', 29, 35044, 1056, 36100, 70531],
      ['2024-04-01', 31, 35395, 705, 36100, 35136],
      ['2024-05-01', 30, 35136, 351, 35487, 0],
    ];
    expect(rowsOf(schedule)).toEqual(expected);
    expect(totalsOf(schedule)).toEqual([500_000, 55_887, 555_887]);
  });

  it('RS07: six periods of grace on principal and three on interest, deferred interest due in period 4', () => {
    // The scenario's table puts the 3 under "interest free period", but its step definition
    // (LoanStepDef: .graceOnInterestPayment(graceOnInterestCharged)) sends it as graceOnInterestPayment,
    // which is what the figures show: 3 x 50.00 deferred, then paid with period 4's own 50.00.
    const schedule = computeLoanSchedule({
      ...rsLoan,
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_INSTALLMENTS',
      graceOnPrincipalPeriods: 6,
      graceOnInterestPeriods: 3,
    });
    const expected: Row[] = [
      ['2022-12-01', 30, 0, 0, 0, 500000],
      ['2023-01-01', 31, 0, 0, 0, 500000],
      ['2023-02-01', 31, 0, 0, 0, 500000],
      ['2023-03-01', 28, 0, 20000, 20000, 500000],
      ['2023-04-01', 31, 0, 5000, 5000, 500000],
      ['2023-05-01', 30, 0, 5000, 5000, 500000],
      ['2023-06-01', 31, 39400, 5000, 44400, 460600],
      ['2023-07-01', 30, 39794, 4606, 44400, 420806],
      ['2023-08-01', 31, 40192, 4208, 44400, 380614],
      ['2023-09-01', 31, 40594, 3806, 44400, 340020],
      ['2023-10-01', 30, 41000, 3400, 44400, 299020],
      ['2023-11-01', 31, 41410, 2990, 44400, 257610],
      ['2023-12-01', 30, 41824, 2576, 44400, 215786],
      ['2024-01-01', 31, 42242, 2158, 44400, 173544],
      ['2024-02-01', 31, 42665, 1735, 44400, 130879],
      ['2024-03-01', 29, 43091, 1309, 44400, 87788],
      ['2024-04-01', 31, 43522, 878, 44400, 44266],
      ['2024-05-01', 30, 44266, 443, 44709, 0],
    ];
    expect(rowsOf(schedule)).toEqual(expected);
    expect(totalsOf(schedule)).toEqual([500_000, 63_109, 563_109]);
  });
});

describe('rounding scenarios published in Fineract LoanRepayment.feature', () => {
  // "Verify that outstanding amounts are rounded correctly in case of: installmentAmountInMultiplesOf=1,
  // interestType: FLAT / DECLINING_BALANCE, amortizationType: EQUAL_INSTALLMENTS": 1250.00 lent on
  // 1 September 2023 at 15% a year, 4 monthly repayments, multiples of 1.00.
  const roundingLoan: Omit<ScheduleInput, 'interestMethod'> = {
    ...rsLoan,
    amortization: 'EQUAL_INSTALLMENTS',
    principalKobo: 125_000,
    annualInterestRate: '15',
    numberOfRepayments: 4,
    disbursementDate: '2023-09-01',
  };

  it('flat: interest 15.625 rounds half-even to 15.62 and principal absorbs the multiple', () => {
    // Principal 312.50 rounds (half-even) to 312, interest 15.62 to 16, so principal is
    // 312 + 16 - 15.62 = 312.38; the last period takes 312.86 and interest 62.50 - 3 x 15.62.
    const schedule = computeLoanSchedule({ ...roundingLoan, interestMethod: 'FLAT' });
    expect(rowsOf(schedule)).toEqual([
      ['2023-10-01', 30, 31238, 1562, 32800, 93762],
      ['2023-11-01', 31, 31238, 1562, 32800, 62524],
      ['2023-12-01', 30, 31238, 1562, 32800, 31286],
      ['2024-01-01', 31, 31286, 1564, 32850, 0],
    ]);
    expect(totalsOf(schedule)).toEqual([125_000, 6_250, 131_250]);
  });

  it('declining balance: the instalment rounds to 322.00', () => {
    const schedule = computeLoanSchedule({ ...roundingLoan, interestMethod: 'DECLINING_BALANCE' });
    expect(rowsOf(schedule)).toEqual([
      ['2023-10-01', 30, 30638, 1562, 32200, 94362],
      ['2023-11-01', 31, 31020, 1180, 32200, 63342],
      ['2023-12-01', 30, 31408, 792, 32200, 31934],
      ['2024-01-01', 31, 31934, 399, 32333, 0],
    ]);
    expect(totalsOf(schedule)).toEqual([125_000, 3_933, 128_933]);
  });
});

describe('due dates (Fineract integration-tests LoanApplicationScheduleMonthlyTest)', () => {
  it('validateSeedDate31: a loan seeded on the 31st falls due on each month end, 29 Feb in 2024', () => {
    const schedule = computeLoanSchedule({
      ...rsLoan,
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_INSTALLMENTS',
      numberOfRepayments: 14,
      disbursementDate: '2022-12-31',
    });
    expect(schedule.periods.map((period) => period.dueDate)).toEqual([
      '2023-01-31',
      '2023-02-28',
      '2023-03-31',
      '2023-04-30',
      '2023-05-31',
      '2023-06-30',
      '2023-07-31',
      '2023-08-31',
      '2023-09-30',
      '2023-10-31',
      '2023-11-30',
      '2023-12-31',
      '2024-01-31',
      '2024-02-29',
    ]);
  });
});

describe('schedules worked by hand where Fineract publishes none', () => {
  it('weekly repayments, declining balance, equal instalments', () => {
    // 10,000.00 at 26% a year, 4 weekly repayments: the period rate is 26 / 52 / 100 = 0.005.
    // Instalment = 10000 x 0.005 x 1.005^4 / (1.005^4 - 1) = 51.00752503125 / 0.020150500625
    //            = 2531.3279... -> 2531.33.
    // Week 1: interest 10000.00 x 0.005 = 50.00, principal 2481.33, balance 7518.67.
    // Week 2: interest 37.59335 -> 37.59, principal 2493.74, balance 5024.93.
    // Week 3: interest 25.12465 -> 25.12, principal 2506.21, balance 2518.72.
    // Week 4: interest 12.5936 -> 12.59, principal the remaining 2518.72, total 2531.31.
    const schedule = computeLoanSchedule({
      principalKobo: 1_000_000,
      annualInterestRate: '26',
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_INSTALLMENTS',
      interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
      daysInYear: '365',
      repaymentEvery: 1,
      repaymentFrequency: 'WEEKS',
      numberOfRepayments: 4,
      disbursementDate: '2026-01-05',
    });
    expect(rowsOf(schedule)).toEqual([
      ['2026-01-12', 7, 248133, 5000, 253133, 751867],
      ['2026-01-19', 7, 249374, 3759, 253133, 502493],
      ['2026-01-26', 7, 250621, 2512, 253133, 251872],
      ['2026-02-02', 7, 251872, 1259, 253131, 0],
    ]);
    expect(totalsOf(schedule)).toEqual([1_000_000, 12_530, 1_012_530]);
  });

  it('repayment every 7 days, flat interest, instalment in multiples of 5.00', () => {
    // 1,000.00 at 36.5% a year with 365 days: 0.1% a day. 10 repayments every 7 days = 70 days,
    // total interest 1000 x 36.5 / 365 / 100 x 70 = 70.00, 7.00 a period. Principal 1000 / 10 =
    // 100.00; Fineract rounds principal and interest each to the multiple and lets principal take
    // the difference: 100 + round5(7.00) - 7.00 = 100 + 5 - 7 = 98.00, so each due is 105.00 and
    // the last takes the remaining 1000 - 9 x 98 = 118.00 (due 125.00).
    const schedule = computeLoanSchedule({
      principalKobo: 100_000,
      annualInterestRate: '36.5',
      interestMethod: 'FLAT',
      amortization: 'EQUAL_INSTALLMENTS',
      interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
      daysInYear: '365',
      repaymentEvery: 7,
      repaymentFrequency: 'DAYS',
      numberOfRepayments: 10,
      disbursementDate: '2026-03-02',
      installmentMultipleKobo: 500,
    });
    const rows = rowsOf(schedule);
    expect(rows.slice(0, 9).map((row) => row.slice(2, 5))).toEqual(
      Array.from({ length: 9 }, () => [9800, 700, 10500]),
    );
    expect(rows[9]).toEqual(['2026-05-11', 7, 11800, 700, 12500, 0]);
    expect(totalsOf(schedule)).toEqual([100_000, 7_000, 107_000]);
  });

  it('DAILY interest on a 360-day year, equal principal, disbursed on a month end', () => {
    // 3,000.00 at 18% a year on 360 days: 18 / 360 / 100 = 0.0005 a day. Due 28 Feb, 31 Mar,
    // 30 Apr 2026. Fineract starts the first period's interest one month before the first due date
    // (28 Jan, its "ideal disbursement date"), so period 1 charges 31 days:
    // 3000 x 0.0005 x 31 = 46.50; period 2, 2000 x 0.0005 x 31 = 31.00; period 3, 1000 x 0.0005 x 30 = 15.00.
    const schedule = computeLoanSchedule({
      principalKobo: 300_000,
      annualInterestRate: '18',
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_PRINCIPAL',
      interestCalculationPeriod: 'DAILY',
      daysInYear: '360',
      repaymentEvery: 1,
      repaymentFrequency: 'MONTHS',
      numberOfRepayments: 3,
      disbursementDate: '2026-01-31',
    });
    expect(rowsOf(schedule)).toEqual([
      ['2026-02-28', 28, 100000, 4650, 104650, 200000],
      ['2026-03-31', 31, 100000, 3100, 103100, 100000],
      ['2026-04-30', 30, 100000, 1500, 101500, 0],
    ]);
  });
});

describe('scheduleInputProblems', () => {
  const valid: ScheduleInput = {
    ...rsLoan,
    interestMethod: 'DECLINING_BALANCE',
    amortization: 'EQUAL_INSTALLMENTS',
  };

  it('accepts a loan it can compute', () => {
    expect(scheduleInputProblems(valid)).toEqual([]);
  });

  it.each<[Partial<ScheduleInput>, string]>([
    [{ principalKobo: 0 }, 'principalKobo'],
    [{ principalKobo: 10_000_000_000_001 }, 'principalKobo'],
    [{ principalKobo: 1.5 }, 'principalKobo'],
    [{ annualInterestRate: '9.48221' }, 'annualInterestRate'],
    [{ annualInterestRate: '1000.5' }, 'annualInterestRate'],
    [{ numberOfRepayments: 0 }, 'numberOfRepayments'],
    [{ numberOfRepayments: 481 }, 'numberOfRepayments'],
    [{ repaymentEvery: 13 }, 'repaymentEvery'],
    [{ repaymentEvery: 53, repaymentFrequency: 'WEEKS' }, 'repaymentEvery'],
    [{ repaymentEvery: 366, repaymentFrequency: 'DAYS' }, 'repaymentEvery'],
    [{ graceOnPrincipalPeriods: 18 }, 'graceOnPrincipalPeriods'],
    [{ graceOnInterestPeriods: -1 }, 'graceOnInterestPeriods'],
    [{ installmentMultipleKobo: -100 }, 'installmentMultipleKobo'],
    [{ disbursementDate: '2023-02-29' }, 'disbursementDate'],
    [{ disbursementDate: '1 Nov 2022' }, 'disbursementDate'],
    [{ numberOfRepayments: 480, repaymentEvery: 12 }, 'numberOfRepayments'],
    [{ interestMethod: 'SIMPLE' as never }, 'interestMethod'],
  ])('names the field of %o', (change, field) => {
    const problems = scheduleInputProblems({ ...valid, ...change });
    expect(problems.map((problem) => problem.field)).toContain(field);
    expect(() => computeLoanSchedule({ ...valid, ...change })).toThrow(RangeError);
  });

  it('refuses an interest grace whose deferred interest is more than one instalment', () => {
    // At 100% a year the 11 deferred months of interest (over 50% of the loan) exceed the equal
    // instalment (about 13% of it); Fineract refuses such a loan ("EMI amount must be greater than").
    const problems = scheduleInputProblems({
      ...valid,
      annualInterestRate: '100',
      numberOfRepayments: 12,
      graceOnInterestPeriods: 11,
    });
    expect(problems.map((problem) => problem.field)).toEqual(['graceOnInterestPeriods']);
  });

  it('refuses an instalment multiple so coarse the instalment no longer covers the interest', () => {
    // 100.00 over 12 months at 24%: the instalment is about 9.46, which rounds to 0.00 in
    // multiples of 20.00, and Fineract refuses an instalment below the period's interest.
    const problems = scheduleInputProblems({
      ...valid,
      principalKobo: 10_000,
      annualInterestRate: '24',
      numberOfRepayments: 12,
      installmentMultipleKobo: 2_000,
    });
    expect(problems.map((problem) => problem.field)).toEqual(['installmentMultipleKobo']);
  });
});
