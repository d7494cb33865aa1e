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

declare module '../db/schema' {
  interface DB {
    gl_mapping: GlMappingTable;
  }
}
