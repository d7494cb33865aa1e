import { type SnapshotFrom, setup, transition } from 'xstate';

/** The stored statuses of a loan, as the contract's LoanStatus names them. */
export const LOAN_STATUSES = [
  'APPROVED',
  'ACTIVE',
  'CLOSED_OBLIGATIONS_MET',
  'CLOSED_LIQUIDATED',
  'CLOSED_TOPPED_UP',
  'WRITTEN_OFF',
  'CANCELLED',
] as const;

export type LoanStatus = (typeof LOAN_STATUSES)[number];

export type LoanEvent =
  | { type: 'loan.update' }
  | { type: 'loan.cancel' }
  | { type: 'loan.disburse' }
  /** `clearsAll`: the repayment leaves nothing owed, which closes the loan. */
  | { type: 'loan.repay'; clearsAll: boolean }
  | { type: 'loan.assessPenalties' }
  | { type: 'loan.liquidate' }
  | { type: 'loan.topUp' }
  | { type: 'loan.close' }
  | { type: 'loan.writeOff' };

/** The stored status of each state of the chart, and so the states it has. */
export const LOAN_STATUS_BY_STATE = {
  approved: 'APPROVED',
  active: 'ACTIVE',
  closedObligationsMet: 'CLOSED_OBLIGATIONS_MET',
  closedLiquidated: 'CLOSED_LIQUIDATED',
  closedToppedUp: 'CLOSED_TOPPED_UP',
  writtenOff: 'WRITTEN_OFF',
  cancelled: 'CANCELLED',
} as const satisfies Record<string, LoanStatus>;

export type LoanState = keyof typeof LOAN_STATUS_BY_STATE;

/** The actions the contract names (LoanAction), one per event a person can send. */
export const LOAN_ACTION_BY_EVENT = {
  'loan.update': 'UPDATE',
  'loan.cancel': 'CANCEL',
  'loan.disburse': 'DISBURSE',
  'loan.repay': 'REPAY',
  'loan.assessPenalties': 'ASSESS_PENALTIES',
  'loan.liquidate': 'LIQUIDATE',
  'loan.topUp': 'TOP_UP',
  'loan.close': 'CLOSE',
  'loan.writeOff': 'WRITE_OFF',
} as const satisfies Record<LoanEvent['type'], string>;

export type LoanAction = (typeof LOAN_ACTION_BY_EVENT)[keyof typeof LOAN_ACTION_BY_EVENT];

const STATE_BY_STATUS = Object.fromEntries(
  Object.entries(LOAN_STATUS_BY_STATE).map(([state, status]) => [status, state]),
) as Record<LoanStatus, LoanState>;

/**
 * The life cycle of a loan. A loan is booked APPROVED (by a credit application's final approval
 * or directly); until it is disbursed its officer and purpose may change and it may be
 * cancelled. Disbursement makes it ACTIVE. An active loan takes repayments and penalties; the
 * repayment that leaves nothing owed closes it CLOSED_OBLIGATIONS_MET, as does closing a loan
 * that owes nothing. It may instead be paid off early (CLOSED_LIQUIDATED), replaced by a larger
 * loan that pays it off (CLOSED_TOPPED_UP) or written off (WRITTEN_OFF). Every closed state is
 * final.
 *
 * It holds no I/O, so the server runs it (nextLoanStatus) to refuse a step it lacks.
 */
export const loanMachine = setup({
  types: { events: {} as LoanEvent },
  guards: {
    clearsAll: ({ event }) => event.type === 'loan.repay' && event.clearsAll,
  },
}).createMachine({
  id: 'loan',
  initial: 'approved',
  states: {
    approved: {
      on: {
        'loan.update': { target: 'approved', reenter: true },
        'loan.cancel': { target: 'cancelled' },
        'loan.disburse': { target: 'active' },
      },
    },
    active: {
      on: {
        'loan.repay': [
          { guard: 'clearsAll', target: 'closedObligationsMet' },
          { target: 'active', reenter: true },
        ],
        'loan.assessPenalties': { target: 'active', reenter: true },
        'loan.close': { target: 'closedObligationsMet' },
        'loan.liquidate': { target: 'closedLiquidated' },
        'loan.topUp': { target: 'closedToppedUp' },
        'loan.writeOff': { target: 'writtenOff' },
      },
    },
    closedObligationsMet: { type: 'final' },
    closedLiquidated: { type: 'final' },
    closedToppedUp: { type: 'final' },
    writtenOff: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type LoanSnapshot = SnapshotFrom<typeof loanMachine>;

export function isLoanStatus(value: unknown): value is LoanStatus {
  return (LOAN_STATUSES as readonly unknown[]).includes(value);
}

/** The chart's snapshot for a loan as stored, so either side starts where the loan is. */
export function loanSnapshot(status: LoanStatus): LoanSnapshot {
  if (!isLoanStatus(status)) {
    throw new RangeError(`Unknown loan status ${JSON.stringify(status)}.`);
  }
  return loanMachine.resolveState({ value: STATE_BY_STATUS[status], context: {} });
}

/** The stored status of a snapshot of the chart. */
export function loanStatusOf(snapshot: LoanSnapshot): LoanStatus {
  const status = LOAN_STATUS_BY_STATE[snapshot.value as LoanState];
  if (status === undefined) {
    throw new Error(`The chart has no stored status for ${JSON.stringify(snapshot.value)}.`);
  }
  return status;
}

/**
 * What a loan stored with `status` becomes on `event`, read from the chart itself; null when the
 * chart has no such step from there, which the server answers by refusing the step.
 */
export function nextLoanStatus(status: LoanStatus, event: LoanEvent): LoanStatus | null {
  const before = loanSnapshot(status);
  if (!before.can(event)) return null;
  const [after] = transition(loanMachine, before, event);
  return loanStatusOf(after);
}

/** The actions a loan in `status` allows, in the order the chart lists its events. */
export function allowedLoanActions(status: LoanStatus): LoanAction[] {
  const before = loanSnapshot(status);
  return (Object.keys(LOAN_ACTION_BY_EVENT) as LoanEvent['type'][])
    .filter((type) =>
      before.can((type === 'loan.repay' ? { type, clearsAll: false } : { type }) as LoanEvent),
    )
    .map((type) => LOAN_ACTION_BY_EVENT[type]);
}
