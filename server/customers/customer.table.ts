export interface CustomerTable {
  id: string;
  tenant_id: string;
  customer_number: string;
  /** INDIVIDUAL or CORPORATE. */
  customer_type: string;
  display_name: string;
  search_text: string;
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
