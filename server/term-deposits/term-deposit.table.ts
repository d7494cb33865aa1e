type Kobo = number | string | bigint;

/**
 * A term deposit product. `penalty` is the contract's TermLiquidationPenalty as JSON;
 * `maturity_instructions` and `rate_chart` are JSON lists (policies/term-deposit-product.ts).
 * `days_in_year` is '365', '360' or 'ACTUAL'.
 */
export interface TermDepositProductTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  status: string;
  version: number;
  tenor_unit: string;
  min_tenor: number;
  max_tenor: number;
  min_amount_kobo: Kobo;
  max_amount_kobo: Kobo;
  interest_type: string;
  compounding_period_months: number | null;
  days_in_year: string;
  interest_payout: string;
  payout_period_months: number | null;
  withholding_tax: number;
  penalty: string;
  maturity_instructions: string;
  rate_chart: string;
  created_at: string;
  updated_at: string;
}

/**
 * A term deposit, with the terms it was booked with (copied from its product, which may change
 * later) and its figures. Its status is a state of machines/term-deposit.machine.ts.
 * `gl_principal_kobo` and `gl_accrued_kobo` are its share of the term deposit control account and
 * of the interest payable account, moved only by the term deposit sub-ledger inside a posting;
 * `accrued_interest_kobo` is the interest accrued over its life (to `last_accrued_on`).
 */
export interface TermDepositTable {
  id: string;
  tenant_id: string;
  deposit_number: string;
  status: string;
  version: number;
  customer_id: string;
  account_id: string;
  branch_id: string;
  product_id: string;
  principal_kobo: Kobo;
  annual_interest_rate: string;
  tenor: number;
  tenor_unit: string;
  interest_type: string;
  compounding_period_months: number | null;
  days_in_year: string;
  interest_payout: string;
  payout_period_months: number | null;
  /** The tenant's rate when booked, '0' when the product withholds no tax. */
  withholding_tax_rate: string;
  penalty: string;
  start_date: string;
  maturity_date: string;
  interest_kobo: Kobo;
  withholding_tax_kobo: Kobo;
  maturity_amount_kobo: Kobo;
  net_maturity_amount_kobo: Kobo;
  accrued_interest_kobo: Kobo;
  last_accrued_on: string | null;
  interest_paid_kobo: Kobo;
  gl_principal_kobo: Kobo;
  gl_accrued_kobo: Kobo;
  maturity_instruction: string;
  /** ACCOUNT or CASH. */
  funding: string;
  till_session_id: string | null;
  lien_reason: string | null;
  lien_loan_id: string | null;
  lien_placed_at: string | null;
  lien_placed_by: string | null;
  rolled_from_id: string | null;
  rolled_into_id: string | null;
  approval_request_id: string | null;
  hold_id: string | null;
  booking_entry_id: string | null;
  closing_entry_id: string | null;
  closed_on: string | null;
  narration: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** Interest accrued for one deposit from `from_date` to `to_date` (both inclusive), posted once. */
export interface TermDepositAccrualTable {
  id: string;
  tenant_id: string;
  deposit_id: string;
  from_date: string;
  to_date: string;
  amount_kobo: Kobo;
  entry_id: string | null;
  created_at: string;
}

/** One transition of a deposit's chart, or a note on it (a lien placed), append-only. */
export interface TermDepositEventTable {
  id: string;
  tenant_id: string;
  deposit_id: string;
  at: string;
  from_status: string | null;
  to_status: string;
  note: string;
  by_name: string;
  entry_id: string | null;
}

/** A tenant that holds term deposits, for the background work that reads across tenants. */
export interface TermDepositTenantTable {
  tenant_id: string;
}

declare module '../db/schema' {
  interface DB {
    term_deposit_product: TermDepositProductTable;
    term_deposit: TermDepositTable;
    term_deposit_accrual: TermDepositAccrualTable;
    term_deposit_event: TermDepositEventTable;
    term_deposit_tenant: TermDepositTenantTable;
  }
}
