import type { ApprovalRequestRecord } from '../approvals/approval.repository';
import { registerApprovalExecutor } from '../approvals/approval-executors';
import type { TenantTx } from '../db/tenant-scope';
import { endReversal, endWithdrawal, payApprovedWithdrawal, reverseApproved } from './cash.service';
import { approveVariance, recountAfterVariance } from './till-session.service';

function payloadOf(request: ApprovalRequestRecord) {
  return (request.payload ?? {}) as {
    sessionId?: unknown;
    cashTransactionId?: unknown;
    reversal?: unknown;
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

/**
 * CASH_WITHDRAWAL requests stand for a withdrawal over the teller's limit, or for the reversal
 * of a cash transaction (payload `reversal: true`); both are level-1 decisions on the cash of
 * one till.
 */
async function executeCash(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const payload = payloadOf(request);
  const id = stringOf(payload.cashTransactionId, 'cash transaction');
  const approverId = request.level1ApproverId ?? request.makerId;
  if (payload.reversal === true) await reverseApproved(t, id, approverId, now);
  else await payApprovedWithdrawal(t, id, now);
  return { reference: id };
}

async function endCash(t: TenantTx, request: ApprovalRequestRecord, _: unknown, now: Date) {
  const payload = payloadOf(request);
  const id = stringOf(payload.cashTransactionId, 'cash transaction');
  if (payload.reversal === true) await endReversal(t, id, now);
  else await endWithdrawal(t, id, now);
}

/** Registers the till executors once, when the area's module loads. */
export function registerTillApprovalExecutors(): void {
  registerApprovalExecutor('TILL_VARIANCE', executeVariance, endVariance);
  registerApprovalExecutor('CASH_WITHDRAWAL', executeCash, endCash);
}
