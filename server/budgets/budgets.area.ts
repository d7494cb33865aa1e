import { type Area, laterArea } from '../area';

/** Budgets by GL account, branch and month, against the ledger's actuals. 501 until it lands. */
export const budgetsArea: Area = laterArea('Finance: budgets', [
  'listBudgets',
  'createBudget',
  'bulkCreateBudgets',
]);
