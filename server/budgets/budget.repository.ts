import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';

/** A budget line as the contract's Budget, with its account's and branch's codes and names. */
export interface BudgetView {
  id: string;
  year: number;
  month: number;
  branchId: string | null;
  branchCode: string | null;
  branchName: string | null;
  glAccountId: string;
  glAccountCode: string;
  glAccountName: string;
  glAccountType: 'INCOME' | 'EXPENSE';
  amountKobo: number;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The whole bank's lines are stored under this branch id (migration 0038). */
export const WHOLE_BANK = '';

export interface NewBudgetLine {
  id: string;
  year: number;
  month: number;
  branchId: string | null;
  glAccountId: string;
  amountKobo: number;
  note: string | null;
  createdBy: string;
}

export async function insertBudgetLine(t: TenantTx, line: NewBudgetLine, now: Date) {
  const at = now.toISOString();
  await t.trx
    .insertInto('budget_line')
    .values({
      id: line.id,
      tenant_id: t.tenantId,
      year: line.year,
      month: line.month,
      branch_id: line.branchId ?? WHOLE_BANK,
      gl_account_id: line.glAccountId,
      amount_kobo: line.amountKobo,
      note: line.note,
      created_by: line.createdBy,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Whether the tenant has a line for this year, branch, account and month. */
export async function budgetLineExists(
  t: TenantTx,
  key: { year: number; month: number; branchId: string | null; glAccountId: string },
): Promise<boolean> {
  const row = await t.trx
    .selectFrom('budget_line')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('year', '=', key.year)
    .where('branch_id', '=', key.branchId ?? WHOLE_BANK)
    .where('gl_account_id', '=', key.glAccountId)
    .where('month', '=', key.month)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateBudgetLine(
  t: TenantTx,
  id: string,
  change: { amountKobo: number; note: string | null },
  now: Date,
): Promise<boolean> {
  const result = await t.trx
    .updateTable('budget_line')
    .set({ amount_kobo: change.amountKobo, note: change.note, updated_at: now.toISOString() })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBudgetLine(t: TenantTx, id: string): Promise<boolean> {
  const result = await t.trx
    .deleteFrom('budget_line')
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which lines a list or a report reads: one year, and a branch, the whole bank or (undefined) all. */
export interface BudgetScope {
  year: number;
  branchId?: string | null | undefined;
}

function baseQuery(t: TenantTx) {
  return t.trx
    .selectFrom('budget_line as b')
    .innerJoin('gl_account as a', 'a.id', 'b.gl_account_id')
    .leftJoin('branch as br', (join) =>
      join.onRef('br.id', '=', 'b.branch_id').onRef('br.tenant_id', '=', 'b.tenant_id'),
    )
    .where('b.tenant_id', '=', t.tenantId);
}

function viewQuery(t: TenantTx, scope: BudgetScope) {
  let query = baseQuery(t).where('b.year', '=', scope.year);
  if (scope.branchId !== undefined) {
    query = query.where('b.branch_id', '=', scope.branchId ?? WHOLE_BANK);
  }
  return query;
}

function selectView(query: ReturnType<typeof baseQuery>) {
  return query.select([
    'b.id',
    'b.year',
    'b.month',
    'b.branch_id',
    'br.code as branch_code',
    'br.name as branch_name',
    'b.gl_account_id',
    'a.code as account_code',
    'a.name as account_name',
    'a.type as account_type',
    'b.amount_kobo',
    'b.note',
    'b.created_at',
    'b.updated_at',
  ]);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];

function rowToView(row: ViewRow): BudgetView {
  const branchId = row.branch_id === WHOLE_BANK ? null : row.branch_id;
  return {
    id: row.id,
    year: Number(row.year),
    month: Number(row.month),
    branchId,
    branchCode: branchId ? (row.branch_code ?? null) : null,
    branchName: branchId ? (row.branch_name ?? null) : null,
    glAccountId: row.gl_account_id,
    glAccountCode: row.account_code,
    glAccountName: row.account_name,
    glAccountType: row.account_type === 'INCOME' ? 'INCOME' : 'EXPENSE',
    amountKobo: Number(row.amount_kobo),
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findBudgetView(t: TenantTx, id: string): Promise<BudgetView | null> {
  const row = await selectView(baseQuery(t).where('b.id', '=', id)).executeTakeFirst();
  return row ? rowToView(row) : null;
}

/** One page of a year's lines, by account code, branch (the whole bank first) and month. */
export async function listBudgetViews(
  t: TenantTx,
  scope: BudgetScope,
  page: { page: number; pageSize: number },
): Promise<{ items: BudgetView[]; total: number }> {
  const rows = await selectView(viewQuery(t, scope))
    .orderBy('a.code')
    .orderBy('b.branch_id')
    .orderBy('b.month')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const count = await viewQuery(t, scope)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return { items: rows.map(rowToView), total: Number(count.total) };
}

/** A year's budget of one branch (or the whole bank), summed by account and month. */
export async function budgetByAccountMonth(
  t: TenantTx,
  year: number,
  branchId: string | null,
): Promise<{ accountId: string; month: number; amountKobo: number }[]> {
  const rows = await t.trx
    .selectFrom('budget_line')
    .select(['gl_account_id', 'month', 'amount_kobo'])
    .where('tenant_id', '=', t.tenantId)
    .where('year', '=', year)
    .where('branch_id', '=', branchId ?? WHOLE_BANK)
    .execute();
  return rows.map((row) => ({
    accountId: row.gl_account_id,
    month: Number(row.month),
    amountKobo: Number(row.amount_kobo),
  }));
}
