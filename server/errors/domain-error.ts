import { areasInstalled } from '../area-catalogue';
import { type ErrorCode, errorSpec } from './error-registry';

/** A problem with one field of the request, as the contract's FieldError. */
export interface FieldProblem {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** The record a refusal is about, when the caller may see it (the contract's ErrorDetails). */
export interface ErrorDetails {
  readonly customerId?: string;
  readonly customerNumber?: string;
  readonly displayName?: string;
}

/**
 * An expected refusal, named by a registered code that reads as a sentence. Domain code throws
 * it and knows nothing of HTTP; the HTTP layer answers it with the code's registered status, and
 * the request's transaction rolls back. The message is the registry's unless the raiser has
 * something more specific to say (which account, which entry).
 */
export class DomainError extends Error {
  readonly errors: readonly FieldProblem[] | undefined;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    errors?: readonly FieldProblem[],
    readonly details?: ErrorDetails,
  ) {
    super(message ?? code);
    this.name = 'DomainError';
    this.errors = errors && errors.length > 0 ? errors : undefined;
    // The registry's sentence is read when the message is: a refusal may be raised while the
    // areas (which declare the sentences) are still loading, and a pure unit test may raise one
    // without loading them at all; it then reads the code.
    if (message === undefined) {
      Object.defineProperty(this, 'message', {
        get: () => (areasInstalled() ? errorSpec(code).message : code),
      });
    }
  }

  get status(): number {
    return errorSpec(this.code).status;
  }
}

/** 400 with one field problem, for rules the schema cannot express. */
export function fieldError(field: string, code: string, message: string): DomainError {
  return new DomainError('validation_failed', undefined, [{ field, code, message }]);
}

/** The named thing was not found; the message names it. */
export function notFound(code: ErrorCode, what: string): DomainError {
  return new DomainError(code, `${what} was not found.`);
}
