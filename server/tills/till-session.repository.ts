import type { Selectable } from 'kysely';
import type { TillSessionStatus } from '../../machines/till-session.machine';
import type { DenominationCount } from '../../policies/denominations';
import { moveFromStatus } from '../db/status-move';
import type { TenantTx } from '../db/tenant-scope';
import type { TillSessionTable } from './till.table';

export interface TillSessionRecord {
  id: string;
  tillId: string;
  branchId: string;
  tellerId: string;
  businessDate: string;
  status: TillSessionStatus;
  openingBalanceKobo: number | null;
  openingCount: DenominationCount[];
  openingCountKobo: number | null;
  closingCount: DenominationCount[];
  closingCountKobo: number | null;
  expectedCashKobo: number | null;
  varianceKobo: number | null;
  varianceRequestId: string | null;
  openingEntryId: string | null;
  varianceEntryId: string | null;
  assignedBy: string;
  createdAt: string;
  openedAt: string | null;
  closedAt: string | null;
  reconciledAt: string | null;
}

const kobo = (value: number | string | bigint | null) => (value === null ? null : Number(value));

function countOf(json: string | null): DenominationCount[] {
  if (json === null) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as DenominationCount[]) : [];
}

export function rowToSession(row: Selectable<TillSessionTable>): TillSessionRecord {
  return {
    id: row.id,
    tillId: row.till_id,
    branchId: row.branch_id,
    tellerId: row.teller_id,
    businessDate: row.business_date,
    status: row.status as TillSessionStatus,
    openingBalanceKobo: kobo(row.opening_balance_kobo),
    openingCount: countOf(row.opening_count),
    openingCountKobo: kobo(row.opening_count_kobo),
    closingCount: countOf(row.closing_count),
    closingCountKobo: kobo(row.closing_count_kobo),
    expectedCashKobo: kobo(row.expected_cash_kobo),
    varianceKobo: kobo(row.variance_kobo),
    varianceRequestId: row.variance_request_id,
    openingEntryId: row.opening_entry_id,
    varianceEntryId: row.variance_entry_id,
    assignedBy: row.assigned_by,
    createdAt: row.created_at,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
    reconciledAt: row.reconciled_at,
  };
}

export async function findSession(t: TenantTx, id: string): Promise<TillSessionRecord | null> {
  const row = await t.trx
    .selectFrom('till_session')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToSession(row) : null;
}

/** The session that holds the till now (not yet CLOSED), if any. */
export async function findOpenSessionOfTill(
  t: TenantTx,
  tillId: string,
): Promise<TillSessionRecord | null> {
  const row = await t.trx
    .selectFrom('till_session')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('open_till_key', '=', tillId)
    .executeTakeFirst();
  return row ? rowToSession(row) : null;
}

/** The session the teller holds now (not yet CLOSED), if any. */
export async function findOpenSessionOfTeller(
  t: TenantTx,
  tellerId: string,
): Promise<TillSessionRecord | null> {
  const row = await t.trx
    .selectFrom('till_session')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('open_teller_key', '=', tellerId)
    .executeTakeFirst();
  return row ? rowToSession(row) : null;
}

export async function openSessionsOfTills(
  t: TenantTx,
  tillIds: readonly string[],
): Promise<Map<string, TillSessionRecord>> {
  if (tillIds.length === 0) return new Map();
  const rows = await t.trx
    .selectFrom('till_session')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('open_till_key', 'in', tillIds)
    .execute();
  return new Map(rows.map((row) => [row.till_id, rowToSession(row)]));
}

export async function insertSession(
  t: TenantTx,
  session: { id: string; tillId: string; branchId: string; tellerId: string; businessDate: string },
  assignedBy: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await t.trx
    .insertInto('till_session')
    .values({
      id: session.id,
      tenant_id: t.tenantId,
      till_id: session.tillId,
      branch_id: session.branchId,
      teller_id: session.tellerId,
      business_date: session.businessDate,
      status: 'ASSIGNED',
      open_till_key: session.tillId,
      open_teller_key: session.tellerId,
      opening_balance_kobo: null,
      opening_count: null,
      opening_count_kobo: null,
      closing_count: null,
      closing_count_kobo: null,
      expected_cash_kobo: null,
      variance_kobo: null,
      variance_request_id: null,
      opening_entry_id: null,
      variance_entry_id: null,
      assigned_by: assignedBy,
      created_at: at,
      opened_at: null,
      closed_at: null,
      reconciled_at: null,
      updated_at: at,
    })
    .execute();
}

export type SessionChanges = Partial<
  Omit<Selectable<TillSessionTable>, 'id' | 'tenant_id' | 'till_id' | 'teller_id'>
>;

/**
 * Moves a session from `from` with its changes; false when another request moved it first, so
 * two racing steps cannot both take the same transition.
 */
export async function moveSession(
  t: TenantTx,
  id: string,
  from: TillSessionStatus,
  changes: SessionChanges,
  now: Date,
): Promise<boolean> {
  return moveFromStatus(t, 'till_session', id, from, {
    ...changes,
    updated_at: now.toISOString(),
  });
}

export interface SessionSearch {
  branchIds: readonly string[] | null;
  businessDate?: string | undefined;
  tellerId?: string | undefined;
  status?: string | undefined;
  /** Only sessions of a business date before this one that are not yet CLOSED. */
  openBefore?: string | undefined;
  page: number;
  pageSize: number;
}

export async function searchSessions(
  t: TenantTx,
  search: SessionSearch,
): Promise<{ items: TillSessionRecord[]; total: number }> {
  let query = t.trx.selectFrom('till_session').where('tenant_id', '=', t.tenantId);
  if (search.branchIds) {
    if (search.branchIds.length === 0) return { items: [], total: 0 };
    query = query.where('branch_id', 'in', search.branchIds);
  }
  if (search.businessDate) query = query.where('business_date', '=', search.businessDate);
  if (search.tellerId) query = query.where('teller_id', '=', search.tellerId);
  if (search.status) query = query.where('status', '=', search.status);
  if (search.openBefore) {
    query = query
      .where('business_date', '<', search.openBefore)
      .where('open_till_key', 'is not', null);
  }
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('business_date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  return { items: rows.map(rowToSession), total: Number(counted?.n ?? 0) };
}
