import { type SnapshotFrom, setup, transition } from 'xstate';

/** The stored statuses of an approval request, as the contract names them. */
export const APPROVAL_REQUEST_STATUSES = [
  'PENDING_LEVEL1',
  'PENDING_LEVEL2',
  'APPROVED',
  'EXECUTED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
] as const;

export type ApprovalRequestStatus = (typeof APPROVAL_REQUEST_STATUSES)[number];

/** A request waits in one of these; every other status is where it ended. */
export const PENDING_APPROVAL_STATUSES = [
  'PENDING_LEVEL1',
  'PENDING_LEVEL2',
] as const satisfies readonly ApprovalRequestStatus[];

/** How many levels of approval a request needs, as its flow's band says. */
export type ApprovalLevels = 1 | 2;

export type ApprovalRequestEvent =
  | { type: 'request.approve'; levelsRequired: ApprovalLevels }
  | { type: 'request.reject' }
  | { type: 'request.expire' }
  | { type: 'request.cancel' }
  | { type: 'request.execute' };

/** The stored status of each state of the chart, and so the states it has. */
export const APPROVAL_STATUS_BY_STATE = {
  pendingLevel1: 'PENDING_LEVEL1',
  pendingLevel2: 'PENDING_LEVEL2',
  approved: 'APPROVED',
  executed: 'EXECUTED',
  rejected: 'REJECTED',
  expired: 'EXPIRED',
  cancelled: 'CANCELLED',
} as const satisfies Record<string, ApprovalRequestStatus>;

export type ApprovalRequestState = keyof typeof APPROVAL_STATUS_BY_STATE;

const STATE_BY_STATUS = Object.fromEntries(
  Object.entries(APPROVAL_STATUS_BY_STATE).map(([state, status]) => [status, state]),
) as Record<ApprovalRequestStatus, ApprovalRequestState>;

/** What a waiting request may become besides approval: each pending state offers all three. */
const ENDINGS = {
  'request.reject': { target: 'rejected' },
  'request.expire': { target: 'expired' },
  'request.cancel': { target: 'cancelled' },
} as const;

/**
 * The life cycle of an approval request (maker-checker). A request waits for its first level;
 * the first approval ends the wait when its flow's band needs one level, and moves it to the
 * second level when the band needs two. An approved request is executed once (the operation it
 * stands for runs); a waiting request may instead be rejected by a checker, expire when its time
 * runs out, or be cancelled by its maker, and none of those ever runs the operation.
 *
 * Who may approve (not the maker, not the same person twice, the right tenant, branch and
 * permission) is a rule of policies/approval-rules.ts; the chart holds only the order of the
 * steps. It holds no I/O, so the server runs it (nextApprovalStatus) to refuse a step it lacks.
 */
export const approvalRequestMachine = setup({
  types: {
    events: {} as ApprovalRequestEvent,
  },
  guards: {
    needsOneLevel: ({ event }) => event.type === 'request.approve' && event.levelsRequired === 1,
    needsTwoLevels: ({ event }) => event.type === 'request.approve' && event.levelsRequired === 2,
  },
}).createMachine({
  id: 'approvalRequest',
  initial: 'pendingLevel1',
  states: {
    pendingLevel1: {
      on: {
        'request.approve': [
          { guard: 'needsOneLevel', target: 'approved' },
          { guard: 'needsTwoLevels', target: 'pendingLevel2' },
        ],
        ...ENDINGS,
      },
    },
    pendingLevel2: {
      on: {
        'request.approve': { guard: 'needsTwoLevels', target: 'approved' },
        ...ENDINGS,
      },
    },
    approved: {
      on: { 'request.execute': { target: 'executed' } },
    },
    executed: { type: 'final' },
    rejected: { type: 'final' },
    expired: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type ApprovalRequestSnapshot = SnapshotFrom<typeof approvalRequestMachine>;

export function isApprovalRequestStatus(value: unknown): value is ApprovalRequestStatus {
  return (APPROVAL_REQUEST_STATUSES as readonly unknown[]).includes(value);
}

/** The chart's snapshot for a request as stored, so either side starts where the request is. */
export function approvalRequestSnapshot(status: ApprovalRequestStatus): ApprovalRequestSnapshot {
  if (!isApprovalRequestStatus(status)) {
    throw new RangeError(`Unknown approval request status ${JSON.stringify(status)}.`);
  }
  return approvalRequestMachine.resolveState({ value: STATE_BY_STATUS[status], context: {} });
}

/** The stored status of a snapshot of the chart. */
export function approvalStatusOf(snapshot: ApprovalRequestSnapshot): ApprovalRequestStatus {
  const status = APPROVAL_STATUS_BY_STATE[snapshot.value as ApprovalRequestState];
  if (status === undefined) {
    throw new Error(`The chart has no stored status for ${JSON.stringify(snapshot.value)}.`);
  }
  return status;
}

/**
 * What a request stored with `status` becomes on `event`, read from the chart itself; null when
 * the chart has no such step from there, which the server answers by refusing the request.
 */
export function nextApprovalStatus(
  status: ApprovalRequestStatus,
  event: ApprovalRequestEvent,
): ApprovalRequestStatus | null {
  const before = approvalRequestSnapshot(status);
  if (!before.can(event)) return null;
  const [after] = transition(approvalRequestMachine, before, event);
  return approvalStatusOf(after);
}
