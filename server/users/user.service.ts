import type { components } from '../../api/schema.gen';
import { hasPermission } from '../../policies/access';
import { branchBoundRoles, branchScope } from '../../policies/branch-scope';
import { permissionLabel } from '../../policies/permission-labels';
import { isRoleKey } from '../../policies/roles';
import { canSeeUser, holdsSuperAdmin, isWithinAdminScope } from '../../policies/user-admin-scope';
import { fittingGrants, misfitGrants } from '../../policies/user-grants';
import { tellAreas } from '../area-events';
import { revokeUserSessions } from '../auth/auth-session.repository';
import { hashPassword } from '../auth/password-hash';
import { listBranches } from '../branches/branch.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError, type FieldProblem, fieldError, notFound } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-registry';
import { temporaryPassword } from './temporary-password';
import {
  findUserById,
  findUserByUsername,
  insertUser,
  searchUsers,
  type UserRecord,
  type UserSearch,
  updateUser,
} from './user.repository';

type Schemas = components['schemas'];

/** The roles and branches a create or update would give a user. */
interface Assignment {
  readonly roles: readonly string[];
  readonly branchId: string | null;
  readonly branchIds: readonly string[];
}

const unprocessable = (code: ErrorCode, message: string, errors: FieldProblem[]) =>
  new DomainError(code, message, errors);

const outOfScope = () =>
  new DomainError(
    'branch_out_of_scope',
    'This reaches beyond the branches you administer; ask a bank-wide administrator.',
  );

/** Roles must be catalogue keys, and only a SUPER_ADMIN hands out SUPER_ADMIN. */
function checkRoles(admin: UserRecord, roles: readonly string[]): void {
  const unknown = roles.flatMap((role, index) =>
    isRoleKey(role)
      ? []
      : [{ field: `body.roles.${index}`, code: 'role_not_found', message: `No role ${role}.` }],
  );
  if (unknown.length > 0) {
    throw unprocessable('role_not_found', 'A role is not in the role catalogue.', unknown);
  }
  if (holdsSuperAdmin(roles) && !holdsSuperAdmin(admin.roles)) {
    const index = roles.indexOf('SUPER_ADMIN');
    throw unprocessable('role_not_assignable', 'Only a SUPER_ADMIN may grant SUPER_ADMIN.', [
      { field: `body.roles.${index}`, code: 'role_not_assignable', message: 'Not yours to grant.' },
    ]);
  }
}

/** Every branch named must be the tenant's; branch-bound roles need a home branch. */
async function checkBranches(t: TenantTx, assignment: Assignment): Promise<void> {
  const named = [assignment.branchId, ...assignment.branchIds].filter((id) => id !== null);
  const known = new Set((await listBranches(t, named)).map((branch) => branch.id));
  const missing: FieldProblem[] = [];
  if (assignment.branchId !== null && !known.has(assignment.branchId)) {
    missing.push({ field: 'body.branchId', code: 'unknown_branch', message: 'No such branch.' });
  }
  assignment.branchIds.forEach((id, index) => {
    if (!known.has(id)) {
      const field = `body.branchIds.${index}`;
      missing.push({ field, code: 'unknown_branch', message: 'No such branch.' });
    }
  });
  if (missing.length > 0) {
    throw unprocessable('unknown_branch', 'A branch does not exist in this tenant.', missing);
  }
  const bound = branchBoundRoles(assignment.roles);
  if (bound.length > 0 && assignment.branchId === null) {
    const message = `${bound.join(', ')} works in a branch: choose a home branch.`;
    throw unprocessable('branch_required_for_role', message, [
      { field: 'body.branchId', code: 'branch_required_for_role', message },
    ]);
  }
}

/**
 * A user's own permissions must be optional permissions of their roles: an administrator adds
 * what the role allows for this person, never a permission the role was not meant to carry.
 */
function checkGrants(roles: readonly string[], grants: readonly string[]): void {
  const misfits = misfitGrants(roles, grants);
  if (misfits.length === 0) return;
  const problems = misfits.map(({ index, permission }) => ({
    field: `body.grantedPermissions.${index}`,
    code: 'permission_not_grantable',
    message: `“${permissionLabel(permission)}” is not an optional permission of the chosen roles.`,
  }));
  const message =
    problems.length === 1
      ? (problems[0]?.message ?? '')
      : 'Some permissions are not optional permissions of the chosen roles.';
  throw unprocessable('permission_not_grantable', message, problems);
}

async function checkAssignment(t: TenantTx, admin: UserRecord, assignment: Assignment) {
  checkRoles(admin, assignment.roles);
  await checkBranches(t, assignment);
  if (!isWithinAdminScope(admin, assignment)) throw outOfScope();
}

/** The user search, limited to the users whose home branch the administrator oversees. */
export function searchUsersFor(
  t: TenantTx,
  admin: UserRecord,
  search: Omit<UserSearch, 'homeBranchIds'>,
) {
  return searchUsers(t, { ...search, homeBranchIds: branchScope(admin) });
}

/** A user the administrator may see; anyone else answers as not found. */
export async function findVisibleUser(
  t: TenantTx,
  admin: UserRecord,
  id: string,
): Promise<UserRecord> {
  const user = await findUserById(t, id);
  if (!user || !canSeeUser(admin, user)) throw notFound('user_not_found', 'The user');
  return user;
}

