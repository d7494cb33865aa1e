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
  /** The kind of record acted on and its id. */
  entityType?: string | null;
  entityId?: string | null;
  /** A successful change's record before and after, secrets already hidden; null keeps none. */
  changes?: { before: unknown; after: unknown } | null;
}

const MAX_SUMMARY_LENGTH = 1000;
/** The most the log keeps of one change (decision 078). */
export const MAX_CHANGES_LENGTH = 16 * 1024;
/** Longer texts in a change (an uploaded file's content) keep their start only. */
const MAX_CHANGE_TEXT_LENGTH = 500;

/** Appends one event; the log is never updated or deleted (the database refuses both). */
export async function appendAudit(t: TenantTx, event: AuditEvent, now: Date): Promise<void> {
  await insertAuditRow(t, {
    ...event,
    id: newRowId(),
    target: event.target?.slice(0, 128) ?? null,
    summary: event.summary.slice(0, MAX_SUMMARY_LENGTH),
    ip: event.ip.slice(0, 64),
    entityType: event.entityType?.slice(0, 32) ?? null,
    entityId: event.entityId?.slice(0, 128) ?? null,
    changesJson: changesText(event.changes),
    at: now.toISOString(),
  });
}

/** The change as the log stores it: JSON of at most 16 KB, long texts shortened first. */
export function changesText(changes: AuditEvent['changes']): string | null {
  if (!changes) return null;
  const whole = JSON.stringify(changes);
  if (whole.length <= MAX_CHANGES_LENGTH) return whole;
  const shortened = JSON.stringify(changes, (_key, value) =>
    typeof value === 'string' && value.length > MAX_CHANGE_TEXT_LENGTH
      ? `${value.slice(0, MAX_CHANGE_TEXT_LENGTH)}…`
      : value,
  );
  if (shortened.length <= MAX_CHANGES_LENGTH) return shortened;
  return JSON.stringify({ before: null, after: { note: 'too large to keep' } });
}

type AuditRow = Omit<AuditEvent, 'changes'> & {
  id: string;
  at: string;
  changesJson: string | null;
};

const insertAuditRow = preparedQuery((trx, row: AuditRow, tenantId) =>
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
    entity_type: row.entityType,
    entity_id: row.entityId,
    changes: row.changesJson,
    at: row.at,
  }),
);
