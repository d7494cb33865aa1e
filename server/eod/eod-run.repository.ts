import type { Insertable, Selectable, UpdateObject } from 'kysely';
import type { DB } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import type { EodJobTable, EodRunTable, EodStepTable } from './eod.table';

export type EodRunRow = Selectable<EodRunTable>;
export type EodStepRow = Selectable<EodStepTable>;
export type EodJobRow = Selectable<EodJobTable>;

export async function insertRun(
  t: TenantTx,
  run: Insertable<EodRunTable>,
  steps: readonly Insertable<EodStepTable>[],
): Promise<void> {
  await t.trx.insertInto('eod_run').values(run).execute();
  await t.trx.insertInto('eod_step').values(steps).execute();
  await markTenantBusy(t);
}

/** Tells the background work, which reads across tenants, that this tenant has a run to work. */
export async function markTenantBusy(t: TenantTx): Promise<void> {
  await t.trx
    .insertInto('eod_run_tenant')
    .values({ tenant_id: t.tenantId })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
}

export async function markTenantIdle(t: TenantTx): Promise<void> {
  await t.trx.deleteFrom('eod_run_tenant').where('tenant_id', '=', t.tenantId).execute();
}

export async function findRun(t: TenantTx, id: string): Promise<EodRunRow | null> {
  const row = await t.trx
    .selectFrom('eod_run')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** The tenant's run that is RUNNING or FAILED, if any (the unique index allows one). */
export async function openRun(t: TenantTx, status?: 'RUNNING'): Promise<EodRunRow | null> {
  const row = await t.trx
    .selectFrom('eod_run')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('status', 'in', status ? [status] : ['RUNNING', 'FAILED'])
    .executeTakeFirst();
  return row ?? null;
}

export async function listRunRows(
  t: TenantTx,
  page: number,
  pageSize: number,
): Promise<{ rows: EodRunRow[]; total: number }> {
  const rows = await t.trx
    .selectFrom('eod_run')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await t.trx
    .selectFrom('eod_run')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('tenant_id', '=', t.tenantId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** The full names of users by id, for who started each run. */
export async function userNames(t: TenantTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await t.trx
    .selectFrom('app_user')
    .select(['id', 'full_name'])
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}

/**
 * Moves a run from `from`, guarded by its status and version, so two processes can never both
 * take the same transition. Answers false when the run was not where the caller read it.
 */
export async function moveRun(
  t: TenantTx,
  run: EodRunRow,
  from: string,
  changes: UpdateObject<DB, 'eod_run'>,
): Promise<boolean> {
  const result = await t.trx
    .updateTable('eod_run')
    .set({ ...changes, version: run.version + 1 })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', run.id)
    .where('status', '=', from)
    .where('version', '=', run.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function stepsOfRun(t: TenantTx, runId: string): Promise<EodStepRow[]> {
  return t.trx
    .selectFrom('eod_step')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', '=', runId)
    .orderBy('position')
    .execute();
}

export async function stepsOfRuns(t: TenantTx, runIds: readonly string[]): Promise<EodStepRow[]> {
  if (runIds.length === 0) return [];
  return t.trx
    .selectFrom('eod_step')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', 'in', runIds)
    .orderBy('position')
    .execute();
}

/** Moves a step from status `from`; false when another process moved it first. */
export async function moveStep(
  t: TenantTx,
  step: EodStepRow,
  from: string,
  changes: UpdateObject<DB, 'eod_step'>,
): Promise<boolean> {
  const result = await t.trx
    .updateTable('eod_step')
    .set(changes)
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', '=', step.run_id)
    .where('name', '=', step.name)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertJobs(
  t: TenantTx,
  jobs: readonly Insertable<EodJobTable>[],
): Promise<void> {
  // Bounded statements: a large step plans thousands of batches.
  for (let i = 0; i < jobs.length; i += 200) {
    await t.trx
      .insertInto('eod_job')
      .values(jobs.slice(i, i + 200))
      .execute();
  }
}

/** Whether the step has a job not yet DONE. */
export async function hasPendingJob(t: TenantTx, step: EodStepRow): Promise<boolean> {
  const row = await t.trx
    .selectFrom('eod_job')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', '=', step.run_id)
    .where('step', '=', step.name)
    .where('status', '=', 'PENDING')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims up to `limit` PENDING jobs of the step whose lease is free or expired, for `claim` until
 * `leaseUntil`. On PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so two processes
 * claiming at once take different jobs instead of waiting on each other; on SQLite the single
 * writer makes the guarded update enough. Answers the jobs claimed.
 */
export async function claimJobs(
  t: TenantTx,
  step: EodStepRow,
  claim: { by: string; now: string; leaseUntil: string; limit: number },
): Promise<EodJobRow[]> {
  let pick = t.trx
    .selectFrom('eod_job')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', '=', step.run_id)
    .where('step', '=', step.name)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claim.now)]))
    .orderBy('position')
    .limit(claim.limit);
  if (t.engine === 'postgres') pick = pick.forUpdate().skipLocked();
  const ids = (await pick.execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  await t.trx
    .updateTable('eod_job')
    .set({ claimed_by: claim.by, lease_until: claim.leaseUntil })
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', ids)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claim.now)]))
    .execute();
  return t.trx
    .selectFrom('eod_job')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', ids)
    .where('claimed_by', '=', claim.by)
    .orderBy('position')
    .execute();
}

/** Marks a claimed job DONE; false when the claim was lost (its lease expired and another took it). */
export async function finishJob(t: TenantTx, job: EodJobRow, claim: string): Promise<boolean> {
  const result = await t.trx
    .updateTable('eod_job')
    .set({ status: 'DONE', lease_until: null, error: null })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', job.id)
    .where('status', '=', 'PENDING')
    .where('claimed_by', '=', claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed attempt and frees the job; answers its attempts so far (0: not ours any more). */
export async function failJob(
  t: TenantTx,
  job: EodJobRow,
  claim: string,
  error: string,
): Promise<number> {
  const result = await t.trx
    .updateTable('eod_job')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      error,
      claimed_by: null,
      lease_until: null,
    }))
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', job.id)
    .where('status', '=', 'PENDING')
    .where('claimed_by', '=', claim)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return 0;
  return job.attempts + 1;
}

/** Adds a job's items to its step's progress. */
export async function addProgress(t: TenantTx, runId: string, step: string, items: number) {
  await t.trx
    .updateTable('eod_step')
    .set((eb) => ({ done_count: eb('done_count', '+', items) }))
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', '=', runId)
    .where('name', '=', step)
    .execute();
}

/** Gives the jobs of a failed step their attempts back, for a resume. */
export async function resetAttempts(t: TenantTx, runId: string, step: string): Promise<void> {
  await t.trx
    .updateTable('eod_job')
    .set({ attempts: 0, claimed_by: null, lease_until: null })
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', '=', runId)
    .where('step', '=', step)
    .where('status', '=', 'PENDING')
    .execute();
}

/** How many times each job of a run was finished, for tests and checks: every one DONE once. */
export async function jobsOfRun(t: TenantTx, runId: string): Promise<EodJobRow[]> {
  return t.trx
    .selectFrom('eod_job')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', '=', runId)
    .orderBy('step')
    .orderBy('position')
    .execute();
}
