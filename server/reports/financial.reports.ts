import { sql } from 'kysely';
import { enumLabel } from '../../policies/labels';
import type { TenantTx } from '../db/tenant-scope';
import { trialBalance } from '../journals/ledger-report.repository';
import { dayBefore, netByAccount, profitOf, yearStartOf } from './ledger-figures.repository';
import {
  column,
  FINANCIAL,
  type ReportDefinition,
  type ReportParams,
  type ReportRow,
  sumOf,
} from './report-definition';

const account = [column('code', 'Account code'), column('name', 'Account')];

export const trialBalanceReport: ReportDefinition = {
  key: 'trial-balance',
  name: 'Trial balance',
  group: 'FINANCIAL',
  description: 'Every GL account with a balance as of a date, on its debit or credit side.',
  parameters: ['asOf'],
  requiredParameters: [],
  maxRangeDays: null,
  permission: FINANCIAL,
  chart: { kind: 'BAR', categoryKey: 'name', valueKeys: ['debitKobo', 'creditKobo'] },
  async run(t, params) {
    const report = await trialBalance(t, params.asOf);
    return {
      columns: [
        ...account,
        column('type', 'Type'),
        column('debitKobo', 'Debit', 'MONEY'),
        column('creditKobo', 'Credit', 'MONEY'),
      ],
      rows: report.rows.map((row) => ({
        code: row.code,
        name: row.name,
        type: enumLabel(row.type),
        debitKobo: row.debitKobo,
        creditKobo: row.creditKobo,
      })),
      totals: { totalDebitKobo: report.totalDebitKobo, totalCreditKobo: report.totalCreditKobo },
    };
  },
};

const SECTION: Record<string, string> = {
  ASSET: 'Assets',
  LIABILITY: 'Liabilities',
  EQUITY: 'Equity',
};

/**
 * The balance sheet as of a date. Income and expense are not closed into equity by a year-end
 * entry, so the profit of earlier years still sits in their accounts: it is shown as equity
 * (retained profit), and this year's profit (from 1 January) as its own line. Assets then equal
 * liabilities + equity + profit, which the report asserts before it answers.
 */
export const balanceSheetReport: ReportDefinition = {
  key: 'balance-sheet',
  name: 'Balance sheet',
  group: 'FINANCIAL',
  description:
    'Assets, liabilities and equity by heading as of a date, with the year’s profit on its own line.',
  parameters: ['asOf'],
  requiredParameters: [],
  maxRangeDays: null,
  permission: FINANCIAL,
  chart: { kind: 'BAR', categoryKey: 'section', valueKeys: ['amountKobo'] },
  async run(t, params) {
    const sheet = await balanceSheet(t, params.asOf);
    return {
      columns: [
        column('section', 'Section'),
        column('heading', 'Heading'),
        ...account,
        column('amountKobo', 'Amount', 'MONEY'),
      ],
      rows: sheet.rows,
      totals: sheet.totals,
    };
  },
};

export async function balanceSheet(t: TenantTx, asOf: string) {
  const yearStart = yearStartOf(asOf);
  const nets = await netByAccount(t, { from: null, to: asOf });
  const earlier = profitOf(
    await netByAccount(t, { from: null, to: dayBefore(yearStart) }, ['INCOME', 'EXPENSE']),
  );
  const year = profitOf(
    await netByAccount(t, { from: yearStart, to: asOf }, ['INCOME', 'EXPENSE']),
  );
  const rows: ReportRow[] = nets
    .filter((row) => SECTION[row.type])
    .map((row) => ({
      section: SECTION[row.type] as string,
      heading: row.heading,
      code: row.code,
      name: row.name,
      amountKobo: row.type === 'ASSET' ? row.netKobo : -row.netKobo,
    }));
  const retainedKobo = earlier.incomeKobo - earlier.expenseKobo;
  if (retainedKobo !== 0) {
    rows.push({
      section: 'Equity',
      heading: 'Retained profit',
      code: '',
      name: 'Profit of earlier years not yet closed',
      amountKobo: retainedKobo,
    });
  }
  const profitKobo = year.incomeKobo - year.expenseKobo;
  rows.push({
    section: 'Profit for the year',
    heading: 'Profit for the year',
    code: '',
    name: `Income less expense since ${yearStart.slice(0, 4)} began`,
    amountKobo: profitKobo,
  });
  const of = (section: string) =>
    sumOf(
      rows.filter((row) => row.section === section),
      'amountKobo',
    );
  const totals = {
    assetsKobo: of('Assets'),
    liabilitiesKobo: of('Liabilities'),
    equityKobo: of('Equity'),
    profitKobo,
  };
  if (totals.assetsKobo !== totals.liabilitiesKobo + totals.equityKobo + profitKobo) {
    throw new Error(`The balance sheet as of ${asOf} does not balance.`);
  }
  return { rows, totals };
}

