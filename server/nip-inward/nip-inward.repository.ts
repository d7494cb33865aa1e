import type { TenantTx } from '../db/tenant-scope';
import './nip-inward.table';

export interface InwardTransferRecord {
  readonly id: string;
  readonly sessionId: string;
  readonly accountId: string | null;
  readonly beneficiaryAccountNumber: string;
  readonly beneficiaryAccountName: string;
  readonly originatorAccountNumber: string;
  readonly originatorAccountName: string;
  readonly originatorInstitutionCode: string;
  readonly amountKobo: number;
  readonly narration: string;
  readonly paymentReference: string;
  readonly responseCode: string;
  readonly entryId: string | null;
  readonly receivedAt: string;
}

/** What we answered for a session ID, or null when the switch never sent it to us. */
export async function findInwardOutcome(
  t: TenantTx,
  sessionId: string,
): Promise<{ responseCode: string; entryId: string | null } | null> {
  const row = await t.trx
    .selectFrom('nip_inward_transfer')
    .select(['response_code', 'entry_id'])
    .where('tenant_id', '=', t.tenantId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row ? { responseCode: row.response_code, entryId: row.entry_id } : null;
}

/**
 * Records one inward transfer. A second row with the same session ID breaks the table's unique
 * constraint, which the caller turns into "duplicate" after its transaction has rolled back.
 */
export async function insertInwardTransfer(t: TenantTx, record: InwardTransferRecord) {
  await t.trx
    .insertInto('nip_inward_transfer')
    .values({
      id: record.id,
      tenant_id: t.tenantId,
      session_id: record.sessionId,
      account_id: record.accountId,
      beneficiary_account_number: record.beneficiaryAccountNumber,
      beneficiary_account_name: record.beneficiaryAccountName,
      originator_account_number: record.originatorAccountNumber,
      originator_account_name: record.originatorAccountName,
      originator_institution_code: record.originatorInstitutionCode,
      amount_kobo: record.amountKobo,
      narration: record.narration,
      payment_reference: record.paymentReference,
      response_code: record.responseCode,
      entry_id: record.entryId,
      received_at: record.receivedAt,
    })
    .execute();
}
