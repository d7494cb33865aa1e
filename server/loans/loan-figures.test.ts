import { describe, expect, it } from 'vitest';
import type { InstalmentRecord } from './loan.repository';
import { payoffOf } from './loan-arithmetic';
import { dueFigures } from './loan-figures';
import type { LoanTerms } from './loan-product.rules';

const naira = (amount: number) => amount * 100;

function instalment(
  number: number,
  dueDate: string,
  principalNaira: number,
  interestNaira: number,
  paid: { principal?: number; interest?: number } = {},
): InstalmentRecord {
  return {
    id: `i-${number}`,
    number,
    dueDate,
    days: 30,
    principalKobo: naira(principalNaira),
    interestKobo: naira(interestNaira),
    feeKobo: 0,
    penaltyKobo: 0,
    balanceKobo: 0,
    principalPaidKobo: naira(paid.principal ?? 0),
    interestPaidKobo: naira(paid.interest ?? 0),
    feePaidKobo: 0,
    penaltyPaidKobo: 0,
    interestWaivedKobo: 0,
    penaltyChargedOn: null,
  };
}

/**
 * Worked by hand: the first instalment (₦100,000 + ₦10,000) is half paid, the second
 * (₦100,000 + ₦8,000) falls due today, the third (₦100,000 + ₦6,000) next month.
 */
const SCHEDULE = [
  instalment(1, '2026-01-31', 100_000, 10_000, { principal: 50_000, interest: 10_000 }),
  instalment(2, '2026-02-28', 100_000, 8_000),
  instalment(3, '2026-03-31', 100_000, 6_000),
];
const TODAY = '2026-02-28';

describe('due now, overdue and payoff today', () => {
  it('due now is every unpaid instalment due by today, overdue only those due before it', () => {
    // ₦50,000 left of the first and ₦108,000 of the second; only the first is late.
    expect(dueFigures('ACTIVE', SCHEDULE, TODAY)).toEqual({
      dueNowKobo: naira(158_000),
      overdueKobo: naira(50_000),
    });
  });

  it('owes nothing now on a loan that is not active', () => {
    expect(dueFigures('CLOSED_LIQUIDATED', SCHEDULE, TODAY)).toEqual({
      dueNowKobo: 0,
      overdueKobo: 0,
    });
  });

  it('pays off today with the interest earned to date and the early-repayment fee', () => {
    const terms = {
      earlyRepaymentInterest: 'INTEREST_TO_DATE',
      earlyRepaymentFeePercent: '1',
    } as LoanTerms;
    const payoff = payoffOf(terms, '2026-01-01', SCHEDULE, TODAY);
    // ₦250,000 of principal and ₦8,000 of interest due by today; the third instalment's
    // period has run no day, so its ₦6,000 is waived; 1 % of the ₦100,000 not yet due.
    expect(payoff.principalKobo).toBe(naira(250_000));
    expect(payoff.interestKobo).toBe(naira(8_000));
    expect(payoff.interestWaivedKobo).toBe(naira(6_000));
    expect(payoff.earlyRepaymentFeeKobo).toBe(naira(1_000));
    expect(payoff.totalKobo).toBe(naira(259_000));
  });
});
