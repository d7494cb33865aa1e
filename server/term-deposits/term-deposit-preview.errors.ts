import type { ErrorSpecs } from '../errors/error-registry';

/** The preview's own refusals (the arithmetic's field codes ride inside them). */
export const TERM_DEPOSIT_PREVIEW_ERRORS: ErrorSpecs = {};
