import { describe, expect, it } from 'vitest';
import {
  accruedInterestKobo,
  liquidationFigures,
  maturityFigures,
  type TermDepositTerms,
  termProblems,
} from './term-deposit-interest';

/**
 * Apache Fineract's fixed deposit figures. Its integration tests
 * (integration-tests/src/test/java/org/apache/fineract/integrationtests/FixedDepositTest.java)
 * work the expected maturity amount with their own loop,
 * FixedDepositAccountHelper.getPrincipalAfterCompoundingInterest: for each month of the tenure,
 * each day earns principal × rate ÷ daysInYear, and at every posting month (and the last month)
 * the month's interest joins the principal. The account helper's defaults are a deposit of
 * 100000.00 for 14 months; the product's period chart gives 7% for 13 to 18 months, 5% for 1 to 6.
 *
 * The loop is reproduced below as the test has it (in doubles rather than Java floats: the Java
 * test keeps floats and so only checks within 1.00); Fineract then rounds the maturity amount to
 * 2 places, which is our kobo, so each of our figures equals the loop's, rounded to the kobo.
 * The dates are the ones the test derives from "today" on a fixed day.
 */
function fineractPrincipalAfterCompoundingInterest(
  firstMonth: { year: number; month: number },
  principal: number,
  depositPeriod: number,
  interestPerDay: number,
  postingInterval: number,
): number {
  let balance = principal;
  let totalInterest = 0;
  let { year, month } = firstMonth;
  for (let i = 1; i <= depositPeriod; i++) {
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    for (let j = 0; j < daysInMonth; j++) totalInterest += balance * interestPerDay;
    if (i % postingInterval === 0 || i === depositPeriod) {
      balance += totalInterest;
      totalInterest = 0;
    }
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return balance;
}

const toKobo = (amount: number) => Math.round(amount * 100);

/** The account helper's deposit: 100000.00 for 14 months at the chart's 7%. */
const FINERACT_DEPOSIT = {
  principalKobo: 100_000_00,
  annualInterestRate: '7',
  tenure: { months: 14 },
  interestType: 'COMPOUND',
} as const;

function fineractCase(startDate: string, daysInYear: 365 | 360, periodMonths: 1 | 3 | 6) {
  const [year, month] = startDate.split('-').map(Number) as [number, number];
  const loop = fineractPrincipalAfterCompoundingInterest(
    { year, month },
    100000,
    14,
    0.07 * (1 / daysInYear),
    periodMonths,
  );
  const ours = maturityFigures({
    ...FINERACT_DEPOSIT,
    compoundingPeriodMonths: periodMonths,
    daysInYear,
    startDate,
  });
  return { loopKobo: toKobo(loop), oursKobo: ours.maturityAmountKobo };
}

describe("Fineract's FixedDepositTest maturity amounts", () => {
  // The test submits on the first day of last month: run on 2026-11-27, 2026-10-01.
  it('testMaturityAmountForMonthlyCompoundingAndMonthlyPosting_With_365_Days', () => {
    expect(fineractCase('2026-10-01', 365, 1)).toEqual({
      loopKobo: 108_487_09,
      oursKobo: 108_487_09,
    });
  });

  it('testMaturityAmountForMonthlyCompoundingAndMonthlyPosting_With_360_Days', () => {
    expect(fineractCase('2026-10-01', 360, 1)).toEqual({
      loopKobo: 108_609_54,
      oursKobo: 108_609_54,
    });
  });

  // The test submits on the first of January of the current year.
  it('testFixedDepositWithQuarterlyCompoundingAndQuarterlyPosting_365_Days', () => {
    expect(fineractCase('2026-01-01', 365, 3)).toEqual({
      loopKobo: 108_398_71,
      oursKobo: 108_398_71,
    });
  });

  it('testFixedDepositWithQuarterlyCompoundingAndQuarterlyPosting_360_Days', () => {
    expect(fineractCase('2026-01-01', 360, 3)).toEqual({
      loopKobo: 108_519_19,
      oursKobo: 108_519_19,
    });
  });

  it('testFixedDepositWithBi_AnnualCompoundingAndPosting_365_Days', () => {
    expect(fineractCase('2026-01-01', 365, 6)).toEqual({
      loopKobo: 108_334_59,
      oursKobo: 108_334_59,
    });
  });

  it('testFixedDepositWithBi_AnnualCompoundingAndPosting_360_Days', () => {
    expect(fineractCase('2026-01-01', 360, 6)).toEqual({
      loopKobo: 108_453_23,
      oursKobo: 108_453_23,
    });
  });

  // Activated 32 days, a month and a day before the closing day (2026-03-15): 2026-01-10, 64
  // days. The chart gives 5% for the 2 months held, less the 2% penal rate: simple interest at 3%
  // for the days held, principal + interestPerDay × principal × days = 100526.03.
  it('testPrematureClosureAmountWithPenalInterestTillPrematureWithdrawal_With_365_Days', () => {
    const expected = toKobo(100000 + (0.03 / 365) * 100000 * 64);
    const figures = liquidationFigures(
      {
        principalKobo: 100_000_00,
        annualInterestRate: '5',
        tenure: { months: 14 },
        interestType: 'SIMPLE',
        daysInYear: 365,
        startDate: '2026-01-10',
      },
      { kind: 'REDUCED_RATE', annualInterestRate: '3' },
      '2026-03-15',
    );
    expect([expected, figures.payoutKobo, figures.daysHeld]).toEqual([100_526_03, 100_526_03, 64]);
  });
});

const SIMPLE_YEAR: TermDepositTerms = {
  principalKobo: 1_000_000_00,
  annualInterestRate: '12.5',
  tenure: { months: 12 },
  interestType: 'SIMPLE',
  startDate: '2026-01-01',
  withholdingTaxRate: '10',
};

describe('maturityFigures', () => {
  it('pays simple interest on the principal for the days held, less 10% withholding tax', () => {
    expect(maturityFigures(SIMPLE_YEAR)).toEqual({
      maturityDate: '2027-01-01',
      tenorDays: 365,
      interestKobo: 125_000_00,
      withholdingTaxKobo: 12_500_00,
      maturityAmountKobo: 1_125_000_00,
      netMaturityAmountKobo: 1_112_500_00,
    });
  });

  it('counts a 91-day deposit in days and rounds its interest once, half to even', () => {
    // ₦1,000,000 × 10% × 91 / 365 = ₦24,931.506849…
    const figures = maturityFigures({
      ...SIMPLE_YEAR,
      annualInterestRate: '10',
      tenure: { days: 91 },
    });
    expect([figures.maturityDate, figures.interestKobo]).toEqual(['2026-04-02', 24_931_51]);
  });

  it('counts each day of a leap year as 1/366 with ACTUAL, and the rest as 1/365', () => {
    // 2027-07-01 to 2028-07-01: 184 days of 2027 and 182 of 2028.
    const figures = maturityFigures({
      ...SIMPLE_YEAR,
      annualInterestRate: '10',
      daysInYear: 'ACTUAL',
      startDate: '2027-07-01',
    });
    const exact = 1_000_000_00 * 0.1 * (184 / 365 + 182 / 366);
    expect(figures.interestKobo).toBe(Math.round(exact));
    expect(figures.tenorDays).toBe(366);
  });

  it('compounds a quarter that is longer than the tenure as simple interest', () => {
    const simple = maturityFigures({ ...SIMPLE_YEAR, tenure: { months: 2 } });
    const compound = maturityFigures({
      ...SIMPLE_YEAR,
      tenure: { months: 2 },
      interestType: 'COMPOUND',
      compoundingPeriodMonths: 12,
    });
    expect(compound).toEqual(simple);
  });

  it('ends a month deposit started on 31 January on the last day of February', () => {
    const figures = maturityFigures({
      ...SIMPLE_YEAR,
      tenure: { months: 1 },
      startDate: '2026-01-31',
    });
    expect([figures.maturityDate, figures.tenorDays]).toEqual(['2026-02-28', 28]);
  });
});

describe('accruedInterestKobo', () => {
  it('is nothing on the first day, grows by the day and is the whole interest at maturity', () => {
    const terms: TermDepositTerms = {
      ...SIMPLE_YEAR,
      interestType: 'COMPOUND',
      compoundingPeriodMonths: 3,
    };
    const { interestKobo, maturityDate } = maturityFigures(terms);
    expect(accruedInterestKobo(terms, '2025-12-31')).toBe(0);
    expect(accruedInterestKobo(terms, '2026-01-01')).toBe(0);
    // One day: ₦1,000,000 × 12.5% ÷ 365 = ₦342.4657…
    expect(accruedInterestKobo(terms, '2026-01-02')).toBe(342_47);
    expect(accruedInterestKobo(terms, maturityDate)).toBe(interestKobo);
    expect(accruedInterestKobo(terms, '2030-01-01')).toBe(interestKobo);
  });
});

describe('liquidationFigures', () => {
  const DAY_100 = '2026-04-11';

  it('forfeits a share of the interest earned and taxes only what is paid', () => {
    const figures = liquidationFigures(
      SIMPLE_YEAR,
      { kind: 'INTEREST_SHARE', percent: '25' },
      DAY_100,
    );
    // ₦1,000,000 × 12.5% × 100 / 365 = ₦34,246.58; a quarter forfeited.
    expect(figures).toEqual({
      liquidationDate: DAY_100,
      daysHeld: 100,
      interestEarnedKobo: 34_246_58,
      penaltyKobo: 8_561_64,
      interestPaidKobo: 25_684_94,
      withholdingTaxKobo: 2_568_49,
      payoutKobo: 1_000_000_00 + 25_684_94 - 2_568_49,
    });
  });

  it('works the interest again at the reduced rate, never above what was earned', () => {
    const reduced = liquidationFigures(
      SIMPLE_YEAR,
      { kind: 'REDUCED_RATE', annualInterestRate: '5' },
      DAY_100,
    );
    expect([reduced.interestPaidKobo, reduced.penaltyKobo]).toEqual([13_698_63, 20_547_95]);
    const higher = liquidationFigures(
      SIMPLE_YEAR,
      { kind: 'REDUCED_RATE', annualInterestRate: '20' },
      DAY_100,
    );
    expect([higher.interestPaidKobo, higher.penaltyKobo]).toEqual([34_246_58, 0]);
  });

  it('pays the interest earned without a penalty, and no interest on the first day', () => {
    expect(liquidationFigures(SIMPLE_YEAR, { kind: 'NONE' }, DAY_100).penaltyKobo).toBe(0);
    expect(liquidationFigures(SIMPLE_YEAR, { kind: 'NONE' }, '2026-01-01').payoutKobo).toBe(
      1_000_000_00,
    );
  });
});

describe('termProblems', () => {
  const codes = (terms: Partial<TermDepositTerms> & Record<string, unknown>) =>
    termProblems({ ...SIMPLE_YEAR, ...terms } as TermDepositTerms).map((p) => [p.field, p.code]);

  it('accepts good terms', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ interestType: 'COMPOUND', compoundingPeriodMonths: 6 })).toEqual([]);
  });

  it('refuses a compounding period that does not divide the year', () => {
    for (const period of [undefined, 0, 2, 7, 24]) {
      expect(codes({ interestType: 'COMPOUND', compoundingPeriodMonths: period })).toEqual([
        ['compoundingPeriodMonths', 'compounding_period_invalid'],
      ]);
    }
  });

  it('refuses both tenures, neither, and one out of range', () => {
    expect(codes({ tenure: { months: 3, days: 90 } as never })).toEqual([
      ['tenure', 'term_deposit_tenure_invalid'],
    ]);
    expect(codes({ tenure: {} as never })).toEqual([['tenure', 'term_deposit_tenure_invalid']]);
    expect(codes({ tenure: { months: 121 } })).toEqual([
      ['tenureMonths', 'term_deposit_tenure_out_of_range'],
    ]);
    expect(codes({ tenure: { days: 0 } })).toEqual([
      ['tenureDays', 'term_deposit_tenure_out_of_range'],
    ]);
  });

  it('refuses a rate with 5 decimals, a bad principal, tax above 100% and a non-date', () => {
    expect(
      codes({
        annualInterestRate: '12.12345',
        principalKobo: 0,
        withholdingTaxRate: '100.5',
        startDate: '2026-02-30',
        daysInYear: 364 as never,
      }),
    ).toEqual([
      ['principalKobo', 'term_deposit_principal_invalid'],
      ['annualInterestRate', 'interest_rate_invalid'],
      ['daysInYear', 'term_deposit_days_in_year_invalid'],
      ['startDate', 'term_deposit_date_invalid'],
      ['withholdingTaxRate', 'term_deposit_tax_rate_invalid'],
    ]);
  });
});
