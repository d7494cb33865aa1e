/** A branch's vault: the branch's vault cash GL account. */
export interface TillVaultTable {
  id: string;
  tenant_id: string;
  branch_id: string;
  gl_account_id: string;
  created_at: string;
}

/** A till of a branch; its cash is the balance of its own GL account. */
export interface TillTable {
  id: string;
  tenant_id: string;
  branch_id: string;
  code: string;
  name: string;
  /** ACTIVE or INACTIVE. */
  status: string;
  soft_limit_kobo: number | string | bigint;
  hard_limit_kobo: number | string | bigint;
  gl_account_id: string;
  created_at: string;
  updated_at: string;
}

/** A teller's day at a till; its status is a state of machines/till-session.machine.ts. */
export interface TillSessionTable {
  id: string;
  tenant_id: string;
  till_id: string;
  branch_id: string;
  teller_id: string;
  business_date: string;
  status: string;
  /**
   * The till's id while the session holds it (not yet CLOSED), else null: a unique index on it
   * lets only one session hold a till, also under concurrent requests. `open_teller_key` does the
   * same for the teller.
   */
  open_till_key: string | null;
  open_teller_key: string | null;
  opening_balance_kobo: number | string | bigint | null;
  /** JSON list of { valueKobo, pieces }. */
  opening_count: string | null;
  opening_count_kobo: number | string | bigint | null;
  closing_count: string | null;
  closing_count_kobo: number | string | bigint | null;
  expected_cash_kobo: number | string | bigint | null;
  variance_kobo: number | string | bigint | null;
  variance_request_id: string | null;
  opening_entry_id: string | null;
  variance_entry_id: string | null;
  assigned_by: string;
  created_at: string;
  opened_at: string | null;
  closed_at: string | null;
  reconciled_at: string | null;
  updated_at: string;
}

/** A cash deposit or withdrawal at the counter. */
export interface TillCashTransactionTable {
  id: string;
  tenant_id: string;
  reference: string;
  /** DEPOSIT, WITHDRAWAL or LOAN_REPAYMENT. */
  kind: string;
  /** AWAITING_APPROVAL, POSTED, REJECTED, REVERSAL_PENDING or REVERSED. */
  status: string;
  session_id: string;
  till_id: string;
  branch_id: string;
  teller_id: string;
  account_id: string;
  /** The loan a LOAN_REPAYMENT repaid; null otherwise. */
  loan_id: string | null;
  amount_kobo: number | string | bigint;
  party_name: string;
  party_phone: string;
  narration: string;
  /** JSON list of { valueKobo, pieces }. */
  denominations: string;
  entry_id: string | null;
  approval_request_id: string | null;
  reversal_request_id: string | null;
  reversal_entry_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Cash sent from the vault to a till (PICKUP) or from a till to the vault (DROP). */
export interface TillCashMovementTable {
  id: string;
  tenant_id: string;
  reference: string;
  kind: string;
  /** IN_TRANSIT, CONFIRMED or CANCELLED. */
  status: string;
  till_id: string;
  branch_id: string;
  session_id: string | null;
  amount_kobo: number | string | bigint;
  denominations: string;
  sent_by: string;
  confirmed_by: string | null;
  entry_id: string | null;
  created_at: string;
  confirmed_at: string | null;
}

declare module '../db/schema' {
  interface DB {
    till_vault: TillVaultTable;
    till: TillTable;
    till_session: TillSessionTable;
    till_cash_transaction: TillCashTransactionTable;
    till_cash_movement: TillCashMovementTable;
  }
}
