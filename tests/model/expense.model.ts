import type { Traversal } from './path-coverage';

export const EXPENSE_EVENTS = {
  post: { type: 'expense.post' },
  reject: { type: 'expense.reject' },
  cancel: { type: 'expense.cancel' },
  expire: { type: 'expense.expire' },
} as const;

/**
 * Every state is reachable from a new, pending expense, so one traversal covers the chart; a
 * stored expense is started with expenseSnapshot, which the model test checks apart.
 */
export const EXPENSE_TRAVERSALS: readonly Traversal[] = [{ events: Object.values(EXPENSE_EVENTS) }];
