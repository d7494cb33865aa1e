import type { components } from '../../api/schema.gen';
import {
  type CreditApplicationEvent,
  type CreditApplicationStatus,
  nextCreditApplicationStatus,
} from '../../machines/credit-application.machine';
import type { CreditDecision } from '../../policies/credit-score';
import { cancelRequest } from '../approvals/approval.service';
import { nextCounter } from '../db/counter.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError, fieldError } from '../errors/domain-error';
import {
  type CreditApplicationRow,
  findApplicationRow,
  insertApplication,
  insertApplicationEvent,
  moveApplication,
} from './credit-application.repository';
import { checkApplicationTerms } from './credit-application-terms';
import { scoreStoredApplication } from './credit-scoring.service';

type Schemas = components['schemas'];

type ApplyBody = Schemas['CreditApplicationRequest'];
type UpdateBody = Schemas['CreditApplicationUpdateRequest'];

/** The scorecard's suggestion as the application's history says it. */
const SUGGESTION_WORDS: Readonly<Record<CreditDecision, string>> = {
  APPROVE: 'suggests approving',
  REFER: 'suggests referring',
  DECLINE: 'suggests declining',
};
/**
 * Who acts on an application: the user, the branch they work in, and the branches whose
 * applications they see (null: every branch), as policies/branch-scope.ts gives it.
 */
export interface CreditActor {
  readonly id: string;
  readonly branchId: string | null;
  readonly scope: readonly string[] | null;
}

/** Whether a branch-bound user sees something of `branchId`; head office's is bank-wide only. */
export function seesBranch(scope: readonly string[] | null, branchId: string | null): boolean {
  return scope === null || (branchId !== null && scope.includes(branchId));
}

export async function applicationRow(t: TenantTx, id: string): Promise<CreditApplicationRow> {
  const row = await findApplicationRow(t, id);
  if (!row) throw new DomainError('credit_application_not_found');
  return row;
}

/**
 * The application as its analyst may act on it: the officer who made it never reviews it, so
 * the file always passes a second pair of eyes before the approvers see it.
 */
export async function reviewersRow(
  t: TenantTx,
  actor: CreditActor,
  id: string,
): Promise<CreditApplicationRow> {
  const row = await actorsRow(t, actor, id);
  if (row.officer_id === actor.id) throw new DomainError('credit_application_review_by_officer');
  return row;
}

/** The application as `actor` may act on it: another branch's reads as not found. */
export async function actorsRow(
  t: TenantTx,
  actor: CreditActor,
  id: string,
): Promise<CreditApplicationRow> {
  const row = await applicationRow(t, id);
  if (!seesBranch(actor.scope, row.branch_id))
    throw new DomainError('credit_application_not_found');
  return row;
}

export interface StepNote {
  readonly action: string;
  readonly actorId: string | null;
  readonly reason?: string | null;
}

/**
 * Moves an application by one step of its chart, with the row changes the step brings, and
 * writes the step into its history. A step the chart lacks from the stored status, or a row
 * another call moved first, is refused.
 */
export async function stepApplication(
  t: TenantTx,
  row: CreditApplicationRow,
  event: CreditApplicationEvent,
  note: StepNote,
  patch: Partial<Omit<CreditApplicationRow, 'id' | 'tenant_id'>>,
  now: Date,
): Promise<CreditApplicationStatus> {
  const from = row.status as CreditApplicationStatus;
  const status = nextCreditApplicationStatus(from, event);
  if (status === null) throw new DomainError('credit_application_transition_invalid');
  const moved = await moveApplication(t, row.id, from, {
    ...patch,
    status,
    updated_at: now.toISOString(),
  });
  if (!moved) throw new DomainError('credit_application_transition_invalid');
  await insertApplicationEvent(t, row.id, { status, ...note }, now);
  return status;
}

/** The row as it is now, after a step moved it. */
async function reread(t: TenantTx, id: string): Promise<CreditApplicationRow> {
  return applicationRow(t, id);
}

