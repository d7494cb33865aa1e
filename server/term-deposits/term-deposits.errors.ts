import type { ErrorSpecs } from '../errors/error-registry';

/** Term deposits' refusals (booking, the life of a deposit, its lien and the accrual run). */
export const TERM_DEPOSIT_ERRORS: ErrorSpecs = {
  term_product_not_found: { status: 404, message: 'The term deposit product was not found.' },
  term_product_inactive: {
    status: 422,
    message: 'The term deposit product is not active; no deposit can be booked on it.',
  },
  term_deposit_tenor_outside_product: {
    status: 422,
    message: 'The tenor is outside what the product offers.',
  },
  term_deposit_amount_outside_product: {
    status: 422,
    message: 'The amount is outside what the product accepts.',
  },
  term_deposit_amount_outside_bands: {
    status: 422,
    message: 'No band of the product’s rate chart covers this amount and tenor.',
  },
  maturity_instruction_not_allowed: {
    status: 422,
    message: 'The product does not offer this maturity instruction.',
  },
  term_deposit_start_date_invalid: {
    status: 422,
    message: 'The start date must be on or before the processing date and at most 31 days back.',
  },
  term_deposit_cash_needs_approval: {
    status: 422,
    message:
      'A booking of this size needs approval: deposit the cash to the customer’s account first, then book the deposit from the account.',
  },
  term_deposit_not_found: { status: 404, message: 'The term deposit was not found.' },
  term_deposit_not_pending: {
    status: 409,
    message: 'The term deposit no longer waits for this approval.',
  },
  term_deposit_not_active: { status: 409, message: 'The term deposit is not active.' },
  term_deposit_not_matured: {
    status: 409,
    message: 'Only a matured deposit held at maturity can be settled.',
  },
  term_deposit_not_liquidatable: {
    status: 409,
    message: 'Only an active deposit can be liquidated before maturity.',
  },
  term_deposit_under_lien: {
    status: 409,
    message: 'The deposit is held under lien; release the lien first.',
  },
  term_deposit_not_under_lien: { status: 409, message: 'The deposit has no lien to release.' },
  accrual_date_invalid: {
    status: 422,
    message: 'Interest can be accrued up to the processing date, never after it.',
  },
};
