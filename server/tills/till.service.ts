import type { components } from '../../api/schema.gen';
import { type BranchAssignment, branchScope, canSeeBranch } from '../../policies/branch-scope';
import type { Denomination } from '../../policies/denominations';
import { findBranch } from '../branches/branch.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { insertGlAccount } from '../ledger/gl-account.repository';
import { findUserById, type UserRecord } from '../users/user.repository';
import {
  findTill,
  findTillByCode,
  findVaultOfBranch,
  insertTill,
  insertVault,
  listTillRecords,
  type TillRecord,
  updateTillRow,
} from './till.repository';
import { tillConfigOf } from './till-config';
import { cashParents } from './till-money';
import { findOpenSessionOfTill, openSessionsOfTills } from './till-session.repository';
import { countsBlind } from './till-session.view';

type Till = components['schemas']['Till'];
type TillRequest = components['schemas']['TillRequest'];
type TillUpdate = components['schemas']['TillUpdate'];

/**
 * The tenant's active denominations: its tills configuration, or the Naira notes and coins when
 * it has saved none. The server answers the list so that no form hard-codes it.
 */
export async function denominationsOf(t: TenantTx): Promise<readonly Denomination[]> {
  return (await tillConfigOf(t)).denominations;
}

/** A till of a branch the user may see, or 404 (a till elsewhere is not told apart). */
export async function visibleTill(
  t: TenantTx,
  user: BranchAssignment,
  id: string,
): Promise<TillRecord> {
  const till = await findTill(t, id);
  if (!till || !canSeeBranch(user, till.branchId)) throw new DomainError('till_not_found');
  return till;
}

/**
 * Tills with their current session and teller, as the contract's Till, as `user` may see them:
 * the ledger balance is the cash the till should hold, so it is kept from a teller counting blind.
 */
export async function tillViews(
  t: TenantTx,
  user: UserRecord,
  tills: readonly TillRecord[],
): Promise<Till[]> {
  const sessions = await openSessionsOfTills(
    t,
    tills.map((till) => till.id),
  );
  const names = new Map<string, string>();
  for (const session of sessions.values()) {
    if (!names.has(session.tellerId)) {
      const teller = await findUserById(t, session.tellerId);
      names.set(session.tellerId, teller?.fullName ?? session.tellerId);
    }
  }
  return tills.map((till) => {
    const session = sessions.get(till.id) ?? null;
    const blind = countsBlind(user, session?.status ?? null);
    return {
      ...till,
      balanceKobo: blind ? null : till.balanceKobo,
      overSoftLimit: till.balanceKobo > till.softLimitKobo,
      currentSessionId: session?.id ?? null,
      currentSessionStatus: session?.status ?? null,
      currentTellerId: session?.tellerId ?? null,
      currentTellerName: session ? (names.get(session.tellerId) ?? null) : null,
    };
  });
}

export async function listTills(
  t: TenantTx,
  user: UserRecord,
  filter: { branchId?: string | undefined; status?: string | undefined },
): Promise<Till[]> {
  const scope = branchScope(user);
  let branchIds: readonly string[] | null = scope;
  if (filter.branchId) {
    branchIds = scope === null || scope.includes(filter.branchId) ? [filter.branchId] : [];
  }
  return tillViews(t, user, await listTillRecords(t, { branchIds, status: filter.status }));
}

function checkLimits(softLimitKobo: number, hardLimitKobo: number): void {
  if (softLimitKobo > hardLimitKobo) throw new DomainError('till_limits_invalid');
}

/** GL codes take upper-case letters, digits and dashes. */
const glCodePart = (code: string) => code.toUpperCase().replace(/[^0-9A-Z-]/g, '-');

/**
 * The branch's vault, made with its own vault cash account the first time a till of the branch
 * is created.
 */
export async function ensureVault(
  t: TenantTx,
  branch: { id: string; code: string; name: string },
  now: Date,
) {
  const existing = await findVaultOfBranch(t, branch.id);
  if (existing) return existing;
  const { vault } = await cashParents(t);
  const glAccountId = newRowId(now.getTime());
  await insertGlAccount(
    t,
    {
      id: glAccountId,
      code: `${vault.code}-${glCodePart(branch.code)}`.slice(0, 32),
      name: `Vault cash, ${branch.name}`.slice(0, 120),
      type: vault.type,
      parentId: vault.parentId,
      header: false,
    },
    now,
  );
  await insertVault(t, { id: newRowId(now.getTime()), branchId: branch.id, glAccountId }, now);
  const made = await findVaultOfBranch(t, branch.id);
  if (!made) throw new Error('The vault just made cannot be read back.');
  return made;
}

/** A new ACTIVE till with its own teller cash account; the branch's vault is made if needed. */
export async function createTill(
  t: TenantTx,
  user: BranchAssignment,
  request: TillRequest,
  now: Date,
): Promise<TillRecord> {
  const branch = await findBranch(t, request.branchId);
  if (!branch || !canSeeBranch(user, branch.id)) throw new DomainError('branch_not_found');
  checkLimits(request.softLimitKobo, request.hardLimitKobo);
  if (await findTillByCode(t, request.code)) throw new DomainError('till_code_taken');
  await ensureVault(t, branch, now);
  const { teller } = await cashParents(t);
  const glAccountId = newRowId(now.getTime());
  const id = newRowId(now.getTime());
  try {
    await insertGlAccount(
      t,
      {
        id: glAccountId,
        code: `${teller.code}-${glCodePart(request.code)}`.slice(0, 32),
        name: `Teller cash, ${branch.name} ${request.name}`.slice(0, 120),
        type: teller.type,
        parentId: teller.parentId,
        header: false,
      },
      now,
    );
    await insertTill(t, { ...request, id, glAccountId, name: request.name.trim() }, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('till_code_taken');
    throw error;
  }
  return visibleTill(t, user, id);
}

export async function updateTill(
  t: TenantTx,
  user: BranchAssignment,
  id: string,
  changes: TillUpdate,
  now: Date,
): Promise<TillRecord> {
  const till = await visibleTill(t, user, id);
  const next = {
    name: changes.name?.trim() ?? till.name,
    status: changes.status ?? till.status,
    softLimitKobo: changes.softLimitKobo ?? till.softLimitKobo,
    hardLimitKobo: changes.hardLimitKobo ?? till.hardLimitKobo,
  };
  checkLimits(next.softLimitKobo, next.hardLimitKobo);
  if (next.status === 'INACTIVE' && (await findOpenSessionOfTill(t, id))) {
    throw new DomainError('till_in_use');
  }
  await updateTillRow(t, id, next, now);
  return visibleTill(t, user, id);
}
