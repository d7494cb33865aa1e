import type { TenantTx } from '../db/tenant-scope';
import { addToHolds } from './deposit-account.repository';
import { insertHold, releaseHold } from './hold.repository';

export interface NewHold {
  readonly id: string;
  readonly accountId: string;
  readonly amountKobo: number;
  readonly reason: string;
  readonly placedBy: string;
}

/**
 * Places a hold (lien): the hold's row and the account's total of holds move together, so the
 * available balance always equals the ledger balance less the active holds. A hold reduces the
 * available balance, never the ledger balance.
 */
export async function placeHold(t: TenantTx, hold: NewHold, now: Date): Promise<void> {
  await insertHold(t, hold, now);
  await addToHolds(t, hold.accountId, hold.amountKobo);
}

/** Releases an active hold and gives its amount back to the available balance. */
export async function liftHold(
  t: TenantTx,
  hold: { readonly id: string; readonly accountId: string; readonly amountKobo: number },
  now: Date,
): Promise<void> {
  await releaseHold(t, hold.id, now);
  await addToHolds(t, hold.accountId, -hold.amountKobo);
}
