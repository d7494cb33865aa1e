import type { Traversal } from './path-coverage';

export const APPROVAL_REQUEST_EVENTS = {
  approveOneLevel: { type: 'request.approve', levelsRequired: 1 },
  approveTwoLevels: { type: 'request.approve', levelsRequired: 2 },
  reject: { type: 'request.reject' },
  expire: { type: 'request.expire' },
  cancel: { type: 'request.cancel' },
  execute: { type: 'request.execute' },
} as const;

/**
 * Every state is reachable from a new request, so one traversal covers the chart; a stored
 * request is started with approvalRequestSnapshot, which the model test checks apart.
 */
export const APPROVAL_REQUEST_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(APPROVAL_REQUEST_EVENTS) },
];
