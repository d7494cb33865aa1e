import { type SnapshotFrom, setup, transition } from 'xstate';

/** The stored statuses of a credit application, as the contract's CreditApplicationStatus names them. */
export const CREDIT_APPLICATION_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'SCORED',
  'UNDER_REVIEW',
  'PENDING_APPROVAL',
  'APPROVED',
  'DISBURSED',
  'REJECTED',
  'RETURNED',
  'WITHDRAWN',
] as const;

export type CreditApplicationStatus = (typeof CREDIT_APPLICATION_STATUSES)[number];

/** The statuses an application can still move out of by its people; withdrawal is open there. */
export const OPEN_CREDIT_APPLICATION_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'SCORED',
  'UNDER_REVIEW',
  'PENDING_APPROVAL',
  'RETURNED',
] as const satisfies readonly CreditApplicationStatus[];

export type CreditApplicationEvent =
  | { type: 'application.update' }
  | { type: 'application.submit' }
  | { type: 'application.score' }
  | { type: 'application.startReview' }
  | { type: 'application.sendForApproval' }
  | { type: 'application.approve' }
  | { type: 'application.reject' }
  | { type: 'application.return' }
  | { type: 'application.withdraw' }
  | { type: 'application.disburse' };

/** The stored status of each state of the chart, and so the states it has. */
export const CREDIT_APPLICATION_STATUS_BY_STATE = {
  draft: 'DRAFT',
  submitted: 'SUBMITTED',
  scored: 'SCORED',
  underReview: 'UNDER_REVIEW',
  pendingApproval: 'PENDING_APPROVAL',
  approved: 'APPROVED',
  disbursed: 'DISBURSED',
  rejected: 'REJECTED',
  returned: 'RETURNED',
  withdrawn: 'WITHDRAWN',
} as const satisfies Record<string, CreditApplicationStatus>;

export type CreditApplicationState = keyof typeof CREDIT_APPLICATION_STATUS_BY_STATE;

const STATE_BY_STATUS = Object.fromEntries(
  Object.entries(CREDIT_APPLICATION_STATUS_BY_STATE).map(([state, status]) => [status, state]),
) as Record<CreditApplicationStatus, CreditApplicationState>;

/** Every open state lets its loan officer withdraw the application. */
const WITHDRAW = { 'application.withdraw': { target: 'withdrawn' } } as const;

/**
 * The life cycle of a credit application. A loan officer keeps a DRAFT while gathering the
 * applicant's facts and submits it; the server scores it against the tenant's scorecard at once
 * (SUBMITTED then SCORED). A credit analyst takes it UNDER_REVIEW and either returns it to the
 * officer for correction (RETURNED, which is edited like a draft and submitted again), rejects
 * it with a reason, or recommends approval: that sends it to the LOAN_APPROVAL flow
 * (PENDING_APPROVAL), or approves it at once when no band of the flow covers the amount. The
 * flow's final approval books the loan (APPROVED); its rejection or expiry rejects the
 * application. The loan's disbursement ends it (DISBURSED). Until a decision, the officer may
 * withdraw it.
 *
 * It holds no I/O, so the server runs it (nextCreditApplicationStatus) to refuse a step it lacks.
 */
export const creditApplicationMachine = setup({
  types: { events: {} as CreditApplicationEvent },
}).createMachine({
  id: 'creditApplication',
  initial: 'draft',
  states: {
    draft: {
      on: {
        // Editing keeps the status; the chart names it so the server can refuse it elsewhere.
        'application.update': { target: 'draft' },
        'application.submit': { target: 'submitted' },
        ...WITHDRAW,
      },
    },
    submitted: { on: { 'application.score': { target: 'scored' }, ...WITHDRAW } },
    scored: { on: { 'application.startReview': { target: 'underReview' }, ...WITHDRAW } },
    underReview: {
      on: {
        'application.sendForApproval': { target: 'pendingApproval' },
        'application.approve': { target: 'approved' },
        'application.reject': { target: 'rejected' },
        'application.return': { target: 'returned' },
        ...WITHDRAW,
      },
    },
    pendingApproval: {
      on: {
        'application.approve': { target: 'approved' },
        'application.reject': { target: 'rejected' },
        ...WITHDRAW,
      },
    },
    returned: {
      on: {
        'application.update': { target: 'returned' },
        'application.submit': { target: 'submitted' },
        ...WITHDRAW,
      },
    },
    approved: { on: { 'application.disburse': { target: 'disbursed' } } },
    disbursed: { type: 'final' },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
  },
});

export type CreditApplicationSnapshot = SnapshotFrom<typeof creditApplicationMachine>;

export function isCreditApplicationStatus(value: unknown): value is CreditApplicationStatus {
  return (CREDIT_APPLICATION_STATUSES as readonly unknown[]).includes(value);
}

/** The chart's snapshot for an application as stored, so either side starts where it is. */
export function creditApplicationSnapshot(
  status: CreditApplicationStatus,
): CreditApplicationSnapshot {
  if (!isCreditApplicationStatus(status)) {
    throw new RangeError(`Unknown credit application status ${JSON.stringify(status)}.`);
  }
  return creditApplicationMachine.resolveState({ value: STATE_BY_STATUS[status], context: {} });
}

/** The stored status of a snapshot of the chart. */
export function creditApplicationStatusOf(
  snapshot: CreditApplicationSnapshot,
): CreditApplicationStatus {
  const status = CREDIT_APPLICATION_STATUS_BY_STATE[snapshot.value as CreditApplicationState];
  if (status === undefined) {
    throw new Error(`The chart has no stored status for ${JSON.stringify(snapshot.value)}.`);
  }
  return status;
}

/**
 * What an application stored with `status` becomes on `event`, read from the chart itself; null
 * when the chart has no such step from there, which the server answers by refusing the step.
 */
export function nextCreditApplicationStatus(
  status: CreditApplicationStatus,
  event: CreditApplicationEvent,
): CreditApplicationStatus | null {
  const before = creditApplicationSnapshot(status);
  if (!before.can(event)) return null;
  const [after] = transition(creditApplicationMachine, before, event);
  return creditApplicationStatusOf(after);
}
