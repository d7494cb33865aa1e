import { type ApprovalRequestRecord, listEvents } from '../approvals/approval.repository';
import type { ApprovalType } from '../approvals/approval-type';
import { DEMO_MONEY_BANDS, LEVEL1, oneLevelFrom } from '../approvals/demo-bands';
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

/**
 * Writes each approval of the request into the transfer's history (who approved, at which
 * level, when) and answers the last approver: the one whose approval posts the debit.
 */
async function noteApprovals(t: TenantTx, request: ApprovalRequestRecord, transferId: string) {
  const approvals = (await listEvents(t, request.id)).filter((e) => e.action === 'APPROVED');
  for (const approval of approvals) {
    const level = request.levelsRequired === 2 ? ` (level ${approval.level ?? 1})` : '';
    await insertTransferEvent(
      t,
      transferId,
      {
        status: 'AWAITING_APPROVAL',
        action: 'APPROVED',
        actorId: approval.actorId,
        detail: `Approved${level}${approval.reason ? `: ${approval.reason}` : ''}`,
      },
      new Date(approval.at),
    );
  }
  return approvals.at(-1)?.actorId ?? request.makerId;
}

/**
 * The final approval of a held transfer posts its debit, so the debit is the approver's; the
 * sender picks the transfer up after commit.
 */
async function executeTransfer(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const transferId = transferIdOf(request);
  const approverId = await noteApprovals(t, request, transferId);
  await debitTransfer(t, transferId, approverId, now);
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

/** Transfers and hand reversals held by their flows, run by the approvals engine. */
export const NIP_APPROVAL_TYPES: readonly ApprovalType[] = [
  {
    type: 'NIP_TRANSFER',
    label: 'NIP transfer',
    execute: executeTransfer,
    onEnded: endTransfer,
    demoFlow: { name: 'NIP outward transfers', bands: DEMO_MONEY_BANDS, expiryHours: 24 },
  },
  {
    type: 'NIP_REVERSAL',
    label: 'NIP reversal',
    execute: executeReversal,
    onEnded: endReversal,
    demoFlow: {
      name: 'NIP transfer reversals',
      bands: oneLevelFrom(100_000_00, LEVEL1),
      expiryHours: 48,
    },
  },
];
