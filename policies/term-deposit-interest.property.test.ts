import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './date-input';
import {
  accruedInterestKobo,
  COMPOUNDING_PERIODS_MONTHS,
  DAYS_IN_YEAR_OPTIONS,
  daysBetween,
  type LiquidationPenalty,
  liquidationFigures,
  maturityFigures,
  type TermDepositTerms,
  termProblems,
} from './term-deposit-interest';

const isoDay = (days: number) => addDays('2000-01-01', days);

/** A rate as decimal text with up to 4 decimals, 0 to 60 percent. */
const rateText = fc.integer({ min: 0, max: 600_000 }).map((tenThousandths) => {
  const whole = Math.floor(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000).padStart(4, '0');
  return `${whole}.${fraction}`;
});

/** Any terms termProblems accepts. */
const validTerms: fc.Arbitrary<TermDepositTerms> = fc
  .record({
    principalKobo: fc.integer({ min: 1, max: 10_000_000_000_00 }),
    annualInterestRate: rateText,
    tenure: fc.oneof(
      fc.integer({ min: 1, max: 60 }).map((months) => ({ months })),
      fc.integer({ min: 1, max: 1_830 }).map((days) => ({ days })),
    ),
    compoundingPeriodMonths: fc.constantFrom(...COMPOUNDING_PERIODS_MONTHS),
    daysInYear: fc.constantFrom(...DAYS_IN_YEAR_OPTIONS),
    startDay: fc.integer({ min: 0, max: 15_000 }),
    withholdingTaxRate: fc.integer({ min: 0, max: 1_000_000 }).map((n) => String(n / 10_000)),
  })
  .map(({ startDay, ...r }) => ({
    ...r,
    interestType: 'COMPOUND' as const,
    startDate: isoDay(startDay),
  }))
  .filter((terms) => termProblems(terms).length === 0);

const simpleOf = (terms: TermDepositTerms): TermDepositTerms => ({
  ...terms,
  interestType: 'SIMPLE',
});

const penalty: fc.Arbitrary<LiquidationPenalty> = fc.oneof(
  fc.constant({ kind: 'NONE' } as const),
  rateText.map((percent) => ({ kind: 'INTEREST_SHARE', percent }) as const),
  rateText.map((annualInterestRate) => ({ kind: 'REDUCED_RATE', annualInterestRate }) as const),
);

describe('any valid terms', () => {
  it('give simple interest of exactly P × r × days ÷ 365 (or 360), rounded once', () => {
    fc.assert(
      fc.property(validTerms, (compound) => {
        const daysInYear = compound.daysInYear === 360 ? 360 : 365;
        const terms = { ...simpleOf(compound), daysInYear } satisfies TermDepositTerms;
        const { interestKobo, tenorDays } = maturityFigures(terms);
        const [whole, fraction = ''] = terms.annualInterestRate.split('.');
        const scaled = BigInt(`${whole}${fraction.padEnd(4, '0')}`);
        const numerator = BigInt(terms.principalKobo) * scaled * BigInt(tenorDays);
        const denominator = 100n * 10_000n * BigInt(terms.daysInYear);
        // Half-even by hand: the nearest integer, a tie to the even one.
        const quotient = numerator / denominator;
        const twice = (numerator % denominator) * 2n;
        const up = twice > denominator || (twice === denominator && quotient % 2n === 1n);
        expect(BigInt(interestKobo)).toBe(up ? quotient + 1n : quotient);
      }),
    );
  });

  it('earn at least as much compounded as simple', () => {
    fc.assert(
      fc.property(validTerms, (terms) => {
        expect(maturityFigures(terms).interestKobo).toBeGreaterThanOrEqual(
          maturityFigures(simpleOf(terms)).interestKobo,
        );
      }),
    );
  });

  it('withhold no more tax than the interest, and net = gross − tax', () => {
    fc.assert(
      fc.property(validTerms, (terms) => {
        const figures = maturityFigures(terms);
        expect(figures.withholdingTaxKobo).toBeGreaterThanOrEqual(0);
        expect(figures.withholdingTaxKobo).toBeLessThanOrEqual(figures.interestKobo);
        expect(figures.netMaturityAmountKobo).toBe(
          figures.maturityAmountKobo - figures.withholdingTaxKobo,
        );
      }),
    );
  });

  it('accrue a figure that never falls and whose daily steps add up to the interest', () => {
    fc.assert(
      fc.property(
        validTerms.filter((t) => maturityFigures(t).tenorDays <= 400),
        (terms) => {
          const { interestKobo, tenorDays } = maturityFigures(terms);
          let yesterday = 0;
          let posted = 0;
          for (let day = 0; day <= tenorDays + 1; day += 1) {
            const today = accruedInterestKobo(terms, addDays(terms.startDate, day));
            expect(today).toBeGreaterThanOrEqual(yesterday);
            posted += today - yesterday;
            yesterday = today;
          }
          expect(posted).toBe(interestKobo);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('pay out no more on an early liquidation than at maturity, tax within the interest paid', () => {
    fc.assert(
      fc.property(
        validTerms,
        penalty,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (terms, p, at) => {
          const maturity = maturityFigures(terms);
          const date = addDays(terms.startDate, Math.floor(maturity.tenorDays * at));
          const figures = liquidationFigures(terms, p, date);
          expect(figures.payoutKobo).toBeLessThanOrEqual(maturity.maturityAmountKobo);
          expect(figures.interestPaidKobo).toBeLessThanOrEqual(figures.interestEarnedKobo);
          expect(figures.penaltyKobo).toBeGreaterThanOrEqual(0);
          expect(figures.withholdingTaxKobo).toBeLessThanOrEqual(figures.interestPaidKobo);
          expect(figures.daysHeld).toBe(daysBetween(terms.startDate, date));
        },
      ),
    );
  });
});
