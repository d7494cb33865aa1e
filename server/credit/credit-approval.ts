import type { components } from '../../api/schema.gen';
import { formatKobo } from '../../policies/money';
import { type ApprovalRequestRecord, listEvents } from '../approvals/approval.repository';
import { submitForApproval } from '../approvals/approval.service';
import type { ApprovalType } from '../approvals/approval-type';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { bookLoan } from '../loans/loan.service';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { type CreditApplicationRow, findApplicationView } from './credit-application.repository';
import {
  applicationRow,
  type CreditActor,
  reviewersRow,
  stepApplication,
} from './credit-application.service';

type Schemas = components['schemas'];

type Recommendation = Schemas['CreditRecommendation'];

/** Books the application's loan, approved and awaiting disbursement, and marks it APPROVED. */
async function approveAndBook(
  t: TenantTx,
  row: CreditApplicationRow,
  approverId: string | null,
  now: Date,
  extra: Partial<CreditApplicationRow> = {},
): Promise<string> {
  const { loanId } = await bookLoan(
    t,
    {
      applicationId: row.id,
      customerId: row.customer_id,
      productId: row.product_id,
      accountId: row.account_id,
      principalKobo: Number(row.principal_kobo),
      annualInterestRate: row.annual_interest_rate,
      numberOfRepayments: Number(row.number_of_repayments),
      expectedDisbursementDate: await tenantProcessingDate(t),
      officerId: row.officer_id,
      branchId: row.branch_id,
      purpose: row.purpose,
      createdBy: row.officer_id,
    },
    now,
  );
  await stepApplication(
    t,
    row,
    { type: 'application.approve' },
    { action: 'APPROVED', actorId: approverId },
    { ...extra, loan_id: loanId, decision_reason: null },
    now,
  );
  return loanId;
}

/** The lines an approver reads in the inbox. */
async function detailsOf(t: TenantTx, row: CreditApplicationRow, note: string) {
  const view = await findApplicationView(t, row.id);
  return [
    { label: 'Application', value: view?.applicationNumber ?? row.id },
    { label: 'Customer', value: `${view?.customerName ?? ''} (${view?.customerNumber ?? ''})` },
    { label: 'Product', value: view?.productName ?? row.product_id },
    { label: 'Principal', value: formatKobo(Number(row.principal_kobo)) },
    { label: 'Repayments', value: String(row.number_of_repayments) },
    { label: 'Annual rate', value: `${row.annual_interest_rate}%` },
    {
      label: 'Grade',
      value: row.grade ? `${row.grade} (${row.total_points} points)` : 'not scored',
    },
    { label: "Analyst's note", value: note },
  ];
}

/**
 * The analyst's recommendation on an application under review. DECLINE rejects it. APPROVE
 * sends it to the LOAN_APPROVAL flow for its principal, with its loan officer as the maker (so
 * the officer never approves it); when no band of the flow covers the amount it is approved and
 * its loan booked at once. Answers whether it now waits for approval.
 */
export async function recommendApplication(
  t: TenantTx,
  actor: CreditActor,
  id: string,
  recommendation: Recommendation,
  now: Date,
): Promise<{ waiting: boolean }> {
  const row = await reviewersRow(t, actor, id);
  if (row.status !== 'UNDER_REVIEW') throw new DomainError('credit_application_transition_invalid');
  const stored = JSON.stringify({ decision: recommendation.decision, note: recommendation.note });
  if (recommendation.decision === 'DECLINE') {
    await stepApplication(
      t,
      row,
      { type: 'application.reject' },
      { action: 'REJECTED', actorId: actor.id, reason: recommendation.note },
      { recommendation: stored, decision_reason: recommendation.note },
      now,
    );
    return { waiting: false };
  }
  const submission = await submitForApproval(t, {
    type: 'LOAN_APPROVAL',
    amountKobo: Number(row.principal_kobo),
    branchId: row.branch_id,
    maker: { id: row.officer_id },
    summary: `Loan of ${formatKobo(Number(row.principal_kobo))} for application ${row.application_number}`,
    details: await detailsOf(t, row, recommendation.note),
    payload: { applicationId: row.id },
    now,
  });
  if (!submission.approvalNeeded) {
    await approveAndBook(t, row, actor.id, now, { recommendation: stored });
    return { waiting: false };
  }
  await stepApplication(
    t,
    row,
    { type: 'application.sendForApproval' },
    { action: 'SENT_FOR_APPROVAL', actorId: actor.id, reason: recommendation.note },
    { recommendation: stored, approval_request_id: submission.request.id },
    now,
  );
  return { waiting: true };
}

