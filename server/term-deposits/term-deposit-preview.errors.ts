import type { ErrorSpecs } from '../errors/error-registry';

/**
 * The codes of term deposit terms whose figures cannot be worked out: the preview answers
 * `term_deposit_terms_invalid` with each field's own code below (policies/term-deposit-interest.ts
 * termProblems gives them; a rate's is the loans' `interest_rate_invalid`), and a booking may
 * answer the same input the same way.
 */
export const TERM_DEPOSIT_PREVIEW_ERRORS = {
  term_deposit_terms_invalid: {
    status: 422,
    message: "The term deposit's figures cannot be worked out; see the fields.",
  },
  compounding_period_invalid: {
    status: 422,
    message: 'The compounding period must be 1, 3, 6 or 12 months.',
  },
  term_deposit_principal_invalid: {
    status: 422,
    message: 'The principal must be a whole number of kobo above zero.',
  },
  term_deposit_tenure_invalid: {
    status: 422,
    message: 'Give the tenure either in months or in days, not both.',
  },
  term_deposit_tenure_out_of_range: {
    status: 422,
    message: 'The tenure must be 1 to 120 months or 1 to 3660 days.',
  },
  term_deposit_interest_type_invalid: {
    status: 422,
    message: 'The interest is simple or compound.',
  },
  term_deposit_days_in_year_invalid: {
    status: 422,
    message: 'A year counts 365 days, 360 days or its actual days.',
  },
  term_deposit_date_invalid: { status: 422, message: 'The date is not a real calendar date.' },
  term_deposit_tax_rate_invalid: {
    status: 422,
    message: 'The withholding tax rate must be 0 to 100 percent with at most 4 decimals.',
  },
} as const satisfies ErrorSpecs;
