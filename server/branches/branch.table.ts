export interface BranchTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  /** ACTIVE or INACTIVE. */
  status: string;
  created_at: string;
  updated_at: string;
}

declare module '../db/schema' {
  interface DB {
    branch: BranchTable;
  }
}
