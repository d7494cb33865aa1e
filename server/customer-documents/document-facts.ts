import type { KycDocumentKind, KycFacts } from '../../policies/kyc';
import type { TenantTx } from '../db/tenant-scope';

/** The KYC documents the bank holds of a customer, as a tier upgrade reads them: current ones only. */
export async function readDocumentFacts(
  t: TenantTx,
  customerId: string,
): Promise<KycFacts['documents']> {
  const rows = await t.trx
    .selectFrom('customer_document')
    .select(['kind', 'expires_on'])
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', customerId)
    .where('replaced_by', 'is', null)
    .execute();
  return rows.map((row) => ({ kind: row.kind as KycDocumentKind, expiresOn: row.expires_on }));
}
