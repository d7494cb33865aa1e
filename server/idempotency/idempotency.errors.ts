import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the idempotency area answers with (its Area record carries them). */
export const IDEMPOTENCY_ERRORS = {
  idempotency_key_reused: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request.',
  },
  idempotency_request_in_progress: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed.',
  },
} as const satisfies ErrorSpecs;
