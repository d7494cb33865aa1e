import type { Traversal } from './path-coverage';

/** ₦1,500.00 still in the account: too much to close it. */
export const BALANCE_KOBO = 150000;

export const DEPOSIT_ACCOUNT_EVENTS = {
  activate: { type: 'account.activate' },
  markDormant: { type: 'account.markDormant' },
  reactivate: { type: 'account.reactivate' },
  freeze: { type: 'account.freeze' },
  unfreeze: { type: 'account.unfreeze' },
  closeEmpty: { type: 'account.close', balanceKobo: 0 },
  closeWithBalance: { type: 'account.close', balanceKobo: BALANCE_KOBO },
} as const;

/**
 * Every state is reachable from a new, pending account, so one traversal covers the chart; a
 * stored account is started with depositAccountSnapshot, which the model test checks apart.
 */
export const DEPOSIT_ACCOUNT_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(DEPOSIT_ACCOUNT_EVENTS) },
];