function applicationIdOf(request: ApprovalRequestRecord): string {
  const payload = request.payload as { applicationId?: unknown } | null;
  if (typeof payload?.applicationId !== 'string') {
    throw new Error('A LOAN_APPROVAL request without its application.');
  }
  return payload.applicationId;
}

/** Who took the request's last step of this kind (the engine notes it before telling us). */
async function lastActor(t: TenantTx, requestId: string, action: string) {
  const events = await listEvents(t, requestId);
  const last = events.filter((event) => event.action === action).at(-1);
  return { actorId: last?.actorId ?? null, reason: last?.reason ?? null };
}

/** The flow's final approval books the loan in the approval's transaction. */
async function executeLoanApproval(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const row = await applicationRow(t, applicationIdOf(request));
  if (row.status !== 'PENDING_APPROVAL' || row.approval_request_id !== request.id) {
    throw new DomainError('credit_application_transition_invalid');
  }
  const { actorId } = await lastActor(t, request.id, 'APPROVED');
  const loanId = await approveAndBook(t, row, actorId, now);
  return { reference: loanId };
}

/** A rejection or expiry rejects the application; the officer's cancel is their withdrawal. */
async function endLoanApproval(
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: 'REJECTED' | 'CANCELLED' | 'EXPIRED',
  now: Date,
) {
  const row = await applicationRow(t, applicationIdOf(request));
  if (row.status !== 'PENDING_APPROVAL' || row.approval_request_id !== request.id) return;
  if (outcome === 'CANCELLED') {
    const reason = 'The approval request was cancelled by its maker.';
    await stepApplication(
      t,
      row,
      { type: 'application.withdraw' },
      { action: 'WITHDRAWN', actorId: request.makerId, reason },
      { decision_reason: reason },
      now,
    );
    return;
  }
  const { actorId, reason } =
    outcome === 'REJECTED'
      ? await lastActor(t, request.id, 'REJECTED')
      : { actorId: null, reason: 'The approval request expired.' };
  await stepApplication(
    t,
    row,
    { type: 'application.reject' },
    { action: outcome === 'REJECTED' ? 'APPROVAL_REJECTED' : 'APPROVAL_EXPIRED', actorId, reason },
    { decision_reason: reason },
    now,
  );
}

const loanLevel1 = { roles: [], permissions: ['loan.approve.level1'] };
const loanLevel2 = { roles: [], permissions: ['loan.approve.level2'] };

/**
 * Applications recommended by an analyst wait in this flow and book their loan on its final
 * approval. The demo's flow: one level of loan approval up to ₦5,000,000, a second
 * (loan.approve.level2, a director) above it; every amount waits for a checker.
 */
export const LOAN_APPROVAL: ApprovalType = {
  type: 'LOAN_APPROVAL',
  label: 'Loan approval',
  execute: executeLoanApproval,
  onEnded: endLoanApproval,
  demoFlow: {
    name: 'Loan approvals',
    bands: [
      {
        fromKobo: 0,
        toKobo: 5_000_000_01,
        levels: 1,
        approvers: [loanLevel1],
        sameBranch: false,
      },
      {
        fromKobo: 5_000_000_01,
        toKobo: null,
        levels: 2,
        approvers: [loanLevel1, loanLevel2],
        sameBranch: false,
      },
    ],
    expiryHours: 72,
  },
};
