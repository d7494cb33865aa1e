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

declare module '../db/schema' {
  interface DB {
    deposit_product: DepositProductTable;
  }
}
