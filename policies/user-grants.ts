import { roleByKey } from './roles';

/**
 * A user's own permissions are grants of their roles' optional permissions (SPEC.md section 6).
 * An administrator may grant exactly those, per user; anything else (a core permission, another
 * role's extra, an unknown code) is not the administrator's to hand out on this user.
 */

/**
 * What an administrator may grant a user holding these roles: every optional permission of any
 * of them that none of them already grants as core, in catalogue order without repeats.
 */
export function grantablePermissions(roles: readonly string[]): string[] {
  const held = roles.flatMap((key) => roleByKey(key) ?? []);
  const core = new Set<string>(held.flatMap((role) => role.corePermissions));
  const optional = held.flatMap((role) => role.optionalPermissions);
  return [...new Set(optional)].filter((permission) => !core.has(permission));
}

/** The grants that do not fit the roles, with their places in the list. */
export function misfitGrants(
  roles: readonly string[],
  grants: readonly string[],
): { index: number; permission: string }[] {
  const grantable = new Set(grantablePermissions(roles));
  return grants.flatMap((permission, index) =>
    grantable.has(permission) ? [] : [{ index, permission }],
  );
}

/** The grants that still fit the roles, for a change of roles that names no grants. */
export function fittingGrants(roles: readonly string[], grants: readonly string[]): string[] {
  const grantable = new Set(grantablePermissions(roles));
  return grants.filter((permission) => grantable.has(permission));
}
