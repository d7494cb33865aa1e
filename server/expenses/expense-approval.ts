import type { Approver } from '../../policies/approval-rules';
import type { ApprovalRequestRecord } from '../approvals/approval.repository';
import { approveRequest } from '../approvals/approval.service';
import type { ApprovalType } from '../approvals/approval-type';
import { LEVEL1, LEVEL2 } from '../approvals/demo-bands';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findExpense } from './expense.repository';
import { postPendingExpense, stepExpense, storedExpense } from './expense.service';

function expenseIdOf(request: ApprovalRequestRecord): string {
  const payload = request.payload as { expenseId?: unknown } | null;
  if (typeof payload?.expenseId !== 'string')
    throw new Error('An EXPENSE request without its expense.');
  return payload.expenseId;
}

/** The expense the request stands for, if it still waits on that request. */
async function waitingExpense(t: TenantTx, request: ApprovalRequestRecord) {
  const expense = await findExpense(t, expenseIdOf(request));
  if (expense?.status !== 'PENDING' || expense.approvalRequestId !== request.id) {
    return null;
  }
  return expense;
}

/** The final approval posts the expense, once, in the approval's transaction. */
async function executeExpense(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const expense = await waitingExpense(t, request);
  if (!expense) throw new DomainError('expense_not_pending');
  const entry = await postPendingExpense(t, expense, now);
  return { reference: entry.id };
}

const STEP_OF_OUTCOME = {
  REJECTED: 'expense.reject',
  CANCELLED: 'expense.cancel',
  EXPIRED: 'expense.expire',
} as const;

/** A rejection, the maker's cancel or the expiry ends the expense without posting. */
async function endExpense(
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: keyof typeof STEP_OF_OUTCOME,
  now: Date,
) {
  const expense = await waitingExpense(t, request);
  if (expense) await stepExpense(t, expense, STEP_OF_OUTCOME[outcome], now);
}

/**
 * Approves the level the expense's request waits for, as `approver`: the engine's own rules and
 * steps, so the expense page is no second path around the inbox.
 */
export async function approveExpense(
  t: TenantTx,
  approver: Approver,
  id: string,
  reason: string | null,
  now: Date,
) {
  const expense = await storedExpense(t, id);
  if (expense.status !== 'PENDING' || !expense.approvalRequestId) {
    throw new DomainError('expense_not_pending');
  }
  await approveRequest(t, expense.approvalRequestId, approver, reason, now);
  return storedExpense(t, id);
}

/**
 * Expenses wait in this flow and post on its final approval. The demo's flow: every amount waits;
 * up to ₦1,000,000 one level (a checker with the first level's permission), above it a second by
 * a director or the managing director.
 */
export const EXPENSE_APPROVAL: ApprovalType = {
  type: 'EXPENSE',
  label: 'Expense',
  execute: executeExpense,
  onEnded: endExpense,
  demoFlow: {
    name: 'Expenses',
    bands: [
      { fromKobo: 0, toKobo: 1_000_000_01, levels: 1, approvers: [LEVEL1], sameBranch: false },
      {
        fromKobo: 1_000_000_01,
        toKobo: null,
        levels: 2,
        approvers: [LEVEL1, LEVEL2],
        sameBranch: false,
      },
    ],
    expiryHours: 72,
  },
};
