import type { Traversal } from './path-coverage';

export const CREDIT_APPLICATION_EVENTS = {
  update: { type: 'application.update' },
  submit: { type: 'application.submit' },
  score: { type: 'application.score' },
  startReview: { type: 'application.startReview' },
  sendForApproval: { type: 'application.sendForApproval' },
  approve: { type: 'application.approve' },
  reject: { type: 'application.reject' },
  return: { type: 'application.return' },
  withdraw: { type: 'application.withdraw' },
  disburse: { type: 'application.disburse' },
} as const;

/**
 * Every state is reachable from a new draft, so one traversal covers the chart; a stored
 * application is started with creditApplicationSnapshot, which the model test checks apart.
 */
export const CREDIT_APPLICATION_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(CREDIT_APPLICATION_EVENTS) },
];
