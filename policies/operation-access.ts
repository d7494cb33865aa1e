import { type AccessDecision, checkAccess, type MissingAccess } from './access';

/**
 * The operations a user who must change the password may still call: who they are, sign out,
 * change the password, and what the shell needs to draw the change-password page.
 */
export const OPERATIONS_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'getMe',
  'logout',
  'changePassword',
  'getLicense',
  'listBranches',
  'getConfig',
]);

/** An API operation as its contract declares it: x-permission (null for none) and x-feature. */
export interface OperationRequirement {
  readonly operationId: string;
  readonly permission: string | readonly string[] | null;
  readonly feature: string | null;
}

export interface OperationCaller {
  readonly user: {
    readonly roles: readonly string[];
    readonly permissions: readonly string[];
    readonly mustChangePassword: boolean;
  };
  readonly license: { readonly allowed: boolean; readonly features: readonly string[] };
}

export type OperationDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'password_change_required' | 'license_inactive' }
  | { readonly allowed: false; readonly reason: 'missing_access'; readonly missing: MissingAccess };

/**
 * Whether a signed-in caller may call an operation. Besides `checkAccess` (the rule the menus and
 * route guards use), two rules hold on the server: a user who must change the password is held to
 * the calls above, and a licensed operation of a tenant whose license is not allowed is refused
 * for everyone, since the bypass roles may configure an unlicensed area but not use a product
 * whose license has lapsed (docs/decisions/010-license-keys.md).
 */
export function checkOperationAccess(
  caller: OperationCaller,
  op: OperationRequirement,
): OperationDecision {
  if (caller.user.mustChangePassword && !OPERATIONS_BEFORE_PASSWORD_CHANGE.has(op.operationId)) {
    return { allowed: false, reason: 'password_change_required' };
  }
  if (op.feature !== null && !caller.license.allowed) {
    return { allowed: false, reason: 'license_inactive' };
  }
  const decision: AccessDecision = checkAccess(
    { user: caller.user, licenseFeatures: caller.license.features },
    {
      ...(op.feature !== null && { feature: op.feature }),
      ...(op.permission !== null && { permission: op.permission }),
    },
  );
  return decision.allowed
    ? decision
    : { allowed: false, reason: 'missing_access', missing: decision.missing };
}
