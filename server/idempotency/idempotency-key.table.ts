export interface IdempotencyKeyTable {
  tenant_id: string;
  key: string;
  operation_id: string;
  /** SHA-256 of the operation, path parameters and body, in hex. */
  request_hash: string;
  /** IN_PROGRESS inside the transaction of the key's first request, DONE once that commits. */
  state: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}
