import { createHash } from 'node:crypto';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findKey, insertKeyIfAbsent, purgeKeys } from './idempotency.repository';

/** Finished keys are kept at least this long (the contract promises 24 hours). */
export const IDEMPOTENCY_RETENTION_MS = 48 * 60 * 60 * 1000;
/** How often a tenant's expired keys are swept, by the first money call after the interval. */
const PURGE_INTERVAL_MS = 60_000;
const PURGE_BATCH = 500;

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'replay'; readonly status: number; readonly json: string | null };

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

export const inProgress = () =>
  new DomainError(
    'idempotency_request_in_progress',
    'A request with this Idempotency-Key is still being processed; retry shortly.',
  );

/** The request a key is claimed for, and the signed-in user who sends it. */
export interface KeyRequest {
  readonly operationId: string;
  readonly hash: string;
  readonly userId: string;
}

/**
 * Claims a key inside the transaction that does the call's work, so the claim, the effect and
 * the stored answer commit together or not at all: a request that fails or whose process dies
 * leaves no trace, and its retry simply runs. A finished key answers its stored result to the
 * user who sent it; another user, or the same key with another request, is refused (422). On
 * PostgreSQL a duplicate running in another process waits on the key's row until the first
 * commits, then replays its answer.
 */
export async function claimKey(
  t: TenantTx,
  key: string,
  request: KeyRequest,
  now: Date,
): Promise<Claim> {
  // A key without an owner could be replayed by anyone; every money call is signed in.
  if (request.userId === '') throw new Error('An Idempotency-Key needs the user who sends it.');
  if (await insertKeyIfAbsent(t, key, request, now)) return { kind: 'claimed' };
  const found = await findKey(t, key);
  // Gone again: the request that held it rolled back a moment ago; the caller may retry.
  if (!found) throw inProgress();
  // Checked first, so that another user learns nothing about the request the key was used for.
  if (found.userId !== request.userId) {
    throw new DomainError(
      'idempotency_key_reused',
      'This Idempotency-Key was already used by another user. Send the request with a new key.',
    );
  }
  if (found.operationId !== request.operationId || found.requestHash !== request.hash) {
    throw new DomainError('idempotency_key_reused');
  }
  if (found.state !== 'DONE') throw inProgress();
  return { kind: 'replay', status: found.responseStatus ?? 200, json: found.responseBody };
}

/**
 * The keys this process is working on and when each tenant's old keys were last swept. A
 * duplicate that arrives while its twin runs here is told to wait at once (409) instead of
 * queueing behind it for a transaction of its own.
 */
export class KeyGate {
  readonly #running = new Set<string>();
  readonly #purgedAt = new Map<string, number>();

  enter(tenantId: string, key: string): boolean {
    const id = `${tenantId}\u0000${key}`;
    if (this.#running.has(id)) return false;
    this.#running.add(id);
    return true;
  }

  leave(tenantId: string, key: string): void {
    this.#running.delete(`${tenantId}\u0000${key}`);
  }

  /** Forgets the tenant's keys past retention, at most once a PURGE_INTERVAL_MS per tenant. */
  async purgeIfDue(t: TenantTx, now: Date): Promise<void> {
    const last = this.#purgedAt.get(t.tenantId);
    if (last !== undefined && Math.abs(now.getTime() - last) < PURGE_INTERVAL_MS) return;
    this.#purgedAt.set(t.tenantId, now.getTime());
    await purgeKeys(
      t,
      new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString(),
      PURGE_BATCH,
    );
  }
}
