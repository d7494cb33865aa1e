import { randomUUID } from 'node:crypto';
import type { TenantTx } from '../tenancy/tenant-scope';

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
  await t.trx
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      tenant_id: t.tenantId,
      user_id: event.userId,
      username: event.username,
      operation_id: event.operationId,
      method: event.method,
      target: event.target?.slice(0, 128) ?? null,
      summary: event.summary.slice(0, MAX_SUMMARY_LENGTH),
      ip: event.ip.slice(0, 64),
      outcome: event.outcome,
      status_code: event.statusCode,
      error_code: event.errorCode,
      at: now.toISOString(),
    })
    .execute();
}

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
