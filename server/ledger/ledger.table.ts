/** Append-only: the database refuses UPDATE and DELETE on both engines. */
export interface JournalEntryTable {
  id: string;
  tenant_id: string;
  entry_number: string;
  posting_date: string;
  value_date: string;
  narration: string;
  reference: string | null;
  /** MANUAL, REVERSAL, OPENING_BALANCE or a product event. */
  source: string;
  reversal_of_id: string | null;
  created_by: string;
  created_at: string;
}

/** Append-only. Exactly one of debit_kobo and credit_kobo is positive. */
export interface JournalLineTable {
  id: string;
  tenant_id: string;
  entry_id: string;
  line_number: number;
  account_id: string;
  posting_date: string;
  entry_number: string;
  debit_kobo: number;
  credit_kobo: number;
  narration: string;
  /** The kind of sub-ledger the line moves (DEPOSIT, ...), if any. */
  subledger: string | null;
  /** The sub-ledger's account the line moves, if any. */
  subledger_account_id: string | null;
  /** The branch the line's entry belongs to; null: the whole bank (and lines before 0037). */
  branch_id: string | null;
}

/** Append-only; one row per reversed entry. */
export interface JournalReversalTable {
  original_id: string;
  tenant_id: string;
  reversal_id: string;
  created_at: string;
}

/**
 * An account's movements of one posting date, for reports as of a date: read as the net
 * (debit_kobo − credit_kobo). Entries that net to zero on the account are not added.
 */
export interface GlDailyBalanceTable {
  tenant_id: string;
  account_id: string;
  posting_date: string;
  debit_kobo: number;
  credit_kobo: number;
}

declare module '../db/schema' {
  interface DB {
    journal_entry: JournalEntryTable;
    journal_line: JournalLineTable;
    journal_reversal: JournalReversalTable;
    gl_daily_balance: GlDailyBalanceTable;
  }
}
