import { type CustomerView, findCustomer } from '../customers/customer.repository';
import { maySeeCustomer } from '../customers/customer-record';
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
  if (!customer || !maySeeCustomer(principalOf(ctx).user, customer.branchId)) {
    throw new DomainError('customer_record_not_found');
  }
  return customer;
}
