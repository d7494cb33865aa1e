import { AppError } from './app-error';
import type { Handler, OperationId } from './operation';

/**
 * The operations whose areas come in later releases, by area. They are bound like every other
 * operation (so access is enforced and the contract validated) and answer 501 until then; the
 * README lists them.
 */
export const LATER_AREAS = {
  'Loans and loan products': [
    'applyForLoan',
    'listLoanProducts',
    'createLoanProduct',
    'updateLoanProduct',
    'deleteLoanProduct',
    'getLoan',
    'updateLoan',
    'topUpLoan',
    'liquidateLoan',
    'closeLoan',
    'listLoanTransactions',
  ],
  'Approval flows': ['listApprovalFlows', 'saveApprovalFlow', 'deleteApprovalFlow'],
  'Finance: expenses, budgets and fixed assets': [
    'listExpenses',
    'createExpense',
    'bulkCreateExpenses',
    'approveExpense',
    'listBudgets',
    'createBudget',
    'bulkCreateBudgets',
    'listAssets',
    'createAsset',
    'bulkCreateAssets',
    'depreciateAsset',
  ],
} as const satisfies Record<string, readonly OperationId[]>;

export type LaterOperationId = (typeof LATER_AREAS)[keyof typeof LATER_AREAS][number];

function notImplemented(area: string): Handler {
  return async () => {
    throw new AppError(501, 'not_implemented', `${area}: this area is not available yet.`);
  };
}

export function laterHandlers(): Record<LaterOperationId, Handler> {
  const handlers: Partial<Record<LaterOperationId, Handler>> = {};
  for (const [area, ids] of Object.entries(LATER_AREAS)) {
    for (const id of ids) handlers[id as LaterOperationId] = notImplemented(area);
  }
  return handlers as Record<LaterOperationId, Handler>;
}
