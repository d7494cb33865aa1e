import type { IdentityField } from '../../policies/identity-match';
import type { IdentityCheckState } from '../../policies/kyc';
import type { TenantTx } from '../db/tenant-scope';
import type { IdentityKind } from './identity-subject';
import './identity-checks.table';

/** One stored check. */
export interface StoredIdentityCheck {
  readonly id: string;
  readonly kind: IdentityKind;
  readonly state: Exclude<IdentityCheckState, 'NOT_CHECKED'>;
  readonly mismatchedFields: readonly IdentityField[];
  readonly responseCode: string | null;
  readonly message: string;
  readonly fingerprint: string;
  readonly checkedAt: string;
  readonly checkedBy: string;
}

/** The most checks a customer's history answers. */
export const MAX_HISTORY = 100;

export async function insertIdentityCheck(
  t: TenantTx,
  customerId: string,
  check: StoredIdentityCheck,
): Promise<void> {
  await t.trx
    .insertInto('customer_identity_check')
    .values({
      id: check.id,
      tenant_id: t.tenantId,
      customer_id: customerId,
      kind: check.kind,
      state: check.state,
      mismatched_fields: check.mismatchedFields.join(','),
      response_code: check.responseCode,
      message: check.message,
      identity_fingerprint: check.fingerprint,
      checked_at: check.checkedAt,
      checked_by: check.checkedBy,
    })
    .execute();
}

/** The customer's checks, newest first (the id breaks ties: ids are time-ordered). */
export async function listIdentityChecks(
  t: TenantTx,
  customerId: string,
): Promise<StoredIdentityCheck[]> {
  const rows = await t.trx
    .selectFrom('customer_identity_check')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', customerId)
    .orderBy('checked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_HISTORY)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === 'NIN' ? 'NIN' : 'BVN',
    state: row.state as StoredIdentityCheck['state'],
    mismatchedFields: row.mismatched_fields
      ? (row.mismatched_fields.split(',') as IdentityField[])
      : [],
    responseCode: row.response_code,
    message: row.message,
    fingerprint: row.identity_fingerprint,
    checkedAt: row.checked_at,
    checkedBy: row.checked_by,
  }));
}
