import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { productControlAccount } from '../../server/deposits/control-account.repository';
import { balanceSnapshotStep } from '../../server/reports/reports.eod';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The reports center's figures tie to the ledger on both engines. Over the demo book plus
 * postings of this file: the trial balance's sides are equal, the balance sheet balances
 * (assets = liabilities + equity + the year's profit) and the income statement's profit for the
 * year to date is the balance sheet's; the loan portfolio equals the loans' sub-ledger and the
 * four loan control accounts; PAR equals what the loans' own pages say, reckoned by hand; the
 * deposit balances equal the deposit control accounts and the term deposit maturities the term
 * deposit principal account; the close of business's balance snapshot agrees with them. The
 * catalogue shows each user only what they may run, and every refusal is a 4xx with its code
 * that changes nothing.
 */

afterAll(stopClusters);

interface Result {
  key: string;
  parameters: Record<string, string>;
  columns: { key: string; label: string; kind: string }[];
  rows: Record<string, string | number | null>[];
  totals: Record<string, number>;
  page: number;
  pageSize: number;
  total: number;
}
interface Refusal {
  code: string;
  errors?: { field: string }[];
}
interface TrialBalance {
  rows: { accountId: string; code: string; debitKobo: number; creditKobo: number }[];
  totalDebitKobo: number;
  totalCreditKobo: number;
}

describe.each(ENGINES)('reports on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let today: string;
  const get = <T>(url: string, user = 'admin') =>
    call<T>(t.app, 'GET', url, { token: tokens[user] as string });
  const run = async (key: string, query = '', user = 'admin') => {
    const answer = await get<Result>(`/api/reports/${key}${query}`, user);
    expect([key, answer.status, answer.body]).toMatchObject([key, 200, {}]);
    return answer.body;
  };
  const refused = async (url: string, user = 'admin') => {
    const answer = await get<Refusal>(url, user);
    return {
      status: answer.status,
      code: answer.body.code,
      fields: answer.body.errors?.map((e) => e.field),
    };
  };
  const trial = async () =>
    (await get<TrialBalance>('/api/ledger/trial-balance?asOf=2099-12-31', 'admin')).body;
  /** An account's debit-positive balance in the trial balance. */
  const net = (tb: TrialBalance, code: string) => {
    const row = tb.rows.find((r) => r.code === code);
    return row ? row.debitKobo - row.creditKobo : 0;
  };
  /** A manual journal of the admin's. */
  const post = async (debit: string, credit: string, amountKobo: number) => {
    const coa = await get<{ items: { id: string; code: string }[] }>('/api/coa', 'admin');
    const id = (code: string) => coa.body.items.find((a) => a.code === code)?.id;
    const answer = await call(t.app, 'POST', '/api/journals/manual', {
      token: tokens.admin as string,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        narration: 'Reports test posting',
        lines: [
          { glAccountId: id(debit), debitKobo: amountKobo, creditKobo: 0 },
          { glAccountId: id(credit), debitKobo: 0, creditKobo: amountKobo },
        ],
      },
    });
    expect(answer.status).toBe(201);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'finance', 'manager', 'teller', 'auditor']) {
      tokens[user] = await signIn(t.app, user);
    }
    today = (await run('trial-balance')).parameters.asOf as string;
  }, 120_000);
  afterAll(() => t.close());

  it('the trial balance, balance sheet and income statement agree with each other', async () => {
    await post('1102', '4201', 1_234_567);
    await post('5101', '1102', 345_678);
    const tb = await run('trial-balance', '?pageSize=500', 'finance');
    expect(tb.totals.totalDebitKobo).toBeGreaterThan(0);
    expect(tb.totals.totalDebitKobo).toBe(tb.totals.totalCreditKobo);
    expect(tb.total).toBe(tb.rows.length);
    const sheet = await run('balance-sheet', '?pageSize=500');
    const { assetsKobo, liabilitiesKobo, equityKobo, profitKobo } = sheet.totals as Record<
      string,
      number
    >;
    expect(assetsKobo).toBeGreaterThan(0);
    expect(assetsKobo).toBe(
      (liabilitiesKobo as number) + (equityKobo as number) + (profitKobo as number),
    );
    expect(sheet.rows.at(-1)).toMatchObject({
      section: 'Profit for the year',
      amountKobo: profitKobo,
    });
    const year = await run('income-statement', `?from=${today.slice(0, 4)}-01-01&to=${today}`);
    expect(year.totals.profitKobo).toBe(profitKobo);
    expect(year.totals.incomeKobo).toBeGreaterThanOrEqual(1_234_567);
    expect(Number(year.totals.incomeKobo) - Number(year.totals.expenseKobo)).toBe(
      year.totals.profitKobo,
    );
    // The CBN's statement of assets and liabilities is the same balance sheet by heading.
    const mmfbr = await run('cbn-mmfbr-300', '?pageSize=500');
    expect(mmfbr.totals).toEqual(sheet.totals);
  });

  it('the loan portfolio equals the loans’ sub-ledger and the four loan control accounts', async () => {
    const portfolio = await run('loan-portfolio', '?pageSize=500');
    expect(portfolio.totals.loanCount).toBeGreaterThan(0);
    const tb = await trial();
    expect(portfolio.totals.principalKobo).toBe(net(tb, '1201'));
    expect(portfolio.totals.interestKobo).toBe(net(tb, '1202'));
    expect(portfolio.totals.feeKobo).toBe(net(tb, '1203'));
    expect(portfolio.totals.penaltyKobo).toBe(net(tb, '1204'));
    const subledger = await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('loan')
        .select((eb) => [
          eb.fn.sum<number>('principal_outstanding_kobo').as('p'),
          eb.fn.sum<number>('interest_outstanding_kobo').as('i'),
        ])
        .where('tenant_id', '=', 'demo')
        .executeTakeFirstOrThrow(),
    );
    expect([portfolio.totals.principalKobo, portfolio.totals.interestKobo]).toEqual([
      Number(subledger.p),
      Number(subledger.i),
    ]);
    expect(sumRows(portfolio, 'outstandingKobo')).toBe(portfolio.totals.outstandingKobo);
  });

  it('portfolio at risk is what the loans’ own pages say, reckoned by hand', async () => {
    const list = await get<{ items: { id: string; status: string }[] }>(
      '/api/loans?pageSize=100',
      'admin',
    );
    const byHand = { outstanding: 0, par1: 0, par30: 0, par60: 0, par90: 0 };
    for (const item of list.body.items) {
      const loan = (
        await get<{ daysPastDue: number; balances: { principal: { outstandingKobo: number } } }>(
          `/api/loans/${item.id}`,
          'admin',
        )
      ).body;
      const principal = loan.balances.principal.outstandingKobo;
      if (principal <= 0) continue;
      byHand.outstanding += principal;
      if (loan.daysPastDue >= 1) byHand.par1 += principal;
      if (loan.daysPastDue > 30) byHand.par30 += principal;
      if (loan.daysPastDue > 60) byHand.par60 += principal;
      if (loan.daysPastDue > 90) byHand.par90 += principal;
    }
    expect(byHand.par1).toBeGreaterThan(0);
    const par = await run('portfolio-at-risk', '?pageSize=500');
    expect(par.totals).toEqual({
      outstandingKobo: byHand.outstanding,
      par1Kobo: byHand.par1,
      par30Kobo: byHand.par30,
      par60Kobo: byHand.par60,
      par90Kobo: byHand.par90,
    });
    // Each way of cutting the book adds up to the whole book, and the percent is of its row.
    for (const dimension of ['Branch', 'Officer', 'Product']) {
      const rows = par.rows.filter((r) => r.dimension === dimension);
      expect([dimension, rows.reduce((s, r) => s + Number(r.par1Kobo), 0)]).toEqual([
        dimension,
        byHand.par1,
      ]);
    }
    const row = par.rows.find((r) => Number(r.par1Kobo) > 0) as Record<string, number | string>;
    const bps = Math.round((Number(row.par1Kobo) * 10_000) / Number(row.outstandingKobo));
    expect(row.par1Percent).toBe(`${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`);
    // The CBN's classification of the same book: lost and doubtful are PAR 60 of it.
    const classes = await run('cbn-loan-classification', '?pageSize=500');
    expect(classes.totals.outstandingKobo).toBe(byHand.outstanding);
    expect(Number(classes.totals.doubtfulKobo) + Number(classes.totals.lostKobo)).toBe(
      byHand.par60,
    );
  });

  it('deposit balances equal their control accounts, term deposit maturities the principal account', async () => {
    const tb = await trial();
    const products = await inTenant(t.database.db, 'demo', async (tx) => {
      const rows = await tx.trx
        .selectFrom('deposit_product')
        .select('id')
        .where('tenant_id', '=', 'demo')
        .execute();
      return Promise.all(
        rows.map(async (p) => ({ id: p.id, control: await productControlAccount(tx, p.id) })),
      );
    });
    const byControl = new Map<string, number>();
    for (const product of products) {
      const one = await run('deposit-balances', `?productId=${product.id}&pageSize=500`);
      byControl.set(
        product.control,
        (byControl.get(product.control) ?? 0) + Number(one.totals.balanceKobo),
      );
    }
    for (const [accountId, balanceKobo] of byControl) {
      const row = tb.rows.find((r) => r.accountId === accountId);
      expect(balanceKobo).toBe(row ? row.creditKobo - row.debitKobo : 0);
    }
    const all = await run('deposit-balances', '?pageSize=500');
    expect(all.totals.balanceKobo).toBe([...byControl.values()].reduce((s, v) => s + v, 0));
    const year = Number(today.slice(0, 4));
    const maturity = await run(
      'term-deposit-maturity',
      `?from=${year - 4}-01-01&to=${year + 5}-12-31&pageSize=500`,
    );
    expect(maturity.totals.depositCount).toBeGreaterThan(0);
    expect(maturity.totals.principalKobo).toBe(-net(tb, '2201'));
    const structure = await run('cbn-deposit-structure');
    expect(structure.totals.termKobo).toBe(-net(tb, '2201'));
  });

  it('the close of business’s balance snapshot keeps the day’s balances once', async () => {
    const day = {
      runId: randomUUID(),
      processingDate: today,
      nextDate: today,
      actorId: 'system',
      now: t.clock.now,
    };
    const stored = async () =>
      inTenant(t.database.db, 'demo', async (tx) => {
        for (const batch of await balanceSnapshotStep.plan(tx, day)) {
          await balanceSnapshotStep.run(tx, day, batch);
        }
        return tx.trx
          .selectFrom('balance_snapshot')
          .select(['kind', 'amount_kobo'])
          .where('tenant_id', '=', 'demo')
          .where('business_date', '=', today)
          .execute();
      });
    const first = await stored();
    const second = await stored();
    expect(second.length).toBe(first.length);
    const sum = (kind: string) =>
      first.filter((r) => r.kind === kind).reduce((s, r) => s + Number(r.amount_kobo), 0);
    expect(first.filter((r) => r.kind === 'GL').length).toBeGreaterThan(0);
    expect(sum('GL')).toBe(0);
    expect(sum('DEPOSIT')).toBe((await run('deposit-balances')).totals.balanceKobo);
    expect(sum('LOAN_PRINCIPAL')).toBe((await run('loan-portfolio')).totals.principalKobo);
  });

  it('pages and sorts the rows, the totals always of every row', async () => {
    const whole = await run('trial-balance', '?pageSize=500');
    const page = await run('trial-balance', '?pageSize=3&page=2&sort=debitKobo&direction=desc');
    expect(page.rows.length).toBe(3);
    expect(page.total).toBe(whole.total);
    expect(page.totals).toEqual(whole.totals);
    const sorted = [...whole.rows].sort((a, b) => Number(b.debitKobo) - Number(a.debitKobo));
    expect(page.rows.map((r) => r.debitKobo)).toEqual(sorted.slice(3, 6).map((r) => r.debitKobo));
    expect(page.parameters).toEqual({ asOf: today });
    const income = await run('income-statement');
    expect(income.parameters).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
  });

  it('shows each user only the reports they may run, and refuses the others', async () => {
    const keys = async (user: string) =>
      (await get<{ items: { key: string }[] }>('/api/reports', user)).body.items.map((r) => r.key);
    const manager = await keys('manager');
    expect(manager).toContain('loan-portfolio');
    expect(manager).not.toContain('balance-sheet');
    expect(await keys('finance')).not.toContain('audit-log');
    expect(await keys('auditor')).toContain('audit-log');
    expect((await keys('admin')).length).toBeGreaterThanOrEqual(20);
    expect(await refused('/api/reports/balance-sheet', 'manager')).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(await refused('/api/reports/audit-log', 'finance')).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect((await get('/api/reports', 'teller')).status).toBe(403);
    // A branch manager's branch reports hold only the branches they serve.
    const mine = await run('deposit-balances', '?pageSize=500', 'manager');
    const branches = new Set(mine.rows.map((r) => r.branch));
    expect(branches).toEqual(new Set(['Lagos Head Office']));
    await run('audit-log', '', 'auditor');
  });

  it('refuses bad input with a stable code and changes nothing', async () => {
    const before = await trial();
    expect(await refused('/api/reports/no-such-report')).toMatchObject({
      status: 404,
      code: 'report_not_found',
    });
    expect(
      await refused('/api/reports/general-ledger?from=2026-01-01&to=2026-06-30'),
    ).toMatchObject({
      status: 422,
      code: 'report_range_too_long',
    });
    expect(
      await refused('/api/reports/audit-log?from=2026-01-01&to=2026-02-15', 'auditor'),
    ).toMatchObject({
      status: 422,
      code: 'report_range_too_long',
    });
    expect(
      await refused('/api/reports/income-statement?from=2026-03-02&to=2026-03-01'),
    ).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: ['from'],
    });
    expect(await refused(`/api/reports/loan-portfolio?branchId=${randomUUID()}`)).toMatchObject({
      status: 422,
      code: 'report_parameter_unknown',
      fields: ['branchId'],
    });
    expect(await refused(`/api/reports/loan-portfolio?officerId=${randomUUID()}`)).toMatchObject({
      status: 422,
      code: 'report_parameter_unknown',
      fields: ['officerId'],
    });
    expect(await refused(`/api/reports/deposit-balances?productId=${randomUUID()}`)).toMatchObject({
      status: 422,
      code: 'report_parameter_unknown',
      fields: ['productId'],
    });
    // A branch manager may not read another branch's figures by naming it.
    expect(
      await refused('/api/reports/deposit-balances?branchId=demo-abuja', 'manager'),
    ).toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(await refused('/api/reports/trial-balance?sort=nope')).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: ['sort'],
    });
    expect(await trial()).toEqual(before);
  });
});

function sumRows(result: Result, key: string): number {
  return result.rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
}
