/** A tenant: one bank or microfinance bank, apart from every other. */
export interface TenantTable {
  id: string;
  name: string;
  /** ACTIVE or SUSPENDED. */
  status: string;
  /** The business date (YYYY-MM-DD) that postings are dated with; moved by end of day. */
  processing_date: string;
  /** The CBN institution code used for NUBAN check digits. */
  bank_code: string;
  created_at: string;
}

declare module '../db/schema' {
  interface DB {
    tenant: TenantTable;
  }
}
