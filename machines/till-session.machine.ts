import { type SnapshotFrom, setup, transition } from 'xstate';

/** The stored statuses of a till session, as the contract's TillSessionStatus names them. */
export const TILL_SESSION_STATUSES = [
  'ASSIGNED',
  'OPENED',
  'ACTIVE',
  'CLOSING',
  'BALANCED',
  'VARIANCE_PENDING',
  'CLOSED',
  'RECONCILED',
] as const;

export type TillSessionStatus = (typeof TILL_SESSION_STATUSES)[number];

export type TillSessionEvent =
  /** The teller's opening count; `matches` when it equals the till's ledger balance. */
  | { type: 'till.open'; matches: boolean }
  | { type: 'till.acceptOpening' }
  /** A cash deposit, withdrawal or confirmed movement: the session stays ACTIVE. */
  | { type: 'till.cash' }
  | { type: 'till.startClose' }
  /** The teller's blind closing count; `balanced` when it equals the expected cash. */
  | { type: 'till.count'; balanced: boolean }
  | { type: 'till.varianceApprove' }
  | { type: 'till.varianceReject' }
  | { type: 'till.close' }
  | { type: 'till.reconcile' };

/** The stored status of each state of the chart, and so the states it has. */
export const TILL_SESSION_STATUS_BY_STATE = {
  assigned: 'ASSIGNED',
  opened: 'OPENED',
  active: 'ACTIVE',
  closing: 'CLOSING',
  balanced: 'BALANCED',
  variancePending: 'VARIANCE_PENDING',
  closed: 'CLOSED',
  reconciled: 'RECONCILED',
} as const satisfies Record<string, TillSessionStatus>;

export type TillSessionState = keyof typeof TILL_SESSION_STATUS_BY_STATE;

const STATE_BY_STATUS = Object.fromEntries(
  Object.entries(TILL_SESSION_STATUS_BY_STATE).map(([state, status]) => [status, state]),
) as Record<TillSessionStatus, TillSessionState>;

/**
 * A teller's day at a till. The head teller assigns the till for the processing date; the
 * teller counts the opening cash by denomination: equal to the till's ledger balance it is
 * ACTIVE at once, otherwise it waits OPENED until the head teller accepts the difference (posted
 * to the cash variance accounts). ACTIVE takes cash in and out. Closing stops the cash; the
 * teller's blind count then makes it BALANCED, or VARIANCE_PENDING while the TILL_VARIANCE
 * approval request waits: approval posts the variance and closes it, rejection asks for a recount
 * (CLOSING again). The head teller closes a balanced session and reconciles a closed one.
 *
 * It holds no I/O, so the server runs it (nextTillSessionStatus) to refuse a step it lacks.
 */
export const tillSessionMachine = setup({
  types: { events: {} as TillSessionEvent },
  guards: {
    countMatches: ({ event }) => event.type === 'till.open' && event.matches,
    countBalanced: ({ event }) => event.type === 'till.count' && event.balanced,
  },
}).createMachine({
  id: 'tillSession',
  initial: 'assigned',
  states: {
    assigned: {
      on: {
        'till.open': [{ guard: 'countMatches', target: 'active' }, { target: 'opened' }],
      },
    },
    opened: { on: { 'till.acceptOpening': { target: 'active' } } },
    active: {
      on: {
        'till.cash': { target: 'active', reenter: true },
        'till.startClose': { target: 'closing' },
      },
    },
    closing: {
      on: {
        'till.count': [
          { guard: 'countBalanced', target: 'balanced' },
          { target: 'variancePending' },
        ],
      },
    },
    balanced: { on: { 'till.close': { target: 'closed' } } },
    variancePending: {
      on: {
        'till.varianceApprove': { target: 'closed' },
        'till.varianceReject': { target: 'closing' },
      },
    },
    closed: { on: { 'till.reconcile': { target: 'reconciled' } } },
    reconciled: { type: 'final' },
  },
});

export type TillSessionSnapshot = SnapshotFrom<typeof tillSessionMachine>;

export function isTillSessionStatus(value: unknown): value is TillSessionStatus {
  return (TILL_SESSION_STATUSES as readonly unknown[]).includes(value);
}

/** The chart's snapshot for a session as stored, so either side starts where the session is. */
export function tillSessionSnapshot(status: TillSessionStatus): TillSessionSnapshot {
  if (!isTillSessionStatus(status)) {
    throw new RangeError(`Unknown till session status ${JSON.stringify(status)}.`);
  }
  return tillSessionMachine.resolveState({ value: STATE_BY_STATUS[status], context: {} });
}

/** The stored status of a snapshot of the chart. */
export function tillSessionStatusOf(snapshot: TillSessionSnapshot): TillSessionStatus {
  const status = TILL_SESSION_STATUS_BY_STATE[snapshot.value as TillSessionState];
  if (status === undefined) {
    throw new Error(`The chart has no stored status for ${JSON.stringify(snapshot.value)}.`);
  }
  return status;
}

/**
 * What a session stored with `status` becomes on `event`, read from the chart itself; null when
 * the chart has no such step from there, which the server answers by refusing the step.
 */
export function nextTillSessionStatus(
  status: TillSessionStatus,
  event: TillSessionEvent,
): TillSessionStatus | null {
  const before = tillSessionSnapshot(status);
  if (!before.can(event)) return null;
  const [after] = transition(tillSessionMachine, before, event);
  return tillSessionStatusOf(after);
}

/** Sessions in these statuses hold their till and their teller: one at a time for each. */
export const OPEN_TILL_SESSION_STATUSES: readonly TillSessionStatus[] = [
  'ASSIGNED',
  'OPENED',
  'ACTIVE',
  'CLOSING',
  'BALANCED',
  'VARIANCE_PENDING',
];
