/** A failed call as views show it: SPEC.md section 8's status and message, the server's code and field errors. */
export interface Failure {
  readonly status: number;
  readonly message: string;
  readonly code: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** Any thrown value as a Failure; an ApiError (api/api-error.ts) carries all four parts. */
export function toFailure(error: unknown): Failure {
  const source = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    code?: unknown;
    fieldErrors?: unknown;
  };
  return {
    status: typeof source.status === 'number' ? source.status : 0,
    message: error instanceof Error ? error.message : String(error),
    code: typeof source.code === 'string' ? source.code : null,
    fieldErrors:
      typeof source.fieldErrors === 'object' && source.fieldErrors !== null
        ? (source.fieldErrors as Record<string, string>)
        : {},
  };
}
