/**
 * A failed call as SPEC.md section 8 describes it: the HTTP status (0 when the
 * request never got an answer), a message for people and the body as received.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's stable error code (`till_session_not_open`), when it sent one. */
  get code(): string | undefined {
    return readString(this.body, 'code');
  }

  /** Field problems keyed by field path, for forms to show beside each field. */
  get fieldErrors(): Record<string, string> {
    const errors = isRecord(this.body) && Array.isArray(this.body.errors) ? this.body.errors : [];
    const byField: Record<string, string> = {};
    for (const item of errors) {
      const field = readString(item, 'field');
      const message = readString(item, 'message');
      if (field && message && !(field in byField)) byField[field] = message;
    }
    return byField;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error';

/** Message: the response's message, else the body, else the status text. */
export function responseError(response: Response, body: unknown): ApiError {
  const message =
    readString(body, 'message') ||
    (typeof body === 'string' ? body.trim() : '') ||
    response.statusText ||
    `Request failed with status ${response.status}`;
  return new ApiError(response.status, message, body ?? null);
}

/** A request that got no answer: status 0, the underlying message or 'Network error'. */
export function networkError(error: unknown): ApiError {
  const underlying = error instanceof Error ? error.message.trim() : '';
  // Browsers word a refused connection as "Failed to fetch", Node as "fetch failed";
  // neither says more to a person than the spec's own words.
  const generic = /^(failed to fetch|fetch failed|load failed|networkerror.*)$/i.test(underlying);
  return new ApiError(0, underlying && !generic ? underlying : NETWORK_ERROR_MESSAGE, null);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readString(value: unknown, key: string): string {
  if (!isRecord(value)) return '';
  const found = value[key];
  return typeof found === 'string' ? found.trim() : '';
}
