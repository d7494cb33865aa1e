import type { ErrorSpecs } from '../errors/error-registry';

/** Term deposit products' refusals. */
export const TERM_PRODUCT_ERRORS: ErrorSpecs = {};
