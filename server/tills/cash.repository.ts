import type { Selectable } from 'kysely';
import type { DenominationCount } from '../../policies/denominations';
import { moveFromStatus } from '../db/status-move';
import type { TenantTx } from '../db/tenant-scope';
import type { TillCashMovementTable, TillCashTransactionTable } from './till.table';

export type CashTransactionStatus =
  | 'AWAITING_APPROVAL'
  | 'POSTED'
  | 'REJECTED'
  | 'REVERSAL_PENDING'
  | 'REVERSED';

/** Cash in (DEPOSIT, LOAN_REPAYMENT) or out (WITHDRAWAL) of the till. */
export type CashKind = 'DEPOSIT' | 'WITHDRAWAL' | 'LOAN_REPAYMENT';

/** The till's cash moves by +amount for cash in and -amount for cash out. */
export const cashSign = (kind: CashKind) => (kind === 'WITHDRAWAL' ? -1 : 1);

export interface CashTransactionRecord {
  id: string;
  reference: string;
  kind: CashKind;
  status: CashTransactionStatus;
  sessionId: string;
  tillId: string;
  branchId: string;
  tellerId: string;
  accountId: string;
  loanId: string | null;
  amountKobo: number;
  partyName: string;
  partyPhone: string;
  narration: string;
  denominations: DenominationCount[];
  entryId: string | null;
  approvalRequestId: string | null;
  reversalRequestId: string | null;
  reversalEntryId: string | null;
  createdAt: string;
}

export interface CashMovementRecord {
  id: string;
  reference: string;
  kind: 'PICKUP' | 'DROP';
  status: 'IN_TRANSIT' | 'CONFIRMED' | 'CANCELLED';
  tillId: string;
  branchId: string;
  sessionId: string | null;
  amountKobo: number;
  denominations: DenominationCount[];
  sentBy: string;
  confirmedBy: string | null;
  entryId: string | null;
  createdAt: string;
  confirmedAt: string | null;
}

/** A session holds at most this many cash transactions and movements in its detail. */
export const MAX_SESSION_LINES = 5000;
export const MAX_MOVEMENTS = 200;

const parseCount = (json: string) => JSON.parse(json) as DenominationCount[];

function rowToTransaction(row: Selectable<TillCashTransactionTable>): CashTransactionRecord {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as CashKind,
    status: row.status as CashTransactionStatus,
    sessionId: row.session_id,
    tillId: row.till_id,
    branchId: row.branch_id,
    tellerId: row.teller_id,
    accountId: row.account_id,
    loanId: row.loan_id,
    amountKobo: Number(row.amount_kobo),
    partyName: row.party_name,
    partyPhone: row.party_phone,
    narration: row.narration,
    denominations: parseCount(row.denominations),
    entryId: row.entry_id,
    approvalRequestId: row.approval_request_id,
    reversalRequestId: row.reversal_request_id,
    reversalEntryId: row.reversal_entry_id,
    createdAt: row.created_at,
  };
}

function rowToMovement(row: Selectable<TillCashMovementTable>): CashMovementRecord {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind === 'DROP' ? 'DROP' : 'PICKUP',
    status: row.status as CashMovementRecord['status'],
    tillId: row.till_id,
    branchId: row.branch_id,
    sessionId: row.session_id,
    amountKobo: Number(row.amount_kobo),
    denominations: parseCount(row.denominations),
    sentBy: row.sent_by,
    confirmedBy: row.confirmed_by,
    entryId: row.entry_id,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  };
}

