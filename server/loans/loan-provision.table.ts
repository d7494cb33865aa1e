/**
 * One loan loss provisioning run: what the portfolio required as of its processing date, what
 * the allowance held before, and what the run posted to close the gap (positive raises the
 * allowance, negative releases it; zero posts no entry). Append-only.
 */
export interface LoanProvisionRunTable {
  id: string;
  tenant_id: string;
  run_date: string;
  /** 1 for the first run of the date, 2 for the next, ... */
  run_number: number;
  loan_count: number;
  required_kobo: number;
  allowance_before_kobo: number;
  posted_kobo: number;
  entry_id: string | null;
  entry_number: string | null;
  /** The username of who ran it. */
  created_by: string;
  created_at: string;
}

declare module '../db/schema' {
  interface DB {
    loan_provision_run: LoanProvisionRunTable;
  }
}
