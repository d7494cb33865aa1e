import type { RoleKey } from './roles';
import { normaliseUserRole } from './user';

/**
 * Roles whose work belongs to one branch or a few: a teller, a branch manager, a loan officer.
 * Every other role (head office, finance, audit, administration) is bank-wide and sees every
 * branch's data.
 */
export const BRANCH_BOUND_ROLE_KEYS = [
  'BRANCH_TELLER',
  'VAULT_HEAD_TELLER',
  'BRANCH_MANAGER',
  'CUSTOMER_SERVICE_REPRESENTATIVE',
  'CUSTOMER_SERVICE_SUPERVISOR',
  'RELATIONSHIP_OFFICER',
  'LOAN_OFFICER',
  'CREDIT_ANALYST',
] as const satisfies readonly RoleKey[];

const BRANCH_BOUND: ReadonlySet<string> = new Set(BRANCH_BOUND_ROLE_KEYS);

/** Roles whose work belongs to a branch, so the user needs a home branch to hold them. */
export function branchBoundRoles(roles: readonly string[]): string[] {
  return roles.filter((role) => BRANCH_BOUND.has(normaliseUserRole(role)));
}

/** A user is bank-wide when any one of their roles is; a user with no role is not. */
export function isBankWide(roles: readonly string[]): boolean {
  return roles.some((role) => {
    const key = normaliseUserRole(role);
    return key !== '' && !BRANCH_BOUND.has(key);
  });
}

export interface BranchAssignment {
  readonly roles: readonly string[];
  readonly branchId: string | null;
  readonly branchIds: readonly string[];
}

/**
 * The branches whose data the user may see: null for all (bank-wide), otherwise the home branch
 * plus the extra branches of the user's scope, without repeats.
 */
export function branchScope(user: BranchAssignment): string[] | null {
  if (isBankWide(user.roles)) return null;
  const ids = user.branchId === null ? [...user.branchIds] : [user.branchId, ...user.branchIds];
  return [...new Set(ids)];
}

/** Whether the user may see data owned by a branch. */
export function canSeeBranch(user: BranchAssignment, branchId: string): boolean {
  const scope = branchScope(user);
  return scope === null || scope.includes(branchId);
}

/**
 * Whether a scope (null: every branch) reaches a customer homed at `branchId`: a customer of no
 * branch is seen by bank-wide staff only, as the customer list filters. Every read of a customer
 * by its address (the record, its overview, documents and identity checks) asks this.
 */
export function scopeReachesCustomer(
  scope: readonly string[] | null,
  branchId: string | null,
): boolean {
  return scope === null || (branchId !== null && scope.includes(branchId));
}

/** Whether the user may see a customer homed at `branchId` (see scopeReachesCustomer). */
export function canSeeCustomer(user: BranchAssignment, branchId: string | null): boolean {
  return scopeReachesCustomer(branchScope(user), branchId);
}
