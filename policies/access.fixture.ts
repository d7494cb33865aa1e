import type { AccessContext } from './access';
import { FEATURES } from './features';
import { normaliseUser, type SessionUser } from './user';

/**
 * Test fixtures: users built through normaliseUser, as the session builds them, and access
 * contexts for a tenant licensed for every feature unless a test says otherwise.
 */

export interface ContextOptions {
  /** The user's own permissions, on top of what the roles grant. */
  readonly permissions?: readonly string[];
  /** The tenant's licensed features; every feature when left out. */
  readonly features?: readonly string[];
  /** The role chosen in the role selector; none ('All roles') when left out. */
  readonly activeRole?: string | null;
}

export function userWith(roles: readonly string[], permissions: readonly string[] = []) {
  const user = normaliseUser({ id: 'user-1', roles, permissions });
  if (user === null) {
    throw new Error('normaliseUser returned no user for a fixture.');
  }
  return user satisfies SessionUser;
}

/** A signed-in user holding the given role or roles. */
export function asRole(
  roles: string | readonly string[],
  options: ContextOptions = {},
): AccessContext & { readonly user: SessionUser } {
  return {
    user: userWith(typeof roles === 'string' ? [roles] : roles, options.permissions),
    activeRole: options.activeRole ?? null,
    licenseFeatures: options.features ?? FEATURES,
  };
}

/**
 * Every kind of user SPEC.md section 6 lets bypass all checks: "SUPER_ADMIN,
 * SYSTEM_ADMINISTRATOR, or a wildcard or all permission". The wildcard holders are otherwise a
 * plain teller, so nothing else they hold could let them in.
 */
export function bypassUsers(
  options: Omit<ContextOptions, 'permissions'> = {},
): [string, AccessContext & { readonly user: SessionUser }][] {
  return [
    ['a super admin', asRole('SUPER_ADMIN', options)],
    ['a system administrator', asRole('SYSTEM_ADMINISTRATOR', options)],
    ['an ADMIN (alias of SYSTEM_ADMINISTRATOR)', asRole('admin', options)],
    ["a teller granted '*'", asRole('BRANCH_TELLER', { ...options, permissions: ['*'] })],
    ["a teller granted 'all'", asRole('BRANCH_TELLER', { ...options, permissions: ['all'] })],
  ];
}
