export interface IdempotencyKeyTable {
  tenant_id: string;
  key: string;
  operation_id: string;
  /** SHA-256 of the operation, path parameters and body, in hex. */
  request_hash: string;
  /** IN_PROGRESS or DONE. */
  state: string;
  /** While IN_PROGRESS: until when the first request holds the key. */
  locked_until: string;
  /** The claim that holds the key: only it may complete or release the key. */
  claim_token: string | null;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}
