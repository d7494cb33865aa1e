import type { components } from '../../api/schema.gen';
import { hasPermission } from '../../policies/access';
import { type BranchAssignment, branchScope } from '../../policies/branch-scope';
import type { DenominationCount } from '../../policies/denominations';
import { formatKobo } from '../../policies/money';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findUserById, type UserRecord } from '../users/user.repository';
import {
  type CashMovementRecord,
  endCashMovement,
  findCashMovement,
  insertCashMovement,
  searchCashMovements,
} from './cash.repository';
import { findTill, findVaultOfBranch, glBalanceKobo, type TillRecord } from './till.repository';
import { visibleTill } from './till.service';
import { postCashMovement } from './till-money';
import { findOpenSessionOfTill } from './till-session.repository';
import { checkedCount } from './till-session.service';

type CashMovementView = components['schemas']['CashMovement'];
type CashMovementRequest = components['schemas']['CashMovementRequest'];

async function vaultOf(t: TenantTx, till: TillRecord) {
  const vault = await findVaultOfBranch(t, till.branchId);
  if (!vault) throw new DomainError('till_not_found', 'The branch of this till has no vault.');
  return vault;
}

/** The session that takes the cash: the till's, and ACTIVE. */
async function activeSessionOfTill(t: TenantTx, tillId: string) {
  const session = await findOpenSessionOfTill(t, tillId);
  if (session?.status !== 'ACTIVE') throw new DomainError('till_session_not_open');
  return session;
}

/**
 * The head teller sends cash to a till (PICKUP) or takes it back (DROP). Nothing is posted yet:
 * the movement is IN_TRANSIT until the till's teller confirms it. The source must hold the
 * amount now; the confirmation checks it again, when the money really moves.
 */
export async function sendCash(
  t: TenantTx,
  user: UserRecord,
  request: CashMovementRequest,
  now: Date,
): Promise<string> {
  const permission = request.kind === 'PICKUP' ? 'till.cash.pickup' : 'till.cash.drop';
  if (!hasPermission({ user }, permission)) {
    throw new DomainError('permission_denied', `Sending a ${request.kind} needs ${permission}.`);
  }
  const till = await visibleTill(t, user, request.tillId);
  const session = await activeSessionOfTill(t, till.id);
  const { count } = await checkedCount(t, request.denominations, request.amountKobo);
  const vault = await vaultOf(t, till);
  const sourceKobo = request.kind === 'PICKUP' ? vault.balanceKobo : till.balanceKobo;
  if (sourceKobo < request.amountKobo) {
    throw new DomainError(
      request.kind === 'PICKUP' ? 'vault_cash_insufficient' : 'till_cash_insufficient',
    );
  }
  const id = newRowId(now.getTime());
  await insertCashMovement(
    t,
    {
      id,
      reference:
        `${request.kind === 'PICKUP' ? 'PU' : 'DR'}-${till.code}-${id.slice(-6).toUpperCase()}`.slice(
          0,
          40,
        ),
      kind: request.kind,
      status: 'IN_TRANSIT',
      tillId: till.id,
      branchId: till.branchId,
      sessionId: session.id,
      amountKobo: request.amountKobo,
      denominations: count,
      sentBy: user.id,
    },
    now,
  );
  return id;
}

/** A movement of the user's branches, or 404. */
async function visibleMovement(t: TenantTx, user: BranchAssignment, id: string) {
  const movement = await findCashMovement(t, id);
  const scope = branchScope(user);
  if (!movement || (scope !== null && !scope.includes(movement.branchId))) {
    throw new DomainError('cash_movement_not_found');
  }
  return movement;
}

/**
 * The teller counts the cash as it changes hands. A total other than the amount sent is refused
 * and nothing posts: the cash is between two people at the counter, so it is counted again there,
 * or called back, before the ledger says the till holds it.
 */
