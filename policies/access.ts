import { normaliseFeatures } from './license';
import { WILDCARD_PERMISSIONS } from './permissions';
import { BYPASS_ROLE_KEYS, roleByKey } from './roles';
import { normalisePermissions, normaliseUserRole } from './user';

/**
 * Who is asking and what the tenant may use. `activeRole` is the role chosen in the header's role
 * selector; null or undefined means 'All roles'. It is deliberately not read from
 * user.activeRole, which normaliseUser always fills with the first role: only an explicit choice
 * narrows access.
 */
export interface AccessContext {
  readonly user:
    | { readonly roles: readonly string[]; readonly permissions: readonly string[] }
    | null
    | undefined;
  readonly activeRole?: string | null | undefined;
  readonly licenseFeatures?: readonly string[] | null | undefined;
}

/** What a route, menu item or API operation asks for; `permission` and `roles` are any-of. */
export interface AccessRequirement {
  readonly feature?: string | undefined;
  readonly permission?: string | readonly string[] | undefined;
  readonly roles?: readonly string[] | undefined;
}

/** What the 'Access restricted' page lists: the missing feature flag, role and permission. */
export interface MissingAccess {
  feature?: string;
  roles?: string[];
  permission?: string | string[];
}

export type AccessDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly missing: MissingAccess };

function userRoles(ctx: AccessContext): string[] {
  return (ctx.user?.roles ?? []).map(normaliseUserRole).filter((role) => role !== '');
}

/**
 * The role the user has chosen to act as, or null for all roles. A chosen role that the user does
 * not hold counts as no choice, as the active-role store clears it (SPEC.md section 4); honouring
 * it would grant a role the user was never given.
 */
export function selectedRole(ctx: AccessContext): string | null {
  const chosen = normaliseUserRole(ctx.activeRole);
  return chosen !== '' && userRoles(ctx).includes(chosen) ? chosen : null;
}

/** The roles in force: only the selected role while one is selected, else all the user's roles. */
export function actingRoles(ctx: AccessContext): string[] {
  const selected = selectedRole(ctx);
  return selected === null ? userRoles(ctx) : [selected];
}

/**
 * Effective permissions (SPEC.md section 6): the core permissions of the acting roles plus the
 * user's own permissions, which are ignored while one role is actively selected ("choosing a role
 * limits permissions to that role's set"). A role's optional permissions are not granted by the
 * role: they are extras an administrator adds to a user's own permissions.
 */
export function effectivePermissions(ctx: AccessContext): ReadonlySet<string> {
  const own = selectedRole(ctx) === null ? normalisePermissions(ctx.user?.permissions) : [];
  const granted = new Set<string>(own);
  for (const key of actingRoles(ctx)) {
    for (const permission of roleByKey(key)?.corePermissions ?? []) {
      granted.add(permission);
    }
  }
  return granted;
}

/** SUPER_ADMIN, SYSTEM_ADMINISTRATOR or a wildcard grant passes every role and permission check. */
export function hasBypass(ctx: AccessContext): boolean {
  const roles = actingRoles(ctx);
  if (BYPASS_ROLE_KEYS.some((key) => roles.includes(key))) {
    return true;
  }
  const granted = effectivePermissions(ctx);
  return WILDCARD_PERMISSIONS.some((wildcard) => granted.has(wildcard));
}

/**
 * The license feature check. While no license features are known (not loaded and nothing saved)
 * it passes, as SPEC.md section 6 says, so a missing license response does not lock staff out.
 */
export function hasFeature(
  licenseFeatures: readonly string[] | null | undefined,
  feature: string,
): boolean {
  const known = normaliseFeatures(licenseFeatures);
  return known.length === 0 || known.includes(feature.trim().toUpperCase());
}

function asList(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) {
    return [];
  }
  return typeof value === 'string' ? [value] : value;
}

/** Whether the user holds the permission, or any one of a list of permissions. */
export function hasPermission(ctx: AccessContext, permission: string | readonly string[]): boolean {
  const wanted = asList(permission).map((item) => item.trim().toLowerCase());
  if (wanted.length === 0 || hasBypass(ctx)) {
    return true;
  }
  const granted = effectivePermissions(ctx);
  return wanted.some((item) => granted.has(item));
}

/** Whether the user acts in any one of the roles; aliases in the list are understood. */
export function hasAnyRole(ctx: AccessContext, roles: readonly string[]): boolean {
  const wanted = roles.map(normaliseUserRole);
  if (wanted.length === 0 || hasBypass(ctx)) {
    return true;
  }
  return actingRoles(ctx).some((role) => wanted.includes(role));
}

/**
 * Checks feature, roles and permission together and reports every condition that failed.
 * SPEC.md section 6 says the bypass roles and wildcards bypass ALL checks, so they pass the
 * feature check too (docs/decisions/008-bypass-covers-features.md).
 */
export function checkAccess(ctx: AccessContext, requirement: AccessRequirement): AccessDecision {
  if (hasBypass(ctx)) {
    return { allowed: true };
  }
  const missing: MissingAccess = {};
  const { feature, permission, roles } = requirement;
  if (feature !== undefined && !hasFeature(ctx.licenseFeatures, feature)) {
    missing.feature = feature;
  }
  if (roles !== undefined && !hasAnyRole(ctx, roles)) {
    missing.roles = [...roles];
  }
  if (permission !== undefined && !hasPermission(ctx, permission)) {
    missing.permission = typeof permission === 'string' ? permission : [...permission];
  }
  return Object.keys(missing).length === 0 ? { allowed: true } : { allowed: false, missing };
}
