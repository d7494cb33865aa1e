import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the credit area answers with (its Area record carries them). */
export const CREDIT_ERRORS = {
  credit_application_not_found: { status: 404, message: 'The credit application was not found.' },
  credit_application_transition_invalid: {
    status: 409,
    message: "The credit application's status does not allow this step.",
  },
  credit_application_withdraw_by_maker_only: {
    status: 403,
    message: 'Only the loan officer who made the application may withdraw it.',
  },
  credit_application_review_by_officer: {
    status: 403,
    message: 'The loan officer who made the application may not review it.',
  },
  credit_scorecard_not_found: { status: 404, message: 'No credit scorecard was saved yet.' },
  credit_scorecard_missing: {
    status: 422,
    message: 'Save a credit scorecard before submitting applications.',
  },
  credit_scorecard_invalid: { status: 422, message: 'The scorecard has problems; see the fields.' },
  principal_out_of_product_range: {
    status: 422,
    message: "The principal is outside the loan product's limits.",
  },
  term_out_of_product_range: {
    status: 422,
    message: "The number of repayments is outside the loan product's limits.",
  },
  interest_rate_out_of_product_range: {
    status: 422,
    message: "The interest rate is outside the loan product's limits.",
  },
  account_not_owned_by_customer: {
    status: 422,
    message: "The deposit account is not the applicant's.",
  },
  account_not_active: { status: 422, message: 'The deposit account is not active.' },
} as const satisfies ErrorSpecs;
