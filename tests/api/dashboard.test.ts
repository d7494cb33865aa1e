import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDate } from '../../policies/calendar';
import { inTenantRead } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The dashboard answers each demo user the tiles of their work, and each tile's figures tie to
 * what the pages of its area answer for the same data.
 */

afterAll(stopClusters);

interface Figure {
  label: string;
  value: number | string | null;
  kind: string;
  tone: string;
  link?: string;
}
interface Tile {
  key: string;
  title: string;
  link: string;
  figures: Figure[];
  chart?: { kind: string; seriesLabels: string[]; points: { label: string; values: number[] }[] };
  items: { label: string; detail: string; link?: string }[];
  empty?: string;
}
interface Me {
  id: string;
  processingDate: string;
  branchId: string | null;
}
interface Line {
  kind: string;
  status: string;
  amountKobo: number;
}

const figure = (tile: Tile, label: string) => {
  const found = tile.figures.find((f) => f.label === label);
  if (!found) throw new Error(`${tile.key} has no figure "${label}"`);
  return found.value;
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe.each(ENGINES)('the dashboard on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const tokenOf = async (username: string) => {
    let token = tokens.get(username);
    if (!token) {
      token = await signIn(t.app, username);
      tokens.set(username, token);
    }
    return token;
  };
  const get = async <T>(username: string, url: string) => {
    const answer = await call<T>(t.app, 'GET', url, { token: await tokenOf(username) });
    expect(answer.status, `${username} ${url}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  const tile = (username: string, key: string) =>
    get<Tile>(username, `/api/dashboard/tiles/${key}`);
  const keysOf = async (username: string) =>
    (await get<{ items: { key: string }[] }>(username, '/api/dashboard/tiles')).items.map(
      (item) => item.key,
    );
  const read = <T>(work: Parameters<typeof inTenantRead<T>>[2]) =>
    inTenantRead(t.database.db, 'demo', work);

  beforeAll(async () => {
    t = await startTestApp(engine);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives each role the tiles of its work, in the dashboard’s order', async () => {
    expect(await keysOf('teller')).toEqual(['teller-till', 'approvals-inbox']);
    expect(await keysOf('headteller')).toEqual(['head-teller-queue', 'approvals-inbox']);
    expect(await keysOf('loanofficer')).toEqual(['approvals-inbox', 'loan-portfolio']);
    expect(await keysOf('manager')).toEqual(['approvals-inbox', 'branch-glance']);
    expect(await keysOf('finance')).toEqual(['approvals-inbox', 'finance-month', 'nip-today']);
    expect(await keysOf('ops')).toEqual([
      'approvals-inbox',
      'close-of-business',
      'loan-portfolio',
      'nip-today',
    ]);
    expect(await keysOf('admin')).toEqual(['approvals-inbox', 'admin-overview']);
  });

  it('refuses a tile the user has not, and one that does not exist, with 404', async () => {
    for (const key of ['finance-month', 'no-such-tile']) {
      const answer = await call<{ code: string }>(t.app, 'GET', `/api/dashboard/tiles/${key}`, {
        token: await tokenOf('teller'),
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('dashboard_tile_not_found');
    }
  });

  it('shows the teller their till’s cash in and out as the session’s lines add up, blind', async () => {
    const till = await tile('teller', 'teller-till');
    const sessions = await get<{ items: { id: string; status: string; tillCode: string }[] }>(
      'teller',
      '/api/till-sessions?pageSize=5',
    );
    const open = sessions.items.find((s) => s.status === 'ACTIVE');
    expect(open).toBeDefined();
    const detail = await get<{ lines: Line[]; expectedCashKobo: number | null }>(
      'teller',
      `/api/till-sessions/${open?.id}`,
    );
    const counted = detail.lines.filter((l) => ['POSTED', 'REVERSAL_PENDING'].includes(l.status));
    const cashIn = sum(
      counted
        .filter((l) => ['DEPOSIT', 'LOAN_REPAYMENT'].includes(l.kind))
        .map((l) => l.amountKobo),
    );
    const cashOut = -sum(counted.filter((l) => l.kind === 'WITHDRAWAL').map((l) => l.amountKobo));
    expect(cashIn).toBeGreaterThan(0);
    expect(figure(till, 'Cash in')).toBe(cashIn);
    expect(figure(till, 'Cash out')).toBe(cashOut);
    expect(String(figure(till, 'Till'))).toContain(open?.tillCode);
    // The teller counts blind: the session's page keeps the expected cash from them, so does the tile.
    expect(detail.expectedCashKobo).toBeNull();
    expect(figure(till, 'Cash position')).toBe('After your closing count');
  });

  it('ties the loan officer’s portfolio to their loans in the loans list', async () => {
    const me = await get<Me>('loanofficer', '/api/auth/me');
    const portfolio = await tile('loanofficer', 'loan-portfolio');
    const base = `/api/loans?status=ACTIVE&officerId=${me.id}&pageSize=100`;
    const loans = await get<{ items: { totalOutstandingKobo: number }[]; total: number }>(
      'loanofficer',
      base,
    );
    expect(loans.total).toBeLessThanOrEqual(100);
    expect(figure(portfolio, 'Active loans')).toBe(loans.total);
    expect(figure(portfolio, 'Outstanding')).toBe(
      sum(loans.items.map((loan) => loan.totalOutstandingKobo)),
    );
    const late = await get<{ total: number }>('loanofficer', `${base}&inArrears=true`);
    expect(figure(portfolio, 'In arrears')).toBe(late.total);
    expect(figure(portfolio, 'PAR30')).toMatch(/^\d+\.\d\d$/);
    expect(portfolio.chart?.points.map((p) => p.label)).toEqual([
      'Current',
      '1–30',
      '31–60',
      '61–90',
      'Over 90',
    ]);
    expect(sum(portfolio.chart?.points.map((p) => p.values[0] ?? 0) ?? [])).toBe(
      figure(portfolio, 'Outstanding'),
    );
  });

  it('ties the bank-wide portfolio of operations to every active loan', async () => {
    const portfolio = await tile('ops', 'loan-portfolio');
    const loans = await get<{ items: { totalOutstandingKobo: number }[]; total: number }>(
      'ops',
      '/api/loans?status=ACTIVE&pageSize=100',
    );
    expect(figure(portfolio, 'Active loans')).toBe(loans.total);
    expect(figure(portfolio, 'Outstanding')).toBe(
      sum(loans.items.map((l) => l.totalOutstandingKobo)),
    );
  });

  it('shows the manager their branch’s deposits and loans as the books hold them', async () => {
    const me = await get<Me>('manager', '/api/auth/me');
    const glance = await tile('manager', 'branch-glance');
    const branchId = me.branchId as string;
    const held = await read((tx) =>
      tx.trx
        .selectFrom('deposit_account')
        .select(['ledger_balance_kobo as balance'])
        .where('tenant_id', '=', 'demo')
        .where('branch_id', '=', branchId)
        .where('status', '!=', 'CLOSED')
        .execute(),
    );
    expect(figure(glance, 'Deposit accounts')).toBe(held.length);
    expect(figure(glance, 'Deposits held')).toBe(sum(held.map((row) => Number(row.balance))));
    const loans = await get<{ items: { totalOutstandingKobo: number }[]; total: number }>(
      'ops',
      `/api/loans?status=ACTIVE&branchId=${branchId}&pageSize=100`,
    );
    expect(figure(glance, 'Active loans')).toBe(loans.total);
    expect(figure(glance, 'Loans outstanding')).toBe(
      sum(loans.items.map((l) => l.totalOutstandingKobo)),
    );
  });

  it('shows finance the month’s income and expense as budget against actual does', async () => {
    const me = await get<Me>('finance', '/api/auth/me');
    const month = await tile('finance', 'finance-month');
    const year = me.processingDate.slice(0, 4);
    const m = Number(me.processingDate.slice(5, 7));
    type Series = { periods: { budgetKobo: number; actualKobo: number }[] };
    const report = await get<{ income: Series; expense: Series }>(
      'finance',
      `/api/finance/budgets/actuals?year=${year}&period=MONTH`,
    );
    expect(figure(month, 'Income')).toBe(report.income.periods[m - 1]?.actualKobo);
    expect(figure(month, 'Income budget')).toBe(report.income.periods[m - 1]?.budgetKobo);
    expect(figure(month, 'Expense')).toBe(report.expense.periods[m - 1]?.actualKobo);
    expect(month.chart?.points.map((p) => p.label)).toEqual(['Income', 'Expense']);
    const cash = await read((tx) =>
      tx.trx
        .selectFrom('gl_account')
        .select(['code', 'balance_kobo'])
        .where('tenant_id', '=', 'demo')
        .where('header', '=', 0)
        .where('code', 'like', '11%')
        .where('type', '=', 'ASSET')
        .execute(),
    );
    expect(figure(month, 'Cash and bank')).toBe(sum(cash.map((row) => Number(row.balance_kobo))));
  });

  it('counts today’s NIP transfers by outcome as they are stored', async () => {
    const nip = await tile('ops', 'nip-today');
    const today = bankDate(Date.now());
    const start = new Date(Date.parse(`${today}T00:00:00+01:00`)).toISOString();
    const rows = await read((tx) =>
      tx.trx
        .selectFrom('nip_transfer')
        .select(['status', 'amount_kobo'])
        .where('tenant_id', '=', 'demo')
        .where('created_at', '>=', start)
        .execute(),
    );
    const of = (statuses: string[]) => rows.filter((row) => statuses.includes(row.status));
    expect(figure(nip, 'Successful')).toBe(of(['SUCCESSFUL']).length);
    expect(figure(nip, 'Successful, amount')).toBe(
      sum(of(['SUCCESSFUL']).map((row) => Number(row.amount_kobo))),
    );
    expect(figure(nip, 'Failed')).toBe(of(['FAILED', 'REVERSED', 'REJECTED']).length);
    expect(figure(nip, 'Pending')).toBe(of(['AWAITING_APPROVAL', 'DEBITED', 'SENT']).length);
    expect(sum(nip.chart?.points.map((p) => p.values[0] ?? 0) ?? [])).toBe(rows.length);
  });

  it('shows the administrator the users, the license and the processing date', async () => {
    const me = await get<Me>('admin', '/api/auth/me');
    const overview = await tile('admin', 'admin-overview');
    const users = await read((tx) =>
      tx.trx.selectFrom('app_user').select('status').where('tenant_id', '=', 'demo').execute(),
    );
    expect(figure(overview, 'Active users')).toBe(
      users.filter((u) => u.status === 'ACTIVE').length,
    );
    expect(figure(overview, 'License')).toBe('Active');
    expect(figure(overview, 'Processing date')).toBe(me.processingDate);
    const eod = await tile('ops', 'close-of-business');
    expect(figure(eod, 'Processing date')).toBe(me.processingDate);
  });

  it('shows the approvals awaiting the user as the approvals counts do', async () => {
    const inbox = await tile('finance', 'approvals-inbox');
    const counts = await get<{
      awaitingMe: { total: number; byType: { count: number }[] };
      mine: { total: number };
    }>('finance', '/api/approvals/counts');
    expect(figure(inbox, 'Awaiting your decision')).toBe(counts.awaitingMe.total);
    expect(figure(inbox, 'Your requests waiting')).toBe(counts.mine.total);
    expect(inbox.items.length).toBe(Math.min(10, counts.awaitingMe.byType.length));
  });

  it('lists the sessions waiting for the head teller, each linking to its session', async () => {
    const queue = await tile('headteller', 'head-teller-queue');
    for (const item of queue.items) expect(item.link).toMatch(/^\/tills\/session\//);
    expect(
      Number(figure(queue, 'Openings to accept')) + Number(figure(queue, 'Closings to finish')),
    ).toBeGreaterThanOrEqual(queue.items.length);
  });

  // Last: it moves the processing date.
  it('shows the last close of business once one has run, and the new processing date', async () => {
    const overview = await tile('admin', 'admin-overview');
    expect(figure(overview, 'Last close of business')).toBe('None yet');
    const before = (await get<Me>('ops', '/api/auth/me')).processingDate;
    const settings = {
      checks: {
        OPEN_TILL_SESSIONS: 'WARNING',
        PENDING_APPROVALS: 'WARNING',
        NIP_TRANSFERS_NOT_FINAL: 'WARNING',
      },
      dormancyMonths: 12,
    };
    const saved = await call(t.app, 'POST', '/api/config/eod', {
      token: await tokenOf('admin'),
      body: { value: settings },
    });
    expect(saved.status).toBe(200);
    const started = await call<{ id: string }>(t.app, 'POST', '/api/eod/runs', {
      token: await tokenOf('ops'),
      body: { acknowledgeWarnings: true },
    });
    expect(started.status).toBe(202);
    const ended = await until(
      async () =>
        (await get<{ status: string }>('ops', `/api/eod/runs/${started.body.id}`)).status ===
        'COMPLETED',
    );
    expect(ended).toBe(true);
    const after = await tile('admin', 'admin-overview');
    expect(figure(after, 'Last close of business')).toBe('Completed');
    expect(figure(after, 'Business day closed')).toBe(before);
    const next = (await get<Me>('ops', '/api/auth/me')).processingDate;
    expect(next > before).toBe(true);
    expect(figure(await tile('ops', 'close-of-business'), 'Processing date')).toBe(next);
  });
});
