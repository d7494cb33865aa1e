import type { ApprovalRequestRecord } from '../approvals/approval.repository';
import { registerApprovalExecutor } from '../approvals/approval-executors';
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

/** The final approval of a variance posts it and closes the session. */
async function executeVariance(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const sessionId = stringOf(payloadOf(request).sessionId, 'session');
  const approverId = request.level1ApproverId ?? request.makerId;
  await approveVariance(t, sessionId, approverId, now);
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
  await reverseApproved(t, id, request.level1ApproverId ?? request.makerId, now);
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

/** Registers the till executors once, when the area's module loads. */
export function registerTillApprovalExecutors(): void {
  registerApprovalExecutor('TILL_VARIANCE', executeVariance, endVariance);
  registerApprovalExecutor('CASH_WITHDRAWAL', executeWithdrawal, endWithdrawalRequest);
  registerApprovalExecutor('CASH_REVERSAL', executeReversal, endReversalRequest);
}
