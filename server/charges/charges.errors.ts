import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the charges area answers with (its Area record carries them). */
export const CHARGES_ERRORS = {
  charge_not_found: { status: 422, message: 'A charge of the product was not found.' },
} as const satisfies ErrorSpecs;
