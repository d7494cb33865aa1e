import { performance } from 'node:perf_hooks';
import { bench, describe } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { startPostgresCluster } from '../support/postgres-cluster';
import { type BenchApp, printTable, startBenchApp } from './bench-support';
import {
  monthEndOf,
  runCloseOfBusiness,
  type StepTiming,
  seedCloseOfBusinessBook,
} from './eod-bench-support';

/**
 * A close of business on a month end (so fees and savings interest run) over a book of
 * 1,000,000 deposit accounts and 100,000 loans, and over a quarter of that to show how it grows,
 * on SQLite and PostgreSQL. Prints each step's time. Target: the whole run under 60 s.
 * EOD_BENCH_SIZES=accounts/loans,... changes the sizes; BENCH_POSTGRES=0 skips PostgreSQL.
 */
const TARGET_S = 60;
const TENANT = 'demo';
const SIZES = (process.env.EOD_BENCH_SIZES ?? '250000/25000,1000000/100000')
  .split(',')
  .map((pair) => {
    const [accounts, loans] = pair.split('/').map(Number);
    return { accounts: accounts as number, loans: loans as number };
  });

interface Result {
  readonly engine: string;
  readonly accounts: number;
  readonly loans: number;
  readonly seedS: number;
  readonly steps: StepTiming[];
  readonly totalS: number;
}

async function measure(app: BenchApp, size: { accounts: number; loans: number }) {
  const today = await inTenant(app.db, TENANT, async (t) => {
    const row = await t.trx
      .selectFrom('tenant')
      .select('processing_date')
      .where('id', '=', TENANT)
      .executeTakeFirstOrThrow();
    return row.processing_date;
  });
  const seeded = performance.now();
  await seedCloseOfBusinessBook(app.db, TENANT, size, monthEndOf(today));
  const seedS = (performance.now() - seeded) / 1000;
  const started = performance.now();
  const steps = await runCloseOfBusiness(app.db, TENANT, app.statements);
  const totalS = (performance.now() - started) / 1000;
  return { engine: app.engine, ...size, seedS, steps, totalS };
}

async function onEngine(engine: 'sqlite' | 'postgres', results: Result[]) {
  const cluster = engine === 'postgres' ? await startPostgresCluster() : undefined;
  try {
    for (const size of SIZES) {
      const app = await startBenchApp(engine, cluster ? { cluster } : {});
      try {
        results.push(await measure(app, size));
      } finally {
        await app.close();
      }
    }
  } finally {
    await cluster?.stop();
  }
}

const results: Result[] = [];
await onEngine('sqlite', results);
if (process.env.BENCH_POSTGRES !== '0') await onEngine('postgres', results);

const stepNames = results[0]?.steps.map((step) => step.name) ?? [];
printTable(
  'Close of business on a month end, seconds per step (batches of 2,000)',
  ['engine', 'accounts', 'loans', 'seed s', ...stepNames, 'total s', `< ${TARGET_S} s`],
  results.map((r) => [
    r.engine,
    r.accounts.toLocaleString('en'),
    r.loans.toLocaleString('en'),
    r.seedS.toFixed(1),
    ...r.steps.map((step) => (step.ms / 1000).toFixed(1)),
    r.totalS.toFixed(1),
    r.totalS < TARGET_S ? 'met' : 'MISSED',
  ]),
);
for (const engine of ['sqlite', 'postgres']) {
  const runs = results.filter((r) => r.engine === engine);
  const [small, large] = [runs[0], runs.at(-1)];
  if (small && large && large !== small) {
    process.stdout.write(
      `${engine}: ${(large.accounts / small.accounts).toFixed(1)}x the book took ${(large.totalS / small.totalS).toFixed(2)}x the time\n`,
    );
  }
}
for (const r of results) {
  const items = r.steps.map(
    (s) =>
      `${s.name} ${s.items.toLocaleString('en')} items, ${s.batches} batches, ${s.statements.toLocaleString('en')} statements`,
  );
  process.stdout.write(`${r.engine} ${r.accounts}: ${items.join(', ')}\n`);
}

describe('close of business', () => {
  bench('printed above', () => {}, { time: 0, iterations: 1 });
});
