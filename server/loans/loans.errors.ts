import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the loans area answers with (its Area record carries them). */
export const LOANS_ERRORS = {
  interest_rate_invalid: {
    status: 422,
    message: 'The interest rate must be 0 to 1000 percent with at most 4 decimals.',
  },
  loan_terms_invalid: {
    status: 422,
    message: "The loan's terms cannot be scheduled; see the fields.",
  },
  loan_product_not_found: { status: 404, message: 'The loan product was not found.' },
  loan_product_code_taken: { status: 409, message: 'Another loan product has that code.' },
  loan_product_range_invalid: {
    status: 422,
    message: "The product's limits are out of order or incomplete; see the fields.",
  },
  loan_product_in_use: {
    status: 409,
    message: 'Loans were booked under this product; retire it instead.',
  },
  loan_product_retired: {
    status: 422,
    message: 'The loan product is retired and takes no new loans.',
  },
  loan_not_found: { status: 404, message: 'The loan was not found.' },
  loan_terms_out_of_product_range: {
    status: 422,
    message: "The principal, number of repayments or rate is outside the product's limits.",
  },
  loan_account_not_customers: {
    status: 422,
    message: "The deposit account is not the customer's, or not active.",
  },
  loan_transition_not_allowed: {
    status: 422,
    message: "The loan's status does not allow this action.",
  },
  loan_not_active: { status: 422, message: 'The loan is not active.' },
  loan_officer_not_found: {
    status: 422,
    message: 'The loan officer is not an active user of the bank.',
  },
  disbursement_date_invalid: {
    status: 422,
    message: 'A loan cannot be disbursed before the processing date.',
  },
  repayment_exceeds_outstanding: {
    status: 422,
    message: 'The repayment is more than the loan owes.',
  },
  loan_payoff_changed: {
    status: 409,
    message: 'The payoff figure has changed since it was shown; read it again.',
  },
  top_up_below_payoff: {
    status: 422,
    message: "The new principal does not cover the old loan's payoff.",
  },
  loan_write_off_pending: {
    status: 409,
    message: 'A write-off of this loan already waits for approval.',
  },
  loan_has_outstanding_balance: {
    status: 422,
    message: 'The loan still owes money; it cannot be closed.',
  },
  loan_provision_run_in_progress: {
    status: 409,
    message: 'Another provisioning run of this date finished first; read the figures again.',
  },
} as const satisfies ErrorSpecs;
