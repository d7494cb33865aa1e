/** A budget line; `branch_id` is '' for the whole bank (see migration 0038). */
export interface BudgetLineTable {
  id: string;
  tenant_id: string;
  year: number;
  month: number;
  branch_id: string;
  gl_account_id: string;
  amount_kobo: number;
  note: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

declare module '../db/schema' {
  interface DB {
    budget_line: BudgetLineTable;
  }
}
