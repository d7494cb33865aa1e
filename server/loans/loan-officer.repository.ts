import type { components } from '../../api/schema.gen';
import { effectivePermissions } from '../../policies/access';
import type { TenantTx } from '../db/tenant-scope';
import { rowToUser } from '../users/user.repository';

type LoanOfficer = components['schemas']['LoanOfficer'];

/**
 * The tenant's active users whose roles or own permissions grant loan.create, by name. The
 * administrators' wildcard is left out on purpose: it lets them do anything, which does not make
 * them anyone's loan officer.
 */
export async function listLoanOfficers(t: TenantTx): Promise<LoanOfficer[]> {
  const rows = await t.trx
    .selectFrom('app_user')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .orderBy('full_name')
    .orderBy('id')
    .execute();
  return rows
    .map(rowToUser)
    .filter((user) => effectivePermissions({ user }).has('loan.create'))
    .map((user) => ({ id: user.id, fullName: user.fullName, branchId: user.branchId }));
}
