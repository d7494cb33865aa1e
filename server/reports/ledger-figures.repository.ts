import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';

/** One GL account's net movement (debit-positive) over a span of posting dates. */
export interface AccountNet {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  /** ASSET, LIABILITY, EQUITY, INCOME or EXPENSE. */
  readonly type: string;
  /** The header account it sits under (its heading), or its own name at the top. */
  readonly heading: string;
  readonly netKobo: number;
}

/**
 * Each account's net movement from the daily totals between two posting dates (both
 * inclusive; `from` null for since the beginning). The daily totals hold one row per account and
 * day, so the read is bounded by the chart's size times the days, and indexed by date.
 */
export async function netByAccount(
  t: TenantTx,
  span: { from: string | null; to: string },
  types?: readonly string[],
): Promise<AccountNet[]> {
  let query = t.trx
    .selectFrom('gl_daily_balance as d')
    .innerJoin('gl_account as a', 'a.id', 'd.account_id')
    .leftJoin('gl_account as p', 'p.id', 'a.parent_id')
    .select([
      'a.id',
      'a.code',
      'a.name',
      'a.type',
      'p.name as parent_name',
      (eb) => eb.fn.sum<number>(sql`d.debit_kobo - d.credit_kobo`).as('net'),
    ])
    .where('d.tenant_id', '=', t.tenantId)
    .where('d.posting_date', '<=', span.to);
  if (span.from) query = query.where('d.posting_date', '>=', span.from);
  if (types) query = query.where('a.type', 'in', [...types]);
  const rows = await query
    .groupBy(['a.id', 'a.code', 'a.name', 'a.type', 'p.name'])
    .orderBy('a.code')
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      type: row.type,
      heading: row.parent_name ?? row.name,
      netKobo: Number(row.net),
    }))
    .filter((row) => row.netKobo !== 0);
}

/** Income less expense from nets: income is credit-positive, expense debit-positive. */
export function profitOf(nets: readonly AccountNet[]): { incomeKobo: number; expenseKobo: number } {
  let incomeKobo = 0;
  let expenseKobo = 0;
  for (const row of nets) {
    if (row.type === 'INCOME') incomeKobo -= row.netKobo;
    if (row.type === 'EXPENSE') expenseKobo += row.netKobo;
  }
  return { incomeKobo, expenseKobo };
}

/** The first day of the financial year a date falls in (the calendar year). */
export const yearStartOf = (date: string) => `${date.slice(0, 4)}-01-01`;

/** The day before a date (YYYY-MM-DD). */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
