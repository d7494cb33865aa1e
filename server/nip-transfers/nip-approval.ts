import type { ApprovalRequestRecord } from '../approvals/approval.repository';
import { registerApprovalExecutor } from '../approvals/approval-executors';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findTransferRow, insertTransferEvent, moveTransfer } from './nip-transfer.repository';
import { debitTransfer, reverseTransfer } from './nip-transfer.service';
import { nudgeNipWorkers } from './nip-worker';

function transferIdOf(request: ApprovalRequestRecord): string {
  const payload = request.payload as { transferId?: unknown } | null;
  if (typeof payload?.transferId !== 'string')
    throw new Error('A NIP request without its transfer.');
  return payload.transferId;
}

/** The final approval of a held transfer posts its debit; the sender picks it up after commit. */
async function executeTransfer(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const transferId = transferIdOf(request);
  await debitTransfer(t, transferId, request.makerId, now);
  // The worker's next tick also finds it; the nudge only saves the wait.
  setTimeout(nudgeNipWorkers, 50);
  return { reference: transferId };
}

async function endTransfer(
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: 'REJECTED' | 'CANCELLED' | 'EXPIRED',
  now: Date,
) {
  const transferId = transferIdOf(request);
  const moved = await moveTransfer(t, transferId, 'AWAITING_APPROVAL', {
    status: 'REJECTED',
    updated_at: now.toISOString(),
  });
  if (moved) {
    await insertTransferEvent(
      t,
      transferId,
      { status: 'REJECTED', action: outcome, detail: `Approval ${outcome.toLowerCase()}` },
      now,
    );
  }
}

async function executeReversal(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const row = await findTransferRow(t, transferIdOf(request));
  if (!row) throw new DomainError('nip_transfer_not_found');
  await reverseTransfer(t, row, request.makerId, now);
  return { reference: row.id };
}

async function endReversal(
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: 'REJECTED' | 'CANCELLED' | 'EXPIRED',
  now: Date,
) {
  const row = await findTransferRow(t, transferIdOf(request));
  if (!row || row.reversal_request_id !== request.id) return;
  const status = row.status as 'FAILED' | 'MANUAL_REVIEW';
  await moveTransfer(t, row.id, status, {
    reversal_request_id: null,
    updated_at: now.toISOString(),
  });
  await insertTransferEvent(
    t,
    row.id,
    { status, action: `REVERSAL_${outcome}`, detail: `Reversal ${outcome.toLowerCase()}` },
    now,
  );
}

/** Registers the NIP executors once, when the area's module loads. */
export function registerNipApprovalExecutors(): void {
  registerApprovalExecutor('NIP_TRANSFER', executeTransfer, endTransfer);
  registerApprovalExecutor('NIP_REVERSAL', executeReversal, endReversal);
}
