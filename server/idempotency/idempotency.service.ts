import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../http/app-error';
import { inTenant } from '../tenancy/tenant-scope';
import { deleteKey, findKey, insertKey, purgeKeys, renewClaim } from './idempotency.repository';

/** How long the first request holds its key; after that a retry may take over (its process died). */
export const IDEMPOTENCY_LEASE_MS = 30_000;
/** Finished keys are kept at least this long (the contract promises 24 hours). */
export const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000;
const PURGE_BATCH = 100;

export type Claim =
  | { readonly kind: 'claimed'; readonly token: string }
  | { readonly kind: 'replay'; readonly status: number; readonly body: unknown };

/** Objects with their keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

export function requestHash(operationId: string, params: unknown, body: unknown): string {
  const text = JSON.stringify(canonical({ operationId, params: params ?? {}, body: body ?? null }));
  return createHash('sha256').update(text).digest('hex');
}

const inProgress = () =>
  new AppError(
    409,
    'idempotency_request_in_progress',
    'A request with this Idempotency-Key is still being processed; retry shortly.',
  );

/**
 * Claims a key in its own short transaction, before the work starts, so that a concurrent
 * duplicate sees it and is told to wait (409) rather than posting twice. A finished key answers
 * its stored result; the same key with another request is refused (422).
 */
export async function claimKey(
  db: Db,
  tenantId: string,
  key: string,
  request: { operationId: string; hash: string },
  now: Date,
): Promise<Claim> {
  const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS).toISOString();
  const token = randomUUID();
  try {
    return await inTenant(db, tenantId, async (t) => {
      await purgeKeys(
        t,
        new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString(),
        PURGE_BATCH,
      );
      const found = await findKey(t, key);
      if (!found) {
        await insertKey(
          t,
          key,
          { operationId: request.operationId, requestHash: request.hash, lockedUntil, token },
          now,
        );
        return { kind: 'claimed', token } as const;
      }
      if (found.operationId !== request.operationId || found.requestHash !== request.hash) {
        throw new AppError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (found.state === 'DONE') {
        const body = found.responseBody === null ? undefined : JSON.parse(found.responseBody);
        return { kind: 'replay', status: found.responseStatus ?? 200, body } as const;
      }
      if (found.lockedUntil > now.toISOString()) throw inProgress();
      await renewClaim(t, key, { lockedUntil, token });
      return { kind: 'claimed', token } as const;
    });
  } catch (error) {
    // Two first requests at once: the other one inserted the key a moment earlier.
    if (isUniqueViolation(error)) throw inProgress();
    throw error;
  }
}

/** Lets the key be used again after its request failed, so a corrected retry can go through. */
export async function releaseKey(
  db: Db,
  tenantId: string,
  key: string,
  token: string,
): Promise<void> {
  await inTenant(db, tenantId, (t) => deleteKey(t, key, token));
}

/** The answer to a request whose claim was taken over while it ran: its work is rolled back. */
export const claimLost = inProgress;
