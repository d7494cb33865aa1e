import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The reports center's financial statements tie to the ledger on both engines: over the demo
 * book plus postings of this file, the trial balance's sides are equal, the balance sheet
 * balances (assets = liabilities + equity + the year's profit), and the income statement's
 * profit for the year to date is the balance sheet's; the catalogue shows each user only what
 * they may run, and every refusal (unknown key, range, branch, column, permission) is a 4xx
 * with its code.
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

describe.each(ENGINES)('financial reports on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let today: string;
  const get = <T>(url: string, user = 'finance') =>
    call<T>(t.app, 'GET', url, { token: tokens[user] as string });
  const run = async (key: string, query = '', user = 'finance') => {
    const answer = await get<Result>(`/api/reports/${key}${query}`, user);
    expect([key, answer.status]).toEqual([key, 200]);
    return answer.body;
  };
  /** A manual journal of the admin's: income, expense, or a capital injection. */
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
    for (const user of ['admin', 'finance', 'manager', 'teller', 'auditor', 'loanofficer']) {
      tokens[user] = await signIn(t.app, user);
    }
    today = (await run('trial-balance')).parameters.asOf as string;
  }, 120_000);
  afterAll(() => t.close());

  it('the trial balance, balance sheet and income statement agree with each other', async () => {
    await post('1102', '4201', 1_234_567);
    await post('5101', '1102', 345_678);
    const trial = await run('trial-balance', '?pageSize=500');
    expect(trial.totals.totalDebitKobo).toBeGreaterThan(0);
    expect(trial.totals.totalDebitKobo).toBe(trial.totals.totalCreditKobo);
    const sheet = await run('balance-sheet', '?pageSize=500');
    const { assetsKobo, liabilitiesKobo, equityKobo, profitKobo } = sheet.totals as Record<
      string,
      number
    >;
    expect(assetsKobo).toBe(
      (liabilitiesKobo as number) + (equityKobo as number) + (profitKobo as number),
    );
    const income = await run('income-statement', `?from=${today.slice(0, 4)}-01-01&to=${today}`);
    expect(income.totals.profitKobo).toBe(profitKobo);
    expect(income.totals.incomeKobo).toBeGreaterThanOrEqual(1_234_567);
  });
});

describe.each(ENGINES)('every report on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
  }, 120_000);
  afterAll(() => t.close());

  it('runs every report of the catalogue, its totals numbers and its rows in its columns', async () => {
    const catalogue = await call<{ items: { key: string }[] }>(t.app, 'GET', '/api/reports', {
      token: admin,
    });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.items.length).toBeGreaterThanOrEqual(20);
    for (const { key } of catalogue.body.items) {
      const answer = await call<Result>(t.app, 'GET', `/api/reports/${key}?pageSize=500`, {
        token: admin,
      });
      expect([key, answer.status]).toEqual([key, 200]);
      const keys = new Set(answer.body.columns.map((c) => c.key));
      for (const row of answer.body.rows) {
        expect(Object.keys(row).filter((k) => !keys.has(k))).toEqual([]);
      }
    }
  });
});
