/** One transfer the NIP switch sent to a customer of ours, credited or refused. */
export interface NipInwardTransferTable {
  id: string;
  tenant_id: string;
  /** The switch's session ID, unique per tenant: a second credit with it is a duplicate. */
  session_id: string;
  /** The deposit account credited; null when the account number was not ours. */
  account_id: string | null;
  beneficiary_account_number: string;
  beneficiary_account_name: string;
  originator_account_number: string;
  originator_account_name: string;
  /** The sending bank, the first six digits of the session ID. */
  originator_institution_code: string;
  amount_kobo: number;
  narration: string;
  payment_reference: string;
  /** The NIP code we answered: 00 when credited. */
  response_code: string;
  /** The journal entry of the credit; null when it was refused. */
  entry_id: string | null;
  received_at: string;
}

declare module '../db/schema' {
  interface DB {
    nip_inward_transfer: NipInwardTransferTable;
  }
}
