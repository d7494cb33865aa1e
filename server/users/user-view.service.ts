import type { components } from '../../api/schema.gen';
import { effectivePermissions } from '../../policies/access';
import { branchScope } from '../../policies/branch-scope';
import { normaliseUser } from '../../policies/user';
import type { Tenant } from '../tenancy/tenant.repository';
import type { UserRecord } from './user.repository';

export type UserView = components['schemas']['User'];

/**
 * A user as the API answers it, normalised by the same policies code the console uses (SPEC.md
 * section 3): roles upper-cased and unique, role and activeRole the first, permissions the
 * effective set of all roles plus the user's own grants, scope the branches the user may see
 * (empty for bank-wide users, which the contract reads as all branches).
 */
export function toUserView(user: UserRecord, tenant: Tenant): UserView {
  const permissions = [...effectivePermissions({ user })].sort();
  const scope = branchScope(user);
  const normalised = normaliseUser({
    roles: user.roles,
    permissions,
    branchId: user.branchId,
    scope: { branchIds: scope ?? [] },
    tenantId: tenant.id,
    tenantName: tenant.name,
    processingDate: tenant.processingDate,
    mustChangePassword: user.mustChangePassword,
  });
  if (normalised === null || normalised.role === null || normalised.activeRole === null) {
    throw new Error(`User ${user.id} has no role`);
  }
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email ?? '',
    phone: user.phone,
    role: normalised.role,
    roles: [...normalised.roles],
    activeRole: normalised.activeRole,
    permissions: [...normalised.permissions],
    grantedPermissions: [...user.permissions].sort(),
    branchId: normalised.branchId,
    scope: { branchIds: [...normalised.scope.branchIds] },
    tenantId: tenant.id,
    tenantName: tenant.name,
    processingDate: tenant.processingDate,
    mustChangePassword: normalised.mustChangePassword,
    status: user.status,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
  };
}
