import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the budgets area answers with (its Area record carries them). */
export const BUDGETS_ERRORS = {
  budget_exists: {
    status: 409,
    message: 'That account already has a budget line for this month, year and branch.',
  },
  budget_not_found: { status: 404, message: 'The budget line was not found.' },
  budget_branch_not_found: { status: 422, message: 'No branch has that code.' },
  gl_account_not_budgetable: {
    status: 422,
    message: 'Only income and expense accounts take a budget.',
  },
} as const satisfies ErrorSpecs;
