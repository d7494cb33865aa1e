import type { TenantTx } from '../tenancy/tenant-scope';

export interface StoredKey {
  operationId: string;
  requestHash: string;
  state: 'IN_PROGRESS' | 'DONE';
  lockedUntil: string;
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
    operationId: row.operation_id,
    requestHash: row.request_hash,
    state: row.state === 'DONE' ? 'DONE' : 'IN_PROGRESS',
    lockedUntil: row.locked_until,
    responseStatus: row.response_status,
    responseBody: row.response_body,
  };
}

export async function insertKey(
  t: TenantTx,
  key: string,
  claim: { operationId: string; requestHash: string; lockedUntil: string; token: string },
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('idempotency_key')
    .values({
      tenant_id: t.tenantId,
      key,
      operation_id: claim.operationId,
      request_hash: claim.requestHash,
      state: 'IN_PROGRESS',
      locked_until: claim.lockedUntil,
      claim_token: claim.token,
      response_status: null,
      response_body: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Takes over a claim whose holder ran out of time (its process died or timed out). */
export async function renewClaim(
  t: TenantTx,
  key: string,
  claim: { lockedUntil: string; token: string },
): Promise<void> {
  await t.trx
    .updateTable('idempotency_key')
    .set({ locked_until: claim.lockedUntil, claim_token: claim.token })
    .where('tenant_id', '=', t.tenantId)
    .where('key', '=', key)
    .where('state', '=', 'IN_PROGRESS')
    .execute();
}

/** Stores the answer if this claim still holds the key; false when another claim took it over. */
export async function completeKey(
  t: TenantTx,
  key: string,
  token: string,
  response: { status: number; body: string | null },
): Promise<boolean> {
  const result = await t.trx
    .updateTable('idempotency_key')
    .set({ state: 'DONE', response_status: response.status, response_body: response.body })
    .where('tenant_id', '=', t.tenantId)
    .where('key', '=', key)
    .where('state', '=', 'IN_PROGRESS')
    .where('claim_token', '=', token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteKey(t: TenantTx, key: string, token: string): Promise<void> {
  await t.trx
    .deleteFrom('idempotency_key')
    .where('tenant_id', '=', t.tenantId)
    .where('key', '=', key)
    .where('state', '=', 'IN_PROGRESS')
    .where('claim_token', '=', token)
    .execute();
}

/** Forgets finished keys older than the cutoff, a bounded batch at a time. */
export async function purgeKeys(t: TenantTx, before: string, limit: number): Promise<void> {
  const old = t.trx
    .selectFrom('idempotency_key')
    .select('key')
    .where('tenant_id', '=', t.tenantId)
    .where('created_at', '<', before)
    .where('state', '=', 'DONE')
    .limit(limit);
  await t.trx
    .deleteFrom('idempotency_key')
    .where('tenant_id', '=', t.tenantId)
    .where('key', 'in', old)
    .execute();
}
