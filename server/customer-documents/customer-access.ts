import { branchScope } from '../../policies/branch-scope';
import { type CustomerView, findCustomer } from '../customers/customer.repository';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { type OperationContext, principalOf } from '../http/operation';

/**
 * The customer if it exists in the tenant and the caller's branches may see it; otherwise the
 * same refusal as for a customer that does not exist, so another branch's customers stay unknown.
 * A customer kept at no branch is seen by bank-wide staff only, as in the customer list.
 */
export async function visibleCustomer(
  ctx: OperationContext,
  t: TenantTx,
  id: string,
): Promise<CustomerView> {
  const customer = await findCustomer(t, id);
  const scope = branchScope(principalOf(ctx).user);
  const seen =
    customer !== null &&
    (scope === null || (customer.branchId !== null && scope.includes(customer.branchId)));
  if (!customer || !seen) throw new DomainError('customer_not_found');
  return customer;
}
