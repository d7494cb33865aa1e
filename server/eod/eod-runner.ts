import { type EodRunStatus, nextEodRunStatus } from '../../machines/eod-run.machine';
import { EOD_STEP_NAMES, type EodStepName } from '../../policies/eod-steps';
import { installedAreas } from '../area-catalogue';
import type { Db } from '../db/database';
import { newRowId } from '../db/row-id';
import { inTenant, type TenantTx } from '../db/tenant-scope';
import type { CloseOfBusinessDay, CloseOfBusinessStep } from './close-of-business-step';
import {
  addProgress,
  claimJobs,
  type EodJobRow,
  type EodRunRow,
  type EodStepRow,
  failJob,
  finishJob,
  hasPendingJob,
  insertJobs,
  markTenantIdle,
  moveRun,
  moveStep,
  openRun,
  stepsOfRun,
} from './eod-run.repository';
import { eodLeaseMs, JOBS_PER_CLAIM, MAX_ATTEMPTS, RETRY_AFTER_MS } from './eod-tuning';

export type StepCatalogue = ReadonlyMap<EodStepName, CloseOfBusinessStep>;

/** The steps every installed area brings, by name (the run takes them in EOD_STEPS order). */
export function installedSteps(): StepCatalogue {
  const steps = installedAreas().flatMap((area) => area.closeOfBusiness ?? []);
  return new Map(steps.map((step) => [step.name, step]));
}

/** One process's part in the close of business: its steps, clock and lease. */
export interface EodWorker {
  readonly steps: StepCatalogue;
  readonly now: () => Date;
  readonly leaseMs: number;
}

export function eodWorker(now: () => Date, steps: StepCatalogue = installedSteps()): EodWorker {
  return { steps, now, leaseMs: eodLeaseMs() };
}

type Move =
  | { readonly kind: 'idle' }
  | { readonly kind: 'moved' }
  | {
      readonly kind: 'claimed';
      readonly run: EodRunRow;
      readonly claim: string;
      readonly jobs: EodJobRow[];
    };

/** A step's plan failed: the step, and with it the run, fails (resumable) instead of looping. */
class PlanFailed extends Error {
  constructor(
    readonly step: EodStepName,
    override readonly cause: unknown,
  ) {
    super(messageOf(cause));
  }
}

/** The claim was lost (the lease expired and another process took the job): roll back. */
class ClaimLost extends Error {}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 900);
}

export function dayOf(run: EodRunRow, now: Date): CloseOfBusinessDay {
  return {
    runId: run.id,
    processingDate: run.processing_date,
    nextDate: run.next_date,
    actorId: run.started_by,
    now,
  };
}

const LAST_STEP = EOD_STEP_NAMES[EOD_STEP_NAMES.length - 1] as EodStepName;
const isLast = (step: EodStepRow) => step.name === LAST_STEP;

/**
 * Works the tenant's RUNNING close of business until it completes, fails, or only waits on jobs
 * other processes hold. Each move is its own transaction: plan the current step, claim jobs,
 * run each claimed job (its work and its DONE mark commit together), finish the step.
 */
export async function workTenant(
  db: Db,
  tenantId: string,
  worker: EodWorker,
  stopping: () => boolean = () => false,
): Promise<void> {
  while (!stopping()) {
    let move: Move;
    try {
      move = await inTenant(db, tenantId, (t) => nextMove(t, worker));
    } catch (error) {
      if (!(error instanceof PlanFailed)) throw error;
      await inTenant(db, tenantId, (t) =>
        failRun(t, error.step, `Planning failed: ${error.message}`, worker.now()),
      );
      continue;
    }
    if (move.kind === 'idle') return;
    if (move.kind === 'claimed') {
      for (const job of move.jobs) await runJob(db, tenantId, worker, move.run, job, move.claim);
    }
  }
}

/** What to do next for the tenant's RUNNING run, done in the caller's transaction. */
async function nextMove(t: TenantTx, worker: EodWorker): Promise<Move> {
  const run = await openRun(t, 'RUNNING');
  if (!run) return { kind: 'idle' };
  const steps = await stepsOfRun(t, run.id);
  const current = steps.find((step) => step.status !== 'DONE');
  if (!current || current.status === 'FAILED') return { kind: 'idle' };
  const now = worker.now();
  if (current.status === 'PENDING') {
    await planStep(t, run, current, worker, now);
    return { kind: 'moved' };
  }
  if (!(await hasPendingJob(t, current))) {
    await finishStep(t, run, current, now);
    return { kind: 'moved' };
  }
  // The process is named in the claim, so the jobs show which process did each.
  const claim = `${process.pid}:${newRowId(now.getTime())}`;
  const jobs = await claimJobs(t, current, {
    by: claim,
    now: now.toISOString(),
    leaseUntil: new Date(now.getTime() + worker.leaseMs).toISOString(),
    limit: JOBS_PER_CLAIM,
  });
  // Every job left is held by another process: the next tick looks again.
  if (jobs.length === 0) return { kind: 'idle' };
  return { kind: 'claimed', run, claim, jobs };
}

/**
 * Plans a step once: the guarded move to RUNNING lets one process plan it, and its batches are
 * stored as jobs in the same transaction. A step no area brings is planned with no jobs, so it
 * is done at once with nothing to do.
 */
