import type { ExpressionBuilder, Insertable, SelectQueryBuilder } from 'kysely';
import type { ExpenseStatus } from '../../machines/expense.machine';
import type { PayeeType, SupplyKind } from '../../policies/expense-tax';
import { containsIgnoringCase } from '../db/like-pattern';
import type { DB } from '../db/schema';
import { moveFromStatus } from '../db/status-move';
import type { TenantTx } from '../db/tenant-scope';
import type { ExpenseInvoiceTable, ExpenseTable } from './expense.table';

/** An expense as the contract's Expense, without what depends on its approval request's level. */
export interface ExpenseRecord {
  id: string;
  expenseNumber: string;
  status: ExpenseStatus;
  payeeName: string;
  payeeType: PayeeType;
  supplyKind: SupplyKind;
  glAccountId: string;
  glAccountCode: string;
  glAccountName: string;
  branchId: string;
  branchCode: string;
  branchName: string;
  paidFromAccountId: string;
  paidFromAccountCode: string;
  paidFromAccountName: string;
  amountKobo: number;
  vatCharged: boolean;
  vatKobo: number;
  whtRateBps: number;
  whtKobo: number;
  grossKobo: number;
  paidKobo: number;
  invoiceReference: string;
  invoiceDate: string;
  description: string;
  invoice: { fileName: string; contentType: string; sizeBytes: number } | null;
  approvalRequestId: string | null;
  approvalReference: string | null;
  approvalStatus: string | null;
  journalEntryId: string | null;
  journalEntryNumber: string | null;
  createdBy: string;
  createdByName: string;
  createdAt: string;
  decidedAt: string | null;
}

