import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { listFlows, usersByIds } from './approval.repository';
import { approveRequest, cancelRequest, rejectRequest } from './approval.service';
import { approvalTypes } from './approval-executors';
import { removeFlow, saveFlow } from './approval-flow.service';
import { approverOf, inboxCounts, inboxRequests, visibleRequest } from './approval-inbox';
import { requestView, summaryOf } from './approval-view';

/** An operation type as the audit log words it: its area's label, in lower case. */
function typeWords(operationType: string): string {
  return (approvalTypes().get(operationType as never)?.label ?? 'approval').toLowerCase();
}

/** The audit log's words for a request: its type's label and its reference. */
function named(view: { operationType: string; reference: string }): string {
  return `${typeWords(view.operationType)} request ${view.reference}`;
}

export const approvalHandlers: HandlerGroup<
  | 'listApprovalFlows'
  | 'saveApprovalFlow'
  | 'deleteApprovalFlow'
  | 'listApprovalRequests'
  | 'getApprovalCounts'
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
    ctx.audit.summary = `${created ? 'created' : 'replaced'} the ${typeWords(flow.operationType)} approval flow`;
    return { status: 201, body: flow };
  },
  async deleteApprovalFlow(ctx) {
    const flow = await removeFlow(txOf(ctx), ctx.params.id);
    ctx.audit.target = flow.id;
    ctx.audit.summary = `deleted the ${typeWords(flow.operationType)} approval flow`;
    return { status: 204 };
  },
  async listApprovalRequests(ctx) {
    const t = txOf(ctx);
    const { page, pageSize } = pageOf(ctx.query);
    const me = approverOf(principalOf(ctx));
    const requests = await inboxRequests(t, me, ctx.query, ctx.now);
    const items = requests.slice((page - 1) * pageSize, page * pageSize);
    const users = await usersByIds(
      t,
      items.map((request) => request.makerId),
    );
    const body = { items: items.map((r) => summaryOf(r, users, ctx.now)), page, pageSize };
    return { status: 200, body: { ...body, total: requests.length } };
  },
  async getApprovalCounts(ctx) {
    const me = approverOf(principalOf(ctx));
    return { status: 200, body: await inboxCounts(txOf(ctx), me, ctx.now) };
  },
  async getApprovalRequest(ctx) {
    const t = txOf(ctx);
    await visibleRequest(t, approverOf(principalOf(ctx)), ctx.params.id);
    return { status: 200, body: await requestView(t, ctx.params.id, ctx.now) };
  },
  async approveApprovalRequest(ctx) {
    const t = txOf(ctx);
    const approver = approverOf(principalOf(ctx));
    await approveRequest(t, ctx.params.id, approver, ctx.body.reason ?? null, ctx.now);
    const view = await requestView(t, ctx.params.id, ctx.now);
    ctx.audit.target = view.id;
    ctx.audit.summary = `approved the ${named(view)}`;
    return { status: 200, body: view };
  },
  async rejectApprovalRequest(ctx) {
    const t = txOf(ctx);
    const approver = approverOf(principalOf(ctx));
    await rejectRequest(t, ctx.params.id, approver, ctx.body.reason, ctx.now);
    const view = await requestView(t, ctx.params.id, ctx.now);
    ctx.audit.target = view.id;
    ctx.audit.summary = `rejected the ${named(view)}: ${ctx.body.reason}`;
    return { status: 200, body: view };
  },
  async cancelApprovalRequest(ctx) {
    const t = txOf(ctx);
    const maker = principalOf(ctx).user.id;
    await cancelRequest(t, ctx.params.id, maker, ctx.body.reason ?? null, ctx.now);
    const view = await requestView(t, ctx.params.id, ctx.now);
    ctx.audit.target = view.id;
    ctx.audit.summary = `withdrew their own ${named(view)}`;
    return { status: 200, body: view };
  },
};
