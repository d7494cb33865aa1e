import type { Selectable } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import type { BranchTable } from './branch.table';

/** A branch, camel-cased. */
export interface BranchRecord {
  id: string;
  code: string;
  name: string;
  status: 'ACTIVE' | 'INACTIVE';
  createdAt: string;
  updatedAt: string;
}

/** The contract's Branch array holds at most this many; a tenant never has more. */
export const MAX_BRANCHES = 1000;

export function rowToBranch(row: Selectable<BranchTable>): BranchRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The tenant's branches ordered by code; `ids` null means all, otherwise only those ids. */
export async function listBranches(
  t: TenantTx,
  ids: readonly string[] | null,
): Promise<BranchRecord[]> {
  if (ids !== null && ids.length === 0) return [];
  let query = t.trx
    .selectFrom('branch')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('code')
    .limit(MAX_BRANCHES);
  if (ids !== null) query = query.where('id', 'in', [...ids]);
  return (await query.execute()).map(rowToBranch);
}

export async function findBranch(t: TenantTx, id: string): Promise<BranchRecord | null> {
  const row = await t.trx
    .selectFrom('branch')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToBranch(row) : null;
}

export async function findBranchByCode(t: TenantTx, code: string): Promise<BranchRecord | null> {
  const row = await t.trx
    .selectFrom('branch')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? rowToBranch(row) : null;
}

export async function insertBranch(
  t: TenantTx,
  branch: { id: string; code: string; name: string },
  now: Date,
): Promise<BranchRecord> {
  const at = now.toISOString();
  const row = {
    id: branch.id,
    tenant_id: t.tenantId,
    code: branch.code,
    name: branch.name,
    status: 'ACTIVE',
    created_at: at,
    updated_at: at,
  };
  await t.trx.insertInto('branch').values(row).execute();
  return rowToBranch(row);
}

export async function updateBranch(
  t: TenantTx,
  id: string,
  changes: { name: string; status: BranchRecord['status'] },
  now: Date,
): Promise<void> {
  await t.trx
    .updateTable('branch')
    .set({ name: changes.name, status: changes.status, updated_at: now.toISOString() })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}

/** What keeps a branch from closing: its tills in use and its deposit accounts not closed. */
export interface BranchOpenCounts {
  openTillCount: number;
  openAccountCount: number;
}

/**
 * The open counts of the tenant's branches by id (branches with none are absent). A till is
 * open while it is active or a teller's day at it is not closed yet.
 */
export async function branchOpenCounts(t: TenantTx): Promise<Map<string, BranchOpenCounts>> {
  const tills = await t.trx
    .selectFrom('till')
    .select((eb) => ['branch_id', eb.fn.countAll<number>().as('count')])
    .where('tenant_id', '=', t.tenantId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'ACTIVE'),
        eb(
          'id',
          'in',
          eb
            .selectFrom('till_session')
            .select('till_id')
            .where('tenant_id', '=', t.tenantId)
            .where('open_till_key', 'is not', null),
        ),
      ]),
    )
    .groupBy('branch_id')
    .execute();
  const accounts = await t.trx
    .selectFrom('deposit_account')
    .select((eb) => ['branch_id', eb.fn.countAll<number>().as('count')])
    .where('tenant_id', '=', t.tenantId)
    .where('status', '<>', 'CLOSED')
    .groupBy('branch_id')
    .execute();
  const counts = new Map<string, BranchOpenCounts>();
  const entry = (id: string) => {
    const found = counts.get(id) ?? { openTillCount: 0, openAccountCount: 0 };
    counts.set(id, found);
    return found;
  };
  for (const row of tills) entry(row.branch_id).openTillCount = Number(row.count);
  for (const row of accounts) entry(row.branch_id).openAccountCount = Number(row.count);
  return counts;
}
