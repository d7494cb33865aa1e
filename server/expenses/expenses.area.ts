import type { Area } from '../area';
import { EXPENSE_APPROVAL } from './expense-approval';
import { EXPENSES_CHART } from './expenses.chart';
import { EXPENSES_ERRORS } from './expenses.errors';
import { expenseHandlers } from './expenses.handlers';
import { seedDemoExpenses } from './expenses.seed';
import { expensesMigration } from './migrations/0039-expenses.migration';

/** The bank's own expenses, with VAT and withholding tax, through the approval flows. */
export const expensesArea: Area = {
  name: 'Finance: expenses',
  errors: EXPENSES_ERRORS,
  gl: EXPENSES_CHART,
  approvalTypes: [EXPENSE_APPROVAL],
  handlers: expenseHandlers,
  migrations: [expensesMigration],
  seedDemo: seedDemoExpenses,
};
