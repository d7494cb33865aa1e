import type { KycFacts } from '../../policies/kyc';
import type { TenantTx } from '../db/tenant-scope';

/** Where the customer's BVN and NIN checks stand, as a tier upgrade reads them. */
export async function readIdentityFacts(
  _t: TenantTx,
  _customerId: string,
): Promise<Pick<KycFacts, 'bvnCheck' | 'ninCheck'>> {
  return { bvnCheck: 'NOT_CHECKED', ninCheck: 'NOT_CHECKED' };
}
