import type { Traversal } from './path-coverage';

export const NIP_TRANSFER_EVENTS = {
  approve: { type: 'nip.approve' },
  reject: { type: 'nip.reject' },
  send: { type: 'nip.send' },
  answerApproved: { type: 'nip.answer', outcome: 'approved' },
  answerOpen: { type: 'nip.answer', outcome: 'query' },
  answerReview: { type: 'nip.answer', outcome: 'manual-review' },
  answerDeclined: { type: 'nip.answer', outcome: 'declined' },
  reverse: { type: 'nip.reverse' },
} as const;

/**
 * Every state is reachable from a transfer waiting for approval, so one traversal covers the
 * chart; a transfer created DEBITED (no approval band) starts with nipTransferSnapshot.
 */
export const NIP_TRANSFER_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(NIP_TRANSFER_EVENTS) },
];
