import type { ErrorSpecs } from './error-registry';

/**
 * The codes any request can meet before or around its area's work: the request itself, the
 * framework's own answers, and who is calling with what rights.
 */
export const CORE_ERRORS = {
  validation_failed: { status: 400, message: 'The request has invalid fields.' },
  body_not_json: { status: 400, message: 'The body is not valid JSON.' },
  bad_request: { status: 400, message: 'The request could not be read.' },
  body_too_large: { status: 413, message: 'The body is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the body as application/json.' },
  route_not_found: { status: 404, message: 'There is no such route.' },
  not_implemented: { status: 501, message: 'This area is not available yet.' },
  internal_error: {
    status: 500,
    message: 'Something went wrong on the server. Try again later.',
  },
  headers_too_large: { status: 431, message: 'The request headers are too large.' },
  url_too_long: { status: 414, message: 'A part of the URL is too long.' },
  request_timeout: { status: 408, message: 'The request took too long to arrive.' },
  precondition_failed: {
    status: 412,
    message: 'The file does not meet the conditions of the request.',
  },
  range_not_satisfiable: { status: 416, message: 'The requested range is outside the file.' },
  expectation_not_supported: {
    status: 417,
    message: 'The server meets no expectation but 100-continue.',
  },
  server_shutting_down: { status: 503, message: 'The server is shutting down. Retry.' },
  token_missing: { status: 401, message: 'Sign in to continue.' },
  token_invalid: { status: 401, message: 'Your session is not valid. Sign in again.' },
  token_expired: { status: 401, message: 'Your session has expired. Sign in again.' },
  token_revoked: { status: 401, message: 'Your session has ended. Sign in again.' },
  user_disabled: { status: 401, message: 'Your user is disabled. Ask an administrator.' },
  tenant_mismatch: { status: 403, message: 'The token belongs to another tenant.' },
  password_change_required: {
    status: 403,
    message: 'Change your password before you continue.',
  },
  permission_denied: { status: 403, message: 'You do not have the permission this needs.' },
  feature_not_licensed: {
    status: 403,
    message: "This area is not part of the tenant's license.",
  },
  branch_out_of_scope: { status: 403, message: 'That branch is outside your branches.' },
} as const satisfies ErrorSpecs;
