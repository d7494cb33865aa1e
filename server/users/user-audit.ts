import { permissionLabel } from '../../policies/permission-labels';
import { roleByKey } from '../../policies/roles';
import type { UserRecord } from './user.repository';

/**
 * How users read in the audit log: who and what, by role names and permission labels, so that
 * an auditor reads it without the codes; never a password.
 */

function roleNames(user: UserRecord): string {
  return user.roles.map((key) => roleByKey(key)?.name ?? key).join(', ');
}

function grantNames(permissions: readonly string[]): string {
  return permissions.length === 0 ? 'none' : permissions.map(permissionLabel).join(', ');
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
}

/** The user as they stand: roles, own permissions and branches. */
export function describeUser(user: UserRecord): string {
  const branch = user.branchId === null ? 'head office' : `branch ${user.branchId}`;
  const scope = user.branchIds.length > 0 ? `, also ${user.branchIds.join(', ')}` : '';
  const grants = `own permissions: ${grantNames(user.permissions)}`;
  return `${user.username} (${roleNames(user)}; ${grants}; ${branch}${scope})`;
}

/** What an update changed in roles and own permissions, each as before and after. */
export function describeChange(before: UserRecord, after: UserRecord): string {
  const changes: string[] = [];
  if (!sameList(before.roles, after.roles)) {
    changes.push(`roles were ${roleNames(before)}, now ${roleNames(after)}`);
  }
  if (!sameList(before.permissions, after.permissions)) {
    const was = grantNames(before.permissions);
    changes.push(`own permissions were ${was}, now ${grantNames(after.permissions)}`);
  }
  const what = changes.length > 0 ? `: ${changes.join('; ')}` : '';
  return `updated user ${describeUser(after)}${what}`;
}
