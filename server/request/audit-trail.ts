import { preparedQuery } from '../db/prepared-query';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';

/**
 * The audit trail every request writes, whatever its area: who did what to which record, with
 * what outcome. The audit area reads it back for people (server/audit/).
 */
export interface AuditEvent {
  userId: string | null;
  username: string | null;
  operationId: string;
  method: string;
  target: string | null;
  summary: string;
  ip: string;
  outcome: 'success' | 'failure';
  statusCode: number;
  errorCode: string | null;
}

const MAX_SUMMARY_LENGTH = 1000;

/** Appends one event; the log is never updated or deleted (the database refuses both). */
export async function appendAudit(t: TenantTx, event: AuditEvent, now: Date): Promise<void> {
  await insertAuditRow(t, {
    ...event,
    id: newRowId(),
    target: event.target?.slice(0, 128) ?? null,
    summary: event.summary.slice(0, MAX_SUMMARY_LENGTH),
    ip: event.ip.slice(0, 64),
    at: now.toISOString(),
  });
}

const insertAuditRow = preparedQuery(
  (trx, row: AuditEvent & { id: string; at: string }, tenantId) =>
    trx.insertInto('audit_log').values({
      id: row.id,
      tenant_id: tenantId,
      user_id: row.userId,
      username: row.username,
      operation_id: row.operationId,
      method: row.method,
      target: row.target,
      summary: row.summary,
      ip: row.ip,
      outcome: row.outcome,
      status_code: row.statusCode,
      error_code: row.errorCode,
      at: row.at,
    }),
);
