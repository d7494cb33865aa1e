import type { TenantTx } from '../db/tenant-scope';

/** The net movement of one sub-ledger account by one entry. */
export interface SubledgerMovement {
  readonly accountId: string;
  readonly debitKobo: number;
  readonly creditKobo: number;
}

/**
 * How a product that keeps balances of its own (deposit accounts now; loans, tills and term
 * deposits next) takes part in a posting. The ledger posts to GL accounts only; for the lines
 * that name one of a sub-ledger's accounts it calls `apply` inside the posting's transaction,
 * before it touches a GL balance, and the sub-ledger checks and moves its own balances there.
 * Either everything commits or nothing does, so the sub-ledger always equals its control account.
 */
export interface SubledgerPort {
  /** Stored on each line that moves one of its accounts, e.g. DEPOSIT; at most 16 characters. */
  readonly kind: string;
  /**
   * Applies an entry's net movement of each of its accounts (accounts in id order, one lock
   * order for every posting). Refuses the whole entry by throwing a DomainError that says why.
   */
  apply(t: TenantTx, movements: readonly SubledgerMovement[]): Promise<void>;
}

/** The sub-ledger account a posting line moves. */
export interface SubledgerLink {
  readonly port: SubledgerPort;
  readonly accountId: string;
}
