import type { Insertable, Selectable } from 'kysely';
import { moveFromStatus } from '../db/status-move';
import type { TenantTx } from '../db/tenant-scope';
import type { FixedAssetDepreciationTable, FixedAssetTable } from './asset.table';

export type AssetRow = Selectable<FixedAssetTable>;
export type PostedRow = Selectable<FixedAssetDepreciationTable>;

/** The contract's AssetList holds at most this many. */
export const MAX_ASSETS = 5000;

export interface AssetFilter {
  readonly status?: string | undefined;
  readonly category?: string | undefined;
  readonly branchId?: string | undefined;
}

export async function insertAsset(t: TenantTx, row: Insertable<FixedAssetTable>): Promise<void> {
  await t.trx.insertInto('fixed_asset').values(row).execute();
}

export async function findAssetRow(t: TenantTx, id: string): Promise<AssetRow | null> {
  const row = await t.trx
    .selectFrom('fixed_asset')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function findAssetByTag(t: TenantTx, tag: string): Promise<AssetRow | null> {
  const row = await t.trx
    .selectFrom('fixed_asset')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('tag', '=', tag)
    .executeTakeFirst();
  return row ?? null;
}

export async function listAssetRows(t: TenantTx, filter: AssetFilter): Promise<AssetRow[]> {
  let query = t.trx
    .selectFrom('fixed_asset')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('tag')
    .limit(MAX_ASSETS);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.branchId) query = query.where('branch_id', '=', filter.branchId);
  return query.execute();
}

/**
 * Takes the asset for one change: bumps its version in a guarded update, which on PostgreSQL
 * holds the row's lock to the end of the transaction, so two requests depreciating or disposing
 * the same asset run one after the other and the second sees what the first posted.
 */
export async function lockAsset(t: TenantTx, id: string, now: Date): Promise<AssetRow | null> {
  const result = await t.trx
    .updateTable('fixed_asset')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now.toISOString() }))
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return findAssetRow(t, id);
}

/**
 * Moves the asset from status `from` with its other changes (db/status-move.ts); a locked asset
 * is where the caller read it, so a miss is a bug, not a race, and rolls everything back.
 */
export async function moveAsset(
  t: TenantTx,
  id: string,
  from: string,
  changes: Partial<Omit<FixedAssetTable, 'id' | 'tenant_id'>>,
): Promise<void> {
  if (!(await moveFromStatus(t, 'fixed_asset', id, from, changes))) {
    throw new Error(`Asset ${id} was not ${from} any more.`);
  }
}

/**
 * Moves one of the asset's sub-ledger balances by `deltaKobo` in one guarded UPDATE that keeps
 * it within 0 and the asset's cost; false when the move would leave that range.
 */
export async function moveAssetBalance(
  t: TenantTx,
  id: string,
  column: 'gl_cost_kobo' | 'gl_accumulated_kobo',
  deltaKobo: number,
): Promise<boolean> {
  const result = await t.trx
    .updateTable('fixed_asset')
    .set((eb) => ({ [column]: eb(column, '+', deltaKobo) }))
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .where((eb) =>
      eb.and([
        eb(eb(column, '+', deltaKobo), '>=', 0),
        eb(eb(column, '+', deltaKobo), '<=', eb.ref('cost_kobo')),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function postedRowsOf(t: TenantTx, assetId: string): Promise<PostedRow[]> {
  return t.trx
    .selectFrom('fixed_asset_depreciation')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('asset_id', '=', assetId)
    .orderBy('row_number')
    .execute();
}

export async function insertPostedRow(
  t: TenantTx,
  row: Insertable<FixedAssetDepreciationTable>,
): Promise<void> {
  await t.trx.insertInto('fixed_asset_depreciation').values(row).execute();
}

/** The ids of the active assets after `afterId`, in id order: a run's next batch. */
export async function activeAssetIdsAfter(
  t: TenantTx,
  afterId: string,
  limit: number,
): Promise<string[]> {
  const rows = await t.trx
    .selectFrom('fixed_asset')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function countActiveAssets(t: TenantTx): Promise<number> {
  const row = await t.trx
    .selectFrom('fixed_asset')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