async function checkArrivingCount(
  t: TenantTx,
  movement: CashMovementRecord,
  count: readonly DenominationCount[],
) {
  const { totalKobo } = await checkedCount(t, count);
  if (totalKobo === movement.amountKobo) return;
  const what = movement.kind === 'PICKUP' ? 'sent from the vault' : 'to go to the vault';
  throw new DomainError(
    'cash_movement_count_differs',
    `You counted ${formatKobo(totalKobo)}, but ${formatKobo(movement.amountKobo)} was ${what}. Count it again; if it still differs, ask the head teller to call it back.`,
  );
}

/** The till's teller confirms: only now is the cash posted between the vault and the till. */
export async function confirmCash(
  t: TenantTx,
  user: UserRecord,
  id: string,
  count: readonly DenominationCount[],
  now: Date,
) {
  const movement = await visibleMovement(t, user, id);
  if (movement.status !== 'IN_TRANSIT') throw new DomainError('cash_movement_not_in_transit');
  const session = await activeSessionOfTill(t, movement.tillId);
  if (session.tellerId !== user.id) throw new DomainError('till_session_not_open');
  await checkArrivingCount(t, movement, count);
  const till = await findTill(t, movement.tillId);
  if (!till) throw new DomainError('till_not_found');
  const vault = await vaultOf(t, till);
  const entry = await postCashMovement(
    t,
    {
      kind: movement.kind,
      tillGlAccountId: till.glAccountId,
      vaultGlAccountId: vault.glAccountId,
      amountKobo: movement.amountKobo,
      reference: movement.reference,
      createdBy: user.id,
    },
    now,
  );
  if ((await glBalanceKobo(t, till.glAccountId)) < 0)
    throw new DomainError('till_cash_insufficient');
  if ((await glBalanceKobo(t, vault.glAccountId)) < 0)
    throw new DomainError('vault_cash_insufficient');
  const ended = await endCashMovement(
    t,
    id,
    { status: 'CONFIRMED', confirmedBy: user.id, entryId: entry.id, sessionId: session.id },
    now,
  );
  if (!ended) throw new DomainError('cash_movement_not_in_transit');
}

export async function cancelCash(t: TenantTx, user: UserRecord, id: string, now: Date) {
  const movement = await visibleMovement(t, user, id);
  const ended = await endCashMovement(
    t,
    id,
    { status: 'CANCELLED', confirmedBy: user.id, entryId: null, sessionId: movement.sessionId },
    now,
  );
  if (!ended) throw new DomainError('cash_movement_not_in_transit');
}

export async function movementView(
  t: TenantTx,
  user: BranchAssignment,
  id: string,
): Promise<CashMovementView> {
  const movement = await visibleMovement(t, user, id);
  return (await movementViews(t, [movement]))[0] as CashMovementView;
}

export async function movementViews(
  t: TenantTx,
  movements: readonly CashMovementRecord[],
): Promise<CashMovementView[]> {
  const views: CashMovementView[] = [];
  const tills = new Map<string, TillRecord | null>();
  const names = new Map<string, string>();
  for (const movement of movements) {
    if (!tills.has(movement.tillId)) tills.set(movement.tillId, await findTill(t, movement.tillId));
    if (!names.has(movement.sentBy)) {
      names.set(
        movement.sentBy,
        (await findUserById(t, movement.sentBy))?.fullName ?? movement.sentBy,
      );
    }
    views.push({
      ...movement,
      tillCode: tills.get(movement.tillId)?.code ?? '',
      sentByName: names.get(movement.sentBy) ?? movement.sentBy,
    });
  }
  return views;
}

export async function listMovements(
  t: TenantTx,
  user: BranchAssignment,
  filter: {
    branchId?: string | undefined;
    tillId?: string | undefined;
    status?: string | undefined;
  },
) {
  const scope = branchScope(user);
  let branchIds: readonly string[] | null = scope;
  if (filter.branchId) {
    branchIds = scope === null || scope.includes(filter.branchId) ? [filter.branchId] : [];
  }
  const movements = await searchCashMovements(t, {
    branchIds,
    tillId: filter.tillId,
    status: filter.status,
  });
  return movementViews(t, movements);
}