export const incomeStatementReport: ReportDefinition = {
  key: 'income-statement',
  name: 'Income statement',
  group: 'FINANCIAL',
  description: 'Income and expense by account over a range, and the profit they leave.',
  parameters: ['from', 'to'],
  requiredParameters: [],
  maxRangeDays: 366,
  permission: FINANCIAL,
  chart: { kind: 'BAR', categoryKey: 'name', valueKeys: ['amountKobo'] },
  async run(t, params) {
    return incomeStatement(t, params);
  },
};

export async function incomeStatement(t: TenantTx, params: Pick<ReportParams, 'from' | 'to'>) {
  const nets = await netByAccount(t, params, ['INCOME', 'EXPENSE']);
  const rows: ReportRow[] = nets.map((row) => ({
    section: row.type === 'INCOME' ? 'Income' : 'Expense',
    heading: row.heading,
    code: row.code,
    name: row.name,
    amountKobo: row.type === 'INCOME' ? -row.netKobo : row.netKobo,
  }));
  const { incomeKobo, expenseKobo } = profitOf(nets);
  return {
    columns: [
      column('section', 'Section'),
      column('heading', 'Heading'),
      ...account,
      column('amountKobo', 'Amount', 'MONEY'),
    ],
    rows,
    totals: { incomeKobo, expenseKobo, profitKobo: incomeKobo - expenseKobo },
  };
}

/**
 * Every ledger line of a range, account by account, each account opening with its balance the
 * day before and carrying a running balance (debit-positive) line by line.
 */
export const generalLedgerReport: ReportDefinition = {
  key: 'general-ledger',
  name: 'General ledger',
  group: 'FINANCIAL',
  description: 'Every line posted in a range, account by account, with a running balance.',
  parameters: ['from', 'to'],
  requiredParameters: [],
  maxRangeDays: 92,
  permission: FINANCIAL,
  landscape: true,
  async run(t, params, rowLimit) {
    const lines = await t.trx
      .selectFrom('journal_line as l')
      .innerJoin('gl_account as a', 'a.id', 'l.account_id')
      .innerJoin('journal_entry as e', 'e.id', 'l.entry_id')
      .select([
        'a.id as account_id',
        'a.code',
        'a.name',
        'l.posting_date',
        'l.entry_number',
        'l.narration',
        'e.reference',
        'l.debit_kobo',
        'l.credit_kobo',
      ])
      .where('l.tenant_id', '=', t.tenantId)
      .where('l.posting_date', '>=', params.from)
      .where('l.posting_date', '<=', params.to)
      .orderBy('a.code')
      .orderBy('l.posting_date')
      .orderBy('l.entry_number')
      .orderBy('l.line_number')
      .limit(rowLimit + 1)
      .execute();
    const opening = await openingBalances(t, params.from);
    const balances = new Map<string, number>();
    const rows: ReportRow[] = lines.map((line) => {
      const debitKobo = Number(line.debit_kobo);
      const creditKobo = Number(line.credit_kobo);
      const before = balances.get(line.account_id) ?? opening.get(line.account_id) ?? 0;
      const balanceKobo = before + debitKobo - creditKobo;
      balances.set(line.account_id, balanceKobo);
      return {
        code: line.code,
        name: line.name,
        postingDate: line.posting_date,
        entryNumber: line.entry_number,
        narration: line.narration,
        reference: line.reference,
        debitKobo,
        creditKobo,
        balanceKobo,
      };
    });
    return {
      columns: [
        ...account,
        column('postingDate', 'Date', 'DATE'),
        column('entryNumber', 'Entry number'),
        column('narration', 'Narration'),
        column('reference', 'Reference'),
        column('debitKobo', 'Debit', 'MONEY'),
        column('creditKobo', 'Credit', 'MONEY'),
        column('balanceKobo', 'Balance', 'MONEY'),
      ],
      rows,
      totals: {
        totalDebitKobo: sumOf(rows, 'debitKobo'),
        totalCreditKobo: sumOf(rows, 'creditKobo'),
      },
    };
  },
};

/** Each account's debit-positive balance at the end of the day before `from`. */
async function openingBalances(t: TenantTx, from: string): Promise<Map<string, number>> {
  const rows = await t.trx
    .selectFrom('gl_daily_balance')
    .select(['account_id', (eb) => eb.fn.sum<number>(sql`debit_kobo - credit_kobo`).as('net')])
    .where('tenant_id', '=', t.tenantId)
    .where('posting_date', '<', from)
    .groupBy('account_id')
    .execute();
  return new Map(rows.map((row) => [row.account_id, Number(row.net)]));
}
