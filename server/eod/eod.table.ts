/** A close of business; its status is a state of machines/eod-run.machine.ts. */
export interface EodRunTable {
  id: string;
  tenant_id: string;
  /** The business day the run closes (YYYY-MM-DD). */
  processing_date: string;
  /** The processing date once the run completes. */
  next_date: string;
  status: string;
  started_by: string;
  started_at: string;
  finished_at: string | null;
  /** The step that failed, while FAILED (and kept once resumed, for the history). */
  failed_step: string | null;
  error: string | null;
  /** JSON list of the checks that warned when the run started (the contract's EodCheck). */
  warnings: string;
  version: number;
}

/** One step of a run, in the order of policies/eod-steps.ts: PENDING, RUNNING, DONE or FAILED. */
export interface EodStepTable {
  run_id: string;
  tenant_id: string;
  name: string;
  position: number;
  status: string;
  done_count: number;
  total_count: number;
  elapsed_ms: number;
  started_at: string | null;
  finished_at: string | null;
  error: string | null;
}

/**
 * One batch of a step's work (a range of the step's keys), claimed by one process at a time
 * under a lease and marked DONE in the same transaction as the work it stands for.
 */
export interface EodJobTable {
  id: string;
  tenant_id: string;
  run_id: string;
  step: string;
  position: number;
  from_key: string;
  to_key: string;
  item_count: number;
  /** PENDING or DONE. */
  status: string;
  claimed_by: string | null;
  lease_until: string | null;
  attempts: number;
  error: string | null;
}

/** The tenants with a close of business to work, read by the background work across tenants. */
export interface EodRunTenantTable {
  tenant_id: string;
}

declare module '../db/schema' {
  interface DB {
    eod_run: EodRunTable;
    eod_step: EodStepTable;
    eod_job: EodJobTable;
    eod_run_tenant: EodRunTenantTable;
  }
}
