import { EXPENSE_COLUMNS } from '../../policies/expense-columns';
import { formatKobo } from '../../policies/money';
import { approverOf } from '../approvals/approval-inbox';
import { runBulk } from '../bulk/bulk';
import { obeyFormRules } from '../config/forms-config';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { expenseTotals, findInvoiceContent, listExpenses } from './expense.repository';
import { type ExpenseCreateBody, recordExpense, storedExpense } from './expense.service';
import { approveExpense } from './expense-approval';
import { expenseDetail, expenseView } from './expense-view';

/** A stored file is served to be shown, never run (as customers' documents are). */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
} as const;

const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120);

export const expenseHandlers: HandlerGroup<
  | 'listExpenses'
  | 'createExpense'
  | 'bulkCreateExpenses'
  | 'getExpense'
  | 'getExpenseInvoice'
  | 'approveExpense'
> = {
  async listExpenses(ctx) {
    const t = txOf(ctx);
    const { page, pageSize } = pageOf(ctx.query);
    const { status, branchId, payee, from, to } = ctx.query;
    const filter = { status, branchId, payee, from, to };
    const [items, totals] = await Promise.all([
      listExpenses(t, filter, { offset: (page - 1) * pageSize, limit: pageSize }),
      expenseTotals(t, filter),
    ]);
    const body = { items: items.map(expenseView), page, pageSize, total: totals.count, totals };
    return { status: 200, body };
  },
  async createExpense(ctx) {
    await obeyFormRules(txOf(ctx), 'expense', ctx.body);
    const t = txOf(ctx);
    const { user, tenant } = principalOf(ctx);
    const maker = { id: user.id, name: user.fullName, processingDate: tenant.processingDate };
    const expense = await recordExpense(t, maker, ctx.body, ctx.now);
    ctx.audit.target = expense.id;
    ctx.audit.summary = `recorded expense ${expense.expenseNumber} of ${formatKobo(expense.grossKobo)} to ${expense.payeeName}`;
    return { status: 201, body: expenseView(expense) };
  },
  async bulkCreateExpenses(ctx) {
    const t = txOf(ctx);
    const { user, tenant } = principalOf(ctx);
    const maker = { id: user.id, name: user.fullName, processingDate: tenant.processingDate };
    const outcome = await runBulk(
      t,
      {
        columns: EXPENSE_COLUMNS,
        itemSchema: 'ExpenseCreateRequest',
        create: async (rowTx, item) =>
          expenseView(await recordExpense(rowTx, maker, item as ExpenseCreateBody, ctx.now)),
      },
      ctx.body,
    );
    ctx.audit.summary = `uploaded expenses: ${outcome.created} recorded, ${outcome.failed} refused${outcome.dryRun ? ' (checked only)' : ''}`;
    return { status: 200, body: outcome };
  },
  async getExpense(ctx) {
    const t = txOf(ctx);
    return { status: 200, body: await expenseDetail(t, await storedExpense(t, ctx.params.id)) };
  },
  async getExpenseInvoice(ctx) {
    const t = txOf(ctx);
    const expense = await storedExpense(t, ctx.params.id);
    const found = await findInvoiceContent(t, expense.id);
    if (!found) throw new DomainError('expense_invoice_not_found');
    return {
      status: 200,
      body: found.content,
      headers: {
        ...FILE_HEADERS,
        'content-type': found.content_type,
        'content-disposition': `inline; filename="${safeFileName(found.file_name)}"`,
      },
    };
  },
  async approveExpense(ctx) {
    const t = txOf(ctx);
    const approver = approverOf(principalOf(ctx));
    const body = ctx.body as { reason?: string } | undefined;
    const reason = body?.reason ?? null;
    const expense = await approveExpense(t, approver, ctx.params.id, reason, ctx.now);
    ctx.audit.target = expense.id;
    ctx.audit.summary =
      expense.status === 'POSTED'
        ? `approved and posted expense ${expense.expenseNumber} (${expense.journalEntryNumber})`
        : `approved expense ${expense.expenseNumber} at level 1`;
    return { status: 200, body: await expenseDetail(t, expense) };
  },
};
