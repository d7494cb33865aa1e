import { type Selectable, sql } from 'kysely';
import type { components } from '../../api/schema.gen';
import type { MessageChannel, MessageKind } from '../../policies/message-templates';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { MessageTable } from './messaging.table';

type Schemas = components['schemas'];
export type MessageRow = Selectable<MessageTable>;

export interface NewMessage {
  readonly kind: MessageKind;
  readonly channel: MessageChannel;
  readonly recipient: string;
  readonly subject: string | null;
  readonly body: string;
  readonly dedupeKey: string;
}

/**
 * Queues messages in the caller's transaction, due now; a dedupe key the tenant already has is
 * skipped, so an event told twice queues its messages once.
 */
export async function queueMessages(
  t: TenantTx,
  messages: readonly NewMessage[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  const nowIso = now.toISOString();
  await t.trx
    .insertInto('message')
    .values(
      messages.map((m) => ({
        id: newRowId(now.getTime()),
        tenant_id: t.tenantId,
        kind: m.kind,
        channel: m.channel,
        recipient: m.recipient.slice(0, 254),
        subject: m.subject?.slice(0, 1000) ?? null,
        body: m.body.slice(0, 5000),
        status: 'QUEUED',
        attempts: 0,
        next_attempt_at: nowIso,
        lease_until: null,
        claim_token: null,
        last_error: null,
        failed_attempts: '[]',
        provider_id: null,
        dedupe_key: m.dedupeKey.slice(0, 200),
        created_at: nowIso,
        sent_at: null,
      })),
    )
    .onConflict((c) => c.columns(['tenant_id', 'dedupe_key']).doNothing())
    .execute();
  await t.trx
    .insertInto('message_sender_tenant')
    .values({ tenant_id: t.tenantId })
    .onConflict((c) => c.column('tenant_id').doNothing())
    .execute();
}

/** What the outbox shows instead of a message that carries a password. */
export const SECRET_BODY = 'This message carries a one-time password, which is not shown.';

export function messageView(row: MessageRow): Schemas['OutboxMessage'] {
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    channel: row.channel as MessageChannel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.kind === 'USER_OTP' ? SECRET_BODY : row.body,
    status: row.status as Schemas['OutboxMessageStatus'],
    attempts: Number(row.attempts),
    nextAttemptAt: row.status === 'QUEUED' ? row.next_attempt_at : null,
    lastError: row.last_error,
    providerId: row.provider_id,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    failedAttempts: (JSON.parse(row.failed_attempts) as Schemas['OutboxAttempt'][]).slice(-100),
  };
}

export interface OutboxFilters {
  readonly status?: string | undefined;
  readonly channel?: string | undefined;
  readonly kind?: string | undefined;
  readonly recipient?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export async function searchMessages(t: TenantTx, filters: OutboxFilters) {
  let query = t.trx.selectFrom('message').where('tenant_id', '=', t.tenantId);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.channel) query = query.where('channel', '=', filters.channel);
  if (filters.kind) query = query.where('kind', '=', filters.kind);
  if (filters.recipient) {
    const like = `%${filters.recipient.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(recipient) like ${like} escape '\\'`);
  }
  const counted = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)
    .execute();
  return { items: rows.map(messageView), total: Number(counted?.total ?? 0) };
}

export async function findMessage(t: TenantTx, id: string): Promise<MessageRow | null> {
  const row = await t.trx
    .selectFrom('message')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** A FAILED message back in the queue, due now, its attempts reset; false if it was not FAILED. */
export async function requeueFailed(t: TenantTx, id: string, now: Date): Promise<boolean> {
  const result = await t.trx
    .updateTable('message')
    .set({ status: 'QUEUED', attempts: 0, next_attempt_at: now.toISOString(), claim_token: null })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .where('status', '=', 'FAILED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** QUEUED and due, or SENDING with a lease that ran out (its server stopped mid-send). */
function dueCondition(nowIso: string) {
  return sql<boolean>`((status = 'QUEUED' and next_attempt_at <= ${nowIso})
    or (status = 'SENDING' and lease_until < ${nowIso}))`;
}

/**
 * Takes up to `limit` due messages for this server: each is marked SENDING with this claim's
 * token and a lease, one more attempt counted. On PostgreSQL the rows are locked with SKIP
 * LOCKED, so two servers never wait on each other; on SQLite (one writer) the guarded update
 * alone decides. The caller commits before sending.
 */
export async function claimDue(
  t: TenantTx,
  claim: { token: string; nowIso: string; leaseUntilIso: string; limit: number },
): Promise<MessageRow[]> {
  let candidates = t.trx
    .selectFrom('message')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where(dueCondition(claim.nowIso))
    .orderBy('next_attempt_at')
    .limit(claim.limit);
  if (t.engine === 'postgres') candidates = candidates.forUpdate().skipLocked();
  const ids = (await candidates.execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  await t.trx
    .updateTable('message')
    .set({
      status: 'SENDING',
      claim_token: claim.token,
      lease_until: claim.leaseUntilIso,
      attempts: sql`attempts + 1`,
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', ids)
    .where(dueCondition(claim.nowIso))
    .execute();
  return t.trx
    .selectFrom('message')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', ids)
    .where('claim_token', '=', claim.token)
    .execute();
}

/** Marks a claimed message SENT, unless another claim took it since (its lease ran out). */
export async function markSent(
  t: TenantTx,
  id: string,
  token: string,
  providerId: string | null,
  now: Date,
): Promise<void> {
  await t.trx
    .updateTable('message')
    .set({
      status: 'SENT',
      // A password is kept only until it is sent.
      body: sql`case when kind = 'USER_OTP' then ${SECRET_BODY} else body end`,
      provider_id: providerId,
      sent_at: now.toISOString(),
      next_attempt_at: null,
      lease_until: null,
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'SENDING')
    .execute();
}

/** Records a failed attempt: QUEUED again at `retryAt`, or FAILED when there is none. */
export async function markAttemptFailed(
  t: TenantTx,
  row: MessageRow,
  token: string,
  error: string,
  now: Date,
  retryAt: Date | null,
): Promise<void> {
  const attempts = JSON.parse(row.failed_attempts) as Schemas['OutboxAttempt'][];
  const failed = [...attempts, { at: now.toISOString(), error: error.slice(0, 500) }].slice(-100);
  await t.trx
    .updateTable('message')
    .set({
      status: retryAt ? 'QUEUED' : 'FAILED',
      next_attempt_at: retryAt ? retryAt.toISOString() : null,
      last_error: error.slice(0, 500),
      failed_attempts: JSON.stringify(failed),
      lease_until: null,
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', row.id)
    .where('claim_token', '=', token)
    .where('status', '=', 'SENDING')
    .execute();
}
