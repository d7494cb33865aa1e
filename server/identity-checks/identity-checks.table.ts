/** A tenant's connection to NIBSS's BVN service or NIMC's NIN service; secrets never answered. */
export interface IdentityServiceTable {
  tenant_id: string;
  /** bvn or nin. */
  service: string;
  endpoint: string;
  organisation_code: string;
  username: string | null;
  password: string | null;
  aes_key: string | null;
  iv_key: string | null;
  timeout_ms: number;
  updated_at: string;
  updated_by: string;
}

/** One check of a customer's BVN or NIN; never the service's photo or raw answer. */
export interface CustomerIdentityCheckTable {
  id: string;
  tenant_id: string;
  customer_id: string;
  /** BVN or NIN. */
  kind: string;
  /** MATCHED, MISMATCH, NOT_FOUND or UNAVAILABLE. */
  state: string;
  /** Comma-separated NAME, DATE_OF_BIRTH, PHONE; empty unless MISMATCH. */
  mismatched_fields: string;
  response_code: string | null;
  message: string;
  /** SHA-256 of the number and the identity compared (see identity-fingerprint.ts). */
  identity_fingerprint: string;
  checked_at: string;
  checked_by: string;
}

declare module '../db/schema' {
  interface DB {
    identity_service: IdentityServiceTable;
    customer_identity_check: CustomerIdentityCheckTable;
  }
}
