import { describe, expect, it } from 'vitest';
import type { TrialBalance } from '../../../api/reports.api';
import { checkTrialBalance } from './trial-balance-check';

const row = (code: string, debitKobo: number, creditKobo: number) => ({
  accountId: `gl-${code}`,
  code,
  name: code,
  type: 'ASSET' as const,
  debitKobo,
  creditKobo,
});

function trialBalance(fields: Partial<TrialBalance>): TrialBalance {
  return {
    asOf: '2026-05-04',
    rows: [row('1100', 150000, 0), row('2100', 0, 150000)],
    totalDebitKobo: 150000,
    totalCreditKobo: 150000,
    ...fields,
  };
}

describe('checkTrialBalance', () => {
  it('passes equal totals that are the sums of their rows', () => {
    expect(checkTrialBalance(trialBalance({}))).toEqual({
      rowsDebitKobo: 150000n,
      rowsCreditKobo: 150000n,
      balanced: true,
      rowsAddUp: true,
    });
  });

  it('fails totals that differ', () => {
    const check = checkTrialBalance(
      trialBalance({
        rows: [row('1100', 150000, 0), row('2100', 0, 100000)],
        totalCreditKobo: 100000,
      }),
    );
    expect([check.balanced, check.rowsAddUp]).toEqual([false, true]);
  });

  it('fails equal totals that the rows do not add up to', () => {
    const check = checkTrialBalance(trialBalance({ totalDebitKobo: 1, totalCreditKobo: 1 }));
    expect([check.balanced, check.rowsAddUp]).toEqual([true, false]);
  });

  it('passes an empty ledger', () => {
    const check = checkTrialBalance(
      trialBalance({ rows: [], totalDebitKobo: 0, totalCreditKobo: 0 }),
    );
    expect([check.balanced, check.rowsAddUp]).toEqual([true, true]);
  });

  it('adds past 2^53 kobo exactly', () => {
    const big = 9_000_000_000_000_000;
    const check = checkTrialBalance({
      rows: [row('1', big, 0), row('2', big, 0), row('3', 0, big), row('4', 0, big)],
      totalDebitKobo: big,
      totalCreditKobo: big,
    });
    expect(check.rowsDebitKobo).toBe(18_000_000_000_000_000n);
    expect(check.rowsAddUp).toBe(false);
  });
});
