import type { Insertable, Selectable } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import type { DepreciationRunTable } from './asset.table';

export type RunRow = Selectable<DepreciationRunTable>;

export async function insertRun(t: TenantTx, row: Insertable<DepreciationRunTable>): Promise<void> {
  await t.trx.insertInto('depreciation_run').values(row).execute();
  // Tells the background work, which reads across tenants, that this tenant has a run.
  await t.trx
    .insertInto('depreciation_run_tenant')
    .values({ tenant_id: t.tenantId })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
}

export async function findRun(t: TenantTx, id: string): Promise<RunRow | null> {
  const row = await t.trx
    .selectFrom('depreciation_run')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function runningRun(t: TenantTx): Promise<RunRow | null> {
  const row = await t.trx
    .selectFrom('depreciation_run')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'RUNNING')
    .executeTakeFirst();
  return row ?? null;
}

/** Records one batch's progress; the run is DONE (and frees the tenant) when `finishedAt` is set. */
export async function recordBatch(
  t: TenantTx,
  run: RunRow,
  batch: { cursorId: string; done: number; posted: number; failed: number },
  finishedAt: string | null,
): Promise<void> {
  await t.trx
    .updateTable('depreciation_run')
    .set({
      cursor_id: batch.cursorId,
      done_count: run.done_count + batch.done,
      // Assets registered after the run began are worked too; the total grows to count them.
      total_count: Math.max(run.total_count, run.done_count + batch.done),
      posted_count: run.posted_count + batch.posted,
      failed_count: run.failed_count + batch.failed,
      ...(finishedAt !== null && { status: 'DONE', running_key: null, finished_at: finishedAt }),
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', run.id)
    .where('status', '=', 'RUNNING')
    .execute();
  if (finishedAt !== null) {
    await t.trx.deleteFrom('depreciation_run_tenant').where('tenant_id', '=', t.tenantId).execute();
  }
}
