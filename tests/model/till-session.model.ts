import type { Traversal } from './path-coverage';

export const TILL_SESSION_EVENTS = {
  openMatching: { type: 'till.open', matches: true },
  openDiffering: { type: 'till.open', matches: false },
  acceptOpening: { type: 'till.acceptOpening' },
  cash: { type: 'till.cash' },
  startClose: { type: 'till.startClose' },
  countBalanced: { type: 'till.count', balanced: true },
  countVariance: { type: 'till.count', balanced: false },
  varianceApprove: { type: 'till.varianceApprove' },
  varianceReject: { type: 'till.varianceReject' },
  close: { type: 'till.close' },
  reconcile: { type: 'till.reconcile' },
} as const;

/** Every state is reachable from an assigned session, so one traversal covers the chart. */
export const TILL_SESSION_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(TILL_SESSION_EVENTS) },
];
