import { periodLabel } from '../../../policies/budget-variance';
import { budgetActuals } from '../../budgets/budget-actuals';
import type { TenantTx } from '../../db/tenant-scope';
import { type DashboardTileSpec, holds, licensed, money } from '../dashboard-tile';

/** The header of the demo chart's cash and cash equivalents (vault, tills, banks). */
const CASH_HEADER_CODE = '1100';

/**
 * Cash and bank: the postable accounts under the cash header, two levels deep (the tills' and
 * vaults' own accounts sit under a sub-header). Balances are debit-positive, as assets are.
 */
export async function cashAndBankKobo(t: TenantTx): Promise<number> {
  const header = await t.trx
    .selectFrom('gl_account')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('code', '=', CASH_HEADER_CODE)
    .executeTakeFirst();
  if (!header) return 0;
  const row = await t.trx
    .selectFrom('gl_account as a')
    .leftJoin('gl_account as p', (join) =>
      join.onRef('p.id', '=', 'a.parent_id').onRef('p.tenant_id', '=', 'a.tenant_id'),
    )
    .select((eb) => eb.fn.sum<number>('a.balance_kobo').as('total'))
    .where('a.tenant_id', '=', t.tenantId)
    .where('a.header', '=', 0)
    .where((eb) => eb.or([eb('a.parent_id', '=', header.id), eb('p.parent_id', '=', header.id)]))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The month of the processing date: cash at hand and in banks, income and expense to budget. */
export const financeMonthTile: DashboardTileSpec = {
  key: 'finance-month',
  title: 'Finance this month',
  link: '/budgets',
  allowed: (p) => licensed(p, 'FINANCE') && holds(p, 'report.view.mis'),
  async read(t, _principal, ctx) {
    const year = Number(ctx.processingDate.slice(0, 4));
    const month = Number(ctx.processingDate.slice(5, 7));
    const report = await budgetActuals(t, { year, period: 'MONTH', branch: null });
    const income = report.income.periods[month - 1];
    const expense = report.expense.periods[month - 1];
    const net = report.net.periods[month - 1];
    const incomeKobo = income?.actualKobo ?? 0;
    const expenseKobo = expense?.actualKobo ?? 0;
    return {
      figures: [
        money('Cash and bank', await cashAndBankKobo(t), { link: '/admin/ledger' }),
        money('Income', incomeKobo, { tone: income?.favourable === false ? 'WARNING' : 'GOOD' }),
        money('Income budget', income?.budgetKobo ?? 0),
        money('Expense', expenseKobo, { tone: expense?.favourable === false ? 'BAD' : 'GOOD' }),
        money('Expense budget', expense?.budgetKobo ?? 0),
        money('Net', net?.actualKobo ?? 0, { tone: (net?.actualKobo ?? 0) < 0 ? 'BAD' : 'GOOD' }),
      ],
      chart: {
        kind: 'BAR',
        valueKind: 'MONEY',
        seriesLabels: [`Budget, ${periodLabel('MONTH', month, year)}`, 'Actual'],
        points: [
          { label: 'Income', values: [income?.budgetKobo ?? 0, incomeKobo] },
          { label: 'Expense', values: [expense?.budgetKobo ?? 0, expenseKobo] },
        ],
      },
      items: [],
    };
  },
};
