import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the auth area answers with (its Area record carries them). */
export const AUTH_ERRORS = {
  invalid_credentials: { status: 401, message: 'The username or password is wrong.' },
  too_many_login_attempts: {
    status: 429,
    message: 'Too many failed sign-ins. Wait a few minutes and try again.',
  },
  current_password_wrong: { status: 422, message: 'The current password is wrong.' },
  password_rejected: { status: 422, message: 'The new password does not meet the rules.' },
} as const satisfies ErrorSpecs;
