export interface DepositAccountTable {
  id: string;
  tenant_id: string;
  account_number: string;
  name: string;
  customer_id: string;
  product_id: string;
  branch_id: string;
  /** PENDING, ACTIVE, DORMANT, FROZEN or CLOSED (the deposit-account chart). */
  status: string;
  /** While FROZEN: ACTIVE or DORMANT, where unfreezing returns. */
  frozen_from: string | null;
  /** Customer-positive: credits less debits. */
  ledger_balance_kobo: number;
  holds_kobo: number;
  overdraft_limit_kobo: number;
  /** The product's minimum balance when the account was opened: debits must leave at least this. */
  minimum_balance_kobo: number;
  opened_at: string;
  closed_at: string | null;
}

export interface AccountHoldTable {
  id: string;
  tenant_id: string;
  account_id: string;
  amount_kobo: number;
  reason: string;
  /** ACTIVE or RELEASED. */
  status: string;
  placed_by: string;
  placed_at: string;
  released_at: string | null;
}

declare module '../db/schema' {
  interface DB {
    deposit_account: DepositAccountTable;
    account_hold: AccountHoldTable;
  }
}
