import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';

/** Debits and credits of one account in one month of the year. */
export interface MonthMovement {
  accountId: string;
  month: number;
  debitKobo: number;
  creditKobo: number;
}

const monthOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 6, 2)`;

function yearBounds(year: number): { from: string; to: string } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * Every posting of the year by account and month of its posting date, for the whole bank. The
 * daily totals hold the same sums as the lines (an entry that nets to zero on an account adds
 * nothing to either side's net), one row per account and day instead of one per line.
 */
export async function bankMovementsByMonth(t: TenantTx, year: number): Promise<MonthMovement[]> {
  const { from, to } = yearBounds(year);
  const rows = await t.trx
    .selectFrom('gl_daily_balance')
    .select((eb) => [
      'account_id',
      monthOf('posting_date').as('month'),
      eb.fn.sum<number>('debit_kobo').as('debit'),
      eb.fn.sum<number>('credit_kobo').as('credit'),
    ])
    .where('tenant_id', '=', t.tenantId)
    .where('posting_date', '>=', from)
    .where('posting_date', '<=', to)
    .groupBy(['account_id', monthOf('posting_date')])
    .execute();
  return rows.map(toMovement);
}

/** The postings of the year that carry this branch, by account and month (index of 0037). */
export async function branchMovementsByMonth(
  t: TenantTx,
  year: number,
  branchId: string,
): Promise<MonthMovement[]> {
  const { from, to } = yearBounds(year);
  const rows = await t.trx
    .selectFrom('journal_line')
    .select((eb) => [
      'account_id',
      monthOf('posting_date').as('month'),
      eb.fn.sum<number>('debit_kobo').as('debit'),
      eb.fn.sum<number>('credit_kobo').as('credit'),
    ])
    .where('tenant_id', '=', t.tenantId)
    .where('branch_id', '=', branchId)
    .where('posting_date', '>=', from)
    .where('posting_date', '<=', to)
    .groupBy(['account_id', monthOf('posting_date')])
    .execute();
  return rows.map(toMovement);
}

function toMovement(row: {
  account_id: string;
  month: string;
  debit: number | string;
  credit: number | string;
}): MonthMovement {
  return {
    accountId: row.account_id,
    month: Number(row.month),
    debitKobo: Number(row.debit),
    creditKobo: Number(row.credit),
  };
}
