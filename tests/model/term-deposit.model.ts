import type { Traversal } from './path-coverage';

export const TERM_DEPOSIT_EVENTS = {
  approve: { type: 'termDeposit.approve' },
  reject: { type: 'termDeposit.reject' },
  mature: { type: 'termDeposit.mature' },
  payOut: { type: 'termDeposit.payOut', underLien: false },
  payOutUnderLien: { type: 'termDeposit.payOut', underLien: true },
  rollOver: { type: 'termDeposit.rollOver' },
  requestLiquidation: { type: 'termDeposit.requestLiquidation', underLien: false },
  requestLiquidationUnderLien: { type: 'termDeposit.requestLiquidation', underLien: true },
  liquidate: { type: 'termDeposit.liquidate', underLien: false },
  liquidateUnderLien: { type: 'termDeposit.liquidate', underLien: true },
  liquidationEnded: { type: 'termDeposit.liquidationEnded' },
} as const;

/**
 * Every state is reachable from a held booking, so one traversal covers the chart, each guarded
 * step tried with the deposit free and under a lien; a stored deposit is started with
 * termDepositSnapshot, which the model test checks apart.
 */
export const TERM_DEPOSIT_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(TERM_DEPOSIT_EVENTS) },
];
