import type { ApprovalRequestRecord } from '../approvals/approval.repository';
import { listEvents } from '../approvals/approval.repository';
import type { ApprovalType } from '../approvals/approval-type';
import { LEVEL1, oneLevelFrom } from '../approvals/demo-bands';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findUserById } from '../users/user.repository';
import { findTermDeposit } from './term-deposit.repository';
import { postFunding } from './term-deposit-ledger';
import { liquidateNow } from './term-deposit-maturity';
import { type StepBy, stepDeposit } from './term-deposit-steps';

function depositIdOf(request: ApprovalRequestRecord): string {
  const payload = request.payload as { depositId?: unknown } | null;
  if (typeof payload?.depositId !== 'string') throw new Error('A request without its deposit.');
  return payload.depositId;
}

/** The deposit the request stands for, if it still waits in `status` on that request. */
async function waitingDeposit(t: TenantTx, request: ApprovalRequestRecord, status: string) {
  const row = await findTermDeposit(t, depositIdOf(request));
  if (row?.status !== status || row.approval_request_id !== request.id) return null;
  return row;
}

/** Who decided: the last approver or rejecter in the request's history, else its maker. */
async function deciderOf(t: TenantTx, request: ApprovalRequestRecord): Promise<StepBy> {
  const events = await listEvents(t, request.id);
  const last = events.filter((event) => event.actorId !== request.makerId).at(-1);
  const userId = last?.actorId ?? request.makerId;
  const user = await findUserById(t, userId);
  return { userId, name: user?.fullName ?? 'Approver' };
}

/** The final approval funds the booking (the engine has lifted the hold): ACTIVE, posted. */
async function executeBooking(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const row = await waitingDeposit(t, request, 'PENDING_APPROVAL');
  if (!row) throw new DomainError('term_deposit_not_pending');
  const by = await deciderOf(t, request);
  const entry = await postFunding(t, row, by.userId, now);
  await stepDeposit(
    t,
    row,
    {
      event: { type: 'termDeposit.approve' },
      refusal: 'term_deposit_not_pending',
      note: `Approved (${request.reference}) and funded from the account`,
      by,
      entryId: entry.id,
      changes: { booking_entry_id: entry.id, hold_id: null },
    },
    now,
  );
  return { reference: entry.id };
}

const ENDED_WORDS = { REJECTED: 'Rejected', CANCELLED: 'Cancelled', EXPIRED: 'Expired' } as const;

/** A rejection, the maker's cancel or the expiry: REJECTED, nothing funded (the hold is gone). */
async function endBooking(
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: keyof typeof ENDED_WORDS,
  now: Date,
) {
  const row = await waitingDeposit(t, request, 'PENDING_APPROVAL');
  if (!row) return;
  await stepDeposit(
    t,
    row,
    {
      event: { type: 'termDeposit.reject' },
      refusal: 'term_deposit_not_pending',
      note: `${ENDED_WORDS[outcome]} (${request.reference}); nothing was funded`,
      by: await deciderOf(t, request),
      changes: { hold_id: null },
    },
    now,
  );
}

async function executeLiquidation(t: TenantTx, request: ApprovalRequestRecord, now: Date) {
  const row = await waitingDeposit(t, request, 'LIQUIDATION_PENDING');
  if (!row) throw new DomainError('term_deposit_not_pending');
  const reason = (request.payload as { reason?: string }).reason ?? 'early liquidation';
  const done = await liquidateNow(t, row, reason, await deciderOf(t, request), now);
  return { reference: done.closing_entry_id };
}

async function endLiquidation(
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: keyof typeof ENDED_WORDS,
  now: Date,
) {
  const row = await waitingDeposit(t, request, 'LIQUIDATION_PENDING');
  if (!row) return;
  await stepDeposit(
    t,
    row,
    {
      event: { type: 'termDeposit.liquidationEnded' },
      refusal: 'term_deposit_not_pending',
      note: `Liquidation ${ENDED_WORDS[outcome].toLowerCase()} (${request.reference}); the deposit runs on`,
      by: await deciderOf(t, request),
    },
    now,
  );
}

/**
 * A booking above a flow's band waits for a checker with the funds held. The demo's flow: one
 * level (a checker with the first level's permission) above ₦50,000,000.
 */
export const TERM_DEPOSIT_BOOKING_APPROVAL: ApprovalType = {
  type: 'TERM_DEPOSIT_BOOKING',
  label: 'Term deposit booking',
  execute: executeBooking,
  onEnded: endBooking,
  demoFlow: {
    name: 'Term deposit bookings',
    bands: oneLevelFrom(5_000_000_001, LEVEL1),
    expiryHours: 72,
  },
};

/** An early liquidation waits for a checker when a flow says so; the demo's: one level, always. */
export const TERM_DEPOSIT_LIQUIDATION_APPROVAL: ApprovalType = {
  type: 'TERM_DEPOSIT_LIQUIDATION',
  label: 'Term deposit liquidation',
  execute: executeLiquidation,
  onEnded: endLiquidation,
  demoFlow: {
    name: 'Term deposit liquidations',
    bands: oneLevelFrom(1, LEVEL1),
    expiryHours: 72,
  },
};
