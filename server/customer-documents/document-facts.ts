import type { KycFacts } from '../../policies/kyc';
import type { TenantTx } from '../db/tenant-scope';

/** The KYC documents the bank holds of a customer, as a tier upgrade reads them. */
export async function readDocumentFacts(
  _t: TenantTx,
  _customerId: string,
): Promise<KycFacts['documents']> {
  return [];
}
