import type { Selectable } from 'kysely';
import { containsIgnoringCase } from '../db/like-pattern';
import { preparedQuery } from '../db/prepared-query';
import type { TenantTx } from '../db/tenant-scope';
import type { GlAccountTable } from './gl-account.table';

export type GlAccountType = 'ASSET' | 'LIABILITY' | 'EQUITY' | 'INCOME' | 'EXPENSE';

export interface GlAccountRecord {
  id: string;
  code: string;
  name: string;
  type: GlAccountType;
  parentId: string | null;
  header: boolean;
  status: 'ACTIVE' | 'INACTIVE';
  balanceKobo: number;
}

/** The contract's GlAccountList holds at most this many. */
export const MAX_GL_ACCOUNTS = 5000;

export function rowToGlAccount(row: Selectable<GlAccountTable>): GlAccountRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type as GlAccountType,
    parentId: row.parent_id,
    header: row.header === 1,
    status: row.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    balanceKobo: Number(row.balance_kobo),
  };
}

export async function listGlAccounts(
  t: TenantTx,
  filter: { type?: string | undefined; q?: string | undefined } = {},
): Promise<GlAccountRecord[]> {
  let query = t.trx
    .selectFrom('gl_account')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('code')
    .limit(MAX_GL_ACCOUNTS);
  if (filter.type) query = query.where('type', '=', filter.type);
  const q = filter.q?.trim();
  if (q) {
    query = query.where((eb) =>
      eb.or([containsIgnoringCase('code', q), containsIgnoringCase('name', q)]),
    );
  }
  return (await query.execute()).map(rowToGlAccount);
}

/** The accounts with these ids that belong to the tenant, by id. */
export async function findGlAccounts(
  t: TenantTx,
  ids: readonly string[],
): Promise<Map<string, GlAccountRecord>> {
  if (ids.length === 0) return new Map();
  const { rows } = await glAccountsById(t, { ids: [...new Set(ids)] });
  return new Map(rows.map((row) => [row.id, rowToGlAccount(row)]));
}

const glAccountsById = preparedQuery(
  (trx, v: { ids: readonly string[] }, tenantId) =>
    trx
      .selectFrom('gl_account')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', v.ids),
  (v) => v.ids.length,
);

export async function findGlAccountByCode(
  t: TenantTx,
  code: string,
): Promise<GlAccountRecord | null> {
  const row = await t.trx
    .selectFrom('gl_account')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? rowToGlAccount(row) : null;
}

export async function insertGlAccount(
  t: TenantTx,
  account: Omit<GlAccountRecord, 'balanceKobo' | 'status'>,
  now: Date,
): Promise<GlAccountRecord> {
  const at = now.toISOString();
  await t.trx
    .insertInto('gl_account')
    .values({
      id: account.id,
      tenant_id: t.tenantId,
      code: account.code,
      name: account.name,
      type: account.type,
      parent_id: account.parentId,
      header: account.header ? 1 : 0,
      status: 'ACTIVE',
      balance_kobo: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { ...account, status: 'ACTIVE', balanceKobo: 0 };
}
