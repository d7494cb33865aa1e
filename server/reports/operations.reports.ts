import { bankDate } from '../../policies/calendar';
import { enumLabel } from '../../policies/labels';
import { findBranch } from '../branches/branch.repository';
import { budgetActuals } from '../budgets/budget-actuals';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { inList } from './loan-rows.repository';
import {
  AUDIT,
  BRANCH,
  column,
  FINANCIAL,
  percentText,
  type ReportDefinition,
  type ReportRow,
  sumOf,
} from './report-definition';

const kobo = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Each till session of a business day: what it opened with, the cash it should hold (the till's
 * cash account while the session is open, its stored expectation once closed), what was counted
 * and the difference.
 */
export const tellerCashPositionsReport: ReportDefinition = {
  key: 'teller-cash-positions',
  name: 'Teller cash positions',
  group: 'OPERATIONS',
  description:
    'Every till session of a day: opening cash, expected cash, the count and the variance.',
  parameters: ['asOf', 'branchId'],
  requiredParameters: [],
  maxRangeDays: null,
  permission: BRANCH,
  landscape: true,
  chart: { kind: 'BAR', categoryKey: 'till', valueKeys: ['expectedKobo', 'countedKobo'] },
  async run(t, params, rowLimit) {
    let query = t.trx
      .selectFrom('till_session as s')
      .innerJoin('till', 'till.id', 's.till_id')
      .innerJoin('branch as b', 'b.id', 's.branch_id')
      .innerJoin('app_user as u', 'u.id', 's.teller_id')
      .innerJoin('gl_account as g', 'g.id', 'till.gl_account_id')
      .select([
        'till.name as till',
        'b.name as branch',
        'u.full_name as teller',
        's.status',
        's.opening_balance_kobo',
        's.expected_cash_kobo',
        's.closing_count_kobo',
        's.variance_kobo',
        'g.balance_kobo as till_balance',
      ])
      .where('s.tenant_id', '=', t.tenantId)
      .where('s.business_date', '=', params.asOf);
    if (params.branchId) query = query.where('s.branch_id', '=', params.branchId);
    if (params.branchIds) query = query.where('s.branch_id', 'in', inList(params.branchIds));
    const found = await query
      .orderBy('b.name')
      .orderBy('till.name')
      .limit(rowLimit + 1)
      .execute();
    const rows: ReportRow[] = found.map((row) => {
      const open = row.status === 'OPEN';
      return {
        till: row.till,
        branch: row.branch,
        teller: row.teller,
        status: enumLabel(row.status),
        openingKobo: kobo(row.opening_balance_kobo),
        expectedKobo: open ? Number(row.till_balance) : kobo(row.expected_cash_kobo),
        countedKobo: kobo(row.closing_count_kobo),
        varianceKobo: kobo(row.variance_kobo),
      };
    });
    return {
      columns: [
        column('till', 'Till'),
        column('branch', 'Branch'),
        column('teller', 'Teller'),
        column('status', 'Status'),
        column('openingKobo', 'Opening cash', 'MONEY'),
        column('expectedKobo', 'Expected cash', 'MONEY'),
        column('countedKobo', 'Counted', 'MONEY'),
        column('varianceKobo', 'Variance', 'MONEY'),
      ],
      rows,
      totals: {
        sessionCount: rows.length,
        openingKobo: sumOf(rows, 'openingKobo'),
        expectedKobo: sumOf(rows, 'expectedKobo'),
        countedKobo: sumOf(rows, 'countedKobo'),
        varianceKobo: sumOf(rows, 'varianceKobo'),
      },
    };
  },
};

