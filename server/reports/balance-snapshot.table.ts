/**
 * A closing balance kept by the close of business: kind GL (subject: the GL account, branch
 * empty; debit-positive), DEPOSIT (subject: the deposit product; the sum of its accounts in a
 * branch) or LOAN_PRINCIPAL, LOAN_INTEREST, LOAN_FEE, LOAN_PENALTY (subject: the loan product).
 */
export interface BalanceSnapshotTable {
  tenant_id: string;
  business_date: string;
  kind: string;
  subject_id: string;
  branch_id: string;
  amount_kobo: number | string | bigint;
  item_count: number;
  run_id: string;
  created_at: string;
}

declare module '../db/schema' {
  interface DB {
    balance_snapshot: BalanceSnapshotTable;
  }
}
