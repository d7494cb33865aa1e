import {
  type ApprovalRequestStatus,
  PENDING_APPROVAL_STATUSES,
} from '../../machines/approval-request.machine';
import type { Approver } from '../../policies/approval-rules';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import type { Principal } from '../request/principal';
import { listFlows, listRequests, type RequestFilter, usersByIds } from './approval.repository';
import { approveRequest, cancelRequest, checkerRefusal, rejectRequest } from './approval.service';
import { removeFlow, saveFlow } from './approval-flow.service';
import { requestView, summaryOf } from './approval-view';

/** The caller as the approval rules see them. */
function approverOf(principal: Principal): Approver {
  const { user } = principal;
  return { id: user.id, user, branchId: user.branchId, branchIds: user.branchIds };
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
