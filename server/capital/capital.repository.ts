import { sql } from 'kysely';
import { PENDING_APPROVAL_STATUSES } from '../../machines/approval-request.machine';
import type { TenantTx } from '../db/tenant-scope';

/** The bank's equity accounts that take postings, by code. */
export function listEquityAccounts(t: TenantTx) {
  return t.trx
    .selectFrom('gl_account')
    .select(['id', 'code', 'name'])
    .where('tenant_id', '=', t.tenantId)
    .where('type', '=', 'EQUITY')
    .where('header', '=', 0)
    .orderBy('code')
    .limit(1000)
    .execute();
}

export interface AccountSums {
  readonly accountId: string;
  readonly debitKobo: number;
  readonly creditKobo: number;
}

/** Each account's debits and credits on posting dates from `from` (or all before `before`). */
export async function sumLines(
  t: TenantTx,
  accountIds: readonly string[],
  range: { from?: string; to?: string; before?: string },
): Promise<AccountSums[]> {
  if (accountIds.length === 0) return [];
  let query = t.trx
    .selectFrom('journal_line')
    .select((eb) => [
      'account_id',
      eb.fn.coalesce(eb.fn.sum<number>('debit_kobo'), sql<number>`0`).as('debit'),
      eb.fn.coalesce(eb.fn.sum<number>('credit_kobo'), sql<number>`0`).as('credit'),
    ])
    .where('tenant_id', '=', t.tenantId)
    .where('account_id', 'in', accountIds);
  if (range.from) query = query.where('posting_date', '>=', range.from);
  if (range.to) query = query.where('posting_date', '<=', range.to);
  if (range.before) query = query.where('posting_date', '<', range.before);
  const rows = await query.groupBy('account_id').execute();
  return rows.map((row) => ({
    accountId: row.account_id,
    debitKobo: Number(row.debit),
    creditKobo: Number(row.credit),
  }));
}

/** The newest lines on the accounts in the period, one more than `limit` to tell it was cut. */
export function listMovements(
  t: TenantTx,
  accountIds: readonly string[],
  period: { from: string; to: string },
  limit: number,
) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return t.trx
    .selectFrom('journal_line as l')
    .innerJoin('journal_entry as e', 'e.id', 'l.entry_id')
    .innerJoin('gl_account as a', 'a.id', 'l.account_id')
    .select([
      'e.id as entryId',
      'e.entry_number as entryNumber',
      'l.line_number as lineNumber',
      'l.posting_date as postingDate',
      'e.narration as narration',
      'e.reference as reference',
      'a.code as accountCode',
      'a.name as accountName',
      'l.debit_kobo as debitKobo',
      'l.credit_kobo as creditKobo',
    ])
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.account_id', 'in', accountIds)
    .where('l.posting_date', '>=', period.from)
    .where('l.posting_date', '<=', period.to)
    .orderBy('l.posting_date', 'desc')
    .orderBy('l.entry_number', 'desc')
    .orderBy('l.line_number')
    .limit(limit + 1)
    .execute();
}

/** Manual journals waiting for approval, newest first, with their maker's name. */
export function listPendingManualJournals(t: TenantTx, limit: number) {
  return t.trx
    .selectFrom('approval_request as r')
    .leftJoin('app_user as u', (join) =>
      join.onRef('u.id', '=', 'r.maker_id').on('u.tenant_id', '=', t.tenantId),
    )
    .select([
      'r.id as id',
      'r.reference as reference',
      'r.payload as payload',
      'r.created_at as createdAt',
      'u.full_name as makerName',
    ])
    .where('r.tenant_id', '=', t.tenantId)
    .where('r.operation_type', '=', 'MANUAL_JOURNAL')
    .where('r.status', 'in', [...PENDING_APPROVAL_STATUSES])
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .execute();
}
