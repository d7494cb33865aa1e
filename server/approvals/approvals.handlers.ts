import type { components } from '../../api/schema.gen';
import {
  type ApprovalRequestStatus,
  PENDING_APPROVAL_STATUSES,
} from '../../machines/approval-request.machine';
import type { Approver } from '../../policies/approval-rules';
import type { Principal } from '../auth/principal';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import {
  type ApprovalRequestRecord,
  type ApprovalUser,
  findRequest,
  listEvents,
  listFlows,
  listRequests,
  type RequestFilter,
  usersByIds,
} from './approval.repository';
import {
  approveRequest,
  awaitingLevel,
  cancelRequest,
  checkerRefusal,
  rejectRequest,
  statusAt,
} from './approval.service';
import { removeFlow, saveFlow } from './approval-flow.service';

type Schemas = components['schemas'];

/** The caller as the approval rules see them. */
function approverOf(principal: Principal): Approver {
  const { user } = principal;
  return { id: user.id, user, branchId: user.branchId, branchIds: user.branchIds };
}

const unknownUser = (id: string): ApprovalUser => ({ id, username: id, fullName: 'Unknown user' });

function summaryOf(
  request: ApprovalRequestRecord,
  users: Map<string, ApprovalUser>,
  now: Date,
): Schemas['ApprovalRequestSummary'] {
  return {
    id: request.id,
    operationType: request.operationType,
    status: statusAt(request, now),
    amountKobo: request.amountKobo,
    levelsRequired: request.levelsRequired,
    awaitingLevel: awaitingLevel(request, now),
    branchId: request.branchId,
    maker: users.get(request.makerId) ?? unknownUser(request.makerId),
    summary: request.summary,
    createdAt: request.createdAt,
    expiresAt: request.expiresAt,
    decidedAt: request.decidedAt,
    resultReference: request.resultReference,
  };
}

/** The request with its details and history, as the contract shows it. */
export async function requestView(
  t: TenantTx,
  id: string,
  now: Date,
): Promise<Schemas['ApprovalRequest']> {
  const request = await findRequest(t, id);
  if (!request) throw new DomainError('approval_request_not_found');
  const events = await listEvents(t, id);
  const users = await usersByIds(t, [request.makerId, ...events.map((e) => e.actorId)]);
  return {
    ...summaryOf(request, users, now),
    details: request.details,
    approvers: request.approvers as Schemas['ApprovalApprovers'][],
    sameBranch: request.sameBranch,
    holdId: request.holdId,
    history: events.map((event) => ({
      action: event.action,
      level: event.level,
      by: users.get(event.actorId) ?? unknownUser(event.actorId),
      reason: event.reason,
      at: event.at,
    })),
  };
}

/** What the list's status filter reads from storage; a waiting request past its time is EXPIRED. */
function filterOf(
  query: { type?: string; status?: ApprovalRequestStatus; awaitingMe?: boolean },
  now: Date,
): RequestFilter {
  const pending = PENDING_APPROVAL_STATUSES as readonly ApprovalRequestStatus[];
  const base = { type: query.type, now };
  if (query.awaitingMe) {
    const wanted = query.status ? pending.filter((s) => s === query.status) : pending;
    return { ...base, statuses: wanted, due: false };
  }
  if (query.status === 'EXPIRED') return { ...base, statuses: ['EXPIRED', ...pending], due: true };
  if (query.status && pending.includes(query.status)) {
    return { ...base, statuses: [query.status], due: false };
  }
  return { ...base, statuses: query.status ? [query.status] : undefined };
}

export const approvalHandlers: HandlerGroup<
  | 'listApprovalFlows'
  | 'saveApprovalFlow'
  | 'deleteApprovalFlow'
  | 'listApprovalRequests'
  | 'getApprovalRequest'
  | 'approveApprovalRequest'
  | 'rejectApprovalRequest'
  | 'cancelApprovalRequest'
> = {
  async listApprovalFlows(ctx) {
    return { status: 200, body: { items: await listFlows(txOf(ctx)) } };
  },
  async saveApprovalFlow(ctx) {
    const { flow, created } = await saveFlow(txOf(ctx), ctx.body, ctx.now);
    ctx.audit.target = flow.id;
    ctx.audit.summary = `${created ? 'created' : 'replaced'} the ${flow.operationType} approval flow`;
    return { status: 201, body: flow };
  },
  async deleteApprovalFlow(ctx) {
    const flow = await removeFlow(txOf(ctx), ctx.params.id);
    ctx.audit.target = flow.id;
    ctx.audit.summary = `deleted the ${flow.operationType} approval flow`;
    return { status: 204 };
  },
  async listApprovalRequests(ctx) {
    const t = txOf(ctx);
    const { page, pageSize } = pageOf(ctx.query);
    let requests = await listRequests(t, filterOf(ctx.query, ctx.now));
    if (ctx.query.awaitingMe) {
      const me = approverOf(principalOf(ctx));
      requests = requests.filter((request) => checkerRefusal(request, me, ctx.now) === null);
    }
    const items = requests.slice((page - 1) * pageSize, page * pageSize);
    const users = await usersByIds(
      t,
      items.map((request) => request.makerId),
    );
    const body = { items: items.map((r) => summaryOf(r, users, ctx.now)), page, pageSize };
    return { status: 200, body: { ...body, total: requests.length } };
  },
  async getApprovalRequest(ctx) {
    return { status: 200, body: await requestView(txOf(ctx), ctx.params.id, ctx.now) };
  },
  async approveApprovalRequest(ctx) {
    const t = txOf(ctx);
    const approver = approverOf(principalOf(ctx));
    await approveRequest(t, ctx.params.id, approver, ctx.body.reason ?? null, ctx.now);
    const view = await requestView(t, ctx.params.id, ctx.now);
    ctx.audit.target = view.id;
    ctx.audit.summary = `approved the ${view.operationType} request (now ${view.status})`;
    return { status: 200, body: view };
  },
  async rejectApprovalRequest(ctx) {
    const t = txOf(ctx);
    const approver = approverOf(principalOf(ctx));
    await rejectRequest(t, ctx.params.id, approver, ctx.body.reason, ctx.now);
    const view = await requestView(t, ctx.params.id, ctx.now);
    ctx.audit.target = view.id;
    ctx.audit.summary = `rejected the ${view.operationType} request: ${ctx.body.reason}`;
    return { status: 200, body: view };
  },
  async cancelApprovalRequest(ctx) {
    const t = txOf(ctx);
    const maker = principalOf(ctx).user.id;
    await cancelRequest(t, ctx.params.id, maker, ctx.body.reason ?? null, ctx.now);
    const view = await requestView(t, ctx.params.id, ctx.now);
    ctx.audit.target = view.id;
    ctx.audit.summary = `cancelled the ${view.operationType} request`;
    return { status: 200, body: view };
  },
};