export async function insertCashTransaction(
  t: TenantTx,
  txn: Omit<CashTransactionRecord, 'createdAt'>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await t.trx
    .insertInto('till_cash_transaction')
    .values({
      id: txn.id,
      tenant_id: t.tenantId,
      reference: txn.reference,
      kind: txn.kind,
      status: txn.status,
      session_id: txn.sessionId,
      till_id: txn.tillId,
      branch_id: txn.branchId,
      teller_id: txn.tellerId,
      account_id: txn.accountId,
      loan_id: txn.loanId,
      amount_kobo: txn.amountKobo,
      party_name: txn.partyName,
      party_phone: txn.partyPhone,
      narration: txn.narration,
      denominations: JSON.stringify(txn.denominations),
      entry_id: txn.entryId,
      approval_request_id: txn.approvalRequestId,
      reversal_request_id: txn.reversalRequestId,
      reversal_entry_id: txn.reversalEntryId,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export async function findCashTransaction(
  t: TenantTx,
  id: string,
): Promise<CashTransactionRecord | null> {
  const row = await t.trx
    .selectFrom('till_cash_transaction')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToTransaction(row) : null;
}

/** Moves a cash transaction from `from`; false when another request moved it first. */
export async function moveCashTransaction(
  t: TenantTx,
  id: string,
  from: CashTransactionStatus,
  changes: Partial<
    Pick<
      Selectable<TillCashTransactionTable>,
      'status' | 'entry_id' | 'approval_request_id' | 'reversal_request_id' | 'reversal_entry_id'
    >
  >,
  now: Date,
): Promise<boolean> {
  return moveFromStatus(t, 'till_cash_transaction', id, from, {
    ...changes,
    updated_at: now.toISOString(),
  });
}

export async function sessionTransactions(
  t: TenantTx,
  sessionId: string,
): Promise<CashTransactionRecord[]> {
  const rows = await t.trx
    .selectFrom('till_cash_transaction')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(MAX_SESSION_LINES)
    .execute();
  return rows.map(rowToTransaction);
}

export async function insertCashMovement(
  t: TenantTx,
  movement: Omit<CashMovementRecord, 'confirmedBy' | 'entryId' | 'confirmedAt' | 'createdAt'>,
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('till_cash_movement')
    .values({
      id: movement.id,
      tenant_id: t.tenantId,
      reference: movement.reference,
      kind: movement.kind,
      status: movement.status,
      till_id: movement.tillId,
      branch_id: movement.branchId,
      session_id: movement.sessionId,
      amount_kobo: movement.amountKobo,
      denominations: JSON.stringify(movement.denominations),
      sent_by: movement.sentBy,
      confirmed_by: null,
      entry_id: null,
      created_at: now.toISOString(),
      confirmed_at: null,
    })
    .execute();
}

export async function findCashMovement(
  t: TenantTx,
  id: string,
): Promise<CashMovementRecord | null> {
  const row = await t.trx
    .selectFrom('till_cash_movement')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToMovement(row) : null;
}

/** Ends a movement in transit; false when another request ended it first. */
export async function endCashMovement(
  t: TenantTx,
  id: string,
  changes: {
    status: 'CONFIRMED' | 'CANCELLED';
    confirmedBy: string | null;
    entryId: string | null;
    sessionId: string | null;
  },
  now: Date,
): Promise<boolean> {
  return moveFromStatus(t, 'till_cash_movement', id, 'IN_TRANSIT', {
    status: changes.status,
    confirmed_by: changes.confirmedBy,
    entry_id: changes.entryId,
    session_id: changes.sessionId,
    confirmed_at: now.toISOString(),
  });
}

export interface MovementSearch {
  branchIds: readonly string[] | null;
  tillId?: string | undefined;
  sessionId?: string | undefined;
  status?: string | undefined;
}

export async function searchCashMovements(
  t: TenantTx,
  search: MovementSearch,
): Promise<CashMovementRecord[]> {
  let query = t.trx.selectFrom('till_cash_movement').where('tenant_id', '=', t.tenantId);
  if (search.branchIds) {
    if (search.branchIds.length === 0) return [];
    query = query.where('branch_id', 'in', search.branchIds);
  }
  if (search.tillId) query = query.where('till_id', '=', search.tillId);
  if (search.sessionId) query = query.where('session_id', '=', search.sessionId);
  if (search.status) query = query.where('status', '=', search.status);
  const rows = await query
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_MOVEMENTS)
    .execute();
  return rows.map(rowToMovement);
}
