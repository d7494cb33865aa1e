import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, type Engine, openDatabase } from '../../server/db/database';
import { inTenant } from '../../server/db/tenant-scope';
import { get, http, mapLimit, signInOverHttp } from '../support/bank-load';
import { until } from '../support/eventually';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { killServerProcesses, startServerProcess } from '../support/server-process';
import { ENGINES } from '../support/test-app';

/**
 * The close of business as real server processes run it. Killed (SIGKILL) in the middle of a
 * step and started again, the run finishes from the database alone: the batch that was in flight
 * rolled back with its process, its lease expired, and it was claimed again, so every
 * depreciation row of the day is posted exactly once and the books balance. Two processes on one
 * PostgreSQL share a run: it completes once and every job is DONE once.
 */

/** Assets with rows due, one per batch, so the depreciation step takes many batches. */
const ASSETS = 30;
const SERVER_ENV = { EOD_LEASE_MS: '2000', EOD_BATCH_SIZE: '1' };

const clusters: PostgresCluster[] = [];
const dataDirs: string[] = [];
const handles: Db[] = [];
afterAll(async () => {
  await killServerProcesses();
  for (const db of handles) await db.close();
  for (const cluster of clusters) await cluster.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

interface Run {
  id: string;
  status: string;
  processingDate: string;
  nextProcessingDate: string;
  steps: { name: string; status: string; doneCount: number; totalCount: number }[];
}
interface Asset {
  id: string;
  tag: string;
  postedRowCount: number;
  schedule: { date: string }[];
  entries: { kind: string; entryNumber: string }[];
}

async function database(
  engine: Engine,
  dataDir: string,
): Promise<{ env: Record<string, string>; db: () => Db }> {
  if (engine !== 'postgres') {
    return { env: {}, db: () => openDatabase({ engine, file: join(dataDir, 'kobo.sqlite') }) };
  }
  const cluster = await startPostgresCluster();
  clusters.push(cluster);
  const name = await cluster.createDatabase('eodcrash');
  return {
    env: { DATABASE_URL: cluster.appUrl(name), DATABASE_MIGRATION_URL: cluster.ownerUrl(name) },
    db: () => openDatabase({ engine, url: cluster.ownerUrl(name), poolSize: 1 }),
  };
}

function monthEnd(isoDate: string, months: number): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10);
}

