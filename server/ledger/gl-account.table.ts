export interface GlAccountTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  /** ASSET, LIABILITY, EQUITY, INCOME or EXPENSE. */
  type: string;
  parent_id: string | null;
  /** 1 for a header account, which groups others and takes no postings. */
  header: number;
  /** ACTIVE or INACTIVE. */
  status: string;
  /** Signed, debit-positive. */
  balance_kobo: number;
  created_at: string;
  updated_at: string;
}

declare module '../db/schema' {
  interface DB {
    gl_account: GlAccountTable;
  }
}
