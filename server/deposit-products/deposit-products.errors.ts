import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the deposit-products area answers with (its Area record carries them). */
export const DEPOSIT_PRODUCTS_ERRORS = {
  product_not_found: { status: 422, message: 'The product was not found.' },
  product_not_active: { status: 422, message: 'The product is not active.' },
  product_code_taken: { status: 409, message: 'Another product has that code.' },
  overdraft_limit_without_overdraft: {
    status: 422,
    message: 'An overdraft limit needs the overdraft allowed.',
  },
  overdraft_requires_current_account: {
    status: 422,
    message: 'Only current account products may allow overdraft.',
  },
} as const satisfies ErrorSpecs;
