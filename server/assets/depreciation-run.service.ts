import { sql } from 'kysely';
import type { components } from '../../api/schema.gen';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { activeAssetIdsAfter, countActiveAssets, lockAsset } from './asset.repository';
import { depreciationDay, postDueDepreciation } from './depreciation.service';
import {
  findRun,
  insertRun,
  type RunRow,
  recordBatch,
  runningRun,
} from './depreciation-run.repository';

export type DepreciationRunView = components['schemas']['DepreciationRun'];

/** The assets one batch works, each batch in a transaction of its own. */
export const RUN_BATCH_ASSETS = 25;

export function runView(row: RunRow): DepreciationRunView {
  return {
    id: row.id,
    status: row.status === 'DONE' ? 'DONE' : 'RUNNING',
    upTo: row.up_to,
    doneCount: row.done_count,
    totalCount: row.total_count,
    postedCount: row.posted_count,
    failedCount: row.failed_count,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

export async function visibleRun(t: TenantTx, id: string): Promise<RunRow> {
  const row = await findRun(t, id);
  if (!row) throw new DomainError('depreciation_run_not_found');
  return row;
}

/**
 * Starts a run over every active asset, worked later in batches by the area's background work.
 * The run holds the tenant's `running_key` until it is done, so a second one is refused even
 * when two start at the same moment.
 */
export async function startRun(
  t: TenantTx,
  userId: string,
  upTo: string,
  now: Date,
): Promise<RunRow> {
  const day = await depreciationDay(t, upTo);
  if (await runningRun(t)) throw new DomainError('depreciation_run_in_progress');
  const id = newRowId();
  const total = await countActiveAssets(t);
  try {
    await insertRun(t, {
      id,
      tenant_id: t.tenantId,
      up_to: day,
      status: 'RUNNING',
      running_key: t.tenantId,
      cursor_id: '',
      total_count: total,
      done_count: 0,
      posted_count: 0,
      failed_count: 0,
      created_by: userId,
      created_at: now.toISOString(),
      finished_at: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('depreciation_run_in_progress');
    throw error;
  }
  return (await findRun(t, id)) as RunRow;
}

/**
 * Works the next batch of the tenant's running run in the caller's transaction: each asset in a
 * savepoint, so one that cannot be depreciated (its GL account closed since) is counted failed
 * and the others still post. Answers false when the tenant has no run left to work.
 */
export async function workRunBatch(t: TenantTx, now: Date): Promise<boolean> {
  const run = await runningRun(t);
  if (!run) return false;
  const ids = await activeAssetIdsAfter(t, run.cursor_id, RUN_BATCH_ASSETS);
  let posted = 0;
  let failed = 0;
  for (const id of ids) {
    try {
      posted += await inSavepoint(t, async () => {
        const asset = await lockAsset(t, id, now);
        return asset ? postDueDepreciation(t, asset, run.up_to, run.created_by, now) : 0;
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failed += 1;
    }
  }
  const finished = ids.length < RUN_BATCH_ASSETS;
  await recordBatch(
    t,
    run,
    { cursorId: ids.at(-1) ?? run.cursor_id, done: ids.length, posted, failed },
    finished ? now.toISOString() : null,
  );
  return !finished;
}

/** Runs `work` in a savepoint of the transaction: a refusal undoes only what `work` wrote. */
async function inSavepoint<T>(t: TenantTx, work: () => Promise<T>): Promise<T> {
  await sql`savepoint depreciation_asset`.execute(t.trx);
  try {
    const result = await work();
    await sql`release savepoint depreciation_asset`.execute(t.trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint depreciation_asset`.execute(t.trx);
    throw error;
  }
}
