import type { ExpressionBuilder, Selectable } from 'kysely';
import type { DB } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import type { AuditLogTable } from '../request/audit-log.table';
import type { AuditEvent } from '../request/audit-trail';

/** Failed sign-ins of one username from one address since a moment, for throttling. */
export async function countLoginFailures(
  t: TenantTx,
  username: string,
  ip: string,
  since: Date,
): Promise<{ count: number; oldestAt: string | null }> {
  const row = await t.trx
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
    .where('tenant_id', '=', t.tenantId)
    .where('operation_id', '=', 'login')
    .where('target', '=', username)
    .where('ip', '=', ip)
    .where('status_code', '=', 401)
    .where('at', '>', since.toISOString())
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldestAt: row?.oldest ?? null };
}

/**
 * Failed sign-ins of any username from one address since a moment, for throttling password
 * spraying. Both engines read it through the (tenant_id, at) index: the tenant's events of the
 * window, not its whole history of sign-ins.
 */
export async function countAddressLoginFailures(
  t: TenantTx,
  ip: string,
  since: Date,
): Promise<{ count: number; oldestAt: string | null }> {
  const row = await t.trx
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
    .where('tenant_id', '=', t.tenantId)
    .where('at', '>', since.toISOString())
    .where('operation_id', '=', 'login')
    .where('ip', '=', ip)
    .where('status_code', '=', 401)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldestAt: row?.oldest ?? null };
}

/** An event as stored: what was appended, with its id and time. */
export interface AuditRecord extends AuditEvent {
  id: string;
  at: string;
}

/** Filters of the audit log search; null or undefined filters match everything. */
export interface AuditQuery {
  /** Inclusive bounds, as ISO 8601 UTC instants (the form `at` is stored in). */
  from?: string | null;
  to?: string | null;
  userId?: string | null;
  username?: string | null;
  operationId?: string | null;
  outcome?: 'success' | 'failure' | null;
  entityType?: string | null;
  entityId?: string | null;
  page: number;
  pageSize: number;
}

function auditFilter(t: TenantTx, query: AuditQuery) {
  return (eb: ExpressionBuilder<DB, 'audit_log'>) => {
    const conditions = [eb('tenant_id', '=', t.tenantId)];
    if (query.from) conditions.push(eb('at', '>=', query.from));
    if (query.to) conditions.push(eb('at', '<=', query.to));
    if (query.userId) conditions.push(eb('user_id', '=', query.userId));
    if (query.username) conditions.push(eb('username', '=', query.username));
    if (query.operationId) conditions.push(eb('operation_id', '=', query.operationId));
    if (query.outcome) conditions.push(eb('outcome', '=', query.outcome));
    if (query.entityType) conditions.push(eb('entity_type', '=', query.entityType));
    if (query.entityId) conditions.push(eb('entity_id', '=', query.entityId));
    return eb.and(conditions);
  };
}

function rowToAuditRecord(row: Selectable<AuditLogTable>): AuditRecord {
  return {
    id: row.id,
    at: row.at,
    userId: row.user_id,
    username: row.username,
    operationId: row.operation_id,
    method: row.method,
    target: row.target,
    summary: row.summary,
    ip: row.ip,
    outcome: row.outcome === 'success' ? 'success' : 'failure',
    statusCode: row.status_code,
    errorCode: row.error_code,
    entityType: row.entity_type ?? null,
    entityId: row.entity_id ?? null,
    changes: row.changes ? (JSON.parse(row.changes) as AuditRecord['changes']) : null,
  };
}

/** How many events match. */
export async function countAuditEvents(t: TenantTx, query: AuditQuery): Promise<number> {
  const counted = await t.trx
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(auditFilter(t, query))
    .executeTakeFirst();
  return Number(counted?.count ?? 0);
}

/** One page of matching events, newest first, and how many match in all. */
export async function findAuditEvents(
  t: TenantTx,
  query: AuditQuery,
): Promise<{ items: AuditRecord[]; total: number }> {
  const where = auditFilter(t, query);
  const total = await countAuditEvents(t, query);
  const rows = await t.trx
    .selectFrom('audit_log')
    .selectAll()
    .where(where)
    // Events of one transaction share their time; the id only makes the order stable.
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { items: rows.map(rowToAuditRecord), total };
}
