/**
 * Every move of a life-cycle row to another status (db/status-move.ts), appended in the same
 * transaction as the move: the history the statecharts' workbench shows on a record's chart.
 * Append-only: the database refuses UPDATE and DELETE on both engines.
 */
export interface StatusHistoryTable {
  id: string;
  tenant_id: string;
  /** The SQL name of the record's table: loan, till_session, nip_transfer... */
  table_name: string;
  record_id: string;
  from_status: string;
  to_status: string;
  at: string;
  /** Null: the move's caller is read from the audit log of the same record. */
  actor_id: string | null;
}

declare module './schema' {
  interface DB {
    status_history: StatusHistoryTable;
  }
}
