import type { TenantTx } from '../db/tenant-scope';

export interface TillRecord {
  id: string;
  branchId: string;
  branchName: string;
  code: string;
  name: string;
  status: 'ACTIVE' | 'INACTIVE';
  softLimitKobo: number;
  hardLimitKobo: number;
  glAccountId: string;
  glAccountCode: string;
  balanceKobo: number;
  createdAt: string;
  updatedAt: string;
}

export interface VaultRecord {
  id: string;
  branchId: string;
  branchName: string;
  glAccountId: string;
  glAccountCode: string;
  balanceKobo: number;
}

/** A tenant has at most this many tills; the contract's list holds as many. */
export const MAX_TILLS = 500;

function tillQuery(t: TenantTx) {
  return t.trx
    .selectFrom('till')
    .innerJoin('gl_account', 'gl_account.id', 'till.gl_account_id')
    .innerJoin('branch', 'branch.id', 'till.branch_id')
    .select([
      'till.id',
      'till.branch_id',
      'branch.name as branch_name',
      'till.code',
      'till.name',
      'till.status',
      'till.soft_limit_kobo',
      'till.hard_limit_kobo',
      'till.gl_account_id',
      'gl_account.code as gl_code',
      'gl_account.balance_kobo',
      'till.created_at',
      'till.updated_at',
    ])
    .where('till.tenant_id', '=', t.tenantId)
    .where('gl_account.tenant_id', '=', t.tenantId)
    .where('branch.tenant_id', '=', t.tenantId);
}

type TillRow = Awaited<ReturnType<ReturnType<typeof tillQuery>['executeTakeFirstOrThrow']>>;

function rowToTill(row: TillRow): TillRecord {
  return {
    id: row.id,
    branchId: row.branch_id,
    branchName: row.branch_name,
    code: row.code,
    name: row.name,
    status: row.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    softLimitKobo: Number(row.soft_limit_kobo),
    hardLimitKobo: Number(row.hard_limit_kobo),
    glAccountId: row.gl_account_id,
    glAccountCode: row.gl_code,
    balanceKobo: Number(row.balance_kobo),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Tills by branch and code; `branchIds` null means every branch. */
export async function listTillRecords(
  t: TenantTx,
  filter: { branchIds: readonly string[] | null; status?: string | undefined },
): Promise<TillRecord[]> {
  let query = tillQuery(t);
  if (filter.branchIds) {
    if (filter.branchIds.length === 0) return [];
    query = query.where('till.branch_id', 'in', filter.branchIds);
  }
  if (filter.status) query = query.where('till.status', '=', filter.status);
  const rows = await query.orderBy('branch.name').orderBy('till.code').limit(MAX_TILLS).execute();
  return rows.map(rowToTill);
}

export async function findTill(t: TenantTx, id: string): Promise<TillRecord | null> {
  const row = await tillQuery(t).where('till.id', '=', id).executeTakeFirst();
  return row ? rowToTill(row) : null;
}

export async function findTillByCode(t: TenantTx, code: string): Promise<TillRecord | null> {
  const row = await tillQuery(t).where('till.code', '=', code).executeTakeFirst();
  return row ? rowToTill(row) : null;
}

export interface NewTill {
  id: string;
  branchId: string;
  code: string;
  name: string;
  softLimitKobo: number;
  hardLimitKobo: number;
  glAccountId: string;
}

export async function insertTill(t: TenantTx, till: NewTill, now: Date): Promise<void> {
  const at = now.toISOString();
  await t.trx
    .insertInto('till')
    .values({
      id: till.id,
      tenant_id: t.tenantId,
      branch_id: till.branchId,
      code: till.code,
      name: till.name,
      status: 'ACTIVE',
      soft_limit_kobo: till.softLimitKobo,
      hard_limit_kobo: till.hardLimitKobo,
      gl_account_id: till.glAccountId,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export async function updateTillRow(
  t: TenantTx,
  id: string,
  changes: { name: string; status: string; softLimitKobo: number; hardLimitKobo: number },
  now: Date,
): Promise<void> {
  await t.trx
    .updateTable('till')
    .set({
      name: changes.name,
      status: changes.status,
      soft_limit_kobo: changes.softLimitKobo,
      hard_limit_kobo: changes.hardLimitKobo,
      updated_at: now.toISOString(),
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}

function vaultQuery(t: TenantTx) {
  return t.trx
    .selectFrom('till_vault')
    .innerJoin('gl_account', 'gl_account.id', 'till_vault.gl_account_id')
    .innerJoin('branch', 'branch.id', 'till_vault.branch_id')
    .select([
      'till_vault.id',
      'till_vault.branch_id',
      'branch.name as branch_name',
      'till_vault.gl_account_id',
      'gl_account.code as gl_code',
      'gl_account.balance_kobo',
    ])
    .where('till_vault.tenant_id', '=', t.tenantId)
    .where('gl_account.tenant_id', '=', t.tenantId)
    .where('branch.tenant_id', '=', t.tenantId);
}

type VaultRow = Awaited<ReturnType<ReturnType<typeof vaultQuery>['executeTakeFirstOrThrow']>>;

const rowToVault = (row: VaultRow): VaultRecord => ({
  id: row.id,
  branchId: row.branch_id,
  branchName: row.branch_name,
  glAccountId: row.gl_account_id,
  glAccountCode: row.gl_code,
  balanceKobo: Number(row.balance_kobo),
});

export async function listVaultRecords(
  t: TenantTx,
  branchIds: readonly string[] | null,
): Promise<VaultRecord[]> {
  let query = vaultQuery(t);
  if (branchIds) {
    if (branchIds.length === 0) return [];
    query = query.where('till_vault.branch_id', 'in', branchIds);
  }
  return (await query.orderBy('branch.name').limit(MAX_TILLS).execute()).map(rowToVault);
}

export async function findVaultOfBranch(
  t: TenantTx,
  branchId: string,
): Promise<VaultRecord | null> {
  const row = await vaultQuery(t).where('till_vault.branch_id', '=', branchId).executeTakeFirst();
  return row ? rowToVault(row) : null;
}

export async function insertVault(
  t: TenantTx,
  vault: { id: string; branchId: string; glAccountId: string },
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('till_vault')
    .values({
      id: vault.id,
      tenant_id: t.tenantId,
      branch_id: vault.branchId,
      gl_account_id: vault.glAccountId,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The ledger balance of one GL account, read inside the caller's transaction. */
export async function glBalanceKobo(t: TenantTx, glAccountId: string): Promise<number> {
  const row = await t.trx
    .selectFrom('gl_account')
    .select('balance_kobo')
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', glAccountId)
    .executeTakeFirstOrThrow();
  return Number(row.balance_kobo);
}
