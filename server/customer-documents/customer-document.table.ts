/**
 * One KYC file of a customer, kept whole in the database (decision 050). A photo or signature
 * replaced by a newer one keeps its row and points at its successor: nothing is deleted.
 */
export interface CustomerDocumentTable {
  id: string;
  tenant_id: string;
  customer_id: string;
  /** One of KYC_DOCUMENT_KINDS. */
  kind: string;
  /** For an ID document: one of KYC_ID_TYPES, and the number on it. */
  id_type: string | null;
  id_number: string | null;
  issued_on: string | null;
  expires_on: string | null;
  file_name: string;
  /** The type the bytes were judged to be (never the claimed one alone). */
  content_type: string;
  size_bytes: number;
  sha256: string;
  content: Buffer;
  replaced_by: string | null;
  uploaded_by: string;
  /** The uploader's name as it was then, so the list needs no join and survives a rename. */
  uploaded_by_name: string;
  uploaded_at: string;
}

/** Who signs on an account and how; one row per account, replaced whole when set again. */
export interface AccountMandateTable {
  tenant_id: string;
  account_id: string;
  /** One of MANDATE_RULES. */
  rule: string;
  /** The signatories as JSON: name, role, signatureDocumentId, signingClass. */
  signatories: string;
  updated_by: string;
  updated_at: string;
}

declare module '../db/schema' {
  interface DB {
    customer_document: CustomerDocumentTable;
    account_mandate: AccountMandateTable;
  }
}
