import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the roles area answers with (its Area record carries them). */
export const ROLES_ERRORS = {
  role_not_found: { status: 422, message: 'A role is not in the role catalogue.' },
} as const satisfies ErrorSpecs;
