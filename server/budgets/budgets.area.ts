import type { Area } from '../area';
import { BUDGETS_ERRORS } from './budgets.errors';
import { budgetHandlers } from './budgets.handlers';
import { seedDemoBudgets } from './budgets.seed';
import { budgetsMigration } from './migrations/0038-budgets.migration';

/**
 * Budgets by GL account, branch and month of a financial year (the calendar year), and the
 * report of budget against the ledger's actuals, on screen and as CSV or XLSX.
 */
export const budgetsArea: Area = {
  name: 'Finance: budgets',
  errors: BUDGETS_ERRORS,
  handlers: budgetHandlers,
  migrations: [budgetsMigration],
  seedDemo: seedDemoBudgets,
};
