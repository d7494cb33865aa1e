import type { MissingAccess } from '../../policies/access';
import { enumLabel, permissionsLabel } from '../../policies/labels';
import { checkOperationAccess } from '../../policies/operation-access';
import { DomainError } from '../errors/domain-error';
import type { OperationSpec } from '../http/contract';
import type { Principal } from './principal';

/**
 * Enforces the operation's x-permission and x-feature with the policies/ rule, the same code that
 * hides the console's menus, so screen and server agree; this only turns a refusal into an answer.
 */
export function enforceAccess(op: OperationSpec, principal: Principal): void {
  const decision = checkOperationAccess(principal, op);
  if (decision.allowed) return;
  switch (decision.reason) {
    case 'password_change_required':
      throw new DomainError('password_change_required');
    case 'license_inactive':
      throw new DomainError(
        'feature_not_licensed',
        'License inactive. Renew the license to use this area.',
      );
    case 'missing_access': {
      const code = decision.missing.permission ? 'permission_denied' : 'feature_not_licensed';
      throw new DomainError(code, deniedMessage(decision.missing));
    }
  }
}

function deniedMessage(missing: MissingAccess): string {
  const parts: string[] = [];
  // People read this message on screen, so it names features and permissions in words.
  if (missing.feature) parts.push(`the licensed feature ${enumLabel(missing.feature)}`);
  if (missing.permission) parts.push(`the permission '${permissionsLabel(missing.permission)}'`);
  return `You do not have access: this needs ${parts.join(' and ')}.`;
}
