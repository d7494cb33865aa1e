import type { ErrorSpecs } from '../errors/error-registry';

/** Term deposits' refusals. */
export const TERM_DEPOSIT_ERRORS: ErrorSpecs = {};