/** The instant a bank day (Africa/Lagos, UTC+1 all year) begins, as stored instants are written. */
export const dayStartIso = (date: string) => new Date(`${date}T00:00:00+01:00`).toISOString();
const dayAfterStartIso = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00+01:00`) + 86_400_000).toISOString();

/** Outward transfers by the day they were made and their status, with their sums. */
export const nipTransfersReport: ReportDefinition = {
  key: 'nip-transfers',
  name: 'NIP transfers',
  group: 'OPERATIONS',
  description: 'Outward transfers to other banks by day and status: how many, how much, the fees.',
  parameters: ['from', 'to'],
  requiredParameters: [],
  maxRangeDays: 92,
  permission: FINANCIAL,
  chart: { kind: 'STACKED_BAR', categoryKey: 'day', valueKeys: ['amountKobo'] },
  async run(t, params, rowLimit) {
    const found = await t.trx
      .selectFrom('nip_transfer')
      .select(['created_at', 'status', 'amount_kobo', 'fee_kobo'])
      .where('tenant_id', '=', t.tenantId)
      .where('created_at', '>=', dayStartIso(params.from))
      .where('created_at', '<', dayAfterStartIso(params.to))
      .orderBy('created_at')
      .limit(rowLimit * 10 + 1)
      .execute();
    if (found.length > rowLimit * 10) throw new DomainError('report_too_large');
    const groups = new Map<string, ReportRow>();
    for (const transfer of found) {
      const day = bankDate(Date.parse(transfer.created_at));
      const id = `${day}|${transfer.status}`;
      const row = groups.get(id) ?? {
        day,
        status: enumLabel(transfer.status),
        transfers: 0,
        amountKobo: 0,
        feeKobo: 0,
      };
      row.transfers = Number(row.transfers) + 1;
      row.amountKobo = Number(row.amountKobo) + Number(transfer.amount_kobo);
      row.feeKobo = Number(row.feeKobo) + Number(transfer.fee_kobo);
      groups.set(id, row);
    }
    const rows = [...groups.values()];
    return {
      columns: [
        column('day', 'Day', 'DATE'),
        column('status', 'Status'),
        column('transfers', 'Transfers', 'NUMBER'),
        column('amountKobo', 'Amount', 'MONEY'),
        column('feeKobo', 'Fees', 'MONEY'),
      ],
      rows,
      totals: {
        transferCount: sumOf(rows, 'transfers'),
        amountKobo: sumOf(rows, 'amountKobo'),
        feeKobo: sumOf(rows, 'feeKobo'),
      },
    };
  },
};

/**
 * The bank's expenses against their budget from January to the month of the date, account by
 * account, read from the budgets' own figures (budget against the ledger's actuals).
 */
export const expensesVsBudgetReport: ReportDefinition = {
  key: 'expenses-vs-budget',
  name: 'Expenses against budget',
  group: 'FINANCIAL',
  description: 'Each expense account’s spending against its budget for the year to date.',
  parameters: ['asOf', 'branchId'],
  requiredParameters: [],
  maxRangeDays: null,
  permission: FINANCIAL,
  chart: { kind: 'BAR', categoryKey: 'name', valueKeys: ['budgetKobo', 'actualKobo'] },
  async run(t, params) {
    const month = Number(params.asOf.slice(5, 7));
    const report = await budgetActuals(t, {
      year: Number(params.asOf.slice(0, 4)),
      period: 'MONTH',
      branch: await branchOf(t, params.branchId),
    });
    const rows = report.rows
      .filter((row) => row.glAccountType === 'EXPENSE')
      .map((row) => {
        const months = row.periods.filter((figures) => figures.period <= month);
        const budgetKobo = months.reduce((sum, f) => sum + f.budgetKobo, 0);
        const actualKobo = months.reduce((sum, f) => sum + f.actualKobo, 0);
        return {
          code: row.glAccountCode,
          name: row.glAccountName,
          budgetKobo,
          actualKobo,
          varianceKobo: budgetKobo - actualKobo,
          usedPercent: percentText(actualKobo, budgetKobo),
        };
      });
    return {
      columns: [
        column('code', 'Account code'),
        column('name', 'Account'),
        column('budgetKobo', 'Budget', 'MONEY'),
        column('actualKobo', 'Spent', 'MONEY'),
        column('varianceKobo', 'Left to spend', 'MONEY'),
        column('usedPercent', 'Used %', 'PERCENT'),
      ],
      rows,
      totals: {
        budgetKobo: sumOf(rows, 'budgetKobo'),
        actualKobo: sumOf(rows, 'actualKobo'),
        varianceKobo: sumOf(rows, 'varianceKobo'),
      },
    };
  },
};

async function branchOf(t: TenantTx, id: string | undefined) {
  if (!id) return null;
  const branch = await findBranch(t, id);
  return branch && { id: branch.id, code: branch.code, name: branch.name, status: branch.status };
}

/** Who did what and when, from the audit trail, at most a month at a time. */
export const auditLogReport: ReportDefinition = {
  key: 'audit-log',
  name: 'Audit log',
  group: 'AUDIT',
  description: 'Every action recorded in the audit trail in a range of at most 31 days.',
  parameters: ['from', 'to'],
  requiredParameters: [],
  maxRangeDays: 31,
  permission: AUDIT,
  landscape: true,
  async run(t, params, rowLimit) {
    const found = await t.trx
      .selectFrom('audit_log')
      .select(['at', 'username', 'summary', 'outcome', 'ip'])
      .where('tenant_id', '=', t.tenantId)
      .where('at', '>=', dayStartIso(params.from))
      .where('at', '<', dayAfterStartIso(params.to))
      .orderBy('at')
      .limit(rowLimit + 1)
      .execute();
    const rows = found.map((row) => ({
      at: row.at,
      user: row.username ?? '—',
      action: row.summary,
      outcome: row.outcome === 'success' ? 'Succeeded' : 'Refused',
      address: row.ip,
    }));
    return {
      columns: [
        column('at', 'When', 'DATETIME'),
        column('user', 'User'),
        column('action', 'Action'),
        column('outcome', 'Outcome'),
        column('address', 'IP address'),
      ],
      rows,
      totals: {
        eventCount: rows.length,
        refusedCount: rows.filter((row) => row.outcome === 'Refused').length,
      },
    };
  },
};
