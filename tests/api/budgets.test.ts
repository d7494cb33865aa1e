import { randomUUID } from 'node:crypto';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBudgetLine } from '../../server/budgets/budgets.service';
import { inTenant } from '../../server/db/tenant-scope';
import { findGlAccountByCode } from '../../server/ledger/gl-account.repository';
import { postEntry, reverseEntry } from '../../server/ledger/ledger.service';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Budgets as the bank's accountant keeps them, and budget against actual as finance reads it:
 * lines by account, branch and month, every refusal leaving the lines as they were, and the
 * actuals equal to what the ledger posted (by month, quarter and year, for the whole bank and
 * for one branch), in the JSON and in its CSV and XLSX files alike.
 */

afterAll(stopClusters);

interface Budget {
  id: string;
  year: number;
  month: number;
  branchId: string | null;
  branchCode: string | null;
  branchName: string | null;
  glAccountCode: string;
  glAccountName: string;
  glAccountType: string;
  amountKobo: number;
  note: string | null;
}
interface Figures {
  period: number;
  budgetKobo: number;
  actualKobo: number;
  varianceKobo: number;
  variancePercent: number | null;
  favourable: boolean;
}
interface Series {
  periods: Figures[];
  total: Figures;
}
interface Actuals {
  year: number;
  period: string;
  branch: { code: string } | null;
  rows: (Series & { glAccountCode: string; glAccountType: string })[];
  income: Series;
  expense: Series;
  net: Series;
}
interface Refusal {
  status: number;
  code: string;
  errors?: { field: string; code: string }[];
}

/** A year of its own, so that only this file's postings and lines are in it. */
const YEAR = 2031;

