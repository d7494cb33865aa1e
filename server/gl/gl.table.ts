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

export interface GlMappingTable {
  id: string;
  tenant_id: string;
  /** '' for a tenant-wide mapping. */
  product_key: string;
  event: string;
  debit_account_id: string;
  credit_account_id: string;
  updated_by: string;
  updated_at: string;
}
