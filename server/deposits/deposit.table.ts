export interface DepositProductTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  /** SAVINGS or CURRENT. */
  subtype: string;
  interest_rate_bps: number;
  /** MONTHLY, QUARTERLY or ANNUALLY. */
  interest_posting_period: string;
  minimum_balance_kobo: number;
  overdraft_allowed: number;
  overdraft_limit_kobo: number;
  /** JSON list of charge ids. */
  charge_ids: string;
  /** ACTIVE or INACTIVE. */
  status: string;
  created_at: string;
}

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

/** A fee a product can levy on one of its events. */
export interface ChargeTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  /** DEPOSIT or LOAN: the kind of product that may levy it. */
  applies_to: string;
  /** FLAT (amount_kobo) or PERCENT (rate_bps of the amount). */
  calculation: string;
  amount_kobo: number | null;
  rate_bps: number | null;
  event: string;
  created_at: string;
}
