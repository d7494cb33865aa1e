import type { Selectable } from 'kysely';
import type { components } from '../../api/schema.gen';
import {
  type ApprovalRequestStatus,
  PENDING_APPROVAL_STATUSES,
} from '../../machines/approval-request.machine';
import type { ApprovalBandRule, ApproversOfLevel } from '../../policies/approval-rules';
import { moveFromStatus } from '../db/status-move';
import type { TenantTx } from '../db/tenant-scope';
import type { ApprovalFlowTable, ApprovalRequestTable } from './approval.table';

type Schemas = components['schemas'];
export type ApprovalOperationType = Schemas['ApprovalOperationType'];
export type ApprovalFlowView = Schemas['ApprovalFlow'];
export type ApprovalDetail = Schemas['ApprovalDetail'];
export type ApprovalUser = Schemas['ApprovalUser'];
export type ApprovalHistoryItem = Schemas['ApprovalHistoryItem'];

/** The most requests one inbox query reads; a tenant with more waiting narrows by type. */
export const INBOX_READ_LIMIT = 1000;

function rowToFlow(row: Selectable<ApprovalFlowTable>): ApprovalFlowView {
  return {
    id: row.id,
    name: row.name,
    operationType: row.operation_type as ApprovalOperationType,
    bands: JSON.parse(row.bands) as ApprovalBandRule[] as ApprovalFlowView['bands'],
    expiryHours: row.expiry_hours,
    status: row.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    updatedAt: row.updated_at,
  };
}

export async function listFlows(t: TenantTx): Promise<ApprovalFlowView[]> {
  const rows = await t.trx
    .selectFrom('approval_flow')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('operation_type')
    .limit(200)
    .execute();
  return rows.map(rowToFlow);
}

export async function findFlow(
  t: TenantTx,
  by: { id: string } | { operationType: string },
): Promise<ApprovalFlowView | null> {
  let query = t.trx.selectFrom('approval_flow').selectAll().where('tenant_id', '=', t.tenantId);
  query =
    'id' in by
      ? query.where('id', '=', by.id)
      : query.where('operation_type', '=', by.operationType);
  const row = await query.executeTakeFirst();
  return row ? rowToFlow(row) : null;
}

export interface FlowRecord {
  readonly id: string;
  readonly name: string;
  readonly operationType: string;
  readonly bands: readonly ApprovalBandRule[];
  readonly expiryHours: number;
  readonly status: 'ACTIVE' | 'INACTIVE';
}

