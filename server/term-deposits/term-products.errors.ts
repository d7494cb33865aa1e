import type { ErrorSpecs } from '../errors/error-registry';

/** Term deposit products', the portfolio list's and the certificate's refusals. */
export const TERM_PRODUCT_ERRORS = {
  term_product_not_found: { status: 404, message: 'The term deposit product was not found.' },
  term_product_code_taken: {
    status: 409,
    message: 'Another term deposit product has that code.',
  },
  term_product_version_conflict: {
    status: 409,
    message: 'The product was changed by someone else meanwhile; read it again.',
  },
  term_product_invalid: { status: 422, message: 'The term deposit product is not valid.' },
  term_deposit_not_found: { status: 404, message: 'The term deposit was not found.' },
  term_deposit_not_certifiable: {
    status: 409,
    message: 'Only a funded deposit has a certificate; this one is awaiting approval or rejected.',
  },
  term_deposits_config_invalid: {
    status: 422,
    message: 'The term deposits configuration is not valid.',
  },
} as const satisfies ErrorSpecs;
