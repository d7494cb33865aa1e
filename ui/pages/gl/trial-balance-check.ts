import type { TrialBalance } from '../../../api/reports.api';

export interface TrialBalanceCheck {
  readonly rowsDebitKobo: bigint;
  readonly rowsCreditKobo: bigint;
  /** The debit total equals the credit total. */
  readonly balanced: boolean;
  /** Each total is the sum of its column of rows. */
  readonly rowsAddUp: boolean;
}

/**
 * The trial balance is asserted, not trusted (DESIGN.md "Money and the ledger"): its totals must
 * be equal and must be the sums of the rows shown. Sums are BigInt, exact at any size.
 */
export function checkTrialBalance(
  trialBalance: Pick<TrialBalance, 'rows' | 'totalDebitKobo' | 'totalCreditKobo'>,
): TrialBalanceCheck {
  let rowsDebitKobo = 0n;
  let rowsCreditKobo = 0n;
  for (const row of trialBalance.rows) {
    rowsDebitKobo += BigInt(row.debitKobo);
    rowsCreditKobo += BigInt(row.creditKobo);
  }
  const totalDebit = BigInt(trialBalance.totalDebitKobo);
  const totalCredit = BigInt(trialBalance.totalCreditKobo);
  return {
    rowsDebitKobo,
    rowsCreditKobo,
    balanced: totalDebit === totalCredit,
    rowsAddUp: rowsDebitKobo === totalDebit && rowsCreditKobo === totalCredit,
  };
}
