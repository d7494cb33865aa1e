import { DomainError, type FieldProblem } from '../errors/domain-error';
import { ERRORS, type ErrorCode } from '../errors/error-registry';

export type { FieldProblem };

/** The one error body of every 4xx and 5xx answer. */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: FieldProblem[];
}

/**
 * A refusal raised by the HTTP layer itself. Its status must be the registered one: the code,
 * not the raiser, decides the status, so this only checks that the two agree.
 */
export class AppError extends DomainError {
  constructor(status: number, code: ErrorCode, message?: string, errors?: readonly FieldProblem[]) {
    super(code, message, errors);
    if (ERRORS[code].status !== status) {
      throw new Error(`${code} is registered with ${ERRORS[code].status}, raised with ${status}.`);
    }
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return domainErrorBody(this);
  }
}

/** A domain refusal as the answer's body, with its code's registered status. */
export function domainErrorBody(error: DomainError): ErrorBody {
  const body: ErrorBody = { status: error.status, code: error.code, message: error.message };
  if (error.errors) body.errors = [...error.errors];
  return body;
}

/** The body of a refusal the HTTP layer makes without throwing. */
export function errorBody(status: number, code: ErrorCode, message?: string): ErrorBody {
  return { status, code, message: message ?? ERRORS[code].message };
}

export { fieldError, notFound } from '../errors/domain-error';
