/**
 * The statuses a deposit account is stored with, which are the states of its life-cycle chart
 * (machines/deposit-account.machine.ts maps each state to one of them), and what each status
 * allows. The chart, the server's posting rules and the console's actions all read these.
 */
export const ACCOUNT_STATUSES = ['PENDING', 'ACTIVE', 'DORMANT', 'FROZEN', 'CLOSED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Money may leave only an active account. */
export function canDebit(status: AccountStatus): boolean {
  return status === 'ACTIVE';
}

/** Money may arrive in an active or a dormant account (a salary paid into a dormant one). */
export function canCredit(status: AccountStatus): boolean {
  return status === 'ACTIVE' || status === 'DORMANT';
}

export const DEBITABLE_STATUSES: readonly AccountStatus[] = ACCOUNT_STATUSES.filter(canDebit);
export const CREDITABLE_STATUSES: readonly AccountStatus[] = ACCOUNT_STATUSES.filter(canCredit);

/** Why an account cannot be closed now, as the server's error code; null when it can. */
export type CloseRefusal = 'account_balance_not_zero' | 'account_has_holds';

/** An account closes only empty: a zero balance and no hold left on it. */
export function closeRefusal(account: {
  readonly ledgerBalanceKobo: number;
  readonly holdsKobo: number;
}): CloseRefusal | null {
  if (account.ledgerBalanceKobo !== 0) return 'account_balance_not_zero';
  return account.holdsKobo !== 0 ? 'account_has_holds' : null;
}
