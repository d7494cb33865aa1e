/**
 * How much cash one withdrawal may pay out before a level-1 approval, by the teller's role. A
 * user with several roles gets the largest of their limits; a role not named here pays nothing
 * out alone. Amounts are kobo.
 */
export const WITHDRAWAL_LIMIT_KOBO_BY_ROLE: Readonly<Record<string, number>> = {
  BRANCH_TELLER: 500_000_00,
  VAULT_HEAD_TELLER: 2_000_000_00,
};

/** The limits by role are the tenant's own when its tills configuration names them. */
export function withdrawalLimitKobo(
  roles: readonly string[],
  limitsKobo: Readonly<Record<string, number>> = WITHDRAWAL_LIMIT_KOBO_BY_ROLE,
): number {
  return roles.reduce((limit, role) => Math.max(limit, limitsKobo[role] ?? 0), 0);
}

/** Whether a withdrawal of this amount waits for a level-1 approval before it is paid. */
export function withdrawalNeedsApproval(
  roles: readonly string[],
  amountKobo: number,
  limitsKobo: Readonly<Record<string, number>> = WITHDRAWAL_LIMIT_KOBO_BY_ROLE,
): boolean {
  return amountKobo > withdrawalLimitKobo(roles, limitsKobo);
}

/** Where a till's balance stands against its limits after a movement of cash. */
export function tillLimitState(
  balanceKobo: number,
  limits: { softLimitKobo: number; hardLimitKobo: number },
): 'within' | 'over-soft' | 'over-hard' {
  if (balanceKobo > limits.hardLimitKobo) return 'over-hard';
  if (balanceKobo > limits.softLimitKobo) return 'over-soft';
  return 'within';
}
