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
