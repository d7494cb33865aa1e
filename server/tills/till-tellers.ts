import type { components } from '../../api/schema.gen';
import { effectivePermissions } from '../../policies/access';
import { canSeeBranch } from '../../policies/branch-scope';
import { findBranch } from '../branches/branch.repository';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { searchUsers, type UserRecord } from '../users/user.repository';
import { MAX_TILLS } from './till.repository';

type TillTeller = components['schemas']['TillTeller'];

/**
 * Whether the user may open a till session by their roles or their own permissions. An
 * administrator's `*` grant passes every check but does not make a teller of them, so only the
 * permission itself, named, counts here.
 */
function opensTills(user: UserRecord): boolean {
  return effectivePermissions({ user }).has('till.session.open');
}

/** Whether the user works at the branch: their home branch or one of the branches they serve. */
const worksAt = (user: UserRecord, branchId: string) =>
  user.branchId === branchId || user.branchIds.includes(branchId);

/**
 * The tellers a head teller may give a till of the branch to: the tenant's active users of the
 * branch who may open a till session, whether or not they ever had one.
 */
export async function tillTellers(
  t: TenantTx,
  user: UserRecord,
  branchIdAsked: string | undefined,
): Promise<TillTeller[]> {
  const branchId = branchIdAsked ?? user.branchId;
  if (!branchId) throw new DomainError('branch_not_found', 'Name the branch of the till.');
  const branch = await findBranch(t, branchId);
  if (!branch || !canSeeBranch(user, branchId)) throw new DomainError('branch_not_found');
  const { items } = await searchUsers(t, {
    status: 'ACTIVE',
    homeBranchIds: null,
    page: 1,
    pageSize: MAX_TILLS,
  });
  return items
    .filter((candidate) => worksAt(candidate, branchId) && opensTills(candidate))
    .map((candidate) => ({ id: candidate.id, fullName: candidate.fullName }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}
