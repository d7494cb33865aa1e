import { type SnapshotFrom, setup, transition } from 'xstate';

/** The stored statuses of an outward NIP transfer, as the contract's NipTransferStatus names them. */
export const NIP_TRANSFER_STATUSES = [
  'AWAITING_APPROVAL',
  'DEBITED',
  'SENT',
  'SUCCESSFUL',
  'FAILED',
  'REVERSED',
  'MANUAL_REVIEW',
  'REJECTED',
] as const;

export type NipTransferStatus = (typeof NIP_TRANSFER_STATUSES)[number];

/**
 * Each status in the words staff read: on the transfer pages, in reconciliation, in the CSV and
 * on the printed advice alike.
 */
export const NIP_STATUS_WORDS: Readonly<Record<NipTransferStatus, string>> = {
  AWAITING_APPROVAL: 'Awaiting approval',
  DEBITED: 'Debited, sending',
  SENT: 'Sent, awaiting answer',
  SUCCESSFUL: 'Successful',
  FAILED: 'Failed',
  REVERSED: 'Reversed',
  MANUAL_REVIEW: 'Manual review',
  REJECTED: 'Rejected',
};

/**
 * What an answer from the switch asks of the sender (server/nip/nip-response-codes.ts): no reply
 * at all is `query`, exactly like 01 or 96, because the credit may have gone through.
 */
export type NipAnswerOutcome = 'approved' | 'query' | 'manual-review' | 'declined';

export type NipTransferEvent =
  | { type: 'nip.approve' }
  | { type: 'nip.reject' }
  | { type: 'nip.send' }
  | { type: 'nip.answer'; outcome: NipAnswerOutcome }
  | { type: 'nip.reverse' };

/** The stored status of each state of the chart, and so the states it has. */
export const NIP_TRANSFER_STATUS_BY_STATE = {
  awaitingApproval: 'AWAITING_APPROVAL',
  debited: 'DEBITED',
  sent: 'SENT',
  successful: 'SUCCESSFUL',
  failed: 'FAILED',
  reversed: 'REVERSED',
  manualReview: 'MANUAL_REVIEW',
  rejected: 'REJECTED',
} as const satisfies Record<string, NipTransferStatus>;

export type NipTransferState = keyof typeof NIP_TRANSFER_STATUS_BY_STATE;

const STATE_BY_STATUS = Object.fromEntries(
  Object.entries(NIP_TRANSFER_STATUS_BY_STATE).map(([state, status]) => [status, state]),
) as Record<NipTransferStatus, NipTransferState>;

const answered =
  (outcome: NipAnswerOutcome) =>
  ({ event }: { event: NipTransferEvent }) =>
    event.type === 'nip.answer' && event.outcome === outcome;

/**
 * The life cycle of an outward NIP transfer. A transfer over its approval band waits with the
 * money held; approval posts the debit (DEBITED), rejection ends it with nothing posted. A
 * transfer under every band is created DEBITED. The sender stores SENT *before* the funds
 * transfer goes out, so a crash after sending leads to a status query, never a second send. A
 * SENT transfer stays SENT on an open answer (01, 09, 25, 94, 96, 97 or no reply) and is queried
 * again with back-off; 00 makes it SUCCESSFUL, 34, 35 and 63 leave it to operations
 * (MANUAL_REVIEW), any other code is a final failure (FAILED) that is reversed at once by a new
 * entry. A transfer in review is reversed through the NIP_REVERSAL approval flow, or found
 * successful by a later status query.
 *
 * It holds no I/O, so the server runs it (nextNipTransferStatus) to refuse a step it lacks.
 */
export const nipTransferMachine = setup({
  types: { events: {} as NipTransferEvent },
  guards: {
    approved: answered('approved'),
    open: answered('query'),
    review: answered('manual-review'),
    declined: answered('declined'),
  },
}).createMachine({
  id: 'nipTransfer',
  initial: 'awaitingApproval',
  states: {
    awaitingApproval: {
      on: { 'nip.approve': { target: 'debited' }, 'nip.reject': { target: 'rejected' } },
    },
    debited: { on: { 'nip.send': { target: 'sent' } } },
    sent: {
      on: {
        'nip.answer': [
          { guard: 'approved', target: 'successful' },
          { guard: 'open', target: 'sent', reenter: true },
          { guard: 'review', target: 'manualReview' },
          { guard: 'declined', target: 'failed' },
        ],
      },
    },
    failed: { on: { 'nip.reverse': { target: 'reversed' } } },
    manualReview: {
      on: {
        'nip.answer': { guard: 'approved', target: 'successful' },
        'nip.reverse': { target: 'reversed' },
      },
    },
    successful: { type: 'final' },
    reversed: { type: 'final' },
    rejected: { type: 'final' },
  },
});

export type NipTransferSnapshot = SnapshotFrom<typeof nipTransferMachine>;

export function isNipTransferStatus(value: unknown): value is NipTransferStatus {
  return (NIP_TRANSFER_STATUSES as readonly unknown[]).includes(value);
}

/** The chart's snapshot for a transfer as stored, so either side starts where the transfer is. */
export function nipTransferSnapshot(status: NipTransferStatus): NipTransferSnapshot {
  if (!isNipTransferStatus(status)) {
    throw new RangeError(`Unknown NIP transfer status ${JSON.stringify(status)}.`);
  }
  return nipTransferMachine.resolveState({ value: STATE_BY_STATUS[status], context: {} });
}

/** The stored status of a snapshot of the chart. */
export function nipTransferStatusOf(snapshot: NipTransferSnapshot): NipTransferStatus {
  const status = NIP_TRANSFER_STATUS_BY_STATE[snapshot.value as NipTransferState];
  if (status === undefined) {
    throw new Error(`The chart has no stored status for ${JSON.stringify(snapshot.value)}.`);
  }
  return status;
}

/**
 * What a transfer stored with `status` becomes on `event`, read from the chart itself; null when
 * the chart has no such step from there, which the server answers by refusing the step.
 */
export function nextNipTransferStatus(
  status: NipTransferStatus,
  event: NipTransferEvent,
): NipTransferStatus | null {
  const before = nipTransferSnapshot(status);
  if (!before.can(event)) return null;
  const [after] = transition(nipTransferMachine, before, event);
  return nipTransferStatusOf(after);
}