/** The purpose as stored: trimmed, and not blank (the contract cannot say "not only spaces"). */
function purposeOf(text: string): string {
  const purpose = text.trim();
  if (purpose === '') throw fieldError('body.purpose', 'blank', 'Say what the loan is for.');
  return purpose;
}

/** Creates an application as a DRAFT (or submitted and scored at once); answers its id. */
export async function createApplication(
  t: TenantTx,
  actor: CreditActor,
  body: ApplyBody,
  now: Date,
): Promise<string> {
  const terms = await checkApplicationTerms(t, body);
  // An officer applies only for the customers of the branches they see, as the customer list shows.
  if (!seesBranch(actor.scope, terms.customerBranchId)) throw new DomainError('customer_not_found');
  const id = newRowId(now.getTime());
  const number = await nextCounter(t, 'credit_application');
  const at = now.toISOString();
  await insertApplication(t, {
    id,
    application_number: `CA${String(number).padStart(6, '0')}`,
    status: 'DRAFT',
    customer_id: body.customerId,
    product_id: body.productId,
    principal_kobo: body.principalKobo,
    number_of_repayments: terms.numberOfRepayments,
    annual_interest_rate: terms.annualInterestRate,
    account_id: body.accountId,
    purpose: purposeOf(body.purpose),
    monthly_income_kobo: body.monthlyIncomeKobo,
    employment_type: body.employmentType,
    existing_obligations_kobo: body.existingMonthlyObligationsKobo,
    bureau_max_days_in_arrears: body.bureauMaxDaysInArrears ?? null,
    officer_id: actor.id,
    branch_id: terms.customerBranchId ?? actor.branchId,
    analyst_id: null,
    scorecard_id: null,
    score: null,
    grade: null,
    total_points: null,
    recommendation: null,
    decision_reason: null,
    approval_request_id: null,
    loan_id: null,
    created_at: at,
    updated_at: at,
  });
  await insertApplicationEvent(
    t,
    id,
    { status: 'DRAFT', action: 'CREATED', actorId: actor.id },
    now,
  );
  if (body.submit) await submitApplication(t, actor, id, now);
  return id;
}

/** Corrects a DRAFT or RETURNED application; the result passes the same checks as a new one. */
export async function updateApplication(
  t: TenantTx,
  actor: CreditActor,
  id: string,
  body: UpdateBody,
  now: Date,
): Promise<void> {
  const row = await actorsRow(t, actor, id);
  if (
    nextCreditApplicationStatus(row.status as CreditApplicationStatus, {
      type: 'application.update',
    }) === null
  ) {
    throw new DomainError('credit_application_transition_invalid');
  }
  const productChanged = body.productId !== undefined && body.productId !== row.product_id;
  const terms = await checkApplicationTerms(t, {
    customerId: row.customer_id,
    productId: body.productId ?? row.product_id,
    principalKobo: body.principalKobo ?? Number(row.principal_kobo),
    // A new product brings its own defaults unless the officer gave a term and rate.
    numberOfRepayments:
      body.numberOfRepayments ?? (productChanged ? undefined : Number(row.number_of_repayments)),
    annualInterestRate:
      body.annualInterestRate ?? (productChanged ? undefined : row.annual_interest_rate),
    accountId: body.accountId ?? row.account_id,
  });
  await stepApplication(
    t,
    row,
    { type: 'application.update' },
    { action: 'UPDATED', actorId: actor.id },
    {
      product_id: body.productId ?? row.product_id,
      principal_kobo: body.principalKobo ?? row.principal_kobo,
      number_of_repayments: terms.numberOfRepayments,
      annual_interest_rate: terms.annualInterestRate,
      account_id: body.accountId ?? row.account_id,
      purpose: body.purpose === undefined ? row.purpose : purposeOf(body.purpose),
      monthly_income_kobo: body.monthlyIncomeKobo ?? row.monthly_income_kobo,
      employment_type: body.employmentType ?? row.employment_type,
      existing_obligations_kobo:
        body.existingMonthlyObligationsKobo ?? row.existing_obligations_kobo,
      bureau_max_days_in_arrears:
        body.bureauMaxDaysInArrears === undefined
          ? row.bureau_max_days_in_arrears
          : body.bureauMaxDaysInArrears,
    },
    now,
  );
}

