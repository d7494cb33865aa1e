import { type ApprovalRequestRecord, listEvents } from '../approvals/approval.repository';
import type { ApprovalType } from '../approvals/approval-type';
import { oneLevelFrom } from '../approvals/demo-bands';
import type { TenantTx } from '../db/tenant-scope';
import { endReversal, endWithdrawal, payApprovedWithdrawal, reverseApproved } from './cash.service';
import { approveVariance, recountAfterVariance } from './till-session.service';

function payloadOf(request: ApprovalRequestRecord) {
  return (request.payload ?? {}) as {
    sessionId?: unknown;
    cashTransactionId?: unknown;
  };
}

function stringOf(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new Error(`A till request without its ${what}.`);
  return value;
}

/**
 * Who gave the final approval: the entry it posts is theirs. A one-level request records its
 * approver only as an event (written before the execution runs), not as level1ApproverId.
 */
async function finalApproverOf(t: TenantTx, request: ApprovalRequestRecord): Promise<string> {
  const approvals = (await listEvents(t, request.id)).filter((e) => e.action === 'APPROVED');
  return approvals.at(-1)?.actorId ?? request.level1ApproverId ?? request.makerId;
}

/** The final approval of a variance posts it and closes the session. */
async function executeVariance(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const sessionId = stringOf(payloadOf(request).sessionId, 'session');
  await approveVariance(t, sessionId, await finalApproverOf(t, request), now);
  return { reference: sessionId };
}

async function endVariance(t: TenantTx, request: ApprovalRequestRecord, _: unknown, now: Date) {
  await recountAfterVariance(t, stringOf(payloadOf(request).sessionId, 'session'), now);
}

/** A withdrawal over the teller's limit is paid once a head teller approves it. */
async function executeWithdrawal(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const id = stringOf(payloadOf(request).cashTransactionId, 'cash transaction');
  await payApprovedWithdrawal(t, id, now);
  return { reference: id };
}

async function endWithdrawalRequest(
  t: TenantTx,
  request: ApprovalRequestRecord,
  _: unknown,
  now: Date,
) {
  await endWithdrawal(t, stringOf(payloadOf(request).cashTransactionId, 'cash transaction'), now);
}

/** An approved reversal posts the mirror entry of the cash transaction. */
async function executeReversal(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const id = stringOf(payloadOf(request).cashTransactionId, 'cash transaction');
  await reverseApproved(t, id, await finalApproverOf(t, request), now);
  return { reference: id };
}

async function endReversalRequest(
  t: TenantTx,
  request: ApprovalRequestRecord,
  _: unknown,
  now: Date,
) {
  await endReversal(t, stringOf(payloadOf(request).cashTransactionId, 'cash transaction'), now);
}

/**
 * Cash at the counter that waits for a checker: a withdrawal over the teller's limit, the
 * reversal of a cash transaction and a till's closing variance. The demo's flows put each on one
 * level by a head teller of the same branch; the teller's limit decides whether a withdrawal is
 * submitted at all, so the bands start at one kobo.
 */
export const TILL_APPROVAL_TYPES: readonly ApprovalType[] = [
  {
    type: 'CASH_WITHDRAWAL',
    label: 'Cash withdrawal',
    execute: executeWithdrawal,
    onEnded: endWithdrawalRequest,
    demoFlow: {
      name: 'Cash withdrawals over the teller limit',
      bands: oneLevelFrom(1, { roles: [], permissions: ['txn.approve.level1'] }, true),
      expiryHours: 24,
    },
  },
  {
    type: 'CASH_REVERSAL',
    label: 'Cash reversal',
    execute: executeReversal,
    onEnded: endReversalRequest,
    demoFlow: {
      name: 'Reversals of cash at the counter',
      // Approving a reversal is optional for a head teller's role, so the flow names the role too.
      bands: oneLevelFrom(
        1,
        { roles: ['VAULT_HEAD_TELLER'], permissions: ['txn.reversal.approve'] },
        true,
      ),
      expiryHours: 24,
    },
  },
  {
    type: 'TILL_VARIANCE',
    label: 'Till variance',
    execute: executeVariance,
    onEnded: endVariance,
    demoFlow: {
      name: 'Till closing variances',
      bands: oneLevelFrom(1, { roles: [], permissions: ['till.session.reconcile'] }, true),
      expiryHours: 24,
    },
  },
];
