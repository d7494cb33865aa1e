/** One reading of a settlement report: its counts and totals as they were when it ran. */
export interface NipReconRunTable {
  id: string;
  tenant_id: string;
  /** The settlement date the report covers, YYYY-MM-DD. */
  settlement_date: string;
  /** UPLOAD (a file someone gave) or SWITCH (fetched from the switch). */
  source: string;
  matched: number;
  only_at_switch: number;
  only_with_us: number;
  mismatched_value: number;
  mismatched_status: number;
  switch_total_kobo: number | string | bigint;
  our_total_kobo: number | string | bigint;
  /** Debit-positive, at the end of the settlement date. */
  settlement_gl_balance_kobo: number | string | bigint;
  /** The username of who ran it. */
  created_by: string;
  created_at: string;
}

/** One session ID of a run: what the switch and we each say, and how an exception was worked. */
export interface NipReconItemTable {
  id: string;
  tenant_id: string;
  run_id: string;
  session_id: string;
  /** A NipReconResult of the contract. */
  result: string;
  switch_amount_kobo: number | string | bigint | null;
  our_amount_kobo: number | string | bigint | null;
  switch_status: string | null;
  our_status: string | null;
  transfer_id: string | null;
  /** REQUERIED, REVERSAL_REQUESTED, REVERSED or MARKED_RESOLVED; null while open. */
  resolution: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  reason: string | null;
  reversal_request_id: string | null;
}

declare module '../db/schema' {
  interface DB {
    nip_recon_run: NipReconRunTable;
    nip_recon_item: NipReconItemTable;
  }
}