/** Registers assets bought six months ago: each has about five monthly rows due today. */
async function registerAssets(baseUrl: string, today: string): Promise<void> {
  const finance = await signInOverHttp(baseUrl, 'finance');
  const acquired = monthEnd(today, -6);
  await mapLimit(
    Array.from({ length: ASSETS }, (_, i) => i),
    4,
    async (i) => {
      const answer = await http(baseUrl, 'POST', '/api/finance/assets', {
        token: finance,
        body: {
          tag: `EOD-CRASH-${i}`,
          name: 'Teller counter',
          category: 'Furniture',
          branchCode: 'LAG-HO',
          costKobo: 120_000_000 + i * 1_200,
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
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    },
  );
}

/** Lets the checks warn only, and starts the run: the demo keeps a till open. */
async function startRun(baseUrl: string): Promise<Run> {
  const admin = await signInOverHttp(baseUrl, 'admin');
  const saved = await http(baseUrl, 'POST', '/api/config/eod', {
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
  expect(saved.status).toBe(200);
  const started = await http<Run>(baseUrl, 'POST', '/api/eod/runs', {
    token: await signInOverHttp(baseUrl, 'ops'),
    body: { acknowledgeWarnings: true },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return started.body;
}

async function completed(baseUrl: string, id: string): Promise<Run> {
  const ops = await signInOverHttp(baseUrl, 'ops');
  let run: Run | undefined;
  const ended = await until(
    async () => {
      run = await get<Run>(baseUrl, ops, `/api/eod/runs/${id}`);
      return run.status !== 'RUNNING';
    },
    { intervalMs: 100 },
  );
  expect(ended, 'the run ended').toBe(true);
  expect(run?.status).toBe('COMPLETED');
  return run as Run;
}

/** Every asset's rows due by the run's date posted once each, and the books balanced. */
async function expectPostedOnce(baseUrl: string, run: Run): Promise<number> {
  const finance = await signInOverHttp(baseUrl, 'finance');
  const list = await get<{ items: { id: string; tag: string }[] }>(
    baseUrl,
    finance,
    '/api/finance/assets',
  );
  const mine = list.items.filter((a) => a.tag.startsWith('EOD-CRASH-'));
  expect(mine.length).toBe(ASSETS);
  let posted = 0;
  for (const { id } of mine) {
    const asset = await get<Asset>(baseUrl, finance, `/api/finance/assets/${id}`);
    const due = asset.schedule.filter((row) => row.date <= run.processingDate).length;
    const entries = asset.entries.filter((e) => e.kind === 'DEPRECIATION');
    expect([asset.tag, asset.postedRowCount]).toEqual([asset.tag, due]);
    expect([asset.tag, new Set(entries.map((e) => e.entryNumber)).size]).toEqual([asset.tag, due]);
    posted += due;
  }
  const trial = await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
    baseUrl,
    await signInOverHttp(baseUrl, 'admin'),
    '/api/ledger/trial-balance',
  );
  expect(trial.totalDebitKobo).toBe(trial.totalCreditKobo);
  const me = await get<{ processingDate: string }>(baseUrl, finance, '/api/auth/me');
  expect(me.processingDate).toBe(run.nextProcessingDate);
  return posted;
}

/** The run's jobs: each DONE, and the journal's depreciation entries of the day each once. */
async function expectJobsDoneOnce(db: Db, runId: string) {
  return inTenant(db, 'demo', async (t) => {
    const jobs = await t.trx
      .selectFrom('eod_job')
      .select(['step', 'position', 'status', 'claimed_by'])
      .where('run_id', '=', runId)
      .execute();
    expect(jobs.filter((job) => job.status !== 'DONE')).toEqual([]);
    const entries = await t.trx
      .selectFrom('journal_entry')
      .select(['narration'])
      .where('tenant_id', '=', 'demo')
      .where('source', '=', 'DEPRECIATION')
      .execute();
    expect(new Set(entries.map((e) => e.narration)).size).toBe(entries.length);
    return jobs;
  });
}

describe.each(ENGINES)('a server killed in the middle of a close of business on %s', (engine) => {
  it('finishes after a restart and posts each row once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kobo-eod-crash-'));
    dataDirs.push(dataDir);
    const target = await database(engine, dataDir);
    const env = { ...target.env, ...SERVER_ENV };
    const first = await startServerProcess(dataDir, env);
    const finance = await signInOverHttp(first.baseUrl, 'finance');
    const today = (await get<{ processingDate: string }>(first.baseUrl, finance, '/api/auth/me'))
      .processingDate;
    await registerAssets(first.baseUrl, today);
    const started = await startRun(first.baseUrl);

    // Killed once the depreciation step has done a few batches and has more to do.
    const ops = await signInOverHttp(first.baseUrl, 'ops');
    let seen: Run['steps'][number] | undefined;
    const midStep = await until(
      async () => {
        const run = await get<Run>(first.baseUrl, ops, `/api/eod/runs/${started.id}`);
        seen = run.steps.find((s) => s.name === 'ASSET_DEPRECIATION');
        return run.status !== 'RUNNING' || (seen?.doneCount ?? 0) >= 3;
      },
      { intervalMs: 5 },
    );
    await first.kill('SIGKILL');
    expect(midStep).toBe(true);
    expect(seen?.doneCount ?? 0, 'killed in the middle of the step').toBeLessThan(
      seen?.totalCount ?? 0,
    );

    const second = await startServerProcess(dataDir, env);
    const run = await completed(second.baseUrl, started.id);
    const posted = await expectPostedOnce(second.baseUrl, run);
    await second.kill('SIGTERM');
    const db = target.db();
    handles.push(db);
    await expectJobsDoneOnce(db, started.id);
    console.log(
      `close of business crash on ${engine}: killed at ${seen?.doneCount} of ${seen?.totalCount} ` +
        `depreciation batches; after the restart ${posted} rows posted once each`,
    );
  }, 240_000);
});

describe('two servers on one PostgreSQL', () => {
  it('share a close of business: it completes once, each job done once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kobo-eod-pair-'));
    dataDirs.push(dataDir);
    const target = await database('postgres', dataDir);
    const env = { ...target.env, ...SERVER_ENV };
    const first = await startServerProcess(dataDir, env);
    // The second starts on the migrated, seeded database: it only serves and works.
    const second = await startServerProcess(dataDir, env);
    const finance = await signInOverHttp(first.baseUrl, 'finance');
    const today = (await get<{ processingDate: string }>(first.baseUrl, finance, '/api/auth/me'))
      .processingDate;
    await registerAssets(first.baseUrl, today);
    const started = await startRun(first.baseUrl);
    const run = await completed(second.baseUrl, started.id);
    await expectPostedOnce(second.baseUrl, run);
    const ops = await signInOverHttp(second.baseUrl, 'ops');
    const list = await get<{ items: Run[] }>(second.baseUrl, ops, '/api/eod/runs');
    expect(list.items.map((r) => r.status)).toEqual(['COMPLETED']);
    await first.kill('SIGTERM');
    await second.kill('SIGTERM');
    const db = target.db();
    handles.push(db);
    const jobs = await expectJobsDoneOnce(db, started.id);
    const byProcess = new Map<string, number>();
    for (const job of jobs) {
      const pid = job.claimed_by?.split(':')[0] ?? 'none';
      byProcess.set(pid, (byProcess.get(pid) ?? 0) + 1);
    }
    console.log(
      `two servers on PostgreSQL: ${jobs.length} jobs, by process ${JSON.stringify([...byProcess])}`,
    );
  }, 240_000);
});
