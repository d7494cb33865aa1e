/** An outward NIP transfer; its status is a state of machines/nip-transfer.machine.ts. */
export interface NipTransferTable {
  id: string;
  tenant_id: string;
  /** Our reference, printed on the customer's statement. */
  reference: string;
  /** The 30-digit session ID of the funds transfer, made before it is stored. */
  session_id: string;
  /** The name enquiry the transfer quoted (its beneficiary name, BVN and KYC level). */
  name_enquiry_session_id: string;
  status: string;
  debit_account_id: string;
  /** The debit account's customer, whose KYC tier limits the day's transfers. */
  customer_id: string;
  beneficiary_bank_code: string;
  beneficiary_account_number: string;
  beneficiary_account_name: string;
  beneficiary_bvn: string;
  beneficiary_kyc_level: string;
  amount_kobo: number | string | bigint;
  fee_kobo: number | string | bigint;
  vat_kobo: number | string | bigint;
  narration: string;
  response_code: string | null;
  response_message: string | null;
  approval_request_id: string | null;
  reversal_request_id: string | null;
  entry_id: string | null;
  reversal_entry_id: string | null;
  maker_id: string;
  created_at: string;
  updated_at: string;
  /** When the next status query is due, while SENT. */
  next_query_at: string | null;
  query_attempts: number;
  /** Until when one server's background work holds the transfer; null or past means free. */
  lease_until: string | null;
}

/** One step in a transfer's history; rows are only ever added. */
export interface NipTransferEventTable {
  id: string;
  tenant_id: string;
  transfer_id: string;
  /** The transfer's status after the step. */
  status: string;
  action: string;
  response_code: string | null;
  detail: string | null;
  /** Null for the server's own background work. */
  actor_id: string | null;
  at: string;
}

/** A name enquiry's answer, kept so a transfer can quote it (same bank, account and name). */
export interface NipNameEnquiryTable {
  id: string;
  tenant_id: string;
  session_id: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  bvn: string;
  kyc_level: string;
  user_id: string;
  at: string;
}

/** A tenant the background sender visits; one row per tenant that ever sent over NIP. */
export interface NipSenderTenantTable {
  tenant_id: string;
}

declare module '../db/schema' {
  interface DB {
    nip_transfer: NipTransferTable;
    nip_transfer_event: NipTransferEventTable;
    nip_name_enquiry: NipNameEnquiryTable;
    nip_sender_tenant: NipSenderTenantTable;
  }
}
