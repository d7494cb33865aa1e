import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCORECARD } from '../../server/credit/credit-scorecard.default';
import { inTenant } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The credit scorecard on both engines: saving makes a new version and never changes an old one,
 * an invalid scorecard is refused whole, and an application keeps the version it was scored with
 * while new ones use the newest. The score breakdown shows each value and its points.
 */

afterAll(stopClusters);

interface Scorecard {
  id: string;
  version: number;
  name: string;
  createdBy: string;
  characteristics: { characteristic: string; bins: unknown[] }[];
  code?: string;
  errors?: { field: string; message: string }[];
  items?: Scorecard[];
}
interface ScoreLine {
  characteristic: string;
  numericValue: number | null;
  categoryValue: string | null;
  binLabel: string | null;
  points: number;
}
interface Application {
  id: string;
  status: string;
  grade: string | null;
  totalPoints: number | null;
  score: {
    scorecardVersion: number;
    totalPoints: number;
    grade: string;
    decision: string;
    newInstalmentKobo: number;
    lines: ScoreLine[];
  } | null;
}

const NAIRA = 100;

/** A small scorecard whose points a person can add up: employment and the debt service ratio. */
const SIMPLE = {
  name: 'Two-factor test card',
  characteristics: [
    {
      characteristic: 'EMPLOYMENT_TYPE',
      bins: [
        { label: 'Salaried', categories: ['SALARIED'], points: 40 },
        { label: 'Own account', categories: ['BUSINESS_OWNER', 'SELF_EMPLOYED'], points: 25 },
      ],
    },
    {
      characteristic: 'DEBT_SERVICE_RATIO',
      bins: [
        { label: 'Up to 33%', max: 3_301, points: 40 },
        { label: 'Over 33%', min: 3_301, points: 0 },
      ],
    },
  ],
  cutoffs: [
    { grade: 'A', minScore: 80, decision: 'APPROVE' },
    { grade: 'B', minScore: 60, decision: 'APPROVE' },
    { grade: 'C', minScore: 40, decision: 'REFER' },
    { grade: 'D', minScore: 20, decision: 'REFER' },
    { grade: 'E', minScore: 0, decision: 'DECLINE' },
  ],
};

