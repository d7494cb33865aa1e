import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes of the bank's own expenses. */
export const EXPENSES_ERRORS = {
  expense_not_found: { status: 404, message: 'The expense was not found.' },
  expense_not_pending: { status: 409, message: 'The expense no longer waits for approval.' },
  expense_gl_account_not_found: {
    status: 422,
    message: 'No GL account of the chart has that code.',
  },
  expense_gl_account_not_expense: {
    status: 422,
    message: 'The GL account of an expense must be an expense account.',
  },
  expense_gl_account_is_header: {
    status: 422,
    message: 'A header account only groups others: choose an account under it.',
  },
  expense_paid_from_not_found: {
    status: 422,
    message: 'No GL account of the chart has the code of the account it is paid from.',
  },
  expense_paid_from_not_cash: {
    status: 422,
    message: 'An expense is paid from a cash or bank account (an asset account).',
  },
  expense_branch_not_found: { status: 422, message: 'No active branch has that code.' },
  expense_amount_invalid: {
    status: 422,
    message: 'The amount must be more than ₦0.00 and at most ₦10,000,000,000.00.',
  },
  expense_supply_not_for_payee_type: {
    status: 422,
    message: "Directors' fees are paid to individuals only: choose another kind or payee type.",
  },
  expense_invoice_date_invalid: {
    status: 422,
    message: 'The invoice date must be a real date, not after the processing date.',
  },
  expense_invoice_too_large: { status: 413, message: 'The invoice file is larger than allowed.' },
  expense_invoice_type_not_allowed: {
    status: 415,
    message: 'The invoice must be a PDF, PNG or JPEG, and of the type it was sent as.',
  },
  expense_invoice_not_found: { status: 404, message: 'The expense has no invoice file.' },
} as const satisfies ErrorSpecs;
