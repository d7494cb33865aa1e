/**
 * An expense the bank pays, with its taxes worked out when it was recorded (decision 062). Its
 * status follows machines/expense.machine.ts; it posts once, when its approval is final.
 */
export interface ExpenseTable {
  id: string;
  tenant_id: string;
  /** EXP-000123, from the tenant's `expense` counter. */
  expense_number: string;
  /** One of EXPENSE_STATUSES. */
  status: string;
  payee_name: string;
  /** COMPANY or INDIVIDUAL. */
  payee_type: string;
  /** One of SUPPLY_KINDS (policies/expense-tax.ts). */
  supply_kind: string;
  gl_account_id: string;
  branch_id: string;
  paid_from_account_id: string;
  amount_kobo: number | bigint | string;
  /** 1 when the supplier charges VAT. */
  vat_charged: number;
  vat_kobo: number | bigint | string;
  wht_rate_bp: number;
  wht_kobo: number | bigint | string;
  paid_kobo: number | bigint | string;
  invoice_reference: string;
  invoice_date: string;
  description: string;
  approval_request_id: string | null;
  journal_entry_id: string | null;
  created_by: string;
  created_by_name: string;
  created_at: string;
  decided_at: string | null;
}

/** An expense's invoice, kept whole in the database as customers' KYC files are (decision 050). */
export interface ExpenseInvoiceTable {
  tenant_id: string;
  expense_id: string;
  file_name: string;
  /** The type the bytes were judged to be. */
  content_type: string;
  size_bytes: number;
  sha256: string;
  content: Buffer;
  uploaded_at: string;
}

declare module '../db/schema' {
  interface DB {
    expense: ExpenseTable;
    expense_invoice: ExpenseInvoiceTable;
  }
}
