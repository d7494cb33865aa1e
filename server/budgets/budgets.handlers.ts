import type { BudgetPeriodKind } from '../../policies/budget-variance';
import { monthName } from '../../policies/budget-variance';
import { formatKobo } from '../../policies/money';
import { runBulk } from '../bulk/bulk';
import type { TenantTx } from '../db/tenant-scope';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { type BudgetView, listBudgetViews } from './budget.repository';
import { budgetActuals } from './budget-actuals';
import { budgetBulkSpec } from './budget-bulk';
import { budgetActualsCsv, budgetActualsXlsx, exportFileName } from './budget-export';
import {
  branchOfCode,
  changeBudgetLine,
  createBudgetLine,
  removeBudgetLine,
} from './budgets.service';

type BudgetOperation =
  | 'listBudgets'
  | 'createBudget'
  | 'updateBudget'
  | 'deleteBudget'
  | 'bulkCreateBudgets'
  | 'getBudgetActuals'
  | 'exportBudgetActuals';

/** A line as the audit log names it: "5301 for March 2026 at LAG-HO". */
const lineName = (line: BudgetView) =>
  `${line.glAccountCode} for ${monthName(line.month)} ${line.year} ${
    line.branchCode ? `at ${line.branchCode}` : 'for the whole bank'
  }`;

export const budgetHandlers: HandlerGroup<BudgetOperation> = {
  async listBudgets(ctx) {
    const t = txOf(ctx);
    const year = ctx.query.year ?? (await currentYear(t));
    const branch = await branchOfCode(t, ctx.query.branchCode);
    const branchId = branch ? branch.id : ctx.query.wholeBank ? null : undefined;
    const page = pageOf(ctx.query);
    const { items, total } = await listBudgetViews(t, { year, branchId }, page);
    return { status: 200, body: { items, total, ...page } };
  },
  async createBudget(ctx) {
    const line = await createBudgetLine(txOf(ctx), ctx.body, principalOf(ctx).user.id, ctx.now);
    ctx.audit.target = line.id;
    ctx.audit.summary = `budgeted ${formatKobo(line.amountKobo)} to ${lineName(line)}`;
    return { status: 201, body: line };
  },
  async updateBudget(ctx) {
    const { before, after } = await changeBudgetLine(txOf(ctx), ctx.params.id, ctx.body, ctx.now);
    ctx.audit.target = after.id;
    ctx.audit.summary = `changed the budget of ${lineName(after)} from ${formatKobo(
      before.amountKobo,
    )} to ${formatKobo(after.amountKobo)}`;
    return { status: 200, body: after };
  },
  async deleteBudget(ctx) {
    const removed = await removeBudgetLine(txOf(ctx), ctx.params.id);
    ctx.audit.target = removed.id;
    ctx.audit.summary = `deleted the budget of ${formatKobo(removed.amountKobo)} for ${lineName(removed)}`;
    return { status: 204 };
  },
  async bulkCreateBudgets(ctx) {
    const outcome = await runBulk(txOf(ctx), budgetBulkSpec(ctx), ctx.body);
    ctx.audit.summary = outcome.dryRun
      ? `checked ${outcome.rowCount} budget lines for upload`
      : `uploaded ${outcome.created} budget lines (${outcome.failed} refused)`;
    return { status: 200, body: outcome };
  },
  async getBudgetActuals(ctx) {
    return { status: 200, body: await reportOf(txOf(ctx), ctx.query) };
  },
  exportBudgetActuals,
};

/** The financial year of the tenant's processing date: the year a report opens on. */
async function currentYear(t: TenantTx): Promise<number> {
  return Number((await tenantProcessingDate(t)).slice(0, 4));
}

async function reportOf(
  t: TenantTx,
  query: { year?: number; branchCode?: string; period?: BudgetPeriodKind },
) {
  const year = query.year ?? (await currentYear(t));
  const branch = await branchOfCode(t, query.branchCode);
  return budgetActuals(t, { year, period: query.period ?? 'MONTH', branch });
}

async function exportBudgetActuals(ctx: OperationContext<'exportBudgetActuals'>) {
  const report = await reportOf(txOf(ctx), ctx.query);
  const format = ctx.query.format ?? 'csv';
  const disposition = `attachment; filename="${exportFileName(report, format)}"`;
  if (format === 'csv') {
    return {
      status: 200,
      body: budgetActualsCsv(report),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': disposition },
    };
  }
  return {
    status: 200,
    body: await budgetActualsXlsx(report),
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': disposition,
    },
  };
}
