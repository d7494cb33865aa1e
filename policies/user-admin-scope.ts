import { type BranchAssignment, branchScope } from './branch-scope';
import { normaliseUserRole } from './user';

/**
 * Which users an administrator may see and manage. A bank-wide administrator (every demo admin
 * role) reaches every user. An administrator bound to some branches sees the users whose home
 * branch is among them, and manages only those whose whole reach (home branch and scope) lies
 * within them: changing a bank-wide user, or a user who also works elsewhere, would act on
 * branches the administrator has no say over.
 */

/** Whether the administrator may see (list, read) the user. */
export function canSeeUser(admin: BranchAssignment, target: BranchAssignment): boolean {
  const scope = branchScope(admin);
  return scope === null || (target.branchId !== null && scope.includes(target.branchId));
}

/**
 * Whether the user's roles and branches (as they are, or as an update would make them) lie within
 * the administrator's branch scope.
 */
export function isWithinAdminScope(admin: BranchAssignment, target: BranchAssignment): boolean {
  const scope = branchScope(admin);
  if (scope === null) return true;
  const reach = branchScope(target);
  return reach !== null && reach.length > 0 && reach.every((id) => scope.includes(id));
}

/** Whether the user holds SUPER_ADMIN, which only another SUPER_ADMIN may grant or manage. */
export function holdsSuperAdmin(roles: readonly string[]): boolean {
  return roles.some((role) => normaliseUserRole(role) === 'SUPER_ADMIN');
}

/**
 * Whether the administrator may change the user at all: the same checks the server makes before
 * an edit, a disable or a password reset (within scope; SUPER_ADMIN only by SUPER_ADMIN).
 */
export function canManageUser(admin: BranchAssignment, target: BranchAssignment): boolean {
  return (
    canSeeUser(admin, target) &&
    isWithinAdminScope(admin, target) &&
    (!holdsSuperAdmin(target.roles) || holdsSuperAdmin(admin.roles))
  );
}
