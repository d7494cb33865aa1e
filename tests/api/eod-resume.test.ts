import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { inTenant } from '../../server/db/tenant-scope';
import { seedDemoData } from '../../server/demo/demo-seed';
import type { CloseOfBusinessStep } from '../../server/eod/close-of-business-step';
import { eodWorker, installedSteps, workTenant } from '../../server/eod/eod-runner';
import { call, signIn } from '../support/api-client';
import {
  createTestDatabase,
  ENGINES,
  stopClusters,
  type TestDatabase,
  testConfig,
} from '../support/test-app';

/**
 * A step that fails mid-way: the batches before the failing one stay done, the failing batch's
 * work is rolled back with it each time it is tried, and after three tries the run is FAILED at
 * that step with the reason in words, the processing date unchanged. Resumed, it finishes from
 * there and every schedule row is posted exactly once. The failure is injected by wrapping the
 * real depreciation step in the catalogue this test hands the runner (no production knob), and
 * the test works the run by hand, so nothing else moves it meanwhile.
 */

afterAll(stopClusters);

interface Run {
  id: string;
  status: string;
  processingDate: string;
  nextProcessingDate: string;
  failedStep: string | null;
  steps: {
    name: string;
    status: string;
    doneCount: number;
    totalCount: number;
    error: string | null;
  }[];
}

/** The last day of the month `months` after the month of a YYYY-MM-DD date. */
function monthEnd(isoDate: string, months: number): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10);
}

describe.each(ENGINES)('a close of business that fails at a step on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let ops: string;
  let failing = true;
  let failingAssetId = '';
  const batchSize = process.env.EOD_BATCH_SIZE;

  beforeAll(async () => {
    // One asset per batch, so the step has several and one of them fails.
    process.env.EOD_BATCH_SIZE = '1';
    database = await createTestDatabase(engine);
    await seedDemoData(database.db, new Date());
    app = await buildApp({
      db: database.db,
      config: testConfig(database.dataDir),
      background: false,
    });
    ops = await signIn(app, 'ops');
  });
  afterAll(async () => {
    if (batchSize === undefined) delete process.env.EOD_BATCH_SIZE;
    else process.env.EOD_BATCH_SIZE = batchSize;
    await app?.close();
    await database?.close();
  });

  const real = installedSteps();
  const depreciation = real.get('ASSET_DEPRECIATION') as CloseOfBusinessStep;
  /** The real step, except that the failing asset's batch throws after doing its work. */
  const breaking: CloseOfBusinessStep = {
    name: 'ASSET_DEPRECIATION',
    plan: (t, day) => depreciation.plan(t, day),
    async run(t, day, batch) {
      const done = await depreciation.run(t, day, batch);
      if (failing && batch.fromKey === failingAssetId) {
        throw new Error('The depreciation expense account is closed.');
      }
      return done;
    },
  };
  const worker = eodWorker(() => new Date(), new Map([...real, ['ASSET_DEPRECIATION', breaking]]));

  const get = async <T>(url: string) => (await call<T>(app, 'GET', url, { token: ops })).body;
  const postedRows = () =>
    inTenant(database.db, 'demo', (t) =>
      t.trx
        .selectFrom('journal_entry')
        .select(['narration'])
        .where('tenant_id', '=', 'demo')
        .where('source', '=', 'DEPRECIATION')
        .execute(),
    );

  it('stops at the failing step, then resumed posts each row once', async () => {
    const finance = await signIn(app, 'finance');
    const today = (await get<{ processingDate: string }>('/api/auth/me')).processingDate;
    const acquired = monthEnd(today, -6);
    const registered = await call<{ id: string; tag: string }>(app, 'POST', '/api/finance/assets', {
      token: finance,
      body: {
        tag: 'EOD-FAIL-1',
        name: 'Generator',
        category: 'Plant',
        branchCode: 'LAG-HO',
        costKobo: 120_000_000,
        acquisitionDate: acquired,
        availableForUseDate: acquired,
        depreciationStartDate: monthEnd(acquired, 1),
        totalDepreciations: 12,
        frequencyMonths: 1,
        salvageValueKobo: 0,
        depreciationMethod: 'STRAIGHT_LINE',
        proRata: false,
        paidFromGlAccountCode: '1110',
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    failingAssetId = registered.body.id;
    const admin = await signIn(app, 'admin');
    const settings = await call(app, 'POST', '/api/config/eod', {
      token: admin,
      body: {
        value: {
          checks: {
            OPEN_TILL_SESSIONS: 'WARNING',
            PENDING_APPROVALS: 'WARNING',
            NIP_TRANSFERS_NOT_FINAL: 'WARNING',
          },
          dormancyMonths: 12,
        },
      },
    });
    expect(settings.status).toBe(200);
    const before = await postedRows();

    const started = await call<Run>(app, 'POST', '/api/eod/runs', {
      token: ops,
      body: { acknowledgeWarnings: true },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await workTenant(database.db, 'demo', worker);

    const failed = await get<Run>(`/api/eod/runs/${started.body.id}`);
    expect([failed.status, failed.failedStep]).toEqual(['FAILED', 'ASSET_DEPRECIATION']);
    const step = failed.steps.find((s) => s.name === 'ASSET_DEPRECIATION');
    expect(step?.status).toBe('FAILED');
    expect(step?.error).toContain('The depreciation expense account is closed.');
    expect(step?.totalCount).toBeGreaterThan(1);
    expect(step?.doneCount).toBe((step?.totalCount ?? 0) - 1);
    expect(failed.steps.filter((s) => s.status === 'PENDING').map((s) => s.name)).toContain(
      'ADVANCE_DATE',
    );
    expect((await get<{ processingDate: string }>('/api/auth/me')).processingDate).toBe(today);
    // The failing batch's rows were rolled back each of its three tries.
    expect((await postedRows()).length).toBe(before.length);

    failing = false;
    const resumed = await call<Run>(app, 'POST', `/api/eod/runs/${started.body.id}/resume`, {
      token: ops,
    });
    expect([resumed.status, resumed.body.status]).toEqual([202, 'RUNNING']);
    await workTenant(database.db, 'demo', worker);

    const done = await get<Run>(`/api/eod/runs/${started.body.id}`);
    expect(done.status).toBe('COMPLETED');
    expect(done.steps.every((s) => s.status === 'DONE' && s.doneCount === s.totalCount)).toBe(true);
    expect((await get<{ processingDate: string }>('/api/auth/me')).processingDate).toBe(
      done.nextProcessingDate,
    );
    const asset = await get<{ postedRowCount: number; schedule: { date: string }[] }>(
      `/api/finance/assets/${failingAssetId}`,
    );
    const due = asset.schedule.filter((row) => row.date <= today).length;
    expect(due).toBeGreaterThan(0);
    expect(asset.postedRowCount).toBe(due);
    const after = await postedRows();
    const mine = after.filter((row) => row.narration.includes('EOD-FAIL-1'));
    expect(mine.length).toBe(due);
    expect(new Set(after.map((row) => row.narration)).size).toBe(after.length);
    const trial = await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
      '/api/ledger/trial-balance',
    );
    expect(trial.totalDebitKobo).toBe(trial.totalCreditKobo);
  }, 120_000);
});
