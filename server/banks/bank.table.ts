/** An institution reachable over NIP, in the tenant's list of banks. */
export interface BankTable {
  id: string;
  tenant_id: string;
  name: string;
  /** The CBN's 3-digit bank code; null for an institution without one. */
  cbn_code: string | null;
  /** The 6-digit NIP institution code, unique within the tenant. */
  nip_code: string;
  /** One of the contract's BankCategory values. */
  category: string;
  /** 1 while transfers may go to the institution, 0 after; SQLite has no boolean. */
  active: number;
  created_at: string;
}

declare module '../db/schema' {
  interface DB {
    bank: BankTable;
  }
}
