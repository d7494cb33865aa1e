import { type SnapshotFrom, setup, transition } from 'xstate';

/** The stored statuses of a term deposit, as the contract's TermDepositStatus names them. */
export const TERM_DEPOSIT_STATUSES = [
  'PENDING_APPROVAL',
  'ACTIVE',
  'MATURED',
  'PAID_OUT',
  'ROLLED_OVER',
  'LIQUIDATION_PENDING',
  'LIQUIDATED',
  'REJECTED',
] as const;

export type TermDepositStatus = (typeof TERM_DEPOSIT_STATUSES)[number];

/** `underLien` is whether a loan holds the deposit as collateral when the step is asked for. */
export type TermDepositEvent =
  /** The booking's approval ended with the final approval: the deposit is funded. */
  | { type: 'termDeposit.approve' }
  /** The booking was rejected, cancelled by its maker or expired: nothing was funded. */
  | { type: 'termDeposit.reject' }
  /** The maturity date came. */
  | { type: 'termDeposit.mature' }
  /** The maturity amount, net of tax, went to the customer's account. */
  | { type: 'termDeposit.payOut'; underLien: boolean }
  /** The principal (and perhaps the interest) went into a new deposit at the rate of the day. */
  | { type: 'termDeposit.rollOver' }
  /** An early liquidation waits for a checker. */
  | { type: 'termDeposit.requestLiquidation'; underLien: boolean }
  /** Liquidated before maturity, with the product's penalty, net of tax. */
  | { type: 'termDeposit.liquidate'; underLien: boolean }
  /** The liquidation's approval was rejected, cancelled or expired: the deposit runs on. */
  | { type: 'termDeposit.liquidationEnded' };

/** Each status in the words staff read, wherever a deposit is shown. */
export const TERM_DEPOSIT_STATUS_LABELS: Readonly<Record<TermDepositStatus, string>> = {
  PENDING_APPROVAL: 'Awaiting approval',
  ACTIVE: 'Active',
  MATURED: 'Matured, held',
  PAID_OUT: 'Paid out',
  ROLLED_OVER: 'Rolled over',
  LIQUIDATION_PENDING: 'Awaiting liquidation',
  LIQUIDATED: 'Liquidated',
  REJECTED: 'Rejected',
};

/** The stored status of each state of the chart, and so the states it has. */
export const TERM_DEPOSIT_STATUS_BY_STATE = {
  pendingApproval: 'PENDING_APPROVAL',
  active: 'ACTIVE',
  matured: 'MATURED',
  paidOut: 'PAID_OUT',
  rolledOver: 'ROLLED_OVER',
  liquidationPending: 'LIQUIDATION_PENDING',
  liquidated: 'LIQUIDATED',
  rejected: 'REJECTED',
} as const satisfies Record<string, TermDepositStatus>;

export type TermDepositState = keyof typeof TERM_DEPOSIT_STATUS_BY_STATE;

const STATE_BY_STATUS = Object.fromEntries(
  Object.entries(TERM_DEPOSIT_STATUS_BY_STATE).map(([state, status]) => [status, state]),
) as Record<TermDepositStatus, TermDepositState>;

const free = ({ event }: { event: TermDepositEvent }) => !('underLien' in event && event.underLien);

/**
 * A term deposit's life. The chart starts where a held booking does, PENDING_APPROVAL with the
 * funds held, so every state is reachable from its start; a booking that no approval flow holds
 * is funded at once and stored ACTIVE, which is the chart's `termDeposit.approve` taken at
 * booking. An active deposit earns interest day by day until it MATURES, when its instruction
 * pays it out or rolls it over into a new deposit; before then it may be liquidated early
 * (through a checker when a flow says so).
 * A lien (the deposit held as a loan's collateral) blocks paying out and liquidating; a rollover
 * carries the lien to the new deposit.
 *
 * It holds no I/O, so the server runs it (nextTermDepositStatus) to refuse a step it lacks.
 */
export const termDepositMachine = setup({
  types: { events: {} as TermDepositEvent },
  guards: { notUnderLien: free },
}).createMachine({
  id: 'termDeposit',
  initial: 'pendingApproval',
  states: {
    pendingApproval: {
      on: {
        'termDeposit.approve': { target: 'active' },
        'termDeposit.reject': { target: 'rejected' },
      },
    },
    active: {
      on: {
        'termDeposit.mature': { target: 'matured' },
        'termDeposit.requestLiquidation': {
          guard: 'notUnderLien',
          target: 'liquidationPending',
        },
        'termDeposit.liquidate': { guard: 'notUnderLien', target: 'liquidated' },
      },
    },
    liquidationPending: {
      on: {
        'termDeposit.liquidate': { guard: 'notUnderLien', target: 'liquidated' },
        'termDeposit.liquidationEnded': { target: 'active' },
      },
    },
    matured: {
      on: {
        'termDeposit.payOut': { guard: 'notUnderLien', target: 'paidOut' },
        'termDeposit.rollOver': { target: 'rolledOver' },
      },
    },
    paidOut: { type: 'final' },
    rolledOver: { type: 'final' },
    liquidated: { type: 'final' },
    rejected: { type: 'final' },
  },
});

export type TermDepositSnapshot = SnapshotFrom<typeof termDepositMachine>;

export function isTermDepositStatus(value: unknown): value is TermDepositStatus {
  return (TERM_DEPOSIT_STATUSES as readonly unknown[]).includes(value);
}

/** The chart's snapshot for a deposit as stored, so either side starts where the deposit is. */
export function termDepositSnapshot(status: TermDepositStatus): TermDepositSnapshot {
  if (!isTermDepositStatus(status)) {
    throw new RangeError(`Unknown term deposit status ${JSON.stringify(status)}.`);
  }
  return termDepositMachine.resolveState({ value: STATE_BY_STATUS[status], context: {} });
}

/** The stored status of a snapshot of the chart. */
export function termDepositStatusOf(snapshot: TermDepositSnapshot): TermDepositStatus {
  const status = TERM_DEPOSIT_STATUS_BY_STATE[snapshot.value as TermDepositState];
  if (status === undefined) {
    throw new Error(`The chart has no stored status for ${JSON.stringify(snapshot.value)}.`);
  }
  return status;
}

/**
 * What a deposit stored with `status` becomes on `event`, read from the chart itself; null when
 * the chart has no such step from there (or its guard refuses), which the server refuses.
 */
export function nextTermDepositStatus(
  status: TermDepositStatus,
  event: TermDepositEvent,
): TermDepositStatus | null {
  const before = termDepositSnapshot(status);
  if (!before.can(event)) return null;
  const [after] = transition(termDepositMachine, before, event);
  return termDepositStatusOf(after);
}
