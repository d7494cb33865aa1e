import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the transfers area answers with (its Area record carries them). */
export const TRANSFERS_ERRORS = {
  same_account: { status: 422, message: 'Choose two different accounts.' },
} as const satisfies ErrorSpecs;
