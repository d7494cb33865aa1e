import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';

export interface LedgerFilter {
  accountId?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  reference?: string | undefined;
  page: number;
  pageSize: number;
}

function lineQuery(t: TenantTx, filter: LedgerFilter) {
  let query = t.trx
    .selectFrom('journal_line as l')
    .innerJoin('journal_entry as e', 'e.id', 'l.entry_id')
    .innerJoin('gl_account as a', 'a.id', 'l.account_id')
    .where('l.tenant_id', '=', t.tenantId);
  if (filter.accountId) query = query.where('l.account_id', '=', filter.accountId);
  if (filter.fromDate) query = query.where('l.posting_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('l.posting_date', '<=', filter.toDate);
  if (filter.reference) query = query.where('e.reference', '=', filter.reference);
  return query;
}

/** Debit-positive balance of an account from every line before the page's first line. */
async function openingBalance(
  t: TenantTx,
  filter: LedgerFilter,
  accountId: string,
): Promise<number> {
  const before = filter.fromDate
    ? await t.trx
        .selectFrom('gl_daily_balance')
        .select((eb) =>
          eb.fn
            .coalesce(eb.fn.sum<number>(sql`debit_kobo - credit_kobo`), sql<number>`0`)
            .as('net'),
        )
        .where('tenant_id', '=', t.tenantId)
        .where('account_id', '=', accountId)
        .where('posting_date', '<', filter.fromDate)
        .executeTakeFirstOrThrow()
    : { net: 0 };
  const skipped = (filter.page - 1) * filter.pageSize;
  if (skipped === 0) return Number(before.net);
  const earlier = lineQuery(t, filter)
    .select(sql<number>`l.debit_kobo - l.credit_kobo`.as('net'))
    .orderBy('l.posting_date')
    .orderBy('l.entry_number')
    .orderBy('l.line_number')
    .limit(skipped)
    .as('earlier');
  const sum = await t.trx
    .selectFrom(earlier)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('earlier.net'), sql<number>`0`).as('net'))
    .executeTakeFirstOrThrow();
  return Number(before.net) + Number(sum.net);
}

/**
 * Ledger lines in posting order. The running balance is given only for one account's lines
 * without a reference filter: across accounts, or with lines left out, it would mean nothing.
 */
export async function listLedgerLines(t: TenantTx, filter: LedgerFilter) {
  const count = await lineQuery(t, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await lineQuery(t, filter)
    .leftJoin('journal_reversal as r', 'r.original_id', 'l.entry_id')
    .select([
      'l.entry_id',
      'l.id',
      'l.entry_number',
      'l.account_id',
      'a.code',
      'a.name',
      'l.posting_date',
      'e.value_date',
      'l.narration',
      'e.reference',
      'l.debit_kobo',
      'l.credit_kobo',
      'e.reversal_of_id',
      'r.reversal_id',
    ])
    .orderBy('l.posting_date')
    .orderBy('l.entry_number')
    .orderBy('l.line_number')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const running = filter.accountId && !filter.reference;
  let balance = running ? await openingBalance(t, filter, filter.accountId as string) : 0;
  const items = rows.map((row) => {
    const debitKobo = Number(row.debit_kobo);
    const creditKobo = Number(row.credit_kobo);
    balance += debitKobo - creditKobo;
    return {
      entryId: row.entry_id,
      lineId: row.id,
      entryNumber: row.entry_number,
      accountId: row.account_id,
      accountCode: row.code,
      accountName: row.name,
      postingDate: row.posting_date,
      valueDate: row.value_date,
      narration: row.narration,
      reference: row.reference,
      debitKobo,
      creditKobo,
      runningBalanceKobo: running ? balance : null,
      reversalOfEntryId: row.reversal_of_id,
      reversedByEntryId: row.reversal_id ?? null,
    };
  });
  return { items, total: Number(count.n), page: filter.page, pageSize: filter.pageSize };
}

export interface TrialBalanceRow {
  accountId: string;
  code: string;
  name: string;
  type: string;
  debitKobo: number;
  creditKobo: number;
}

/**
 * The trial balance as of a date, from the daily totals: each account with a non-zero balance
 * on its debit or credit side. Debits must equal credits; a difference is a broken ledger, so it
 * throws instead of printing a report that does not balance.
 */
export async function trialBalance(t: TenantTx, asOf: string) {
  const rows = await t.trx
    .selectFrom('gl_daily_balance as d')
    .innerJoin('gl_account as a', 'a.id', 'd.account_id')
    .select([
      'a.id',
      'a.code',
      'a.name',
      'a.type',
      (eb) => eb.fn.sum<number>(sql`d.debit_kobo - d.credit_kobo`).as('net'),
    ])
    .where('d.tenant_id', '=', t.tenantId)
    .where('d.posting_date', '<=', asOf)
    .groupBy(['a.id', 'a.code', 'a.name', 'a.type'])
    .orderBy('a.code')
    .execute();
  const items: TrialBalanceRow[] = rows
    .map((row) => ({ ...row, net: Number(row.net) }))
    .filter((row) => row.net !== 0)
    .map((row) => ({
      accountId: row.id,
      code: row.code,
      name: row.name,
      type: row.type,
      debitKobo: Math.max(row.net, 0),
      creditKobo: Math.max(-row.net, 0),
    }));
  const totalDebitKobo = items.reduce((sum, row) => sum + row.debitKobo, 0);
  const totalCreditKobo = items.reduce((sum, row) => sum + row.creditKobo, 0);
  if (totalDebitKobo !== totalCreditKobo) {
    throw new Error(
      `The trial balance as of ${asOf} does not balance: ${totalDebitKobo} Dr, ${totalCreditKobo} Cr.`,
    );
  }
  return { asOf, rows: items, totalDebitKobo, totalCreditKobo };
}
