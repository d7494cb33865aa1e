import type { EodStepName } from '../../policies/eod-steps';
import type { TenantTx } from '../db/tenant-scope';

/** The business day a close of business closes, as every step sees it. */
export interface CloseOfBusinessDay {
  readonly runId: string;
  /** The processing date being closed (YYYY-MM-DD): what the steps post with. */
  readonly processingDate: string;
  /** The day after: the processing date once the run completes. */
  readonly nextDate: string;
  /** Who started the run (postings and history name them). */
  readonly actorId: string;
  readonly now: Date;
}

/**
 * One batch of a step's work: an inclusive range of keys (the step's own ids, in the order it
 * reads them) and how many items it holds. Stored as a row of the jobs table, so any API process
 * can claim it, and a batch whose transaction died with its process is claimed again.
 */
export interface CloseOfBusinessBatch {
  readonly fromKey: string;
  readonly toKey: string;
  readonly itemCount: number;
}

/**
 * A step of the close of business, contributed by the area that owns its work (`Area.closeOfBusiness`).
 * The run plans a step once, storing its batches as jobs, then runs each batch in a transaction
 * that also marks its job done: a batch commits whole with its job or not at all, so a crash
 * mid-step redoes only the batches not committed. Each batch must still be idempotent per date on
 * its own (a guarded "last done on" column, a unique key), so a rerun posts nothing twice.
 */
export interface CloseOfBusinessStep {
  readonly name: EodStepName;
  /** Splits the day's work into batches; an empty list when there is nothing to do today. */
  plan(t: TenantTx, day: CloseOfBusinessDay): Promise<readonly CloseOfBusinessBatch[]>;
  /**
   * Does one batch inside `t`; answers how many items it changed. The run's progress counts the
   * batch's `itemCount` (the items worked through), whatever this answers.
   */
  run(t: TenantTx, day: CloseOfBusinessDay, batch: CloseOfBusinessBatch): Promise<number>;
}
