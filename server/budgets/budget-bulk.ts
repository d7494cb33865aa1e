import { BUDGET_COLUMNS } from '../../policies/budget-columns';
import type { BulkSpec } from '../bulk/bulk';
import { type OperationContext, principalOf } from '../http/operation';
import type { BudgetView } from './budget.repository';
import { type BudgetLineInput, createBudgetLine } from './budgets.service';

/** An upload of budget lines: each row is created exactly as the single create makes one. */
export function budgetBulkSpec(ctx: OperationContext): BulkSpec<BudgetView> {
  const createdBy = principalOf(ctx).user.id;
  return {
    columns: BUDGET_COLUMNS,
    itemSchema: 'BudgetCreateRequest',
    create: (t, item) =>
      createBudgetLine(t, item as unknown as BudgetLineInput, createdBy, ctx.now),
  };
}
