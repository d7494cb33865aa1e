import { parseEnvFlag } from './env-flag';
import { isRecord, type RawRecord, textOrNull } from './raw-value';
import { applyRoleAlias, canonicalRoleText } from './role-key';
import { normaliseTenantId } from './tenant';

/** The branches a user works in; servers may add more fields, which are kept. */
export interface UserScope {
  readonly branchIds: readonly string[];
  readonly [field: string]: unknown;
}

/**
 * The signed-in user as the console keeps it (SPEC.md section 3). Roles are strings, not
 * RoleKey, because a role the server knows and this build does not must survive normalisation.
 */
export interface SessionUser {
  readonly role: string | null;
  readonly roles: readonly string[];
  readonly activeRole: string | null;
  readonly permissions: readonly string[];
  readonly branchId: string | null;
  readonly scope: UserScope;
  readonly tenantId: string | null;
  readonly tenantName: string | null;
  readonly processingDate: string | null;
  readonly mustChangePassword: boolean;
  /** Other server fields (id, name, email...) pass through untouched. */
  readonly [field: string]: unknown;
}

function uniqueNonEmpty(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/**
 * One role as the console keeps it: upper-cased and underscored like a catalogue key, with the
 * aliases of SPEC.md section 5 applied (so 'teller' becomes BRANCH_TELLER). An unknown role is
 * kept in that canonical form rather than dropped, so that a role added on the server is not lost
 * to this build; it simply grants nothing here. Roles may come as strings or as { key } / { name }.
 */
export function normaliseUserRole(value: unknown): string {
  const text = isRecord(value) ? (value.key ?? value.name) : value;
  return typeof text === 'string' ? applyRoleAlias(canonicalRoleText(text)) : '';
}

function rolesOf(raw: RawRecord): string[] {
  const source = Array.isArray(raw.roles) && raw.roles.length > 0 ? raw.roles : [raw.role];
  return uniqueNonEmpty(source.map(normaliseUserRole));
}

/** Permissions are compared lower-cased everywhere (SPEC.md section 5). */
export function normalisePermissions(value: unknown): string[] {
  if (!Array.isArray(value)) {
    return [];
  }
  const texts = value.filter((item): item is string => typeof item === 'string');
  return uniqueNonEmpty(texts.map((text) => text.trim().toLowerCase()));
}

function scopeOf(raw: RawRecord, branchId: string | null): UserScope {
  const scope = isRecord(raw.scope) ? raw.scope : {};
  const listed = Array.isArray(scope.branchIds) ? scope.branchIds.map(textOrNull) : null;
  const branchIds = listed
    ? uniqueNonEmpty(listed.map((id) => id ?? ''))
    : branchId === null
      ? []
      : [branchId];
  return { ...scope, branchIds };
}

/**
 * Normalises a user as the server sends it. Returns null when there is no user object at all,
 * which the session treats as signed out.
 */
export function normaliseUser(raw: unknown): SessionUser | null {
  if (!isRecord(raw)) {
    return null;
  }
  const roles = rolesOf(raw);
  const requestedActiveRole = normaliseUserRole(raw.activeRole);
  const branchId = textOrNull(raw.branchId);
  return {
    ...raw,
    role: roles[0] ?? null,
    roles,
    activeRole: roles.includes(requestedActiveRole) ? requestedActiveRole : (roles[0] ?? null),
    permissions: normalisePermissions(raw.permissions),
    branchId,
    scope: scopeOf(raw, branchId),
    tenantId: normaliseTenantId(raw.tenantId),
    tenantName: textOrNull(raw.tenantName),
    processingDate: textOrNull(raw.processingDate),
    // A server may send the flag as a boolean or as text such as 'true'.
    mustChangePassword: parseEnvFlag(raw.mustChangePassword),
  };
}
