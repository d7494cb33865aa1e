import type { Generated } from 'kysely';

/**
 * A loan product. Its terms (pricing, schedule, charges, penalty, allocation, early repayment)
 * are one JSON document, read and written whole: a loan copies them when it is booked, so no
 * query ever looks inside them.
 */
export interface LoanProductTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  /** ACTIVE or RETIRED. */
  status: string;
  terms: string;
  created_at: string;
  updated_at: string;
}

/**
 * A loan; its status is a state of machines/loan.machine.ts. The *_outstanding_kobo columns are
 * the loan's sub-ledger balances by component, moved only by the ledger's postings through
 * loan-subledger.ts, so each equals the loan's share of its GL control account.
 */
export interface LoanTable {
  id: string;
  tenant_id: string;
  loan_number: string;
  application_id: string | null;
  customer_id: string;
  product_id: string;
  account_id: string;
  officer_id: string;
  branch_id: string | null;
  purpose: string;
  status: string;
  principal_kobo: number;
  annual_interest_rate: string;
  number_of_repayments: number;
  /** The product's terms as they were when the loan was booked (JSON). */
  terms: string;
  expected_disbursement_date: string;
  disbursement_date: string | null;
  maturity_date: string | null;
  disbursement_charges_kobo: number;
  principal_outstanding_kobo: number;
  interest_outstanding_kobo: number;
  fee_outstanding_kobo: number;
  penalty_outstanding_kobo: number;
  closed_on: string | null;
  topped_up_by_loan_id: string | null;
  top_up_of_loan_id: string | null;
  /** The approval request a write-off waits on, while it waits. */
  write_off_request_id: string | null;
  /** Interest recognised as income so far, by the daily accrual or by payments (decision 070). */
  interest_accrued_kobo: Generated<number>;
  /** The last date the close of business accrued the loan's interest to. */
  interest_accrued_to: string | null;
  /** Arrears as the close of business last read them, on `arrears_on`. */
  arrears_days: Generated<number>;
  arrears_bucket: string | null;
  arrears_since: string | null;
  arrears_on: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One instalment of a disbursed loan: what the schedule asks and what was paid or waived. */
export interface LoanInstalmentTable {
  id: string;
  tenant_id: string;
  loan_id: string;
  number: number;
  due_date: string;
  days: number;
  principal_kobo: number;
  interest_kobo: number;
  fee_kobo: number;
  penalty_kobo: number;
  /** The principal left after this instalment, as scheduled. */
  balance_kobo: number;
  principal_paid_kobo: number;
  interest_paid_kobo: number;
  fee_paid_kobo: number;
  penalty_paid_kobo: number;
  /** Interest forgiven by a payoff (not earned yet). */
  interest_waived_kobo: number;
  /** The date its late-payment penalty was charged; it is charged once. */
  penalty_charged_on: string | null;
}

/** Append-only: one row per posting that moved a loan. */
export interface LoanTransactionTable {
  id: string;
  tenant_id: string;
  loan_id: string;
  type: string;
  posting_date: string;
  amount_kobo: number;
  principal_kobo: number;
  interest_kobo: number;
  fee_kobo: number;
  penalty_kobo: number;
  interest_waived_kobo: number;
  outstanding_kobo: number;
  entry_id: string;
  entry_number: string;
  narration: string;
  created_by: string;
  created_at: string;
}

declare module '../db/schema' {
  interface DB {
    loan_product: LoanProductTable;
    loan: LoanTable;
    loan_instalment: LoanInstalmentTable;
    loan_transaction: LoanTransactionTable;
  }
}
