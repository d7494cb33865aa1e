import * as expenses from '../../expenses.api';
import { any, type CallRow, KEY } from './call-rows';

/** The expenses module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listExpenses: [(api) => expenses.listExpenses(api), 'GET', '/api/finance/expenses'],
  createExpense: [(api) => expenses.createExpense(api, any), 'POST', '/api/finance/expenses'],
  bulkCreateExpenses: [
    (api) => expenses.bulkCreateExpenses(api, { items: [] }),
    'POST',
    '/api/finance/expenses/bulk',
  ],
  getExpense: [(api) => expenses.getExpense(api, 'e-1'), 'GET', '/api/finance/expenses/e-1'],
  getExpenseInvoice: [
    (api) => expenses.getExpenseInvoice(api, 'e-1'),
    'GET',
    '/api/finance/expenses/e-1/invoice',
  ],
  approveExpense: [
    (api) => expenses.approveExpense(api, 'e-1', KEY),
    'POST',
    '/api/finance/expenses/e-1/approve',
  ],
};
