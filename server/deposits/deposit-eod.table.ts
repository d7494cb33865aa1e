/** A periodic account fee levied by the close of business: one row per account, charge and month. */
export interface AccountFeeLevyTable {
  tenant_id: string;
  account_id: string;
  charge_id: string;
  /** YYYY-MM. */
  period: string;
  /** What the charge asked for. */
  fee_kobo: number;
  /** What the account could pay of it (decision 071). */
  charged_kobo: number;
  entry_id: string | null;
}

/** Savings interest posted by the close of business: one row per account and period end. */
export interface SavingsInterestPostingTable {
  tenant_id: string;
  account_id: string;
  period_end: string;
  period_start: string;
  /** The sum of the period's daily closing balances. */
  balance_days_kobo: number;
  interest_kobo: number;
  entry_id: string | null;
}

/** A status change the close of business made on a deposit account (dormancy). */
export interface DepositAccountStatusChangeTable {
  tenant_id: string;
  account_id: string;
  changed_on: string;
  from_status: string;
  to_status: string;
  reason: string;
  run_id: string | null;
}

declare module '../db/schema' {
  interface DB {
    account_fee_levy: AccountFeeLevyTable;
    savings_interest_posting: SavingsInterestPostingTable;
    deposit_account_status_change: DepositAccountStatusChangeTable;
  }
}