async function planStep(
  t: TenantTx,
  run: EodRunRow,
  step: EodStepRow,
  worker: EodWorker,
  now: Date,
): Promise<void> {
  if (!(await moveStep(t, step, 'PENDING', { status: 'RUNNING', started_at: now.toISOString() })))
    return;
  const definition = worker.steps.get(step.name as EodStepName);
  let batches: Awaited<ReturnType<CloseOfBusinessStep['plan']>> = [];
  try {
    batches = definition ? await definition.plan(t, dayOf(run, now)) : [];
  } catch (error) {
    throw new PlanFailed(step.name as EodStepName, error);
  }
  await insertJobs(
    t,
    batches.map((batch, position) => ({
      id: newRowId(now.getTime()),
      tenant_id: t.tenantId,
      run_id: run.id,
      step: step.name,
      position,
      from_key: batch.fromKey,
      to_key: batch.toKey,
      item_count: batch.itemCount,
      status: 'PENDING',
      claimed_by: null,
      lease_until: null,
      attempts: 0,
      error: null,
    })),
  );
  const total = batches.reduce((sum, batch) => sum + batch.itemCount, 0);
  await t.trx
    .updateTable('eod_step')
    .set({ total_count: total })
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', '=', run.id)
    .where('name', '=', step.name)
    .execute();
}

function elapsedMs(step: EodStepRow, now: Date): number {
  return step.started_at ? Math.max(0, now.getTime() - Date.parse(step.started_at)) : 0;
}

/** The step's last job is done: the step is DONE and the run moves on the chart. */
async function finishStep(t: TenantTx, run: EodRunRow, step: EodStepRow, now: Date) {
  const finished = {
    status: 'DONE',
    finished_at: now.toISOString(),
    elapsed_ms: elapsedMs(step, now),
  };
  if (!(await moveStep(t, step, 'RUNNING', finished))) return;
  const next = EOD_STEP_NAMES[EOD_STEP_NAMES.indexOf(step.name as EodStepName) + 1];
  const event = isLast(step)
    ? ({ type: 'eod.dateAdvanced' } as const)
    : next === LAST_STEP
      ? ({ type: 'eod.stepsDone' } as const)
      : ({ type: 'eod.stepDone' } as const);
  const status = nextEodRunStatus(run.status as EodRunStatus, event, isLast(step));
  if (!status) throw new Error(`A close of business ${run.status} cannot take ${event.type}.`);
  const moved = await moveRun(t, run, 'RUNNING', {
    status,
    ...(status === 'COMPLETED' && { finished_at: now.toISOString() }),
  });
  // Another process moved the run since it was read: roll back, the next pass reads it again.
  if (!moved) throw new Error('The close of business moved meanwhile.');
  if (status === 'COMPLETED') await markTenantIdle(t);
}

/** Runs one claimed job in one transaction with its DONE mark; a failure is recorded apart. */
async function runJob(
  db: Db,
  tenantId: string,
  worker: EodWorker,
  run: EodRunRow,
  job: EodJobRow,
  claim: string,
): Promise<void> {
  const batch = { fromKey: job.from_key, toKey: job.to_key, itemCount: job.item_count };
  try {
    await inTenant(db, tenantId, async (t) => {
      const definition = worker.steps.get(job.step as EodStepName);
      if (definition) await definition.run(t, dayOf(run, worker.now()), batch);
      if (!(await finishJob(t, job, claim))) throw new ClaimLost();
      // Progress counts the items worked through, so a step ends at its total even where few of
      // them needed anything (most accounts stay active on a dormancy pass).
      await addProgress(t, run.id, job.step, batch.itemCount);
    });
  } catch (error) {
    if (error instanceof ClaimLost) return;
    const message = `Batch ${job.position + 1}: ${messageOf(error)}`;
    await inTenant(db, tenantId, async (t) => {
      // A conflict with other work (a row another transaction held) often clears in a moment.
      const retryAt = new Date(worker.now().getTime() + RETRY_AFTER_MS * (job.attempts + 1));
      const attempts = await failJob(t, job, claim, {
        error: message,
        retryAt: retryAt.toISOString(),
      });
      if (attempts >= MAX_ATTEMPTS) {
        await failRun(t, job.step as EodStepName, message, worker.now());
      }
    });
  }
}

/** The step failed for good: it and the run are FAILED, with the error in words, resumable. */
async function failRun(t: TenantTx, stepName: EodStepName, message: string, now: Date) {
  const run = await openRun(t, 'RUNNING');
  if (!run) return;
  const step = (await stepsOfRun(t, run.id)).find((row) => row.name === stepName);
  if (!step) return;
  await moveStep(t, step, 'RUNNING', {
    status: 'FAILED',
    error: message,
    finished_at: now.toISOString(),
    elapsed_ms: elapsedMs(step, now),
  });
  const status = nextEodRunStatus('RUNNING', { type: 'eod.stepFailed' }, isLast(step));
  if (!status) return;
  await moveRun(t, run, 'RUNNING', { status, failed_step: stepName, error: message });
  await markTenantIdle(t);
}
