import type { Generated } from 'kysely';

export interface IdempotencyKeyTable {
  tenant_id: string;
  key: string;
  /**
   * The user who first sent the key; only they get its stored answer. The empty string (the
   * column's default) marks a key written before keys had owners, which no one may replay.
   */
  user_id: Generated<string>;
  operation_id: string;
  /** SHA-256 of the operation, path parameters and body, in hex. */
  request_hash: string;
  /** IN_PROGRESS inside the transaction of the key's first request, DONE once that commits. */
  state: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}

declare module '../db/schema' {
  interface DB {
    idempotency_key: IdempotencyKeyTable;
  }
}
