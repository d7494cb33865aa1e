import { hasPermission } from '../../policies/access';
import { branchScope } from '../../policies/branch-scope';
import type { TenantTx } from '../db/tenant-scope';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import type { UserRecord } from '../users/user.repository';
import { findTill } from './till.repository';
import { returnTillCash } from './till-cash-return';
import { searchSessions } from './till-session.repository';
import {
  acceptOpening,
  assignSession,
  closeSession,
  openSession,
  reconcileSession,
  startClose,
  submitClosingCount,
} from './till-session.service';
import { seesExpectedCash, sessionDetail, sessionRecords, sessionView } from './till-session.view';
import { tillSessionReportPdf } from './till-session-report';

type SessionOps =
  | 'listTillSessions'
  | 'assignTillSession'
  | 'getTillSession'
  | 'openTillSession'
  | 'acceptTillSessionOpening'
  | 'startTillSessionClose'
  | 'submitTillClosingCount'
  | 'closeTillSession'
  | 'reconcileTillSession'
  | 'returnTillCash'
  | 'getTillSessionReportPdf';

type Step = (t: TenantTx, user: UserRecord, id: string, now: Date) => Promise<void>;

/** Runs one step of the chart on the session and answers the session as it now is. */
function stepHandler<Op extends SessionOps>(step: Step, action: string) {
  return async (ctx: OperationContext<Op>) => {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const id = (ctx.params as { id: string }).id;
    await step(t, user, id, ctx.now);
    const body = await sessionDetail(t, user, id);
    ctx.audit.target = id;
    ctx.audit.summary = `till session ${body.tillCode} ${action}: ${body.status}`;
    return { status: 200, body };
  };
}

export const tillSessionHandlers: HandlerGroup<SessionOps> = {
  async listTillSessions(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const { page, pageSize } = pageOf(ctx.query);
    const scope = branchScope(user);
    const { branchId } = ctx.query;
    const branchIds = branchId
      ? scope === null || scope.includes(branchId)
        ? [branchId]
        : []
      : scope;
    const seesOthers = hasPermission({ user }, 'till.session.assign');
    const processingDate = await tenantProcessingDate(t);
    const { items, total } = await searchSessions(t, {
      branchIds,
      businessDate: ctx.query.date,
      tellerId: seesOthers ? ctx.query.tellerId : user.id,
      status: ctx.query.status,
      openBefore: ctx.query.leftOpen ? processingDate : undefined,
      page,
      pageSize,
    });
    // The head teller watches the cash of the sessions still at work, not only the counted ones.
    const withCash = seesExpectedCash(user);
    const views = [];
    for (const session of items) {
      const till = await findTill(t, session.tillId);
      const cash = withCash ? (await sessionRecords(t, session)).cash : null;
      views.push(await sessionView(t, user, session, till, cash, processingDate));
    }
    return { status: 200, body: { items: views, total, page, pageSize } };
  },
  async assignTillSession(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const id = await assignSession(t, user, ctx.body, ctx.now);
    const body = await sessionDetail(t, user, id);
    ctx.audit.target = id;
    ctx.audit.summary = `till ${body.tillCode} assigned to ${body.tellerName} for ${body.businessDate}`;
    return { status: 201, body };
  },
  async getTillSession(ctx) {
    const { user } = principalOf(ctx);
    return { status: 200, body: await sessionDetail(txOf(ctx), user, ctx.params.id) };
  },
  async openTillSession(ctx) {
    const { body } = ctx;
    return stepHandler<'openTillSession'>(
      (t, user, id, now) => openSession(t, user, id, body.count, now),
      'opening count',
    )(ctx);
  },
  acceptTillSessionOpening: stepHandler(acceptOpening, 'opening difference accepted'),
  startTillSessionClose: stepHandler(startClose, 'closing started'),
  async submitTillClosingCount(ctx) {
    const { body } = ctx;
    return stepHandler<'submitTillClosingCount'>(
      (t, user, id, now) => submitClosingCount(t, user, id, body.count, now),
      'closing count',
    )(ctx);
  },
  closeTillSession: stepHandler(closeSession, 'closed'),
  reconcileTillSession: stepHandler(reconcileSession, 'reconciled'),
  returnTillCash: stepHandler(returnTillCash, 'cash returned to the vault'),
  async getTillSessionReportPdf(ctx) {
    const { user, tenant } = principalOf(ctx);
    const body = await tillSessionReportPdf(txOf(ctx), user, ctx.params.id, tenant.name, ctx.now);
    return {
      status: 200,
      body,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="till-session-${ctx.params.id}.pdf"`,
      },
    };
  },
};
