import { enumLabel } from '../../policies/labels';
import { inList } from './loan-rows.repository';
import { BRANCH, column, type ReportDefinition, type ReportRow, sumOf } from './report-definition';
import { MONTHS_SHORT } from './report-words';

/**
 * Customer deposit balances from the accounts' own balances (the deposit sub-ledger), by
 * product and branch; with a product chosen, account by account. Every account counts, whatever
 * its status, so the totals equal the products' deposit control accounts.
 */
export const depositBalancesReport: ReportDefinition = {
  key: 'deposit-balances',
  name: 'Deposit balances',
  group: 'DEPOSITS',
  description: 'Deposit balances by product and branch, or account by account for one product.',
  parameters: ['branchId', 'productId'],
  requiredParameters: [],
  maxRangeDays: null,
  permission: BRANCH,
  chart: { kind: 'BAR', categoryKey: 'product', valueKeys: ['balanceKobo'] },
  async run(t, params, rowLimit) {
    let query = t.trx
      .selectFrom('deposit_account as a')
      .innerJoin('deposit_product as p', 'p.id', 'a.product_id')
      .innerJoin('branch as b', 'b.id', 'a.branch_id')
      .where('a.tenant_id', '=', t.tenantId);
    if (params.branchId) query = query.where('a.branch_id', '=', params.branchId);
    if (params.branchIds) query = query.where('a.branch_id', 'in', inList(params.branchIds));
    if (params.productId) {
      const found = await query
        .where('a.product_id', '=', params.productId)
        .select([
          'a.account_number',
          'a.name',
          'a.status',
          'p.name as product',
          'b.name as branch',
          'a.ledger_balance_kobo',
        ])
        .orderBy('a.account_number')
        .limit(rowLimit + 1)
        .execute();
      const rows = found.map((row) => ({
        accountNumber: row.account_number,
        name: row.name,
        product: row.product,
        branch: row.branch,
        status: enumLabel(row.status),
        balanceKobo: Number(row.ledger_balance_kobo),
      }));
      return {
        columns: [
          column('accountNumber', 'Account number'),
          column('name', 'Account name'),
          column('product', 'Product'),
          column('branch', 'Branch'),
          column('status', 'Status'),
          column('balanceKobo', 'Balance', 'MONEY'),
        ],
        rows,
        totals: { accountCount: rows.length, balanceKobo: sumOf(rows, 'balanceKobo') },
      };
    }
    const found = await query
      .select((eb) => [
        'p.name as product',
        'p.subtype',
        'b.name as branch',
        eb.fn.countAll<number>().as('accounts'),
        eb.fn.sum<number>('a.ledger_balance_kobo').as('balance'),
      ])
      .groupBy(['p.name', 'p.subtype', 'b.name'])
      .orderBy('p.name')
      .orderBy('b.name')
      .execute();
    const rows: ReportRow[] = found.map((row) => ({
      product: row.product,
      type: row.subtype === 'CURRENT' ? 'Current' : 'Savings',
      branch: row.branch,
      accounts: Number(row.accounts),
      balanceKobo: Number(row.balance),
    }));
    return {
      columns: [
        column('product', 'Product'),
        column('type', 'Type'),
        column('branch', 'Branch'),
        column('accounts', 'Accounts', 'NUMBER'),
        column('balanceKobo', 'Balance', 'MONEY'),
      ],
      rows,
      totals: { accountCount: sumOf(rows, 'accounts'), balanceKobo: sumOf(rows, 'balanceKobo') },
    };
  },
};

/**
 * Term deposits that mature in a range, month by month: the principal each still holds (its
 * share of the term deposit control account) and what it pays at maturity.
 */
export const termDepositMaturityReport: ReportDefinition = {
  key: 'term-deposit-maturity',
  name: 'Term deposit maturity',
  group: 'DEPOSITS',
  description: 'Running term deposits by the month they mature in, with what each will pay.',
  parameters: ['from', 'to', 'branchId', 'productId'],
  requiredParameters: [],
  maxRangeDays: 3660,
  permission: BRANCH,
  landscape: true,
  chart: { kind: 'BAR', categoryKey: 'month', valueKeys: ['principalKobo', 'maturityAmountKobo'] },
  async run(t, params, rowLimit) {
    let query = t.trx
      .selectFrom('term_deposit as d')
      .innerJoin('customer as c', 'c.id', 'd.customer_id')
      .innerJoin('term_deposit_product as p', 'p.id', 'd.product_id')
      .innerJoin('branch as b', 'b.id', 'd.branch_id')
      .select([
        'd.deposit_number',
        'd.maturity_date',
        'c.display_name',
        'p.name as product',
        'b.name as branch',
        'd.gl_principal_kobo',
        'd.net_maturity_amount_kobo',
      ])
      .where('d.tenant_id', '=', t.tenantId)
      .where('d.gl_principal_kobo', '>', 0)
      .where('d.maturity_date', '>=', params.from)
      .where('d.maturity_date', '<=', params.to);
    if (params.branchId) query = query.where('d.branch_id', '=', params.branchId);
    if (params.branchIds) query = query.where('d.branch_id', 'in', inList(params.branchIds));
    if (params.productId) query = query.where('d.product_id', '=', params.productId);
    const found = await query
      .orderBy('d.maturity_date')
      .orderBy('d.deposit_number')
      .limit(rowLimit + 1)
      .execute();
    const rows = found.map((row) => ({
      month: monthOf(row.maturity_date),
      maturityDate: row.maturity_date,
      depositNumber: row.deposit_number,
      customer: row.display_name,
      product: row.product,
      branch: row.branch,
      principalKobo: Number(row.gl_principal_kobo),
      maturityAmountKobo: Number(row.net_maturity_amount_kobo),
    }));
    return {
      columns: [
        column('month', 'Month'),
        column('maturityDate', 'Matures', 'DATE'),
        column('depositNumber', 'Deposit number'),
        column('customer', 'Customer'),
        column('product', 'Product'),
        column('branch', 'Branch'),
        column('principalKobo', 'Principal', 'MONEY'),
        column('maturityAmountKobo', 'Pays at maturity', 'MONEY'),
      ],
      rows,
      totals: {
        depositCount: rows.length,
        principalKobo: sumOf(rows, 'principalKobo'),
        maturityAmountKobo: sumOf(rows, 'maturityAmountKobo'),
      },
    };
  },
};

/** "Nov 2026" for a date: the month a maturity falls in. */
function monthOf(date: string): string {
  return `${MONTHS_SHORT[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}
