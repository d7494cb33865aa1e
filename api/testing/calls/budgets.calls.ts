import * as budgets from '../../budgets.api';
import { any, type CallRow } from './call-rows';

/** The budgets module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listBudgets: [(api) => budgets.listBudgets(api), 'GET', '/api/finance/budgets'],
  createBudget: [(api) => budgets.createBudget(api, any), 'POST', '/api/finance/budgets'],
  updateBudget: [
    (api) => budgets.updateBudget(api, 'b-1', any),
    'PATCH',
    '/api/finance/budgets/b-1',
  ],
  deleteBudget: [(api) => budgets.deleteBudget(api, 'b-1'), 'DELETE', '/api/finance/budgets/b-1'],
  bulkCreateBudgets: [
    (api) => budgets.bulkCreateBudgets(api, { items: [] }),
    'POST',
    '/api/finance/budgets/bulk',
  ],
  getBudgetActuals: [
    (api) => budgets.getBudgetActuals(api, { year: 2026 }),
    'GET',
    '/api/finance/budgets/actuals',
  ],
  exportBudgetActuals: [
    (api) => budgets.exportBudgetActuals(api, { year: 2026, format: 'csv' }),
    'GET',
    '/api/finance/budgets/actuals/export',
  ],
};
