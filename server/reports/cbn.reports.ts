import { enumLabel } from '../../policies/labels';
import { roundHalfEven } from '../../policies/money';
import { PRUDENTIAL_CLASSES, prudentialClassOf } from '../loans/loan-arithmetic';
import { balanceSheet, incomeStatement } from './financial.reports';
import { yearStartOf } from './ledger-figures.repository';
import { daysPastDueByLoan, loansOf, overdueInstalments } from './loan-rows.repository';
import {
  column,
  FINANCIAL,
  type ReportDefinition,
  type ReportRow,
  sumOf,
} from './report-definition';

/**
 * The monthly returns a microfinance bank renders to the CBN (decision 072 says where each
 * layout comes from and what is ours). Each reads the same figures as the bank's own reports,
 * so a return always agrees with the balance sheet, income statement and loan portfolio.
 */

/** Sums rows by section and heading, in the order the headings first appear. */
function byHeading(rows: readonly ReportRow[], key = 'amountKobo'): ReportRow[] {
  const out = new Map<string, ReportRow>();
  for (const row of rows) {
    const id = `${row.section}|${row.heading}`;
    const sum: ReportRow = out.get(id) ?? {
      section: row.section ?? null,
      item: row.heading ?? null,
      [key]: 0,
    };
    sum[key] = Number(sum[key]) + Number(row[key]);
    out.set(id, sum);
  }
  return [...out.values()];
}

export const mmfbr300Report: ReportDefinition = {
  key: 'cbn-mmfbr-300',
  name: 'MMFBR 300 Monthly statement of assets and liabilities',
  group: 'REGULATORY',
  description:
    'The CBN monthly return of assets, liabilities and capital (form MMFBR 300), by heading, as of a date.',
  parameters: ['asOf'],
  requiredParameters: [],
  maxRangeDays: null,
  permission: FINANCIAL,
  chart: { kind: 'BAR', categoryKey: 'item', valueKeys: ['amountKobo'] },
  async run(t, params) {
    const sheet = await balanceSheet(t, params.asOf);
    return {
      columns: [
        column('section', 'Section'),
        column('item', 'Item'),
        column('amountKobo', 'Amount', 'MONEY'),
      ],
      rows: byHeading(sheet.rows),
      totals: sheet.totals,
    };
  },
};

export const cbnIncomeReport: ReportDefinition = {
  key: 'cbn-income-statement',
  name: 'Monthly statement of profit or loss',
  group: 'REGULATORY',
  description:
    'The CBN monthly return of income and expense (the MMFBR 100/200-style statement), by heading, for the month of a date and the year to date.',
  parameters: ['asOf'],
  requiredParameters: [],
  maxRangeDays: null,
  permission: FINANCIAL,
  chart: { kind: 'BAR', categoryKey: 'item', valueKeys: ['monthKobo', 'yearKobo'] },
  async run(t, params) {
    const month = await incomeStatement(t, {
      from: `${params.asOf.slice(0, 8)}01`,
      to: params.asOf,
    });
    const year = await incomeStatement(t, { from: yearStartOf(params.asOf), to: params.asOf });
    const monthly = new Map(
      byHeading(month.rows).map((row) => [`${row.section}|${row.item}`, row.amountKobo]),
    );
    const rows = byHeading(year.rows, 'amountKobo').map((row) => ({
      section: row.section ?? null,
      item: row.item ?? null,
      monthKobo: Number(monthly.get(`${row.section}|${row.item}`) ?? 0),
      yearKobo: Number(row.amountKobo),
    }));
    return {
      columns: [
        column('section', 'Section'),
        column('item', 'Item'),
        column('monthKobo', 'This month', 'MONEY'),
        column('yearKobo', 'Year to date', 'MONEY'),
      ],
      rows,
      totals: {
        incomeKobo: month.totals.incomeKobo,
        expenseKobo: month.totals.expenseKobo,
        profitKobo: month.totals.profitKobo,
        yearIncomeKobo: year.totals.incomeKobo,
        yearExpenseKobo: year.totals.expenseKobo,
        yearProfitKobo: year.totals.profitKobo,
      },
    };
  },
};

/** Size bands of a deposit, in kobo (ours: the return asks for a structure by size). */
const SIZE_BANDS = [
  ['Up to ₦50,000', 5_000_000],
  ['₦50,000.01 to ₦200,000', 20_000_000],
  ['₦200,000.01 to ₦1,000,000', 100_000_000],
  ['₦1,000,000.01 to ₦5,000,000', 500_000_000],
  ['Over ₦5,000,000', Number.POSITIVE_INFINITY],
] as const;

const bandOf = (balanceKobo: number) =>
  (SIZE_BANDS.find(([, upTo]) => balanceKobo <= upTo) ?? SIZE_BANDS[4])[0];

