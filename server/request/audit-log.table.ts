/** Append-only: the database refuses UPDATE and DELETE on both engines. */
export interface AuditLogTable {
  id: string;
  tenant_id: string;
  user_id: string | null;
  username: string | null;
  operation_id: string;
  method: string;
  /** What was acted on: an id, a username, a config key. */
  target: string | null;
  summary: string;
  ip: string;
  /** success or failure. */
  outcome: string;
  status_code: number;
  /** The error code of a failure, null on success. */
  error_code: string | null;
  at: string;
  /** The kind of record acted on (branch, user, customer...), null for older events. */
  entity_type: string | null;
  entity_id: string | null;
  /** JSON `{ before, after }` of a successful change, secrets hidden, at most 16 KB. */
  changes: string | null;
}

declare module '../db/schema' {
  interface DB {
    audit_log: AuditLogTable;
  }
}
