import type { Selectable } from 'kysely';
import type { NipTransferStatus } from '../../machines/nip-transfer.machine';
import { newRowId } from '../db/row-id';
import { moveFromStatus } from '../db/status-move';
import type { TenantTx } from '../db/tenant-scope';
import type { NipNameEnquiryTable, NipTransferTable } from './nip-transfer.table';
import './nip-transfer.table';

export type NipTransferRow = Selectable<NipTransferTable>;

/** A transfer as the contract's NipTransfer, with the names joined in. */
export interface NipTransferView {
  id: string;
  reference: string;
  sessionId: string;
  status: NipTransferStatus;
  debitAccountId: string;
  debitAccountNumber: string;
  debitAccountName: string;
  beneficiaryBankCode: string;
  beneficiaryBankName: string;
  beneficiaryAccountNumber: string;
  beneficiaryAccountName: string;
  amountKobo: number;
  feeKobo: number;
  vatKobo: number;
  narration: string;
  responseCode: string | null;
  responseMessage: string | null;
  approvalRequestId: string | null;
  reversalRequestId: string | null;
  entryId: string | null;
  reversalEntryId: string | null;
  entryNumber: string | null;
  reversalEntryNumber: string | null;
  makerId: string;
  makerName: string;
  createdAt: string;
  updatedAt: string;
}

export async function insertTransfer(t: TenantTx, row: Omit<NipTransferRow, 'tenant_id'>) {
  await t.trx
    .insertInto('nip_transfer')
    .values({ ...row, tenant_id: t.tenantId })
    .execute();
  await t.trx
    .insertInto('nip_sender_tenant')
    .values({ tenant_id: t.tenantId })
    .onConflict((c) => c.column('tenant_id').doNothing())
    .execute();
}

export async function findTransferRow(t: TenantTx, id: string): Promise<NipTransferRow | null> {
  const row = await t.trx
    .selectFrom('nip_transfer')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Moves a transfer from `from` with `patch`, only if it is still in `from`: the status in the
 * WHERE clause is what makes two workers (or an approver and the worker) move it once.
 */
export async function moveTransfer(
  t: TenantTx,
  id: string,
  from: NipTransferStatus,
  patch: Partial<Omit<NipTransferRow, 'id' | 'tenant_id'>>,
): Promise<boolean> {
  return moveFromStatus(t, 'nip_transfer', id, from, patch);
}

export interface TransferEventInput {
  readonly status: NipTransferStatus;
  readonly action: string;
  readonly responseCode?: string | null;
  readonly detail?: string | null;
  readonly actorId?: string | null;
}

export async function insertTransferEvent(
  t: TenantTx,
  transferId: string,
  event: TransferEventInput,
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('nip_transfer_event')
    .values({
      id: newRowId(now.getTime()),
      tenant_id: t.tenantId,
      transfer_id: transferId,
      status: event.status,
      action: event.action,
      response_code: event.responseCode ?? null,
      detail: event.detail?.slice(0, 300) ?? null,
      actor_id: event.actorId ?? null,
      at: now.toISOString(),
    })
    .execute();
}

function viewQuery(t: TenantTx) {
  return t.trx
    .selectFrom('nip_transfer as n')
    .leftJoin('deposit_account as a', (j) =>
      j.onRef('a.id', '=', 'n.debit_account_id').onRef('a.tenant_id', '=', 'n.tenant_id'),
    )
    .leftJoin('bank as b', (j) =>
      j
        .onRef('b.nip_code', '=', 'n.beneficiary_bank_code')
        .onRef('b.tenant_id', '=', 'n.tenant_id'),
    )
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.id', '=', 'n.maker_id').onRef('u.tenant_id', '=', 'n.tenant_id'),
    )
    .leftJoin('journal_entry as je', (j) =>
      j.onRef('je.id', '=', 'n.entry_id').onRef('je.tenant_id', '=', 'n.tenant_id'),
    )
    .leftJoin('journal_entry as jr', (j) =>
      j.onRef('jr.id', '=', 'n.reversal_entry_id').onRef('jr.tenant_id', '=', 'n.tenant_id'),
    )
    .selectAll('n')
    .select([
      'a.account_number as debit_account_number',
      'a.name as debit_account_name',
      'b.name as bank_name',
      'u.full_name as maker_name',
      'je.entry_number as entry_number',
      'jr.entry_number as reversal_entry_number',
    ])
    .where('n.tenant_id', '=', t.tenantId);
}

type ViewRow = NipTransferRow & {
  debit_account_number: string | null;
  debit_account_name: string | null;
  bank_name: string | null;
  maker_name: string | null;
  entry_number: string | null;
  reversal_entry_number: string | null;
};

