import { branchScope } from '../../policies/branch-scope';
import type { ScorecardDefinition } from '../../policies/credit-score';
import { obeyFormRules } from '../config/forms-config';
import { csvText } from '../http/csv';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { searchApplications } from './credit-application.repository';
import {
  type CreditActor,
  createApplication,
  rejectApplication,
  returnApplication,
  startReview,
  submitApplication,
  updateApplication,
  withdrawApplication,
} from './credit-application.service';
import { applicationDetail } from './credit-application-view';
import { APPLICATIONS_CSV_MAX_ROWS, applicationsCsvRows } from './credit-applications-csv';
import { recommendApplication } from './credit-approval';
import {
  currentScorecardView,
  saveScorecardVersion,
  scorecardVersionViews,
  scorecardViews,
} from './scorecard.service';

type CreditOps =
  | 'getScorecard'
  | 'saveScorecard'
  | 'listScorecardVersions'
  | 'applyForLoan'
  | 'listCreditApplications'
  | 'exportCreditApplicationsCsv'
  | 'getCreditApplication'
  | 'updateCreditApplication'
  | 'submitCreditApplication'
  | 'startCreditApplicationReview'
  | 'recommendCreditApplication'
  | 'returnCreditApplication'
  | 'rejectCreditApplication'
  | 'withdrawCreditApplication';

function actorOf(ctx: OperationContext): CreditActor {
  const { user } = principalOf(ctx);
  return { id: user.id, branchId: user.branchId, scope: branchScope(user) };
}

/** The application after a step, noted in the audit log. */
async function answer(ctx: OperationContext, id: string, what: string, status = 200) {
  const body = await applicationDetail(txOf(ctx), principalOf(ctx).user, id, ctx.now);
  ctx.audit.target = id;
  ctx.audit.summary = `credit application ${body.applicationNumber} ${what} (${body.status})`;
  return { status, body };
}

async function getScorecard(ctx: OperationContext<'getScorecard'>) {
  return { status: 200, body: await currentScorecardView(txOf(ctx)) };
}

async function saveScorecard(ctx: OperationContext<'saveScorecard'>) {
  const t = txOf(ctx);
  const card = await saveScorecardVersion(
    t,
    ctx.body as ScorecardDefinition,
    actorOf(ctx).id,
    ctx.now,
  );
  const [body] = await scorecardViews(t, [card]);
  ctx.audit.target = card.id;
  ctx.audit.summary = `credit scorecard version ${card.version} saved`;
  return { status: 201, body };
}

async function listScorecardVersions(ctx: OperationContext<'listScorecardVersions'>) {
  return { status: 200, body: { items: await scorecardVersionViews(txOf(ctx)) } };
}

async function applyForLoan(ctx: OperationContext<'applyForLoan'>) {
  await obeyFormRules(txOf(ctx), 'loan.application', ctx.body);
  const id = await createApplication(txOf(ctx), actorOf(ctx), ctx.body, ctx.now);
  return answer(ctx, id, 'created', 201);
}

async function listCreditApplications(ctx: OperationContext<'listCreditApplications'>) {
  const { page, pageSize } = pageOf(ctx.query);
  const { items, total } = await searchApplications(txOf(ctx), {
    q: ctx.query.q,
    status: ctx.query.status,
    officerId: ctx.query.officerId,
    branchId: ctx.query.branchId,
    productId: ctx.query.productId,
    branchIds: actorOf(ctx).scope,
    page,
    pageSize,
  });
  return { status: 200, body: { items, total, page, pageSize } };
}

async function exportCreditApplicationsCsv(ctx: OperationContext<'exportCreditApplicationsCsv'>) {
  const { items } = await searchApplications(txOf(ctx), {
    q: ctx.query.q,
    status: ctx.query.status,
    officerId: ctx.query.officerId,
    branchId: ctx.query.branchId,
    productId: ctx.query.productId,
    branchIds: actorOf(ctx).scope,
    page: 1,
    pageSize: APPLICATIONS_CSV_MAX_ROWS,
  });
  return {
    status: 200,
    body: csvText(applicationsCsvRows(items)),
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="credit-applications.csv"',
    },
  };
}

async function getCreditApplication(ctx: OperationContext<'getCreditApplication'>) {
  const { user } = principalOf(ctx);
  return { status: 200, body: await applicationDetail(txOf(ctx), user, ctx.params.id, ctx.now) };
}

async function updateCreditApplication(ctx: OperationContext<'updateCreditApplication'>) {
  await updateApplication(txOf(ctx), actorOf(ctx), ctx.params.id, ctx.body, ctx.now);
  return answer(ctx, ctx.params.id, 'updated');
}

async function submitCreditApplication(ctx: OperationContext<'submitCreditApplication'>) {
  await submitApplication(txOf(ctx), actorOf(ctx), ctx.params.id, ctx.now);
  return answer(ctx, ctx.params.id, 'submitted');
}

async function startCreditApplicationReview(ctx: OperationContext<'startCreditApplicationReview'>) {
  await startReview(txOf(ctx), actorOf(ctx), ctx.params.id, ctx.now);
  return answer(ctx, ctx.params.id, 'taken under review');
}

async function recommendCreditApplication(ctx: OperationContext<'recommendCreditApplication'>) {
  const { waiting } = await recommendApplication(
    txOf(ctx),
    actorOf(ctx),
    ctx.params.id,
    ctx.body,
    ctx.now,
  );
  return answer(ctx, ctx.params.id, `recommended ${ctx.body.decision}`, waiting ? 202 : 200);
}

async function returnCreditApplication(ctx: OperationContext<'returnCreditApplication'>) {
  await returnApplication(txOf(ctx), actorOf(ctx), ctx.params.id, ctx.body.reason, ctx.now);
  return answer(ctx, ctx.params.id, 'returned');
}

async function rejectCreditApplication(ctx: OperationContext<'rejectCreditApplication'>) {
  await rejectApplication(txOf(ctx), actorOf(ctx), ctx.params.id, ctx.body.reason, ctx.now);
  return answer(ctx, ctx.params.id, 'rejected');
}

async function withdrawCreditApplication(ctx: OperationContext<'withdrawCreditApplication'>) {
  await withdrawApplication(txOf(ctx), actorOf(ctx), ctx.params.id, ctx.body.reason, ctx.now);
  return answer(ctx, ctx.params.id, 'withdrawn');
}

export const creditHandlers: HandlerGroup<CreditOps> = {
  getScorecard,
  saveScorecard,
  listScorecardVersions,
  applyForLoan,
  listCreditApplications,
  exportCreditApplicationsCsv,
  getCreditApplication,
  updateCreditApplication,
  submitCreditApplication,
  startCreditApplicationReview,
  recommendCreditApplication,
  returnCreditApplication,
  rejectCreditApplication,
  withdrawCreditApplication,
};
