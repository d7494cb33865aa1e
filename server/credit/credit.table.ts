/** One saved version of a tenant's credit scorecard; versions are only ever added. */
export interface CreditScorecardTable {
  id: string;
  tenant_id: string;
  version: number;
  name: string;
  /** The ScorecardDefinition's characteristics and cut-offs, as JSON. */
  definition: string;
  created_by: string;
  created_at: string;
}

/** A credit application; its status is a state of machines/credit-application.machine.ts. */
export interface CreditApplicationTable {
  id: string;
  tenant_id: string;
  application_number: string;
  status: string;
  customer_id: string;
  product_id: string;
  principal_kobo: number | string | bigint;
  number_of_repayments: number;
  /** Decimal text, percent per year, as the loan product holds it. */
  annual_interest_rate: string;
  account_id: string;
  purpose: string;
  monthly_income_kobo: number | string | bigint;
  employment_type: string;
  existing_obligations_kobo: number | string | bigint;
  bureau_max_days_in_arrears: number | null;
  officer_id: string;
  branch_id: string | null;
  analyst_id: string | null;
  scorecard_id: string | null;
  /** The latest CreditScore as JSON; grade and total_points repeat it for lists. */
  score: string | null;
  grade: string | null;
  total_points: number | null;
  /** The analyst's { decision, note } as JSON. */
  recommendation: string | null;
  decision_reason: string | null;
  approval_request_id: string | null;
  loan_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One step in an application's history; rows are only ever added. */
export interface CreditApplicationEventTable {
  id: string;
  tenant_id: string;
  application_id: string;
  /** The application's status after the step. */
  status: string;
  action: string;
  /** Null for the server's own steps (an approval request expiring). */
  actor_id: string | null;
  reason: string | null;
  at: string;
}

declare module '../db/schema' {
  interface DB {
    credit_scorecard: CreditScorecardTable;
    credit_application: CreditApplicationTable;
    credit_application_event: CreditApplicationEventTable;
  }
}
