import { canSeeBranch } from '../../policies/branch-scope';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { type OperationContext, principalOf } from '../http/operation';
import { type AccountView, findAccount } from './deposit-account.repository';

/** The account if it exists in the tenant and the caller's branch scope may see it. */
export async function visibleAccount(
  ctx: OperationContext,
  t: TenantTx,
  id: string,
): Promise<AccountView> {
  const account = await findAccount(t, id);
  if (!account || !canSeeBranch(principalOf(ctx).user, account.branchId)) {
    throw new DomainError('account_not_found');
  }
  return account;
}
