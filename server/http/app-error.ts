/** A problem with one field of the request, as the contract's FieldError. */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** The one error body of every 4xx and 5xx answer. */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: FieldProblem[];
}

/**
 * An expected failure with a stable snake_case code that reads as a sentence. Handlers throw it;
 * the error handler turns it into the body above, and the request's transaction rolls back.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldProblem[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { status: this.status, code: this.code, message: this.message };
    if (this.errors && this.errors.length > 0) body.errors = this.errors;
    return body;
  }
}

export function errorBody(status: number, code: string, message: string): ErrorBody {
  return { status, code, message };
}

/** 400 with one field problem, for rules the schema cannot express. */
export function fieldError(field: string, code: string, message: string): AppError {
  return new AppError(400, 'validation_failed', 'The request has invalid fields.', [
    { field, code, message },
  ]);
}

export const notFound = (what: string, code: string) =>
  new AppError(404, code, `${what} was not found.`);
