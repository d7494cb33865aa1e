import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll } from 'vitest';
import { buildApp } from '../../server/app';
import { type Db, type Engine, openDatabase, type StatementCache } from '../../server/db/database';
import { seedDemoData } from '../../server/demo/demo-seed';
import { migrate } from '../../server/migrate';
import { signIn } from '../support/api-client';
import { findPostgresBin, type PostgresCluster } from '../support/postgres-cluster';
import { testConfig } from '../support/test-app';

/**
 * Shared pieces of the load benchmarks: a seeded app over a fresh database (with a counter of the
 * SQL statements it runs), an HTTP load generator that runs in its own thread so that the clients
 * do not eat the server's event loop, percentiles, and plain tables on standard output.
 */

export const NPROC = availableParallelism();

/** Busy and total CPU ticks of the machine so far, from /proc/stat (zeros where it is missing). */
function cpuTicks(): { busy: number; total: number } {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((sum, n) => sum + n, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Share of the machine's CPUs busy over the next `ms` while this process idles, 0..1. */
async function backgroundLoad(ms: number): Promise<number> {
  const before = cpuTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTicks();
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/** What is left of this file's waiting for a quiet machine (BENCH_QUIET_BUDGET_SECONDS). */
let quietBudgetMs = 1000 * Number(process.env.BENCH_QUIET_BUDGET_SECONDS ?? 30);

/**
 * Other work on the machine skews every figure, so a measurement starts when the CPUs are
 * mostly idle (below 25 % busy over a second), waiting at most `maxWaitMs`
 * (BENCH_QUIET_WAIT_SECONDS, 10 s by default) and at most 30 s in all per file, so that a busy
 * machine does not stretch the run. Returns the busy share seen last, to print beside the figures.
 */
export async function waitForQuietMachine(
  maxWaitMs = 1000 * Number(process.env.BENCH_QUIET_WAIT_SECONDS ?? 10),
): Promise<number> {
  const started = Date.now();
  const deadline = started + Math.min(maxWaitMs, quietBudgetMs);
  let load = await backgroundLoad(1_000);
  while (load > 0.25 && Date.now() < deadline) load = await backgroundLoad(1_000);
  quietBudgetMs = Math.max(0, quietBudgetMs - (Date.now() - started));
  return load;
}

export const percent = (share: number) => `${Math.round(share * 100)} %`;

/** Whole seconds from the environment, for shortening a run by hand (BENCH_SECONDS=3). */
export function benchSeconds(fallback: number): number {
  const text = process.env.BENCH_SECONDS;
  const value = text ? Number(text) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export interface BenchApp {
  readonly engine: Engine;
  readonly app: FastifyInstance;
  /** The app's handle (on PostgreSQL the kobo_app role), counting the statements it runs. */
  readonly db: Db;
  /** On PostgreSQL the table owner's handle; on SQLite the same as `db`. */
  readonly owner: Db;
  /** On SQLite the database file, for raw better-sqlite3 access beside the app. */
  readonly sqliteFile: string | null;
  /** On PostgreSQL the URL the app connects with (as kobo_app), for pgbench beside the app. */
  readonly postgresUrl: string | null;
  /** How many SQL statements the app has sent so far (transaction control not included). */
  statements(): number;
  signIn(username?: string): Promise<string>;
  /** Listens on 127.0.0.1 and a free port; returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A Kysely plugin that counts every statement run through the handle, built or prepared
 * (transaction control does not pass through plugins).
 */
function countingPlugin(counter: { n: number }): KyselyPlugin {
  return {
    transformQuery(args) {
      return args.node;
    },
    transformResult(args) {
      counter.n += 1;
      return Promise.resolve(args.result);
    },
  };
}

export interface BenchAppOptions {
  /** Required for PostgreSQL: the cluster to create the database in. */
  readonly cluster?: PostgresCluster;
  /** PostgreSQL pool size of the app; the server's own default (openDatabase) is 10. */
  readonly poolSize?: number;
}

/**
 * The real app (buildApp, the demo seed, the real clock) over a fresh database: the pieces of
 * startTestApp, but on a cluster the caller owns (so pgbench can share it) and with the
 * production pool size.
 */
export async function startBenchApp(
  engine: Engine,
  options: BenchAppOptions = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kobo-bench-'));
  let raw: Db;
  let owner: Db;
  let sqliteFile: string | null = null;
  let postgresUrl: string | null = null;
  let dropDatabase = async () => {};
  if (engine === 'sqlite') {
    sqliteFile = join(dataDir, 'kobo.sqlite');
    raw = openDatabase({ engine, file: sqliteFile });
    await migrate(raw);
    owner = raw;
  } else {
    const cluster = options.cluster;
    if (!cluster) throw new Error('startBenchApp("postgres") needs a cluster');
    const name = await cluster.createDatabase('bench');
    owner = openDatabase({ engine, url: cluster.ownerUrl(name), poolSize: 2 });
    await migrate(owner, 'kobo_app');
    postgresUrl = cluster.appUrl(name);
    raw = openDatabase({ engine, url: postgresUrl, poolSize: options.poolSize ?? 10 });
    dropDatabase = () => cluster.dropDatabase(name);
  }
  const counter = { n: 0 };
  const counting = countingPlugin(counter);
  // Prepared queries on SQLite run on the connections' statements, past Kysely's plugins.
  const countingCache = (cache: StatementCache): StatementCache => ({
    prepare(text) {
      counter.n += 1;
      return cache.prepare(text);
    },
  });
  const db: Db = {
    ...raw,
    kysely: raw.kysely.withPlugin(counting),
    ...(raw.reads && { reads: raw.reads.withPlugin(counting) }),
    ...(raw.statements && {
      statements: {
        writer: countingCache(raw.statements.writer),
        reader: countingCache(raw.statements.reader),
      },
    }),
  };
  await seedDemoData(db, new Date());
  const config = testConfig(dataDir);
  const app = await buildApp({ db, config });
  let closed = false;
  return {
    engine,
    app,
    db,
    owner,
    sqliteFile,
    postgresUrl,
    statements: () => counter.n,
    signIn: (username = 'admin') => signIn(app, username),
    async listen() {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening');
      return `http://127.0.0.1:${address.port}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await raw.close();
      if (owner !== raw) await owner.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a file's measurements with `app` open and closes the app after the file's benchmarks: by
 * a top-level afterAll (in bench mode vitest does not run a describe block's afterAll), or at
 * once when the measurements fail, since a file that fails while collecting runs no hooks.
 */
export async function measureWith<T>(app: BenchApp, work: () => Promise<T>): Promise<T> {
  afterAll(() => app.close());
  try {
    return await work();
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** The pgbench next to the cluster's pg_ctl (Debian's postgresql package), else the one on PATH. */
export function pgbenchPath(): string {
  const beside = join(findPostgresBin(), 'pgbench');
  return existsSync(beside) ? beside : 'pgbench';
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export function summarize(latenciesMs: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(latenciesMs).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
  };
}

/** Times `count` sequential calls of `call(i)`, in milliseconds each. */
export async function timeSequential(
  count: number,
  call: (index: number) => Promise<void>,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await call(index);
    latencies.push(performance.now() - start);
  }
  return latencies;
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
export const rate = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');

/** A plain, aligned table on standard output (not through vitest's console capture). */
export function printTable(title: string, header: readonly string[], rows: readonly string[][]) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  process.stdout.write(
    `\n${title} (nproc ${NPROC}, load average ${loadavg()[0]?.toFixed(2)})\n${[line(header), rule, ...rows.map(line)].join('\n')}\n\n`,
  );
}

export interface TransferLoad {
  readonly baseUrl: string;
  readonly token: string;
  readonly accountIds: readonly string[];
  readonly clients: number;
  readonly warmupMs: number;
  readonly durationMs: number;
}

export interface LoadResult {
  /** Answers completed inside the measured window, by status. */
  readonly statuses: Record<string, number>;
  /** Latencies (ms) of the 201 answers completed inside the window. */
  readonly latencies: Float64Array;
  readonly perSecond: number;
  readonly firstError: string | null;
  /** Every answer of the run, warm-up and tail included. */
  readonly answered: number;
  /** Share of the window the server's event loop (this thread) was busy, 0..1. */
  readonly eventLoopUtilization: number;
}

const TRANSFER_CLIENTS = fileURLToPath(new URL('./transfer-clients.worker.cjs', import.meta.url));

/** C clients posting transfers for warmup + duration; only the duration is measured. */
export async function runTransferLoad(load: TransferLoad): Promise<LoadResult> {
  const worker = new Worker(TRANSFER_CLIENTS, { workerData: { ...load } });
  let from = performance.eventLoopUtilization();
  let utilization = Number.NaN;
  const startTimer = setTimeout(() => {
    from = performance.eventLoopUtilization();
  }, load.warmupMs);
  const endTimer = setTimeout(() => {
    utilization = performance.eventLoopUtilization(from).utilization;
  }, load.warmupMs + load.durationMs);
  try {
    const message = await new Promise<Omit<LoadResult, 'perSecond' | 'eventLoopUtilization'>>(
      (resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      },
    );
    const ok = message.statuses['201'] ?? 0;
    return {
      ...message,
      perSecond: ok / (load.durationMs / 1000),
      eventLoopUtilization: utilization,
    };
  } finally {
    clearTimeout(startTimer);
    clearTimeout(endTimer);
    await worker.terminate();
  }
}