/** A user the administrator may change: visible, within scope, and no SUPER_ADMIN unless one. */
async function findManageableUser(t: TenantTx, admin: UserRecord, id: string) {
  const user = await findVisibleUser(t, admin, id);
  if (!isWithinAdminScope(admin, user)) throw outOfScope();
  if (holdsSuperAdmin(user.roles) && !holdsSuperAdmin(admin.roles)) {
    throw new DomainError('super_admin_only');
  }
  return user;
}

function requireText(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw fieldError(field, 'blank', 'This field may not be blank.');
  return trimmed;
}

function uniqueExtraBranches(branchIds: readonly string[] | undefined): string[] {
  return [...new Set(branchIds ?? [])];
}

export interface IssuedPassword {
  readonly user: UserRecord;
  /** Shown once to the administrator; only its hash is stored. */
  readonly temporaryPassword: string;
}

/** A new user with a one-time temporary password that must be changed at first sign-in. */
export async function createStaffUser(
  t: TenantTx,
  admin: UserRecord,
  body: Schemas['UserCreateRequest'],
  now: Date,
): Promise<IssuedPassword> {
  const assignment = {
    roles: body.roles,
    branchId: body.branchId ?? null,
    branchIds: uniqueExtraBranches(body.branchIds),
  };
  const fullName = requireText(body.fullName, 'body.fullName');
  const grants = [...(body.grantedPermissions ?? [])];
  await checkAssignment(t, admin, assignment);
  checkGrants(assignment.roles, grants);
  const taken = () => new DomainError('username_taken', `The username ${body.username} is taken.`);
  if (await findUserByUsername(t, body.username)) throw taken();
  const password = temporaryPassword(body.username);
  const id = newRowId();
  try {
    await insertUser(
      t,
      {
        id,
        username: body.username,
        fullName,
        email: body.email.trim(),
        phone: body.phone ?? null,
        ...assignment,
        roles: [...assignment.roles],
        permissions: grants,
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
        passwordChangedAt: now.toISOString(),
      },
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await tellAreas(
    t,
    'user.password-issued',
    { userId: id, temporaryPassword: password, reason: 'CREATED' },
    now,
  );
  return { user: await mustFind(t, id), temporaryPassword: password };
}

async function mustFind(t: TenantTx, id: string): Promise<UserRecord> {
  const user = await findUserById(t, id);
  if (!user) throw new Error(`User ${id} vanished inside its own transaction`);
  return user;
}

/** A user before and after a change, for the audit log. */
export interface UserChange {
  readonly before: UserRecord;
  readonly user: UserRecord;
}

/**
 * Replaces profile, roles, branches and grants; administrators cannot take away their own access.
 * Grants named in the request must fit the new roles; when none are named, the current grants
 * that no longer fit the new roles are dropped (the audit log shows them going).
 */
export async function updateStaffUser(
  t: TenantTx,
  admin: UserRecord,
  id: string,
  body: Schemas['UserUpdateRequest'],
  now: Date,
): Promise<UserChange> {
  const before = await findManageableUser(t, admin, id);
  const assignment = {
    roles: body.roles,
    branchId: body.branchId,
    branchIds: uniqueExtraBranches(body.branchIds),
  };
  const fullName = requireText(body.fullName, 'body.fullName');
  const grants = body.grantedPermissions
    ? [...body.grantedPermissions]
    : fittingGrants(body.roles, before.permissions);
  await checkAssignment(t, admin, assignment);
  checkGrants(assignment.roles, grants);
  const keepsAccess = hasPermission(
    { user: { roles: assignment.roles, permissions: grants } },
    'admin.user.manage',
  );
  if (before.id === admin.id && !keepsAccess) {
    throw unprocessable(
      'cannot_remove_own_admin_role',
      'You cannot take away your own user administration; ask another administrator.',
      [{ field: 'body.roles', code: 'cannot_remove_own_admin_role', message: 'Keep it.' }],
    );
  }
  await updateUser(
    t,
    id,
    {
      fullName,
      email: body.email.trim(),
      phone: body.phone,
      ...assignment,
      roles: [...body.roles],
      permissions: grants,
    },
    now,
  );
  return { before, user: await mustFind(t, id) };
}

/** Disables (ending every session at once) or enables a user; a no-op answers unchanged. */
export async function setUserStatus(
  t: TenantTx,
  admin: UserRecord,
  id: string,
  status: UserRecord['status'],
  now: Date,
): Promise<{ user: UserRecord; changed: boolean }> {
  const user = await findManageableUser(t, admin, id);
  if (status === 'DISABLED' && user.id === admin.id) {
    throw new DomainError('cannot_disable_self');
  }
  if (user.status === status) return { user, changed: false };
  await updateUser(t, id, { status }, now);
  if (status === 'DISABLED') await revokeUserSessions(t, id, 'user_disabled', now);
  return { user: await mustFind(t, id), changed: true };
}

/** A new temporary password: the old one stops working and every session ends. */
export async function resetStaffPassword(
  t: TenantTx,
  admin: UserRecord,
  id: string,
  now: Date,
): Promise<IssuedPassword> {
  const user = await findManageableUser(t, admin, id);
  const password = temporaryPassword(user.username);
  await updateUser(
    t,
    id,
    {
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      passwordChangedAt: now.toISOString(),
    },
    now,
  );
  await revokeUserSessions(t, id, 'password_reset', now);
  await tellAreas(
    t,
    'user.password-issued',
    { userId: id, temporaryPassword: password, reason: 'RESET' },
    now,
  );
  return { user: await mustFind(t, id), temporaryPassword: password };
}