/** Deposits by type (savings, current, term) and size band: how many, how much. */
export const depositStructureReport: ReportDefinition = {
  key: 'cbn-deposit-structure',
  name: 'Deposit liabilities by type and size',
  group: 'REGULATORY',
  description: 'The CBN return of deposits: savings, current and term deposits, by size band.',
  parameters: [],
  requiredParameters: [],
  maxRangeDays: null,
  permission: FINANCIAL,
  chart: { kind: 'STACKED_BAR', categoryKey: 'band', valueKeys: ['amountKobo'] },
  async run(t) {
    const accounts = await t.trx
      .selectFrom('deposit_account as a')
      .innerJoin('deposit_product as p', 'p.id', 'a.product_id')
      .select(['p.subtype', 'a.ledger_balance_kobo as balance'])
      .where('a.tenant_id', '=', t.tenantId)
      .where('a.ledger_balance_kobo', '>', 0)
      .execute();
    const terms = await t.trx
      .selectFrom('term_deposit')
      .select(['gl_principal_kobo as balance'])
      .where('tenant_id', '=', t.tenantId)
      .where('gl_principal_kobo', '>', 0)
      .execute();
    const groups = new Map<string, ReportRow>();
    const add = (type: string, balanceKobo: number) => {
      const band = bandOf(balanceKobo);
      const row = groups.get(`${type}|${band}`) ?? { type, band, accounts: 0, amountKobo: 0 };
      row.accounts = Number(row.accounts) + 1;
      row.amountKobo = Number(row.amountKobo) + balanceKobo;
      groups.set(`${type}|${band}`, row);
    };
    for (const a of accounts)
      add(a.subtype === 'CURRENT' ? 'Current' : 'Savings', Number(a.balance));
    for (const d of terms) add('Term', Number(d.balance));
    const order = (row: ReportRow) =>
      ['Savings', 'Current', 'Term'].indexOf(String(row.type)) * 10 +
      SIZE_BANDS.findIndex(([label]) => label === row.band);
    const rows = [...groups.values()].sort((a, b) => order(a) - order(b));
    return {
      columns: [
        column('type', 'Type'),
        column('band', 'Size'),
        column('accounts', 'Accounts', 'NUMBER'),
        column('amountKobo', 'Amount', 'MONEY'),
      ],
      rows,
      totals: {
        accountCount: sumOf(rows, 'accounts'),
        amountKobo: sumOf(rows, 'amountKobo'),
        savingsKobo: sumOf(
          rows.filter((r) => r.type === 'Savings'),
          'amountKobo',
        ),
        currentKobo: sumOf(
          rows.filter((r) => r.type === 'Current'),
          'amountKobo',
        ),
        termKobo: sumOf(
          rows.filter((r) => r.type === 'Term'),
          'amountKobo',
        ),
      },
    };
  },
};

const classKey = (name: string) =>
  `${name.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}Kobo`;

/**
 * Loans by sector and performance: principal outstanding in each CBN prudential class, with
 * the provision each class asks for. Loans carry no economic sector code yet, so the loan
 * product stands for the sector (decision 072).
 */
export const loanClassificationReport: ReportDefinition = {
  key: 'cbn-loan-classification',
  name: 'Loans by sector and performance',
  group: 'REGULATORY',
  description:
    'The CBN return of loans: principal outstanding as performing, pass and watch, substandard, doubtful and lost, with the provisions they ask for.',
  parameters: ['asOf'],
  requiredParameters: [],
  maxRangeDays: null,
  permission: FINANCIAL,
  landscape: true,
  chart: {
    kind: 'STACKED_BAR',
    categoryKey: 'sector',
    valueKeys: PRUDENTIAL_CLASSES.map((c) => classKey(c.prudentialClass)),
  },
  async run(t, params) {
    const scope = { ...params, branchIds: null };
    const loans = await loansOf(t, scope)
      .select(['l.id', 'p.name as product', 'l.principal_outstanding_kobo'])
      .where('l.principal_outstanding_kobo', '>', 0)
      .execute();
    const late = daysPastDueByLoan(
      await overdueInstalments(t, scope, params.asOf, 1_000_000),
      params.asOf,
    );
    const groups = new Map<string, ReportRow>();
    for (const loan of loans) {
      const row = groups.get(loan.product) ?? emptyClassRow(loan.product);
      const principalKobo = Number(loan.principal_outstanding_kobo);
      const { prudentialClass, provisionPercent } = prudentialClassOf(late.get(loan.id) ?? 0);
      const key = classKey(prudentialClass);
      row[key] = Number(row[key]) + principalKobo;
      row.outstandingKobo = Number(row.outstandingKobo) + principalKobo;
      row.provisionKobo =
        Number(row.provisionKobo) +
        Number(roundHalfEven(BigInt(principalKobo) * BigInt(provisionPercent), 100n));
      groups.set(loan.product, row);
    }
    const rows = [...groups.values()];
    const classColumns = PRUDENTIAL_CLASSES.map((c) =>
      column(classKey(c.prudentialClass), enumLabel(c.prudentialClass), 'MONEY'),
    );
    return {
      columns: [
        column('sector', 'Sector (loan product)'),
        ...classColumns,
        column('outstandingKobo', 'Total outstanding', 'MONEY'),
        column('provisionKobo', 'Provision required', 'MONEY'),
      ],
      rows,
      totals: Object.fromEntries(
        [...classColumns.map((c) => c.key), 'outstandingKobo', 'provisionKobo'].map((key) => [
          key,
          sumOf(rows, key),
        ]),
      ),
    };
  },
};

function emptyClassRow(sector: string): ReportRow {
  const row: ReportRow = { sector, outstandingKobo: 0, provisionKobo: 0 };
  for (const c of PRUDENTIAL_CLASSES) row[classKey(c.prudentialClass)] = 0;
  return row;
}
