import type { Kysely } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import type { RecordSource } from './chart-records';

export interface StoredRecord {
  readonly id: string;
  readonly status: string;
  readonly createdAt: string;
}

export interface StatusMove {
  readonly from: string;
  readonly to: string;
  readonly at: string;
}

export interface AuditedChange {
  readonly at: string;
  readonly username: string;
}

/** The most moves a record's history answers with (the contract's limit). */
const MAX_MOVES = 999;

/** The record by its id (or the source's second column), in the caller's tenant only. */
export async function findStoredRecord(
  t: TenantTx,
  source: RecordSource,
  key: string,
): Promise<StoredRecord | null> {
  // Kysely cannot follow a table chosen at run time; the sources name only life-cycle tables.
  const db = t.trx as unknown as Kysely<Record<string, Record<string, string>>>;
  const row = await db
    .selectFrom(source.table)
    .select(['id', 'status', 'created_at'])
    .where('tenant_id', '=', t.tenantId)
    .where((eb) =>
      source.byColumn
        ? eb.or([eb('id', '=', key), eb(source.byColumn, '=', key)])
        : eb('id', '=', key),
    )
    .executeTakeFirst();
  return row ? { id: row.id, status: row.status, createdAt: row.created_at } : null;
}

/** The record's moves between statuses, oldest first. */
export async function listStatusMoves(
  t: TenantTx,
  table: string,
  recordId: string,
): Promise<StatusMove[]> {
  const rows = await t.trx
    .selectFrom('status_history')
    .select(['from_status', 'to_status', 'at'])
    .where('tenant_id', '=', t.tenantId)
    .where('table_name', '=', table)
    .where('record_id', '=', recordId)
    .orderBy('at')
    .orderBy('id')
    .limit(MAX_MOVES)
    .execute();
  return rows.map((row) => ({ from: row.from_status, to: row.to_status, at: row.at }));
}

/** The changes the audit log holds for the record, oldest first: who acted on it, and when. */
export async function listAuditedChanges(t: TenantTx, recordId: string): Promise<AuditedChange[]> {
  const rows = await t.trx
    .selectFrom('audit_log')
    .select(['at', 'username'])
    .where('tenant_id', '=', t.tenantId)
    .where('target', '=', recordId)
    .where('outcome', '=', 'success')
    .where('method', '!=', 'GET')
    .orderBy('at')
    .execute();
  return rows.flatMap((row) => (row.username ? [{ at: row.at, username: row.username }] : []));
}
