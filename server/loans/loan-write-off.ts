import { formatKobo } from '../../policies/money';
import type { ApprovalRequestRecord } from '../approvals/approval.repository';
import { submitForApproval } from '../approvals/approval.service';
import type { ApprovalType } from '../approvals/approval-type';
import { oneLevelFrom } from '../approvals/demo-bands';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findLoan, setWriteOffRequest, totalOutstandingKobo } from './loan.repository';
import { lockLoan } from './loan.service';
import { writeOffLoan } from './loan-money.service';

interface WriteOffPayload {
  readonly loanId: string;
  readonly reason: string;
}

function payloadOf(request: ApprovalRequestRecord): WriteOffPayload {
  const payload = request.payload as Partial<WriteOffPayload> | null;
  if (typeof payload?.loanId !== 'string' || typeof payload.reason !== 'string') {
    throw new Error('A LOAN_WRITE_OFF request without its loan.');
  }
  return { loanId: payload.loanId, reason: payload.reason };
}

/**
 * Writes a loan off through the LOAN_WRITE_OFF approval flow: without a band for the amount owed
 * it happens at once; otherwise the request waits for its approvers, the loan notes it (and stays
 * ACTIVE, taking repayments), and the final approval writes off whatever is owed then.
 */
export async function writeOffThroughFlow(
  t: TenantTx,
  id: string,
  reason: string,
  maker: { readonly id: string; readonly branchId: string | null },
  now: Date,
): Promise<{ approvalRequestId: string | null }> {
  const loan = await lockLoan(t, id);
  if (loan.status !== 'ACTIVE') {
    throw new DomainError('loan_not_active', `Loan ${loan.loanNumber} is ${loan.status}.`);
  }
  if (loan.writeOffRequestId !== null) throw new DomainError('loan_write_off_pending');
  const result = await submitForApproval(t, {
    type: 'LOAN_WRITE_OFF',
    amountKobo: totalOutstandingKobo(loan),
    branchId: loan.branchId ?? maker.branchId,
    maker: { id: maker.id },
    summary: `Write off loan ${loan.loanNumber}`,
    details: [
      { label: 'Loan', value: loan.loanNumber },
      { label: 'Principal owed', value: formatKobo(loan.principalOutstandingKobo) },
      { label: 'Total owed', value: formatKobo(totalOutstandingKobo(loan)) },
      { label: 'Reason', value: reason.slice(0, 200) },
    ],
    payload: { loanId: loan.id, reason } satisfies WriteOffPayload,
    now,
  });
  if (!result.approvalNeeded) {
    await writeOffLoan(t, id, reason, { userId: maker.id }, now);
    return { approvalRequestId: null };
  }
  await setWriteOffRequest(t, id, result.request.id, now);
  return { approvalRequestId: result.request.id };
}

async function executeWriteOff(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const { loanId, reason } = payloadOf(request);
  await writeOffLoan(t, loanId, reason, { userId: request.makerId }, now);
  return { reference: loanId };
}

/** A rejected, cancelled or expired request frees the loan for another one. */
async function endWriteOff(
  t: TenantTx,
  request: ApprovalRequestRecord,
  _outcome: string,
  now: Date,
) {
  const { loanId } = payloadOf(request);
  const loan = await findLoan(t, loanId);
  if (loan?.writeOffRequestId === request.id) await setWriteOffRequest(t, loanId, null, now);
}

/** A write-off waits for its checker; in the demo every one waits for a director or the MD. */
export const LOAN_WRITE_OFF_APPROVAL: ApprovalType = {
  type: 'LOAN_WRITE_OFF',
  label: 'Loan write-off',
  execute: executeWriteOff,
  onEnded: endWriteOff,
  demoFlow: {
    name: 'Loan write-offs',
    bands: oneLevelFrom(0, { roles: [], permissions: ['loan.approve.level2'] }),
    expiryHours: 72,
  },
};
