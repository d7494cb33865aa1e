import { preparedQuery } from '../db/prepared-query';
import type { TenantTx } from '../db/tenant-scope';

export interface StoredKey {
  /** Who first sent the key; empty for a key written before keys had owners. */
  userId: string;
  operationId: string;
  requestHash: string;
  state: 'IN_PROGRESS' | 'DONE';
  responseStatus: number | null;
  responseBody: string | null;
}

export async function findKey(t: TenantTx, key: string): Promise<StoredKey | null> {
  const row = await t.trx
    .selectFrom('idempotency_key')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.user_id,
    operationId: row.operation_id,
    requestHash: row.request_hash,
    state: row.state === 'DONE' ? 'DONE' : 'IN_PROGRESS',
    responseStatus: row.response_status,
    responseBody: row.response_body,
  };
}

/**
 * Inserts the key as IN_PROGRESS unless it exists; false when it does. Written in the work's own
 * transaction, so no other transaction ever sees an IN_PROGRESS key of this server.
 */
export async function insertKeyIfAbsent(
  t: TenantTx,
  key: string,
  request: { operationId: string; hash: string; userId: string },
  now: Date,
): Promise<boolean> {
  const result = await insertKeyRow(t, {
    key,
    userId: request.userId,
    operationId: request.operationId,
    hash: request.hash,
    at: now.toISOString(),
  });
  return Number(result.numAffectedRows ?? 0) === 1;
}

const insertKeyRow = preparedQuery(
  (
    trx,
    v: { key: string; userId: string; operationId: string; hash: string; at: string },
    tenantId,
  ) =>
    trx
      .insertInto('idempotency_key')
      .values({
        tenant_id: tenantId,
        key: v.key,
        user_id: v.userId,
        operation_id: v.operationId,
        request_hash: v.hash,
        state: 'IN_PROGRESS',
        response_status: null,
        response_body: null,
        created_at: v.at,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'key']).doNothing()),
);

/** Stores the answer with the work it answers; false when the key is not this call's claim. */
export async function completeKey(
  t: TenantTx,
  key: string,
  response: { status: number; body: string | null },
): Promise<boolean> {
  const result = await completeKeyRow(t, { key, ...response });
  return Number(result.numAffectedRows) === 1;
}

const completeKeyRow = preparedQuery(
  (trx, v: { key: string; status: number; body: string | null }, tenantId) =>
    trx
      .updateTable('idempotency_key')
      .set({ state: 'DONE', response_status: v.status, response_body: v.body })
      .where('tenant_id', '=', tenantId)
      .where('key', '=', v.key)
      .where('state', '=', 'IN_PROGRESS'),
);

/** Forgets keys older than the cutoff, a bounded batch at a time. */
export async function purgeKeys(t: TenantTx, before: string, limit: number): Promise<void> {
  const old = t.trx
    .selectFrom('idempotency_key')
    .select('key')
    .where('tenant_id', '=', t.tenantId)
    .where('created_at', '<', before)
    .limit(limit);
  await t.trx
    .deleteFrom('idempotency_key')
    .where('tenant_id', '=', t.tenantId)
    .where('key', 'in', old)
    .execute();
}
