export interface CustomerTable {
  id: string;
  tenant_id: string;
  customer_number: string;
  /** INDIVIDUAL or CORPORATE. */
  customer_type: string;
  display_name: string;
  phone: string;
  bvn: string | null;
  rc_number: string | null;
  /** ACTIVE, INACTIVE or BLACKLISTED. */
  status: string;
  branch_id: string | null;
  /** The rest of the contract's Customer, as JSON. */
  profile: string;
  created_by: string;
  created_at: string;
  /** Starts at 1, one more with every change applied; an edit names the one it read. */
  version: number;
  /** The approval request of the identity change that waits, if one does. */
  pending_change_id: string | null;
}

/** One change of a customer's record, as its history shows it; never updated or deleted. */
export interface CustomerChangeTable {
  id: string;
  tenant_id: string;
  customer_id: string;
  kind: string;
  /** JSON array of { field, label, before, after }, in words. */
  fields: string;
  actor_id: string;
  approval_request_id: string | null;
  approval_reference: string | null;
  at: string;
}

/**
 * One word a customer is found by (see search-tokens.ts), with copies of what a search filters
 * and sorts by, so that a search walks one index range of this table and reads only its page of
 * customers. Written with the customer, in the same transaction.
 */
export interface CustomerSearchTokenTable {
  tenant_id: string;
  token: string;
  customer_id: string;
  display_name: string;
  customer_number: string;
  customer_type: string;
  branch_id: string | null;
}

declare module '../db/schema' {
  interface DB {
    customer: CustomerTable;
    customer_search_token: CustomerSearchTokenTable;
    customer_change: CustomerChangeTable;
  }
}
