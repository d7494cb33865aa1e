import type { DomainError, ErrorDetails, FieldProblem } from '../errors/domain-error';
import { type ErrorCode, errorSpec } from '../errors/error-registry';

/** The one error body of every 4xx and 5xx answer. */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: FieldProblem[];
  details?: ErrorDetails;
}

/** A domain refusal as the answer's body, with its code's registered status. */
export function domainErrorBody(error: DomainError): ErrorBody {
  const body: ErrorBody = { status: error.status, code: error.code, message: error.message };
  if (error.errors) body.errors = [...error.errors];
  if (error.details) body.details = { ...error.details };
  return body;
}

/** The body of a refusal the HTTP layer makes without throwing, with its code's status. */
export function errorBody(code: ErrorCode, message?: string): ErrorBody {
  const spec = errorSpec(code);
  return { status: spec.status, code, message: message ?? spec.message };
}
