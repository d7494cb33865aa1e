import {
  type ApprovalRequestEvent,
  type ApprovalRequestStatus,
  nextApprovalStatus,
  PENDING_APPROVAL_STATUSES,
} from '../../machines/approval-request.machine';
import {
  type ApprovalRefusal,
  type Approver,
  approvalRefusal,
  bandFor,
  expiryOf,
  isExpired,
} from '../../policies/approval-rules';
import { tellAreas } from '../area-events';
import { nextCounter } from '../db/counter.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { liftHold, placeHold } from '../deposits/hold.service';
import { DomainError } from '../errors/domain-error';
import {
  type ApprovalDetail,
  type ApprovalOperationType,
  type ApprovalRequestRecord,
  findFlow,
  findRequest,
  insertEvent,
  insertRequest,
  listRequests,
  moveRequest,
} from './approval.repository';
import { executorOf, hasExecutor, tellEnded } from './approval-executors';

/** What an area hands the engine when an operation may need approval. */
export interface ApprovalSubmission {
  readonly type: ApprovalOperationType;
  readonly amountKobo: number;
  /** The branch the operation belongs to; null for head office. */
  readonly branchId: string | null;
  readonly maker: { readonly id: string };
  /** One line for the inbox, and the lines of the request's details. */
  readonly summary: string;
  readonly details: readonly ApprovalDetail[];
  /** What the area's executor needs to run the operation later; stored as JSON. */
  readonly payload: unknown;
  /** Holds the amount on this deposit account while the request waits. */
  readonly hold?: { readonly accountId: string; readonly reason: string };
  readonly now: Date;
}

export type SubmissionResult =
  | { readonly approvalNeeded: false }
  | { readonly approvalNeeded: true; readonly request: ApprovalRequestRecord };

/**
 * Asks the operation type's flow whether the amount needs approval. If it does, the request is
 * stored waiting for level 1 (with the hold placed), in the caller's transaction; the caller
 * then answers with the request instead of running the operation. If not, the caller runs it.
 */
export async function submitForApproval(
  t: TenantTx,
  submission: ApprovalSubmission,
): Promise<SubmissionResult> {
  const flow = await findFlow(t, { operationType: submission.type });
  if (flow?.status !== 'ACTIVE') return { approvalNeeded: false };
  const band = bandFor(flow.bands, submission.amountKobo);
  if (!band) return { approvalNeeded: false };
  if (!hasExecutor(submission.type)) {
    throw new Error(`${submission.type} needs approval but has no executor registered.`);
  }
  await expireDueRequests(t, submission.now);
  const { now } = submission;
  const id = newRowId(now.getTime());
  const holdId = submission.hold ? newRowId(now.getTime()) : null;
  if (submission.hold && holdId) {
    const { accountId, reason } = submission.hold;
    const hold = { id: holdId, accountId, reason, amountKobo: submission.amountKobo };
    await placeHold(t, { ...hold, placedBy: submission.maker.id }, now);
  }
  const request: ApprovalRequestRecord = {
    id,
    reference: await nextReference(t),
    flowId: flow.id,
    operationType: submission.type,
    status: 'PENDING_LEVEL1',
    amountKobo: submission.amountKobo,
    levelsRequired: band.levels,
    approvers: band.approvers.map((level) => ({ ...level })),
    sameBranch: band.sameBranch,
    branchId: submission.branchId,
    makerId: submission.maker.id,
    summary: submission.summary.slice(0, 255),
    details: submission.details.slice(0, 50),
    payload: submission.payload,
    holdAccountId: submission.hold?.accountId ?? null,
    holdId,
    level1ApproverId: null,
    resultReference: null,
    createdAt: now.toISOString(),
    expiresAt: expiryOf(now, flow.expiryHours),
    decidedAt: null,
  };
  await insertRequest(t, request);
  await note(t, request.id, 'SUBMITTED', null, submission.maker.id, null, now);
  await tellAreas(t, 'approval.waiting', { requestId: request.id, level: 1 }, now);
  return { approvalNeeded: true, request };
}

/** The tenant's next request reference, APR-000123 (the counter migration 0026 started). */
async function nextReference(t: TenantTx): Promise<string> {
  return `APR-${String(await nextCounter(t, 'approval_request')).padStart(6, '0')}`;
}

/** The status a request reads as at `now`: a waiting one past its time has expired. */
export function statusAt(request: ApprovalRequestRecord, now: Date): ApprovalRequestStatus {
  const waiting = (PENDING_APPROVAL_STATUSES as readonly string[]).includes(request.status);
  return waiting && isExpired(request.expiresAt, now) ? 'EXPIRED' : request.status;
}

/** The level a request waits for at `now`, or null once it has ended. */
export function awaitingLevel(request: ApprovalRequestRecord, now: Date): 1 | 2 | null {
  const status = statusAt(request, now);
  if (status === 'PENDING_LEVEL1') return 1;
  if (status === 'PENDING_LEVEL2') return 2;
  return null;
}

/** Who approved the levels before the one awaited. */
function approvedBy(request: ApprovalRequestRecord): string[] {
  return request.level1ApproverId ? [request.level1ApproverId] : [];
}

/** Why `approver` may not act on `request` as a checker now, or null. */
export function checkerRefusal(
  request: ApprovalRequestRecord,
  approver: Approver,
  now: Date,
): ApprovalRefusal | 'approval_request_not_pending' | null {
  const level = awaitingLevel(request, now);
  if (level === null) return 'approval_request_not_pending';
  return approvalRefusal(
    { ...request, awaitingLevel: level, approvedBy: approvedBy(request) },
    approver,
  );
}

