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
  }
}
