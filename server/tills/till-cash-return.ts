import { hasPermission } from '../../policies/access';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { UserRecord } from '../users/user.repository';
import { endCashMovement, insertCashMovement } from './cash.repository';
import { findTill, findVaultOfBranch, glBalanceKobo } from './till.repository';
import { postCashMovement } from './till-money';
import { cashToReturnKobo, visibleSession } from './till-session.view';

/**
 * The head teller takes a reconciled till's whole cash back into the vault at the end of the day:
 * a DROP that they confirm as they receive it, posted at once from the till to the vault, with the
 * closing count (which the reconciliation matched to the ledger) as its notes.
 */
export async function returnTillCash(t: TenantTx, user: UserRecord, id: string, now: Date) {
  if (!hasPermission({ user }, 'till.cash.drop')) {
    throw new DomainError('permission_denied', 'Returning a till’s cash needs till.cash.drop.');
  }
  const session = await visibleSession(t, user, id);
  const till = await findTill(t, session.tillId);
  const amountKobo = await cashToReturnKobo(t, session, till);
  const vault = till ? await findVaultOfBranch(t, till.branchId) : null;
  if (!till || !vault || amountKobo === null || amountKobo !== session.closingCountKobo) {
    throw new DomainError('till_cash_not_returnable');
  }
  const movementId = newRowId(now.getTime());
  const reference = `DR-${till.code}-${movementId.slice(-6).toUpperCase()}`.slice(0, 40);
  await insertCashMovement(
    t,
    {
      id: movementId,
      reference,
      kind: 'DROP',
      status: 'IN_TRANSIT',
      tillId: till.id,
      branchId: till.branchId,
      sessionId: session.id,
      amountKobo,
      denominations: session.closingCount,
      sentBy: user.id,
    },
    now,
  );
  const entry = await postCashMovement(
    t,
    {
      kind: 'DROP',
      tillGlAccountId: till.glAccountId,
      vaultGlAccountId: vault.glAccountId,
      amountKobo,
      reference,
      createdBy: user.id,
    },
    now,
  );
  // A second return racing this one would take the till below nothing: it rolls back instead.
  if ((await glBalanceKobo(t, till.glAccountId)) !== 0)
    throw new DomainError('till_cash_not_returnable');
  const changes = { status: 'CONFIRMED', confirmedBy: user.id, entryId: entry.id } as const;
  if (!(await endCashMovement(t, movementId, { ...changes, sessionId: session.id }, now))) {
    throw new DomainError('till_cash_not_returnable');
  }
}
