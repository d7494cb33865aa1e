import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the users area answers with (its Area record carries them). */
export const USERS_ERRORS = {
  super_admin_only: { status: 403, message: 'Only a SUPER_ADMIN may change a SUPER_ADMIN.' },
  user_not_found: { status: 404, message: 'The user was not found.' },
  username_taken: { status: 409, message: 'That username is taken.' },
  role_not_assignable: { status: 422, message: 'Only a SUPER_ADMIN may grant SUPER_ADMIN.' },
  permission_not_grantable: {
    status: 422,
    message: 'A permission is not an optional permission of the user’s roles.',
  },
  branch_required_for_role: { status: 422, message: 'This role needs a home branch.' },
  cannot_remove_own_admin_role: {
    status: 422,
    message: 'You cannot remove your own administrator role.',
  },
  cannot_disable_self: { status: 422, message: 'You cannot disable yourself.' },
} as const satisfies ErrorSpecs;
