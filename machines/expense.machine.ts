import { type SnapshotFrom, setup, transition } from 'xstate';

/** The stored statuses of an expense, as the contract names them. */
export const EXPENSE_STATUSES = ['PENDING', 'POSTED', 'REJECTED', 'CANCELLED', 'EXPIRED'] as const;

export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

export type ExpenseEvent =
  | { type: 'expense.post' }
  | { type: 'expense.reject' }
  | { type: 'expense.cancel' }
  | { type: 'expense.expire' };

/** The stored status of each state of the chart, and so the states it has. */
export const EXPENSE_STATUS_BY_STATE = {
  pending: 'PENDING',
  posted: 'POSTED',
  rejected: 'REJECTED',
  cancelled: 'CANCELLED',
  expired: 'EXPIRED',
} as const satisfies Record<string, ExpenseStatus>;

export type ExpenseState = keyof typeof EXPENSE_STATUS_BY_STATE;

const STATE_BY_STATUS = Object.fromEntries(
  Object.entries(EXPENSE_STATUS_BY_STATE).map(([state, status]) => [status, state]),
) as Record<ExpenseStatus, ExpenseState>;

/**
 * The life of an expense the bank pays. It is recorded pending and waits in the approval flows
 * (one level or two, by its amount: the approval request keeps the levels). The final approval
 * posts it through the ledger, once; a checker's rejection, its maker's cancel or the request's
 * expiry ends it without posting. An amount no band of the flow covers is posted at once, which
 * is the same step taken straight after recording.
 *
 * The chart holds no I/O: the server runs it (nextExpenseStatus) to refuse a step it lacks, and
 * the console asks it which actions to offer.
 */
export const expenseMachine = setup({
  types: {
    events: {} as ExpenseEvent,
  },
}).createMachine({
  id: 'expense',
  initial: 'pending',
  states: {
    pending: {
      on: {
        'expense.post': { target: 'posted' },
        'expense.reject': { target: 'rejected' },
        'expense.cancel': { target: 'cancelled' },
        'expense.expire': { target: 'expired' },
      },
    },
    posted: { type: 'final' },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
    expired: { type: 'final' },
  },
});

export type ExpenseSnapshot = SnapshotFrom<typeof expenseMachine>;

export function isExpenseStatus(value: unknown): value is ExpenseStatus {
  return (EXPENSE_STATUSES as readonly unknown[]).includes(value);
}

/** The chart's snapshot for an expense as stored, so either side starts where it is. */
export function expenseSnapshot(status: ExpenseStatus): ExpenseSnapshot {
  if (!isExpenseStatus(status)) {
    throw new RangeError(`Unknown expense status ${JSON.stringify(status)}.`);
  }
  return expenseMachine.resolveState({ value: STATE_BY_STATUS[status], context: {} });
}

/** The stored status of a snapshot of the chart. */
export function expenseStatusOf(snapshot: ExpenseSnapshot): ExpenseStatus {
  const status = EXPENSE_STATUS_BY_STATE[snapshot.value as ExpenseState];
  if (status === undefined) {
    throw new Error(`The chart has no stored status for ${JSON.stringify(snapshot.value)}.`);
  }
  return status;
}

/** What an expense stored with `status` becomes on `event`; null when the chart has no such step. */
export function nextExpenseStatus(
  status: ExpenseStatus,
  event: ExpenseEvent,
): ExpenseStatus | null {
  const before = expenseSnapshot(status);
  if (!before.can(event)) return null;
  const [after] = transition(expenseMachine, before, event);
  return expenseStatusOf(after);
}

/** Whether the chart lets an expense in `status` take `event` (the console's buttons ask). */
export function expenseCan(status: ExpenseStatus, event: ExpenseEvent['type']): boolean {
  return nextExpenseStatus(status, { type: event }) !== null;
}