export interface ExpenseFilter {
  readonly status?: ExpenseStatus | undefined;
  readonly branchId?: string | undefined;
  readonly payee?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export interface ExpenseTotals {
  count: number;
  amountKobo: number;
  vatKobo: number;
  whtKobo: number;
  paidKobo: number;
}

export async function insertExpense(t: TenantTx, row: Insertable<ExpenseTable>): Promise<void> {
  await t.trx.insertInto('expense').values(row).execute();
}

export async function insertInvoice(
  t: TenantTx,
  row: Omit<Insertable<ExpenseInvoiceTable>, 'tenant_id'>,
): Promise<void> {
  await t.trx
    .insertInto('expense_invoice')
    .values({ ...row, tenant_id: t.tenantId })
    .execute();
}

/** Moves the expense from `from` (the chart's step), or answers false if another call moved it. */
export function moveExpense(
  t: TenantTx,
  id: string,
  from: ExpenseStatus,
  changes: { status: ExpenseStatus; journal_entry_id?: string; decided_at?: string },
): Promise<boolean> {
  return moveFromStatus(t, 'expense', id, from, changes);
}

export async function setApprovalRequest(t: TenantTx, id: string, requestId: string) {
  await t.trx
    .updateTable('expense')
    .set({ approval_request_id: requestId })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}

type Joined = SelectQueryBuilder<
  DB & { gla: DB['gl_account']; pfa: DB['gl_account']; inv: DB['expense_invoice'] },
  'expense' | 'gla' | 'pfa' | 'branch' | 'inv' | 'approval_request' | 'journal_entry',
  object
>;

function joined(t: TenantTx): Joined {
  return t.trx
    .selectFrom('expense')
    .innerJoin('gl_account as gla', 'gla.id', 'expense.gl_account_id')
    .innerJoin('gl_account as pfa', 'pfa.id', 'expense.paid_from_account_id')
    .innerJoin('branch', 'branch.id', 'expense.branch_id')
    .leftJoin('expense_invoice as inv', (join) =>
      join
        .onRef('inv.expense_id', '=', 'expense.id')
        .onRef('inv.tenant_id', '=', 'expense.tenant_id'),
    )
    .leftJoin('approval_request', 'approval_request.id', 'expense.approval_request_id')
    .leftJoin('journal_entry', 'journal_entry.id', 'expense.journal_entry_id')
    .where('expense.tenant_id', '=', t.tenantId) as unknown as Joined;
}

function filtered<Q extends SelectQueryBuilder<DB, 'expense', object>>(
  query: Q,
  filter: ExpenseFilter,
): Q {
  let q = query as SelectQueryBuilder<DB, 'expense', object>;
  if (filter.status) q = q.where('expense.status', '=', filter.status);
  if (filter.branchId) q = q.where('expense.branch_id', '=', filter.branchId);
  if (filter.from) q = q.where('expense.invoice_date', '>=', filter.from);
  if (filter.to) q = q.where('expense.invoice_date', '<=', filter.to);
  const payee = filter.payee?.trim();
  if (payee) {
    q = q.where((eb: ExpressionBuilder<DB, 'expense'>) =>
      eb.and([containsIgnoringCase('expense.payee_name', payee)]),
    );
  }
  return q as Q;
}

const COLUMNS = [
  'expense.id',
  'expense.expense_number',
  'expense.status',
  'expense.payee_name',
  'expense.payee_type',
  'expense.supply_kind',
  'expense.gl_account_id',
  'gla.code as gl_code',
  'gla.name as gl_name',
  'expense.branch_id',
  'branch.code as branch_code',
  'branch.name as branch_name',
  'expense.paid_from_account_id',
  'pfa.code as pf_code',
  'pfa.name as pf_name',
  'expense.amount_kobo',
  'expense.vat_charged',
  'expense.vat_kobo',
  'expense.wht_rate_bp',
  'expense.wht_kobo',
  'expense.paid_kobo',
  'expense.invoice_reference',
  'expense.invoice_date',
  'expense.description',
  'inv.file_name as inv_file_name',
  'inv.content_type as inv_content_type',
  'inv.size_bytes as inv_size_bytes',
  'expense.approval_request_id',
  'approval_request.reference as approval_reference',
  'approval_request.status as approval_status',
  'expense.journal_entry_id',
  'journal_entry.entry_number as entry_number',
  'expense.created_by',
  'expense.created_by_name',
  'expense.created_at',
  'expense.decided_at',
] as const;

type Row = Record<string, unknown>;

function rowToExpense(row: Row): ExpenseRecord {
  const amountKobo = Number(row.amount_kobo);
  const vatKobo = Number(row.vat_kobo);
  const text = (key: string) => String(row[key]);
  const maybe = (key: string) => (row[key] === null || row[key] === undefined ? null : text(key));
  return {
    id: text('id'),
    expenseNumber: text('expense_number'),
    status: text('status') as ExpenseStatus,
    payeeName: text('payee_name'),
    payeeType: text('payee_type') as PayeeType,
    supplyKind: text('supply_kind') as SupplyKind,
    glAccountId: text('gl_account_id'),
    glAccountCode: text('gl_code'),
    glAccountName: text('gl_name'),
    branchId: text('branch_id'),
    branchCode: text('branch_code'),
    branchName: text('branch_name'),
    paidFromAccountId: text('paid_from_account_id'),
    paidFromAccountCode: text('pf_code'),
    paidFromAccountName: text('pf_name'),
    amountKobo,
    vatCharged: Number(row.vat_charged) === 1,
    vatKobo,
    whtRateBps: Number(row.wht_rate_bp),
    whtKobo: Number(row.wht_kobo),
    grossKobo: amountKobo + vatKobo,
    paidKobo: Number(row.paid_kobo),
    invoiceReference: text('invoice_reference'),
    invoiceDate: text('invoice_date'),
    description: text('description'),
    invoice:
      row.inv_file_name === null || row.inv_file_name === undefined
        ? null
        : {
            fileName: text('inv_file_name'),
            contentType: text('inv_content_type'),
            sizeBytes: Number(row.inv_size_bytes),
          },
    approvalRequestId: maybe('approval_request_id'),
    approvalReference: maybe('approval_reference'),
    approvalStatus: maybe('approval_status'),
    journalEntryId: maybe('journal_entry_id'),
    journalEntryNumber: maybe('entry_number'),
    createdBy: text('created_by'),
    createdByName: text('created_by_name'),
    createdAt: text('created_at'),
    decidedAt: maybe('decided_at'),
  };
}

export async function findExpense(t: TenantTx, id: string): Promise<ExpenseRecord | null> {
  const row = await joined(t).select(COLUMNS).where('expense.id', '=', id).executeTakeFirst();
  return row ? rowToExpense(row as Row) : null;
}

/** One page of the filter's expenses, newest invoice date first. */
export async function listExpenses(
  t: TenantTx,
  filter: ExpenseFilter,
  page: { offset: number; limit: number },
): Promise<ExpenseRecord[]> {
  const query = filtered(joined(t).select(COLUMNS) as never, filter) as ReturnType<
    Joined['select']
  >;
  const rows = await (query as unknown as SelectQueryBuilder<DB, 'expense', Row>)
    .orderBy('expense.invoice_date', 'desc')
    .orderBy('expense.expense_number', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map(rowToExpense);
}

/** The sums over every expense of the filter. */
export async function expenseTotals(t: TenantTx, filter: ExpenseFilter): Promise<ExpenseTotals> {
  const base = t.trx.selectFrom('expense').where('expense.tenant_id', '=', t.tenantId);
  const row = await filtered(base, filter)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('expense.amount_kobo').as('amount'),
      eb.fn.sum<number | string | null>('expense.vat_kobo').as('vat'),
      eb.fn.sum<number | string | null>('expense.wht_kobo').as('wht'),
      eb.fn.sum<number | string | null>('expense.paid_kobo').as('paid'),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    amountKobo: Number(row.amount ?? 0),
    vatKobo: Number(row.vat ?? 0),
    whtKobo: Number(row.wht ?? 0),
    paidKobo: Number(row.paid ?? 0),
  };
}

/** The invoice's bytes and what it is, if the tenant's expense has one. */
export async function findInvoiceContent(t: TenantTx, expenseId: string) {
  return t.trx
    .selectFrom('expense_invoice')
    .select(['file_name', 'content_type', 'content'])
    .where('tenant_id', '=', t.tenantId)
    .where('expense_id', '=', expenseId)
    .executeTakeFirst();
}
