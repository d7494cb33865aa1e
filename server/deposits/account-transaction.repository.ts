import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import { depositSubledger } from './deposit-subledger';

export interface TransactionWindow {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** Lines in the range to skip, in posting order. */
  offset: number;
  /** Null for every line after the offset (statements). */
  limit: number | null;
}

function linesOf(t: TenantTx, accountId: string) {
  return t.trx
    .selectFrom('journal_line as l')
    .innerJoin('journal_entry as e', 'e.id', 'l.entry_id')
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.subledger', '=', depositSubledger.kind)
    .where('l.subledger_account_id', '=', accountId);
}

async function sumBefore(
  t: TenantTx,
  accountId: string,
  filter: TransactionWindow,
): Promise<number> {
  const before = filter.fromDate
    ? await linesOf(t, accountId)
        .select((eb) =>
          eb.fn
            .coalesce(eb.fn.sum<number>(sql`l.credit_kobo - l.debit_kobo`), sql<number>`0`)
            .as('net'),
        )
        .where('l.posting_date', '<', filter.fromDate)
        .executeTakeFirstOrThrow()
    : { net: 0 };
  const skipped = filter.offset;
  if (skipped === 0) return Number(before.net);
  let earlier = linesOf(t, accountId).select(sql<number>`l.credit_kobo - l.debit_kobo`.as('net'));
  if (filter.fromDate) earlier = earlier.where('l.posting_date', '>=', filter.fromDate);
  if (filter.toDate) earlier = earlier.where('l.posting_date', '<=', filter.toDate);
  const sum = await t.trx
    .selectFrom(
      earlier
        .orderBy('l.posting_date')
        .orderBy('l.entry_number')
        .orderBy('l.line_number')
        .limit(skipped)
        .as('x'),
    )
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('x.net'), sql<number>`0`).as('net'))
    .executeTakeFirstOrThrow();
  return Number(before.net) + Number(sum.net);
}

/**
 * A deposit account's transactions in posting order with the running balance after each
 * (customer-positive: a credit raises it), and the balance before the first one shown.
 */
export async function accountTransactions(
  t: TenantTx,
  accountId: string,
  filter: TransactionWindow,
) {
  let query = linesOf(t, accountId);
  if (filter.fromDate) query = query.where('l.posting_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('l.posting_date', '<=', filter.toDate);
  let rows = query
    .leftJoin('journal_reversal as r', 'r.original_id', 'l.entry_id')
    .select([
      'l.id',
      'l.entry_id',
      'l.posting_date',
      'e.value_date',
      'l.narration',
      'e.reference',
      'l.entry_number',
      'l.debit_kobo',
      'l.credit_kobo',
      'e.reversal_of_id',
      'r.reversal_id',
    ])
    .orderBy('l.posting_date')
    .orderBy('l.entry_number')
    .orderBy('l.line_number');
  // SQLite takes an OFFSET only after a LIMIT; a statement reads from the first line anyway.
  if (filter.limit !== null) rows = rows.limit(filter.limit).offset(filter.offset);
  const openingKobo = await sumBefore(t, accountId, filter);
  let balance = openingKobo;
  const items = (await rows.execute()).map((row) => {
    const debitKobo = Number(row.debit_kobo);
    const creditKobo = Number(row.credit_kobo);
    balance += creditKobo - debitKobo;
    return {
      id: row.id,
      entryId: row.entry_id,
      postingDate: row.posting_date,
      valueDate: row.value_date,
      narration: row.narration,
      reference: row.reference,
      entryNumber: row.entry_number,
      debitKobo,
      creditKobo,
      runningBalanceKobo: balance,
      reversalOfEntryId: row.reversal_of_id,
      reversedByEntryId: row.reversal_id ?? null,
    };
  });
  return { items, openingKobo, closingKobo: balance };
}

/** How many transactions the account has in the range. */
export async function countAccountTransactions(
  t: TenantTx,
  accountId: string,
  range: { fromDate?: string | undefined; toDate?: string | undefined },
): Promise<number> {
  let query = linesOf(t, accountId);
  if (range.fromDate) query = query.where('l.posting_date', '>=', range.fromDate);
  if (range.toDate) query = query.where('l.posting_date', '<=', range.toDate);
  const count = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}