describe.each(ENGINES)('the credit scorecard on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let borrower: { customerId: string; accountId: string };
  let productId: string;

  const as = (user: string) => tokens[user] as string;
  const current = (user = 'analyst', tenant = 'demo') =>
    call<Scorecard>(t.app, 'GET', '/api/credit/scorecard', { token: as(user), tenant });
  const save = (body: unknown, user = 'admin') =>
    call<Scorecard>(t.app, 'PUT', '/api/credit/scorecard', { token: as(user), body });
  const versions = () =>
    call<Scorecard>(t.app, 'GET', '/api/credit/scorecard/versions', { token: as('analyst') });
  const applyScored = (body: object = {}) =>
    call<Application>(t.app, 'POST', '/api/loans/apply', {
      token: as('loanofficer'),
      body: {
        customerId: borrower.customerId,
        productId,
        principalKobo: 600_000 * NAIRA,
        numberOfRepayments: 12,
        accountId: borrower.accountId,
        purpose: 'Working capital',
        monthlyIncomeKobo: 300_000 * NAIRA,
        employmentType: 'SALARIED',
        existingMonthlyObligationsKobo: 25_000 * NAIRA,
        submit: true,
        ...body,
      },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'analyst', 'loanofficer'])
      tokens[user] = await signIn(t.app, user);
    tokens.acme = await signIn(t.app, 'admin', 'acme');
    await inTenant(t.database.db, 'demo', async (tx) => {
      const account = await tx.trx
        .selectFrom('deposit_account as a')
        .innerJoin('customer as c', 'c.id', 'a.customer_id')
        .select(['a.id as accountId', 'a.customer_id as customerId'])
        .where('a.tenant_id', '=', tx.tenantId)
        .where('a.status', '=', 'ACTIVE')
        .where('c.status', '=', 'ACTIVE')
        .where('c.branch_id', '=', 'demo-abuja')
        .orderBy('a.account_number')
        .executeTakeFirstOrThrow();
      borrower = account;
      const product = await tx.trx
        .selectFrom('loan_product')
        .select('id')
        .where('tenant_id', '=', tx.tenantId)
        .where('code', '=', 'SME-WC')
        .executeTakeFirstOrThrow();
      productId = product.id;
    });
  }, 120_000);
  afterAll(() => t.close());

  it('starts every tenant with the demo scorecard as version 1', async () => {
    const demo = await current();
    expect(demo.status).toBe(200);
    expect(demo.body).toMatchObject({ version: 1, name: DEFAULT_SCORECARD.name });
    expect(demo.body.characteristics.map((c) => c.characteristic)).toEqual(
      DEFAULT_SCORECARD.characteristics.map((c) => c.characteristic),
    );
    expect((await current('acme', 'acme')).body.version).toBe(1);
  });

  it('scores every characteristic of the demo scorecard with its value and points', async () => {
    const made = await applyScored();
    expect(made.status).toBe(201);
    const score = made.body.score;
    expect(score?.lines.map((line) => line.characteristic)).toEqual(
      DEFAULT_SCORECARD.characteristics.map((c) => c.characteristic),
    );
    const line = (name: string) => score?.lines.find((l) => l.characteristic === name);
    expect(line('EMPLOYMENT_TYPE')).toMatchObject({
      categoryValue: 'SALARIED',
      binLabel: 'Salaried',
      points: 15,
    });
    expect(line('MONTHLY_INCOME')).toMatchObject({ numericValue: 300_000 * NAIRA, points: 8 });
    expect(line('MAX_DAYS_IN_ARREARS')).toMatchObject({
      numericValue: null,
      binLabel: null,
      points: 0,
    });
    const sum = score?.lines.reduce((total, l) => total + l.points, 0);
    expect(score?.totalPoints).toBe(sum);
    expect(made.body).toMatchObject({ grade: score?.grade, totalPoints: sum });
  });

  it('saves a new version, keeps the old one, and scores new applications with it only', async () => {
    const before = await applyScored();
    expect(before.body.score?.scorecardVersion).toBe(1);
    const saved = await save(SIMPLE);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ version: 2, name: SIMPLE.name, createdBy: 'Tunde Bakare' });
    expect((await current()).body.version).toBe(2);
    const list = await versions();
    expect(list.body.items?.map((v) => [v.version, v.name])).toEqual([
      [2, SIMPLE.name],
      [1, DEFAULT_SCORECARD.name],
    ]);
    expect((await current('acme', 'acme')).body.version).toBe(1);
    const kept = await call<Application>(
      t.app,
      'GET',
      `/api/credit-applications/${before.body.id}`,
      {
        token: as('analyst'),
      },
    );
    expect(kept.body.score?.scorecardVersion).toBe(1);

    // 25,000 naira of debts plus the new instalment, over 300,000 naira of income.
    const after = await applyScored();
    const score = after.body.score;
    expect(score?.scorecardVersion).toBe(2);
    const dsr = score?.lines.find((l) => l.characteristic === 'DEBT_SERVICE_RATIO');
    const owed = 25_000 * NAIRA + (score?.newInstalmentKobo ?? 0);
    expect(dsr?.numericValue).toBe(Math.round((owed * 10_000) / (300_000 * NAIRA)));
    expect(score?.newInstalmentKobo).toBeGreaterThan((600_000 * NAIRA) / 12);
    expect(score).toMatchObject({ totalPoints: 80, grade: 'A', decision: 'APPROVE' });
    const business = await applyScored({
      employmentType: 'BUSINESS_OWNER',
      monthlyIncomeKobo: 100_000 * NAIRA,
    });
    expect(business.body.score).toMatchObject({ totalPoints: 25, grade: 'D', decision: 'REFER' });
  });

  it('refuses overlapping bins and out-of-order cut-offs whole, saving nothing', async () => {
    const count = (await versions()).body.items?.length;
    const overlapping = structuredClone(SIMPLE);
    overlapping.characteristics[1] = {
      characteristic: 'DEBT_SERVICE_RATIO',
      bins: [
        { label: 'Low', max: 4_000, points: 40 },
        { label: 'High', min: 3_301, points: 0 },
      ],
    };
    const refused = await save(overlapping);
    expect([refused.status, refused.body.code]).toEqual([422, 'credit_scorecard_invalid']);
    expect(refused.body.errors?.map((e) => e.message)).toEqual(['Bins may not overlap.']);
    const disordered = { ...SIMPLE, cutoffs: [...SIMPLE.cutoffs].reverse() };
    const refusedCutoffs = await save(disordered);
    expect(refusedCutoffs.body.code).toBe('credit_scorecard_invalid');
    expect((await versions()).body.items?.length).toBe(count);
  });

  it('lets only product managers save, and refuses a scorecard without grades', async () => {
    const officer = await save(SIMPLE, 'loanofficer');
    expect(officer.status).toBe(403);
    const noGrades = await save({ ...SIMPLE, cutoffs: [] });
    expect([noGrades.status, noGrades.body.code]).toEqual([400, 'validation_failed']);
  });
});
