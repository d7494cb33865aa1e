/** An approval flow: the bands of one operation type, stored as the contract's JSON. */
export interface ApprovalFlowTable {
  id: string;
  tenant_id: string;
  name: string;
  /** One of the contract's ApprovalOperationType values, unique within the tenant. */
  operation_type: string;
  /** The contract's ApprovalBand list, as JSON. */
  bands: string;
  expiry_hours: number;
  /** ACTIVE or INACTIVE. */
  status: string;
  created_at: string;
  updated_at: string;
}

/**
 * A request waiting on a flow (or ended). The band's levels, approvers and branch rule are
 * copied in when it is made, so that editing the flow never changes what a waiting request needs.
 */
export interface ApprovalRequestTable {
  id: string;
  /** APR-000123, numbered per tenant (migration 0026); null only before it ran. */
  reference: string | null;
  tenant_id: string;
  flow_id: string;
  operation_type: string;
  /** A status of machines/approval-request.machine.ts. */
  status: string;
  amount_kobo: number | string | bigint;
  levels_required: number;
  /** The band's ApprovalApprovers list, as JSON. */
  approvers: string;
  /** 1 when only staff of branch_id may approve; SQLite has no boolean. */
  same_branch: number;
  branch_id: string | null;
  maker_id: string;
  summary: string;
  /** The ApprovalDetail list the area wrote for people, as JSON. */
  details: string;
  /** What the executor needs to run the operation, as JSON; never shown. */
  payload: string;
  hold_account_id: string | null;
  hold_id: string | null;
  level1_approver_id: string | null;
  result_reference: string | null;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
}

/** One step in a request's history; rows are only ever added. */
export interface ApprovalEventTable {
  id: string;
  tenant_id: string;
  request_id: string;
  /** SUBMITTED, APPROVED, REJECTED, CANCELLED or EXECUTED. */
  action: string;
  level: number | null;
  actor_id: string;
  reason: string | null;
  at: string;
}

declare module '../db/schema' {
  interface DB {
    approval_flow: ApprovalFlowTable;
    approval_request: ApprovalRequestTable;
    approval_event: ApprovalEventTable;
  }
}