function rowToView(row: ViewRow): NipTransferView {
  return {
    id: row.id,
    reference: row.reference,
    sessionId: row.session_id,
    status: row.status as NipTransferStatus,
    debitAccountId: row.debit_account_id,
    debitAccountNumber: row.debit_account_number ?? '',
    debitAccountName: row.debit_account_name ?? '',
    beneficiaryBankCode: row.beneficiary_bank_code,
    beneficiaryBankName: row.bank_name ?? row.beneficiary_bank_code,
    beneficiaryAccountNumber: row.beneficiary_account_number,
    beneficiaryAccountName: row.beneficiary_account_name,
    amountKobo: Number(row.amount_kobo),
    feeKobo: Number(row.fee_kobo),
    vatKobo: Number(row.vat_kobo),
    narration: row.narration,
    responseCode: row.response_code,
    responseMessage: row.response_message,
    approvalRequestId: row.approval_request_id,
    reversalRequestId: row.reversal_request_id,
    entryId: row.entry_id,
    reversalEntryId: row.reversal_entry_id,
    entryNumber: row.entry_number,
    reversalEntryNumber: row.reversal_entry_number,
    makerId: row.maker_id,
    makerName: row.maker_name ?? '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findTransferView(t: TenantTx, id: string): Promise<NipTransferView | null> {
  const row = await viewQuery(t).where('n.id', '=', id).executeTakeFirst();
  return row ? rowToView(row as ViewRow) : null;
}

export interface TransferSearch {
  q?: string | undefined;
  status?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** Only this maker's transfers; null for every maker's. */
  makerId: string | null;
  page: number;
  pageSize: number;
}

export async function searchTransfers(t: TenantTx, search: TransferSearch) {
  let query = viewQuery(t);
  if (search.makerId) query = query.where('n.maker_id', '=', search.makerId);
  if (search.status) query = query.where('n.status', '=', search.status);
  if (search.fromDate) query = query.where('n.created_at', '>=', search.fromDate);
  if (search.toDate) query = query.where('n.created_at', '<', `${search.toDate}T99`);
  const q = search.q?.trim();
  if (q) {
    const prefix = `${q.replaceAll(/[\\%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([
        eb('n.session_id', 'like', prefix),
        eb('n.beneficiary_account_number', 'like', prefix),
        eb('n.beneficiary_account_name', 'like', prefix.toUpperCase()),
        eb('a.account_number', 'like', prefix),
      ]),
    );
  }
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  const rows = await query
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  return {
    items: rows.map((row) => rowToView(row as ViewRow)),
    total: Number(counted?.count ?? 0),
  };
}

export async function transferHistory(t: TenantTx, transferId: string) {
  const rows = await t.trx
    .selectFrom('nip_transfer_event as e')
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.id', '=', 'e.actor_id').onRef('u.tenant_id', '=', 'e.tenant_id'),
    )
    .select(['e.at', 'e.status', 'e.action', 'e.response_code', 'e.detail', 'u.full_name'])
    .where('e.tenant_id', '=', t.tenantId)
    .where('e.transfer_id', '=', transferId)
    .orderBy('e.at')
    .orderBy('e.id')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    status: row.status as NipTransferStatus,
    action: row.action,
    responseCode: row.response_code,
    detail: row.detail,
    actor: row.full_name ?? null,
  }));
}

/** What the customer has sent over NIP between the two instants, except what never left or came back. */
export async function customerSentKobo(
  t: TenantTx,
  customerId: string,
  bounds: { fromIso: string; toIso: string },
): Promise<number> {
  const row = await t.trx
    .selectFrom('nip_transfer')
    .select((eb) => eb.fn.sum<number>('amount_kobo').as('total'))
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', customerId)
    .where('created_at', '>=', bounds.fromIso)
    .where('created_at', '<', bounds.toIso)
    .where('status', 'not in', ['REJECTED', 'REVERSED', 'FAILED'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The transfers the background sender has to work on now: to send, or due a status query. */
export async function dueTransferIds(t: TenantTx, nowIso: string, limit: number) {
  const rows = await t.trx
    .selectFrom('nip_transfer')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'DEBITED'),
        eb.and([eb('status', '=', 'SENT'), eb('next_query_at', '<=', nowIso)]),
      ]),
    )
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Takes the transfer for this server until `untilIso`, unless another holds it; true if taken. */
export async function claimLease(t: TenantTx, id: string, nowIso: string, untilIso: string) {
  const result = await t.trx
    .updateTable('nip_transfer')
    .set({ lease_until: untilIso })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseLease(t: TenantTx, id: string): Promise<void> {
  await t.trx
    .updateTable('nip_transfer')
    .set({ lease_until: null })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}

export type NameEnquiryRow = Selectable<NipNameEnquiryTable>;

export async function insertNameEnquiry(t: TenantTx, row: Omit<NameEnquiryRow, 'tenant_id'>) {
  await t.trx
    .insertInto('nip_name_enquiry')
    .values({ ...row, tenant_id: t.tenantId })
    .execute();
}

export async function findNameEnquiry(t: TenantTx, sessionId: string) {
  const row = await t.trx
    .selectFrom('nip_name_enquiry')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row ?? null;
}
