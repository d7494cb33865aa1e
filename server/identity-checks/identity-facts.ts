import type { KycFacts } from '../../policies/kyc';
import type { TenantTx } from '../db/tenant-scope';
import { listIdentityChecks } from './identity-check.repository';
import { latestStates } from './identity-checks.service';
import { findIdentitySubject } from './identity-subject';

/**
 * Where the customer's BVN and NIN checks stand, as a tier upgrade reads them: the latest check of
 * each kind, or NOT_CHECKED when there is none or it was of a name, birth date, phone or number
 * the customer no longer has.
 */
export async function readIdentityFacts(
  t: TenantTx,
  customerId: string,
): Promise<Pick<KycFacts, 'bvnCheck' | 'ninCheck'>> {
  const subject = await findIdentitySubject(t, customerId);
  if (!subject) return { bvnCheck: 'NOT_CHECKED', ninCheck: 'NOT_CHECKED' };
  const states = latestStates(subject, await listIdentityChecks(t, customerId));
  return { bvnCheck: states.BVN.state, ninCheck: states.NIN.state };
}