/** A request that is still waiting at `now`, or the refusal of acting on it. */
async function waitingRequest(
  t: TenantTx,
  id: string,
  now: Date,
): Promise<ApprovalRequestRecord & { awaitingLevel: 1 | 2 }> {
  const request = await findRequest(t, id);
  if (!request) throw new DomainError('approval_request_not_found');
  const status = statusAt(request, now);
  if (status === 'EXPIRED' && request.status !== 'EXPIRED') {
    throw new DomainError('approval_request_expired');
  }
  const level = awaitingLevel(request, now);
  if (level === null) throw new DomainError('approval_request_not_pending');
  return { ...request, awaitingLevel: level };
}

/** The status the chart gives `from` on `event`; a step it lacks is refused. */
function stepOf(from: ApprovalRequestStatus, event: ApprovalRequestEvent): ApprovalRequestStatus {
  const next = nextApprovalStatus(from, event);
  if (next === null) throw new DomainError('approval_request_not_pending');
  return next;
}

/** Moves the row, or refuses when another call moved it first (the once-only guard). */
async function move(
  t: TenantTx,
  request: ApprovalRequestRecord,
  from: ApprovalRequestStatus,
  change: Parameters<typeof moveRequest>[3],
): Promise<void> {
  if (!(await moveRequest(t, request.id, from, change))) {
    throw new DomainError('approval_request_not_pending');
  }
}

async function note(
  t: TenantTx,
  requestId: string,
  action: 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'CANCELLED' | 'EXECUTED',
  level: number | null,
  actorId: string,
  reason: string | null,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await insertEvent(t, {
    id: newRowId(now.getTime()),
    requestId,
    action,
    level,
    actorId,
    reason,
    at,
  });
}

async function releaseHoldOf(
  t: TenantTx,
  request: ApprovalRequestRecord,
  now: Date,
): Promise<void> {
  if (!request.holdId || !request.holdAccountId) return;
  const { holdId: id, holdAccountId: accountId, amountKobo } = request;
  await liftHold(t, { id, accountId, amountKobo }, now);
}

/**
 * Approves the level the request waits for. The last level releases the hold and runs the
 * operation in this same transaction, once: the row moves from its waiting status to APPROVED
 * only if it is still there, so a second approval racing this one is refused and runs nothing.
 */
export async function approveRequest(
  t: TenantTx,
  id: string,
  approver: Approver,
  reason: string | null,
  now: Date,
): Promise<void> {
  const request = await waitingRequest(t, id, now);
  const refusal = checkerRefusal(request, approver, now);
  if (refusal) throw new DomainError(refusal);
  const from = request.status;
  const next = stepOf(from, { type: 'request.approve', levelsRequired: request.levelsRequired });
  if (next === 'PENDING_LEVEL2') {
    await move(t, request, from, { status: next, level1ApproverId: approver.id });
    await note(t, id, 'APPROVED', request.awaitingLevel, approver.id, reason, now);
    await tellAreas(t, 'approval.waiting', { requestId: id, level: 2 }, now);
    return;
  }
  await move(t, request, from, { status: next, decidedAt: now.toISOString() });
  await note(t, id, 'APPROVED', request.awaitingLevel, approver.id, reason, now);
  await releaseHoldOf(t, request, now);
  const { reference } = await executorOf(request.operationType)(t, request, now);
  await move(t, request, next, {
    status: stepOf(next, { type: 'request.execute' }),
    resultReference: reference,
  });
  await note(t, id, 'EXECUTED', null, approver.id, null, now);
}

/** A checker refuses the request; the operation never runs and the hold is released. */
export async function rejectRequest(
  t: TenantTx,
  id: string,
  approver: Approver,
  reason: string,
  now: Date,
): Promise<void> {
  const request = await waitingRequest(t, id, now);
  const refusal = checkerRefusal(request, approver, now);
  if (refusal) throw new DomainError(refusal);
  const status = stepOf(request.status, { type: 'request.reject' });
  await move(t, request, request.status, { status, decidedAt: now.toISOString() });
  await note(t, id, 'REJECTED', request.awaitingLevel, approver.id, reason, now);
  await releaseHoldOf(t, request, now);
  await tellEnded(t, request, 'REJECTED', now);
}

/** The maker withdraws the request; the operation never runs and the hold is released. */
export async function cancelRequest(
  t: TenantTx,
  id: string,
  makerId: string,
  reason: string | null,
  now: Date,
): Promise<void> {
  const request = await waitingRequest(t, id, now);
  if (request.makerId !== makerId) throw new DomainError('approval_cancel_by_maker_only');
  const status = stepOf(request.status, { type: 'request.cancel' });
  await move(t, request, request.status, { status, decidedAt: now.toISOString() });
  await note(t, id, 'CANCELLED', request.awaitingLevel, makerId, reason, now);
  await releaseHoldOf(t, request, now);
  await tellEnded(t, request, 'CANCELLED', now);
}

/**
 * Stores as EXPIRED the tenant's waiting requests whose time has run out and releases their
 * holds. A request reads EXPIRED from that moment anyway (statusAt); this frees the money.
 */
export async function expireDueRequests(t: TenantTx, now: Date): Promise<number> {
  const due = await listRequests(t, { statuses: PENDING_APPROVAL_STATUSES, due: true, now });
  let expired = 0;
  for (const request of due) {
    const status = stepOf(request.status, { type: 'request.expire' });
    if (
      !(await moveRequest(t, request.id, request.status, { status, decidedAt: request.expiresAt }))
    ) {
      continue;
    }
    await releaseHoldOf(t, request, now);
    await tellEnded(t, request, 'EXPIRED', now);
    expired++;
  }
  return expired;
}