/**
 * Submits a DRAFT or RETURNED application and scores it at once against the current scorecard
 * (SUBMITTED, then SCORED). The product is checked again: it may have changed since the draft.
 */
export async function submitApplication(
  t: TenantTx,
  actor: CreditActor,
  id: string,
  now: Date,
): Promise<void> {
  const row = await actorsRow(t, actor, id);
  await stepApplication(
    t,
    row,
    { type: 'application.submit' },
    { action: 'SUBMITTED', actorId: actor.id },
    {},
    now,
  );
  const submitted = await reread(t, id);
  const { product } = await checkApplicationTerms(t, {
    customerId: submitted.customer_id,
    productId: submitted.product_id,
    principalKobo: Number(submitted.principal_kobo),
    numberOfRepayments: Number(submitted.number_of_repayments),
    annualInterestRate: submitted.annual_interest_rate,
    accountId: submitted.account_id,
  });
  const score = await scoreStoredApplication(t, submitted, product, now);
  await stepApplication(
    t,
    submitted,
    { type: 'application.score' },
    {
      action: 'SCORED',
      actorId: null,
      reason: `Grade ${score.grade}, ${score.totalPoints} points: ${SUGGESTION_WORDS[score.decision]}`,
    },
    {
      score: JSON.stringify(score),
      grade: score.grade,
      total_points: score.totalPoints,
      scorecard_id: score.scorecardId,
      decision_reason: null,
    },
    now,
  );
}

/** A credit analyst takes a SCORED application under review and becomes its analyst. */
export async function startReview(t: TenantTx, actor: CreditActor, id: string, now: Date) {
  const row = await reviewersRow(t, actor, id);
  await stepApplication(
    t,
    row,
    { type: 'application.startReview' },
    { action: 'REVIEW_STARTED', actorId: actor.id },
    { analyst_id: actor.id },
    now,
  );
}

/** The analyst returns an application under review to its officer, saying what to correct. */
export async function returnApplication(
  t: TenantTx,
  actor: CreditActor,
  id: string,
  reason: string,
  now: Date,
) {
  const row = await reviewersRow(t, actor, id);
  await stepApplication(
    t,
    row,
    { type: 'application.return' },
    { action: 'RETURNED', actorId: actor.id, reason },
    { decision_reason: reason },
    now,
  );
}

/**
 * The analyst rejects an application under review. One waiting for approval is rejected by its
 * approvers instead, so that the flow's request and the application end together.
 */
export async function rejectApplication(
  t: TenantTx,
  actor: CreditActor,
  id: string,
  reason: string,
  now: Date,
) {
  const row = await reviewersRow(t, actor, id);
  if (row.status !== 'UNDER_REVIEW') throw new DomainError('credit_application_transition_invalid');
  await stepApplication(
    t,
    row,
    { type: 'application.reject' },
    { action: 'REJECTED', actorId: actor.id, reason },
    { decision_reason: reason },
    now,
  );
}

/**
 * The officer who made an application withdraws it while it is open. A waiting approval request
 * is cancelled with it; the application moves first, so the flow's ending finds nothing to do.
 */
export async function withdrawApplication(
  t: TenantTx,
  actor: CreditActor,
  id: string,
  reason: string,
  now: Date,
) {
  const row = await actorsRow(t, actor, id);
  if (row.officer_id !== actor.id)
    throw new DomainError('credit_application_withdraw_by_maker_only');
  await stepApplication(
    t,
    row,
    { type: 'application.withdraw' },
    { action: 'WITHDRAWN', actorId: actor.id, reason },
    { decision_reason: reason },
    now,
  );
  if (row.status === 'PENDING_APPROVAL' && row.approval_request_id) {
    await cancelRequest(t, row.approval_request_id, actor.id, reason, now);
  }
}
