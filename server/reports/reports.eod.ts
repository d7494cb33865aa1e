import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import type { CloseOfBusinessDay, CloseOfBusinessStep } from '../eod/close-of-business-step';
import type { BalanceSnapshotTable } from './balance-snapshot.table';

type SnapshotRow = Omit<
  BalanceSnapshotTable,
  'tenant_id' | 'business_date' | 'run_id' | 'created_at'
>;

/** Every GL account's balance at the end of the day, from the daily totals up to it. */
async function glBalances(t: TenantTx, day: string): Promise<SnapshotRow[]> {
  const rows = await t.trx
    .selectFrom('gl_daily_balance')
    .select(['account_id', (eb) => eb.fn.sum<number>(sql`debit_kobo - credit_kobo`).as('net')])
    .where('tenant_id', '=', t.tenantId)
    .where('posting_date', '<=', day)
    .groupBy('account_id')
    .execute();
  return rows.map((row) => ({
    kind: 'GL',
    subject_id: row.account_id,
    branch_id: '',
    amount_kobo: Number(row.net),
    item_count: 1,
  }));
}

/** Deposit balances by product and branch: the sum of the accounts and how many there are. */
async function depositTotals(t: TenantTx): Promise<SnapshotRow[]> {
  const rows = await t.trx
    .selectFrom('deposit_account')
    .select((eb) => [
      'product_id',
      'branch_id',
      eb.fn.sum<number>('ledger_balance_kobo').as('balance'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('tenant_id', '=', t.tenantId)
    .groupBy(['product_id', 'branch_id'])
    .execute();
  return rows.map((row) => ({
    kind: 'DEPOSIT',
    subject_id: row.product_id,
    branch_id: row.branch_id,
    amount_kobo: Number(row.balance),
    item_count: Number(row.n),
  }));
}

const LOAN_COMPONENTS = [
  ['LOAN_PRINCIPAL', 'principal_outstanding_kobo'],
  ['LOAN_INTEREST', 'interest_outstanding_kobo'],
  ['LOAN_FEE', 'fee_outstanding_kobo'],
  ['LOAN_PENALTY', 'penalty_outstanding_kobo'],
] as const;

/** What loans owe by product and branch, one row per component. */
async function loanTotals(t: TenantTx): Promise<SnapshotRow[]> {
  const rows = await t.trx
    .selectFrom('loan')
    .select((eb) => [
      'product_id',
      'branch_id',
      eb.fn.countAll<number>().as('n'),
      ...LOAN_COMPONENTS.map(([kind, columnName]) => eb.fn.sum<number>(columnName).as(kind)),
    ])
    .where('tenant_id', '=', t.tenantId)
    .groupBy(['product_id', 'branch_id'])
    .execute();
  return rows.flatMap((row) =>
    LOAN_COMPONENTS.map(([kind]) => ({
      kind,
      subject_id: row.product_id,
      branch_id: row.branch_id ?? '',
      amount_kobo: Number((row as Record<string, unknown>)[kind] ?? 0),
      item_count: Number(row.n),
    })),
  );
}

/** Whether the day already has its snapshot (a rerun of a batch that committed stores nothing). */
async function snapshotTaken(t: TenantTx, day: string): Promise<boolean> {
  const row = await t.trx
    .selectFrom('balance_snapshot')
    .select('kind')
    .where('tenant_id', '=', t.tenantId)
    .where('business_date', '=', day)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const INSERT_CHUNK = 200;

/** Stores the day's closing balances; answers how many rows it stored. */
export async function takeBalanceSnapshot(t: TenantTx, day: CloseOfBusinessDay): Promise<number> {
  if (await snapshotTaken(t, day.processingDate)) return 0;
  const rows = [
    ...(await glBalances(t, day.processingDate)),
    ...(await depositTotals(t)),
    ...(await loanTotals(t)),
  ].map((row) => ({
    ...row,
    tenant_id: t.tenantId,
    business_date: day.processingDate,
    run_id: day.runId,
    created_at: day.now.toISOString(),
  }));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await t.trx
      .insertInto('balance_snapshot')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
  return rows.length;
}

/**
 * BALANCE_SNAPSHOT: one batch, since the snapshot is a few rows per GL account, product and
 * branch, never per customer account. It runs after the day's postings (accruals, fees,
 * interest) and before the date moves, so it is the day's close.
 */
export const balanceSnapshotStep: CloseOfBusinessStep = {
  name: 'BALANCE_SNAPSHOT',
  async plan(_t, day) {
    return [{ fromKey: day.processingDate, toKey: day.processingDate, itemCount: 1 }];
  },
  async run(t, day) {
    await takeBalanceSnapshot(t, day);
    return 1;
  },
};
