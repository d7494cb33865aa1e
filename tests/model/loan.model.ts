import type { Traversal } from './path-coverage';

export const LOAN_EVENTS = {
  update: { type: 'loan.update' },
  cancel: { type: 'loan.cancel' },
  disburse: { type: 'loan.disburse' },
  repay: { type: 'loan.repay', clearsAll: false },
  repayInFull: { type: 'loan.repay', clearsAll: true },
  assessPenalties: { type: 'loan.assessPenalties' },
  liquidate: { type: 'loan.liquidate' },
  topUp: { type: 'loan.topUp' },
  close: { type: 'loan.close' },
  writeOff: { type: 'loan.writeOff' },
} as const;

/** Every state is reachable from a loan just booked, so one traversal covers the chart. */
export const LOAN_TRAVERSALS: readonly Traversal[] = [{ events: Object.values(LOAN_EVENTS) }];