describe.each(ENGINES)('budgets on %s', (engine) => {
  let t: TestApp;
  let finance: string;
  let admin: string;
  const get = <T>(url: string, token = finance) => call<T>(t.app, 'GET', url, { token });
  const create = (body: Record<string, unknown>) =>
    call<Budget & Refusal>(t.app, 'POST', '/api/finance/budgets', { token: finance, body });
  const list = async (query = '') => {
    const answer = await get<{ items: Budget[]; total: number }>(
      `/api/finance/budgets?year=${YEAR}&pageSize=100${query}`,
    );
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const actuals = async (query: string) => {
    const answer = await get<Actuals>(`/api/finance/budgets/actuals?year=${YEAR}${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const row = (report: Actuals, code: string) =>
    report.rows.find((r) => r.glAccountCode === code) as Series;
  /** [budget, actual] of each period, for comparing a whole series at once. */
  const pairs = (series: Series) => series.periods.map((f) => [f.budgetKobo, f.actualKobo]);
  const setProcessingDate = (date: string) =>
    inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .updateTable('tenant')
        .set({ processing_date: date })
        .where('id', '=', 'demo')
        .execute(),
    );
  const journal = async (debit: string, credit: string, amountKobo: number) => {
    const coa = await get<{ items: { id: string; code: string }[] }>('/api/coa', admin);
    const id = (code: string) => coa.body.items.find((a) => a.code === code)?.id;
    const answer = await call(t.app, 'POST', '/api/journals/manual', {
      token: admin,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        narration: 'Budget test posting',
        lines: [
          { glAccountId: id(debit), debitKobo: amountKobo, creditKobo: 0 },
          { glAccountId: id(credit), debitKobo: 0, creditKobo: amountKobo },
        ],
      },
    });
    expect(answer.status).toBe(201);
  };
  /** A posting of a branch, as the areas that know their branch (expenses, assets) make it. */
  const branchPosting = (debit: string, credit: string, amountKobo: number) =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const debitAccount = await findGlAccountByCode(tx, debit);
      const creditAccount = await findGlAccountByCode(tx, credit);
      const entry = await postEntry(
        tx,
        {
          narration: 'Branch running costs',
          reference: null,
          source: 'MANUAL',
          createdBy: 'system',
          branchId: 'demo-lagos',
          lines: [
            { accountId: debitAccount?.id as string, debitKobo: amountKobo, creditKobo: 0 },
            { accountId: creditAccount?.id as string, debitKobo: 0, creditKobo: amountKobo },
          ],
        },
        t.clock.now,
      );
      return entry.id;
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    finance = await signIn(t.app, 'finance');
    admin = await signIn(t.app, 'admin');
  }, 60_000);
  afterAll(() => t.close());

  describe('budget lines', () => {
    it('creates a line by account and branch code, answering both ids and names', async () => {
      const answer = await create({
        year: YEAR,
        month: 2,
        glAccountCode: '5301',
        branchCode: 'LAG-HO',
        amountKobo: 10_000_00,
        note: 'Generator diesel',
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        year: YEAR,
        month: 2,
        branchId: 'demo-lagos',
        branchCode: 'LAG-HO',
        branchName: 'Lagos Head Office',
        glAccountCode: '5301',
        glAccountName: 'Operating expenses',
        glAccountType: 'EXPENSE',
        amountKobo: 10_000_00,
        note: 'Generator diesel',
      });
      const whole = await create({ year: YEAR, month: 2, glAccountCode: '5301', amountKobo: 0 });
      expect(whole.status).toBe(201);
      expect(whole.body).toMatchObject({ branchId: null, branchCode: null, amountKobo: 0 });
      const lines = await list('&branchCode=LAG-HO');
      expect(lines.items.map((l) => [l.glAccountCode, l.month, l.amountKobo])).toEqual([
        ['5301', 2, 10_000_00],
      ]);
      expect((await list('&wholeBank=true')).items.map((l) => l.id)).toEqual([whole.body.id]);
    });

    it('refuses a second line for the same year, branch, account and month with 409', async () => {
      const before = await list();
      const again = await create({
        year: YEAR,
        month: 2,
        glAccountCode: '5301',
        branchCode: 'LAG-HO',
        amountKobo: 1,
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('budget_exists');
      expect(await list()).toEqual(before);
    });

    it.each([
      ['a header account', { glAccountCode: '5000' }, 'gl_account_is_header'],
      ['an unknown account', { glAccountCode: '5999' }, 'gl_account_not_found'],
      ['an asset account', { glAccountCode: '1501' }, 'gl_account_not_budgetable'],
      ['a liability account', { glAccountCode: '2101' }, 'gl_account_not_budgetable'],
      [
        'an unknown branch',
        { glAccountCode: '5201', branchCode: 'NOPE-1' },
        'budget_branch_not_found',
      ],
    ])('refuses %s with 422 and creates nothing', async (_name, fields, code) => {
      const before = await list();
      const answer = await create({ year: YEAR, month: 3, amountKobo: 100, ...fields });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe(code);
      expect(await list()).toEqual(before);
    });

    it.each([
      ['a negative amount', { amountKobo: -1 }],
      ['a fractional amount', { amountKobo: 10.5 }],
      ['month 0', { month: 0 }],
      ['month 13', { month: 13 }],
      ['a year out of range', { year: 1999 }],
      ['no account', { glAccountCode: undefined }],
    ])('refuses %s with 400 and creates nothing', async (_name, fields) => {
      const before = await list();
      const answer = await create({
        year: YEAR,
        month: 4,
        glAccountCode: '5201',
        amountKobo: 100,
        ...fields,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(await list()).toEqual(before);
    });

    it('changes the amount of a line and deletes a line, both audited', async () => {
      const made = await create({ year: YEAR, month: 6, glAccountCode: '5201', amountKobo: 500 });
      const changed = await call<Budget>(t.app, 'PATCH', `/api/finance/budgets/${made.body.id}`, {
        token: finance,
        body: { amountKobo: 750 },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ amountKobo: 750, month: 6, glAccountCode: '5201' });
      const removed = await call(t.app, 'DELETE', `/api/finance/budgets/${made.body.id}`, {
        token: finance,
      });
      expect(removed.status).toBe(204);
      expect((await list()).items.map((l) => l.id)).not.toContain(made.body.id);
      const gone = await call<Refusal>(t.app, 'DELETE', `/api/finance/budgets/${made.body.id}`, {
        token: finance,
      });
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('budget_not_found');
      const audit = await get<{ items: { summary: string }[] }>('/api/audit-log?pageSize=5', admin);
      const summaries = audit.body.items.map((e) => e.summary).join('\n');
      expect(summaries).toContain('changed the budget of 5201 for June 2031 for the whole bank');
      expect(summaries).toContain('deleted the budget of ₦7.50 for 5201 for June 2031');
    });

    it('uploads lines from a CSV of the template, each row checked as the single create', async () => {
      const csv = [
        'Year,Month,GL account code,Branch code (blank: whole bank),Amount (₦),Note',
        `${YEAR + 1},9,5201,,"1,250.50",Salaries`,
        `${YEAR + 1},9,5201,ABJ-01,300.00,`,
        `${YEAR + 1},9,1501,,10.00,An asset`,
        `${YEAR + 1},9,5201,,5.00,Again`,
      ].join('\r\n');
      const answer = await call<{
        created: number;
        failed: number;
        items: Budget[];
        errors: { row: number; column: string | null; code: string }[];
      }>(t.app, 'POST', '/api/finance/budgets/bulk', {
        token: finance,
        body: {
          file: { fileName: 'budget.csv', contentBase64: Buffer.from(csv).toString('base64') },
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.created).toBe(2);
      expect(answer.body.items.map((l) => [l.glAccountCode, l.branchCode, l.amountKobo])).toEqual([
        ['5201', null, 1_250_50],
        ['5201', 'ABJ-01', 300_00],
      ]);
      expect(answer.body.errors.map((e) => [e.row, e.column, e.code])).toEqual([
        [4, 'GL account code', 'gl_account_not_budgetable'],
        [5, null, 'budget_exists'],
      ]);
      // Another year's lines, so that the report below meets none of them.
      const next = await get<{ total: number }>(`/api/finance/budgets?year=${YEAR + 1}`);
      expect(next.body.total).toBe(2);
    });

    it("never shows or touches another tenant's lines", async () => {
      const acmeLine = await inTenant(t.database.db, 'acme', (tx) =>
        createBudgetLine(
          tx,
          { year: YEAR, month: 1, glAccountCode: '5301', amountKobo: 999 },
          'system',
          t.clock.now,
        ),
      );
      expect((await list()).items.map((l) => l.id)).not.toContain(acmeLine.id);
      const change = await call<Refusal>(t.app, 'PATCH', `/api/finance/budgets/${acmeLine.id}`, {
        token: finance,
        body: { amountKobo: 1 },
      });
      expect(change.status).toBe(404);
      const report = await actuals('&period=YEAR');
      expect(row(report, '5301').total.budgetKobo).not.toBe(999);
    });

    it('refuses a user without the budget permission', async () => {
      const viewer = await signIn(t.app, 'auditor');
      const answer = await call<Refusal>(t.app, 'POST', '/api/finance/budgets', {
        token: viewer,
        body: { year: YEAR, month: 1, glAccountCode: '5301', amountKobo: 1 },
      });
      expect(answer.status).toBe(403);
    });
  });

  describe('budget against actual', () => {
    let reversedBranchEntry: string;

    beforeAll(async () => {
      // Budgets: the whole bank's operating expenses and fee income, and the branch's own.
      for (const [month, glAccountCode, amountKobo, branchCode] of [
        [5, '5301', 300_00, undefined],
        [2, '4201', 300_00, undefined],
        [5, '5301', 100_00, 'LAG-HO'],
      ] as const) {
        expect(
          (await create({ year: YEAR, month, glAccountCode, amountKobo, branchCode })).status,
        ).toBe(201);
      }
      await call(
        t.app,
        'PATCH',
        `/api/finance/budgets/${(await list('&wholeBank=true')).items.find((l) => l.month === 2 && l.glAccountCode === '5301')?.id}`,
        {
          token: finance,
          body: { amountKobo: 400_00 },
        },
      );
      await setProcessingDate(`${YEAR}-02-15`);
      await journal('5301', '1110', 500_00);
      await journal('1110', '4201', 300_00);
      await setProcessingDate(`${YEAR}-05-10`);
      await journal('5301', '1110', 200_00);
      reversedBranchEntry = await branchPosting('5301', '1110', 50_00);
      await setProcessingDate(`${YEAR}-08-03`);
      await inTenant(t.database.db, 'demo', (tx) =>
        reverseEntry(
          tx,
          reversedBranchEntry,
          { narration: null, createdBy: 'system' },
          t.clock.now,
        ),
      );
    }, 60_000);

    it('reads the whole bank by month: every posting against the whole bank lines', async () => {
      const report = await actuals('&period=MONTH');
      expect(report.branch).toBeNull();
      expect(report.rows.map((r) => [r.glAccountCode, r.glAccountType])).toEqual([
        ['4201', 'INCOME'],
        ['5301', 'EXPENSE'],
      ]);
      const expense = row(report, '5301');
      expect(expense.periods).toHaveLength(12);
      expect(expense.periods[1]).toEqual({
        period: 2,
        budgetKobo: 400_00,
        actualKobo: 500_00,
        varianceKobo: 100_00,
        variancePercent: 25,
        favourable: false,
      });
      // May: ₦200 journal and ₦50 of the branch, against ₦300.
      expect(expense.periods[4]).toMatchObject({
        budgetKobo: 300_00,
        actualKobo: 250_00,
        varianceKobo: -50_00,
        variancePercent: -16.67,
        favourable: true,
      });
      // August: the reversal takes the branch's ₦50 back; no budget, so no percent.
      expect(expense.periods[7]).toMatchObject({
        budgetKobo: 0,
        actualKobo: -50_00,
        variancePercent: null,
      });
      expect(row(report, '4201').periods[1]).toMatchObject({
        budgetKobo: 300_00,
        actualKobo: 300_00,
        favourable: true,
      });
      expect(report.net.periods[1]).toMatchObject({ budgetKobo: -100_00, actualKobo: -200_00 });
      expect(report.net.total).toMatchObject({ budgetKobo: -400_00, actualKobo: -400_00 });
    });

    it('sums the same postings by quarter and by year', async () => {
      const quarters = await actuals('&period=QUARTER');
      expect(pairs(row(quarters, '5301'))).toEqual([
        [400_00, 500_00],
        [300_00, 250_00],
        [0, -50_00],
        [0, 0],
      ]);
      expect(pairs(quarters.expense)).toEqual(pairs(row(quarters, '5301')));
      expect(pairs(quarters.income)).toEqual([
        [300_00, 300_00],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
      const year = await actuals('&period=YEAR');
      expect(pairs(row(year, '5301'))).toEqual([[700_00, 700_00]]);
      expect(row(year, '5301').total).toMatchObject({ varianceKobo: 0, variancePercent: 0 });
    });

    it("counts for a branch only the postings that carry it, against the branch's lines", async () => {
      const report = await actuals('&branchCode=LAG-HO&period=MONTH');
      expect(report.branch?.code).toBe('LAG-HO');
      expect(report.rows.map((r) => r.glAccountCode)).toEqual(['5301']);
      const expense = row(report, '5301');
      expect(expense.periods[1]).toMatchObject({ budgetKobo: 10_000_00, actualKobo: 0 });
      expect(expense.periods[4]).toMatchObject({ budgetKobo: 100_00, actualKobo: 50_00 });
      expect(expense.periods[7]).toMatchObject({ actualKobo: -50_00 });
      expect(report.income.total).toMatchObject({ budgetKobo: 0, actualKobo: 0 });
      const other = await actuals('&branchCode=ABJ-01&period=YEAR');
      expect(other.rows).toEqual([]);
    });

    it('refuses an unknown branch with 422', async () => {
      const answer = await get<Refusal>(
        `/api/finance/budgets/actuals?year=${YEAR}&branchCode=NOPE`,
      );
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('budget_branch_not_found');
    });

    it('exports the same figures as CSV and XLSX', async () => {
      const report = await actuals('&period=QUARTER');
      const download = (format: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/finance/budgets/actuals/export?year=${YEAR}&period=QUARTER&format=${format}`,
          headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${finance}` },
        });
      const csv = await download('csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toContain(
        `budget-vs-actual-${YEAR}-whole-bank-quarter.csv`,
      );
      const lines = csv.body
        .trim()
        .split('\r\n')
        .map((line) => line.split(','));
      expect(lines[0]).toEqual([
        'Account code',
        'Account',
        'Type',
        'Period',
        'Budget (₦)',
        'Actual (₦)',
        'Variance (₦)',
        'Variance (%)',
        'Verdict',
      ]);
      const naira = (kobo: number) => (kobo / 100).toFixed(2);
      const expected = [
        ...report.rows.flatMap((r) => r.periods.map((f) => [r.glAccountCode, f])),
        ...report.income.periods.map((f) => ['', f]),
        ...report.expense.periods.map((f) => ['', f]),
        ...report.net.periods.map((f) => ['', f]),
      ] as [string, Figures][];
      expect(lines.slice(1).map((l) => [l[0], l[4], l[5], l[6], l[7]])).toEqual(
        expected.map(([code, f]) => [
          code,
          naira(f.budgetKobo),
          naira(f.actualKobo),
          naira(f.varianceKobo),
          f.variancePercent === null ? '' : f.variancePercent.toFixed(2),
        ]),
      );
      expect(lines[1]?.[3]).toBe(`Q1 ${YEAR}`);
      const xlsx = await download('xlsx');
      expect(xlsx.statusCode).toBe(200);
      const sheet = await readSheet(xlsx.rawPayload);
      expect(sheet[0]).toEqual(lines[0]);
      expect(sheet.slice(1).map((r) => [r[0] ?? '', r[4], r[5], r[6], r[7] ?? null])).toEqual(
        expected.map(([code, f]) => [
          code,
          f.budgetKobo / 100,
          f.actualKobo / 100,
          f.varianceKobo / 100,
          f.variancePercent,
        ]),
      );
    });
  });

  it("seeds the demo's budget for the year of the processing date", async () => {
    const year = Number(new Date().toISOString().slice(0, 4));
    const answer = await get<{ total: number }>(`/api/finance/budgets?year=${year}&pageSize=1`);
    expect(answer.body.total).toBeGreaterThan(0);
  });
});
