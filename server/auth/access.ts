import { checkAccess, type MissingAccess } from '../../policies/access';
import { AppError } from '../http/app-error';
import type { OperationSpec } from '../http/contract';
import type { Principal } from './principal';

/**
 * What a user who must change the password may still do: read who they are, sign out, change the
 * password, and read what the shell needs to draw the change-password page.
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'getMe',
  'logout',
  'changePassword',
  'getLicense',
  'listBranches',
  'getConfig',
]);

/**
 * Enforces the operation's x-permission and x-feature with the policies/ code that hides the
 * console's menus, so screen and server agree. A licensed area of a tenant whose license is not
 * allowed is refused for everyone: the bypass roles may configure an unlicensed area, but not use
 * a product whose license has lapsed.
 */
export function enforceAccess(op: OperationSpec, principal: Principal): void {
  if (principal.user.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(op.operationId)) {
    throw new AppError(
      403,
      'password_change_required',
      'Change your password before you continue.',
    );
  }
  if (op.feature !== null && !principal.license.allowed) {
    throw new AppError(
      403,
      'feature_not_licensed',
      'License inactive. Renew the license to use this area.',
    );
  }
  const decision = checkAccess(
    { user: principal.user, licenseFeatures: principal.license.features },
    {
      ...(op.feature !== null && { feature: op.feature }),
      ...(op.permission !== null && { permission: op.permission }),
    },
  );
  if (!decision.allowed) {
    const code = decision.missing.permission ? 'permission_denied' : 'feature_not_licensed';
    throw new AppError(403, code, deniedMessage(decision.missing));
  }
}

function deniedMessage(missing: MissingAccess): string {
  const parts: string[] = [];
  if (missing.feature) parts.push(`the licensed feature ${missing.feature}`);
  if (missing.permission) {
    const list = typeof missing.permission === 'string' ? [missing.permission] : missing.permission;
    parts.push(`the permission ${list.join(' or ')}`);
  }
  return `You do not have access: this needs ${parts.join(' and ')}.`;
}