export async function insertFlow(t: TenantTx, flow: FlowRecord, now: Date): Promise<void> {
  await t.trx
    .insertInto('approval_flow')
    .values({
      id: flow.id,
      tenant_id: t.tenantId,
      name: flow.name,
      operation_type: flow.operationType,
      bands: JSON.stringify(flow.bands),
      expiry_hours: flow.expiryHours,
      status: flow.status,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
}

export async function updateFlow(t: TenantTx, flow: FlowRecord, now: Date): Promise<void> {
  await t.trx
    .updateTable('approval_flow')
    .set({
      name: flow.name,
      operation_type: flow.operationType,
      bands: JSON.stringify(flow.bands),
      expiry_hours: flow.expiryHours,
      status: flow.status,
      updated_at: now.toISOString(),
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', flow.id)
    .execute();
}

export async function deleteFlow(t: TenantTx, id: string): Promise<void> {
  await t.trx
    .deleteFrom('approval_flow')
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}

/** Whether any request made under the flow is stored (a deleted flow would orphan its history). */
export async function flowHasRequests(t: TenantTx, flowId: string): Promise<boolean> {
  const row = await t.trx
    .selectFrom('approval_request')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('flow_id', '=', flowId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A stored request, camel-cased, with its status as stored (expiry is read by the service). */
export interface ApprovalRequestRecord {
  id: string;
  /** What people read and quote: APR-000123. */
  reference: string;
  flowId: string;
  operationType: ApprovalOperationType;
  status: ApprovalRequestStatus;
  amountKobo: number;
  levelsRequired: 1 | 2;
  approvers: ApproversOfLevel[];
  sameBranch: boolean;
  branchId: string | null;
  makerId: string;
  summary: string;
  details: ApprovalDetail[];
  payload: unknown;
  holdAccountId: string | null;
  holdId: string | null;
  level1ApproverId: string | null;
  resultReference: string | null;
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
}

function rowToRequest(row: Selectable<ApprovalRequestTable>): ApprovalRequestRecord {
  return {
    id: row.id,
    // Every row has one since migration 0026; the fallback keeps the row id off the screen.
    reference: row.reference ?? 'APR-000000',
    flowId: row.flow_id,
    operationType: row.operation_type as ApprovalOperationType,
    status: row.status as ApprovalRequestStatus,
    amountKobo: Number(row.amount_kobo),
    levelsRequired: row.levels_required === 2 ? 2 : 1,
    approvers: JSON.parse(row.approvers) as ApproversOfLevel[],
    sameBranch: row.same_branch === 1,
    branchId: row.branch_id,
    makerId: row.maker_id,
    summary: row.summary,
    details: JSON.parse(row.details) as ApprovalDetail[],
    payload: JSON.parse(row.payload) as unknown,
    holdAccountId: row.hold_account_id,
    holdId: row.hold_id,
    level1ApproverId: row.level1_approver_id,
    resultReference: row.result_reference,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    decidedAt: row.decided_at,
  };
}

export async function insertRequest(t: TenantTx, request: ApprovalRequestRecord): Promise<void> {
  await t.trx
    .insertInto('approval_request')
    .values({
      id: request.id,
      reference: request.reference,
      tenant_id: t.tenantId,
      flow_id: request.flowId,
      operation_type: request.operationType,
      status: request.status,
      amount_kobo: request.amountKobo,
      levels_required: request.levelsRequired,
      approvers: JSON.stringify(request.approvers),
      same_branch: request.sameBranch ? 1 : 0,
      branch_id: request.branchId,
      maker_id: request.makerId,
      summary: request.summary,
      details: JSON.stringify(request.details),
      payload: JSON.stringify(request.payload ?? null),
      hold_account_id: request.holdAccountId,
      hold_id: request.holdId,
      level1_approver_id: null,
      result_reference: null,
      created_at: request.createdAt,
      expires_at: request.expiresAt,
      decided_at: null,
    })
    .execute();
}

export async function findRequest(t: TenantTx, id: string): Promise<ApprovalRequestRecord | null> {
  const row = await t.trx
    .selectFrom('approval_request')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToRequest(row) : null;
}

export interface RequestFilter {
  readonly type?: string | undefined;
  /** Stored statuses to keep; waiting ones are kept only before or after `now` (see expired). */
  readonly statuses?: readonly ApprovalRequestStatus[] | undefined;
  /** true: waiting ones only if due; false: waiting ones only if not due; undefined: all. */
  readonly due?: boolean | undefined;
  /** Only the requests this user made. */
  readonly makerId?: string | undefined;
  readonly now: Date;
}

/** The newest requests that match, at most INBOX_READ_LIMIT of them. */
export async function listRequests(
  t: TenantTx,
  filter: RequestFilter,
): Promise<ApprovalRequestRecord[]> {
  // No status can match (a checker asking for requests that no longer wait); `in ()` is not SQL.
  if (filter.statuses?.length === 0) return [];
  let query = t.trx.selectFrom('approval_request').selectAll().where('tenant_id', '=', t.tenantId);
  if (filter.type) query = query.where('operation_type', '=', filter.type);
  if (filter.makerId) query = query.where('maker_id', '=', filter.makerId);
  if (filter.statuses) query = query.where('status', 'in', [...filter.statuses]);
  const now = filter.now.toISOString();
  const pending = [...PENDING_APPROVAL_STATUSES];
  if (filter.due === true) {
    query = query.where((eb) =>
      eb.or([
        eb('status', 'not in', pending),
        eb.and([eb('status', 'in', pending), eb('expires_at', '<=', now)]),
      ]),
    );
  } else if (filter.due === false) {
    query = query.where((eb) =>
      eb.or([eb('status', 'not in', pending), eb('expires_at', '>', now)]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INBOX_READ_LIMIT)
    .execute();
  return rows.map(rowToRequest);
}

/**
 * Moves a request from `from` to the new status, and says whether it did: the WHERE on the
 * status is the once-only guard, so of two approvals racing for the same step exactly one moves
 * the row and the other finds it already gone.
 */
export async function moveRequest(
  t: TenantTx,
  id: string,
  from: ApprovalRequestStatus,
  change: {
    status: ApprovalRequestStatus;
    level1ApproverId?: string;
    resultReference?: string | null;
    decidedAt?: string;
  },
): Promise<boolean> {
  return moveFromStatus(t, 'approval_request', id, from, {
    status: change.status,
    ...(change.level1ApproverId !== undefined && {
      level1_approver_id: change.level1ApproverId,
    }),
    ...(change.resultReference !== undefined && { result_reference: change.resultReference }),
    ...(change.decidedAt !== undefined && { decided_at: change.decidedAt }),
  });
}

export interface ApprovalEventRecord {
  readonly id: string;
  readonly requestId: string;
  readonly action: ApprovalHistoryItem['action'];
  readonly level: number | null;
  readonly actorId: string;
  readonly reason: string | null;
  readonly at: string;
}

export async function insertEvent(t: TenantTx, event: ApprovalEventRecord): Promise<void> {
  await t.trx
    .insertInto('approval_event')
    .values({
      id: event.id,
      tenant_id: t.tenantId,
      request_id: event.requestId,
      action: event.action,
      level: event.level,
      actor_id: event.actorId,
      reason: event.reason,
      at: event.at,
    })
    .execute();
}

export async function listEvents(t: TenantTx, requestId: string): Promise<ApprovalEventRecord[]> {
  const rows = await t.trx
    .selectFrom('approval_event')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('request_id', '=', requestId)
    .orderBy('at')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    requestId: row.request_id,
    action: row.action as ApprovalHistoryItem['action'],
    level: row.level,
    actorId: row.actor_id,
    reason: row.reason,
    at: row.at,
  }));
}

/** The tenant's users of `ids` as the inbox names them; an unknown id is left out. */
export async function usersByIds(
  t: TenantTx,
  ids: readonly string[],
): Promise<Map<string, ApprovalUser>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await t.trx
    .selectFrom('app_user')
    .select(['id', 'username', 'full_name'])
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { id: row.id, username: row.username, fullName: row.full_name }]),
  );
}
