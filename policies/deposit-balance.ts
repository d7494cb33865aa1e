/** The figures of a deposit account that decide what may leave it, in kobo. */
export interface BalanceFigures {
  /** Customer-positive ledger balance: credits less debits. */
  readonly ledger: number;
  /** Money held by liens. */
  readonly holds: number;
  /** The least the product lets a customer leave in the account. */
  readonly minimum: number;
  /** How far below zero the product lets the balance go (0 without overdraft). */
  readonly overdraft: number;
}

/**
 * What can leave the account by ordinary debits: the ledger balance less holds and the minimum
 * balance, plus the overdraft limit. Negative while the account is below its minimum.
 */
export function availableBalance(figures: BalanceFigures): number {
  return figures.ledger - figures.holds - figures.minimum + figures.overdraft;
}

/**
 * Whether a debit of `amount` keeps the account's balance rule: it leaves the available balance
 * at or above zero, or it empties an account without holds completely (closing it out, which the
 * minimum balance must not prevent). The ledger's UPDATE of the account says the same in SQL.
 */
export function debitAllowed(figures: BalanceFigures, amount: number): boolean {
  const after = { ...figures, ledger: figures.ledger - amount };
  return availableBalance(after) >= 0 || (after.ledger === 0 && figures.holds === 0);
}

/** The available balance as staff read it, and what the account lacks to reach it, in kobo. */
export interface ShownAvailable {
  /** What may leave by ordinary debits: never below zero. */
  readonly availableKobo: number;
  /** How far the balance falls short of what must stay in it (holds and the minimum); 0 if not. */
  readonly shortfallKobo: number;
}

/**
 * Splits a computed available balance for display. Below its minimum (a new account with nothing
 * in it, say) the computed figure is negative, yet nothing is owed: what may leave is zero, and the
 * difference is a shortfall to show on its own line, not a negative balance in red.
 */
export function shownAvailable(availableKobo: number): ShownAvailable {
  return availableKobo >= 0
    ? { availableKobo, shortfallKobo: 0 }
    : { availableKobo: 0, shortfallKobo: -availableKobo };
}
