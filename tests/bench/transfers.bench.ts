import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { bench, describe } from 'vitest';
import { type Db, openDatabase } from '../../server/db/database';
import { newRowId } from '../../server/db/row-id';
import { inTenant } from '../../server/db/tenant-scope';
import { seedDemoData } from '../../server/demo/demo-seed';
import { productControlAccount } from '../../server/deposits/control-account.repository';
import { migrate } from '../../server/migrate';
import { findTenant } from '../../server/tenancy/tenant.repository';
import { call } from '../support/api-client';
import { startPostgresCluster } from '../support/postgres-cluster';
import {
  type BenchApp,
  benchSeconds,
  type LoadResult,
  measureWith,
  ms,
  percent,
  pgbenchPath,
  printTable,
  rate,
  runTransferLoad,
  startBenchApp,
  summarize,
  waitForQuietMachine,
} from './bench-support';

/**
 * Transfers through the HTTP API (sign-in token, validation, idempotency claim, posting, audit)
 * against the raw ceiling of the same machine and run: on SQLite a bare better-sqlite3 loop doing
 * the same double-entry writes, on PostgreSQL pgbench's TPC-B on the same throwaway cluster.
 * Targets: SQLite API ≥ 0.5 × the bare loop; PostgreSQL API ≥ 0.8 × pgbench. On PostgreSQL,
 * pgbench also replays the API's own statements for a transfer, to show what the database alone
 * gives for that work beside TPC-B's five statements.
 */
const SECONDS = benchSeconds(10);
const WARMUP_MS = 1_000;
/**
 * SQLite's ceiling is its one writer committing once per transfer, so it has no concurrency to
 * match; the API is measured at several. More clients queue more transactions behind each
 * commit, and one fsync then serves more transfers (group commit).
 */
const SQLITE_CLIENTS = [1, 4, 8, 16];
const TENANT = 'demo';
const execFileAsync = promisify(execFile);

interface FundedAccount {
  id: string;
  glAccountId: string;
}

async function fundedAccounts(db: Db): Promise<FundedAccount[]> {
  return inTenant(db, TENANT, async (t) => {
    const rows = await t.trx
      .selectFrom('deposit_account')
      .select(['id', 'product_id'])
      .where('tenant_id', '=', TENANT)
      .where('status', '=', 'ACTIVE')
      .execute();
    const control = new Map<string, string>();
    for (const row of rows) {
      if (!control.has(row.product_id)) {
        control.set(row.product_id, await productControlAccount(t, row.product_id));
      }
    }
    return rows.map((row) => ({ id: row.id, glAccountId: control.get(row.product_id) as string }));
  });
}

// ---------------------------------------------------------------------------------------------
// SQLite: the bare ceiling.

interface SeededFile {
  file: string;
  accounts: FundedAccount[];
  postingDate: string;
  remove(): void;
}

/** A migrated, demo-seeded SQLite file with the app's handle closed again. */
async function seededSqliteFile(): Promise<SeededFile> {
  const dir = mkdtempSync(join(tmpdir(), 'kobo-bench-raw-'));
  const file = join(dir, 'kobo.sqlite');
  const db = openDatabase({ engine: 'sqlite', file });
  try {
    await migrate(db);
    await seedDemoData(db, new Date());
    const accounts = await fundedAccounts(db);
    const tenant = await inTenant(db, TENANT, findTenant);
    if (!tenant) throw new Error('no demo tenant');
    return {
      file,
      accounts,
      postingDate: tenant.processingDate,
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await db.close();
  }
}

/**
 * The double-entry writes of one transfer on a bare better-sqlite3 connection with the server's
 * writer's pragmas (WAL, synchronous=FULL, foreign keys, cache, memory map, temp store, checkpoints): counter bump, entry, 2 lines, 2 GL balance
 * updates, 2 daily-total upserts, the checked debit and the credit of the 2 deposit accounts.
 * `apiShape` adds the other rows the API writes in the same transaction: the idempotency key
 * (inserted, then completed) and the audit row; still one commit per transfer. Row ids are made
 * as the server makes them (`newRowId`), the idempotency keys as clients do (random).
 */
function sqliteCeiling(seeded: SeededFile, seconds: number, apiShape: boolean): number {
  const sqlite = new Database(seeded.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('recursive_triggers = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.pragma('wal_autocheckpoint = 10000');
  const counter = sqlite.prepare(
    `insert into ledger_counter (tenant_id, name, value) values (?, 'journal_entry', 1)
     on conflict (tenant_id, name) do update set value = ledger_counter.value + 1 returning value`,
  );
  const entry = sqlite.prepare(
    `insert into journal_entry (id, tenant_id, entry_number, posting_date, value_date, narration,
       reference, source, reversal_of_id, created_by, created_at)
     values (?, ?, ?, ?, ?, ?, null, 'TRANSFER', null, 'demo-admin', ?)`,
  );
  const line = sqlite.prepare(
    `insert into journal_line (id, tenant_id, entry_id, line_number, account_id, posting_date,
       entry_number, debit_kobo, credit_kobo, narration, subledger, subledger_account_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'DEPOSIT', ?)`,
  );
  const glBalance = sqlite.prepare(
    `update gl_account set balance_kobo = balance_kobo + ?, updated_at = ?
     where tenant_id = ? and id = ?`,
  );
  const daily = sqlite.prepare(
    `insert into gl_daily_balance (tenant_id, account_id, posting_date, debit_kobo, credit_kobo)
     values (?, ?, ?, ?, ?)
     on conflict (tenant_id, account_id, posting_date) do update set
       debit_kobo = gl_daily_balance.debit_kobo + excluded.debit_kobo,
       credit_kobo = gl_daily_balance.credit_kobo + excluded.credit_kobo`,
  );
  const debit = sqlite.prepare(
    `update deposit_account set ledger_balance_kobo = ledger_balance_kobo - ?
     where tenant_id = ? and id = ?
       and (ledger_balance_kobo - ? - holds_kobo - minimum_balance_kobo + overdraft_limit_kobo >= 0
         or (ledger_balance_kobo - ? = 0 and holds_kobo = 0))`,
  );
  const credit = sqlite.prepare(
    `update deposit_account set ledger_balance_kobo = ledger_balance_kobo + ?
     where tenant_id = ? and id = ?`,
  );
  const claim = sqlite.prepare(
    `insert into idempotency_key (tenant_id, key, operation_id, request_hash, state,
       response_status, response_body, created_at)
     values (?, ?, 'createTransfer', ?, 'IN_PROGRESS', null, null, ?)`,
  );
  const complete = sqlite.prepare(
    `update idempotency_key set state = 'DONE', response_status = 201, response_body = ?
     where tenant_id = ? and key = ? and state = 'IN_PROGRESS'`,
  );
  const audit = sqlite.prepare(
    `insert into audit_log (id, tenant_id, user_id, username, operation_id, method, target,
       summary, ip, outcome, status_code, error_code, at)
     values (?, ?, 'demo-admin', 'admin', 'createTransfer', 'POST', ?, ?, '127.0.0.1', 'success',
       201, null, ?)`,
  );
  const { accounts, postingDate } = seeded;
  const post = sqlite.transaction((from: FundedAccount, to: FundedAccount, amount: number) => {
    const at = new Date().toISOString();
    const sequence = (counter.get(TENANT) as { value: number }).value;
    const entryId = newRowId();
    const entryNumber = `JE-${String(sequence).padStart(8, '0')}`;
    entry.run(entryId, TENANT, entryNumber, postingDate, postingDate, 'Benchmark transfer', at);
    line.run(
      newRowId(),
      TENANT,
      entryId,
      1,
      from.glAccountId,
      postingDate,
      entryNumber,
      amount,
      0,
      'Benchmark transfer',
      from.id,
    );
    line.run(
      newRowId(),
      TENANT,
      entryId,
      2,
      to.glAccountId,
      postingDate,
      entryNumber,
      0,
      amount,
      'Benchmark transfer',
      to.id,
    );
    glBalance.run(amount, at, TENANT, from.glAccountId);
    daily.run(TENANT, from.glAccountId, postingDate, amount, 0);
    glBalance.run(-amount, at, TENANT, to.glAccountId);
    daily.run(TENANT, to.glAccountId, postingDate, 0, amount);
    if (debit.run(amount, TENANT, from.id, amount, amount).changes !== 1)
      throw new Error('refused');
    credit.run(amount, TENANT, to.id);
    return entryId;
  });
  const postWithKey = sqlite.transaction(
    (from: FundedAccount, to: FundedAccount, amount: number, key: string) => {
      const at = new Date().toISOString();
      claim.run(TENANT, key, randomUUID().replaceAll('-', ''), at);
      const entryId = post(from, to, amount);
      complete.run(JSON.stringify({ entryId, amount }), TENANT, key);
      audit.run(
        newRowId(),
        TENANT,
        entryId,
        `transferred ${amount} kobo`,
        new Date().toISOString(),
      );
    },
  );
  const pick = () => accounts[Math.floor(Math.random() * accounts.length)] as FundedAccount;
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  try {
    while (performance.now() < deadline) {
      const from = pick();
      let to = pick();
      while (to.id === from.id) to = pick();
      const amount = 1 + Math.floor(Math.random() * 100);
      if (apiShape) {
        postWithKey(from, to, amount, randomUUID());
      } else {
        post(from, to, amount);
      }
      done += 1;
    }
    return done / ((performance.now() - started) / 1000);
  } finally {
    sqlite.close();
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: what the app's sessions are doing while the API is under load.

/**
 * Samples pg_stat_activity of the app role every 20 ms until `until` settles: the share of
 * session samples running SQL, waiting on a lock (a hot row), idle inside a transaction (waiting
 * for the next statement from Node) or idle between transactions.
 */
async function sampleSessions(superuserUrl: string, until: Promise<unknown>): Promise<string> {
  const client = new pg.Client({ connectionString: superuserUrl });
  client.on('error', () => {});
  await client.connect();
  let done = false;
  until.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  const counts = new Map<string, number>();
  let total = 0;
  try {
    while (!done) {
      const { rows } = await client.query<{
        state: string | null;
        type: string | null;
        event: string | null;
      }>(
        `select state, wait_event_type as type, wait_event as event from pg_stat_activity
         where usename = 'kobo_app' and backend_type = 'client backend'`,
      );
      for (const row of rows) {
        const what =
          row.state === 'active'
            ? row.type === 'Lock'
              ? `waiting on a lock (${row.event})`
              : row.type
                ? `running SQL, waiting on ${row.type}:${row.event}`
                : 'running SQL'
            : row.state === 'idle in transaction'
              ? 'idle in transaction (waiting for Node)'
              : `${row.state ?? 'unknown'}`;
        counts.set(what, (counts.get(what) ?? 0) + 1);
        total += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([what, n]) => `${what} ${percent(n / Math.max(1, total))}`)
    .join(', ');
}

// ---------------------------------------------------------------------------------------------
// The API under load.

interface ApiRun {
  result: LoadResult;
  statementsPerTransfer: number;
  /** Share of the machine's CPUs other processes kept busy just before the run. */
  background: number;
}

async function apiRun(
  bench: BenchApp,
  baseUrl: string,
  clients: number,
  options: { seconds?: number; superuserUrl?: string } = {},
): Promise<ApiRun> {
  const token = await bench.signIn('admin');
  const accounts = await fundedAccounts(bench.db);
  const background = await waitForQuietMachine();
  const before = bench.statements();
  const load = runTransferLoad({
    baseUrl,
    token,
    accountIds: accounts.map((account) => account.id),
    clients,
    warmupMs: WARMUP_MS,
    durationMs: (options.seconds ?? SECONDS) * 1000,
  });
  const sessions = options.superuserUrl ? sampleSessions(options.superuserUrl, load) : null;
  const result = await load;
  if (sessions) {
    process.stdout.write(
      `PostgreSQL sessions of the app, ${clients} client(s): ${await sessions}\n`,
    );
  }
  if (result.firstError) process.stdout.write(`first failed answer: ${result.firstError}\n`);
  // Statements over every answer of the run (warm-up and tail included), per answer.
  const statements = bench.statements() - before;
  return { result, statementsPerTransfer: statements / Math.max(1, result.answered), background };
}

/** The trial balance still balances after the load (it throws, 500, when it does not). */
async function assertLedgerBalances(bench: BenchApp): Promise<void> {
  const token = await bench.signIn('admin');
  const answer = await call(bench.app, 'GET', '/api/ledger/trial-balance', { token });
  if (answer.status !== 200) throw new Error(`trial balance answered ${answer.status}`);
}

// PostgreSQL: the API's own statements, without HTTP or Node.

/**
 * One transfer's statements as the API sends them on PostgreSQL (the sign-in lookup in a
 * transaction of its own, then the transfer's ten), for pgbench to replay as kobo_app under
 * row-level security. The accounts come from bench_account, looked up inside the sign-in
 * statement so that the script makes no round trip the API does not. Money moves from the first
 * half of the accounts to the second, so every transfer locks its two accounts in the same order
 * and two cannot deadlock (the API locks them in id order).
 */
function transferScript(session: { jti: string; userId: string }): string {
  return String.raw`\set a random(1, :half)
\set b :half + random(1, :half)
\set amount random(1, 100)
BEGIN;
SELECT set_config('app.tenant_id', 'demo', true);
SELECT u.id AS user_id, u.username, u.roles, u.permissions, u.branch_ids, u.status,
  s.revoked_at AS session_revoked_at, t.name AS tenant_name, t.status AS tenant_status,
  t.processing_date, c.value AS license_value, f.id AS from_id, d.id AS to_id, f.gl
FROM auth_session s
JOIN app_user u ON u.id = s.user_id AND u.tenant_id = s.tenant_id
JOIN tenant t ON t.id = s.tenant_id
LEFT JOIN config_entry c ON c.tenant_id = s.tenant_id AND c.key = 'license'
CROSS JOIN bench_account f CROSS JOIN bench_account d
WHERE s.tenant_id = 'demo' AND s.jti = '${session.jti}' AND s.user_id = '${session.userId}'
  AND f.n = :a AND d.n = :b \gset
COMMIT;
BEGIN;
SELECT set_config('app.tenant_id', 'demo', true);
INSERT INTO idempotency_key (tenant_id, key, operation_id, request_hash, state, response_status,
  response_body, created_at)
VALUES ('demo', gen_random_uuid()::text, 'createTransfer', md5(random()::text), 'IN_PROGRESS',
  NULL, NULL, now()::text)
ON CONFLICT (tenant_id, key) DO NOTHING RETURNING key \gset
SELECT a.*, p.name AS product_name, p.charge_ids FROM deposit_account a
JOIN deposit_product p ON p.id = a.product_id
WHERE a.tenant_id = 'demo' AND a.id IN (:from_id, :to_id);
SELECT * FROM gl_mapping WHERE tenant_id = 'demo' AND event = 'DEPOSIT' AND product_key IN ('x', '');
SELECT * FROM gl_account WHERE tenant_id = 'demo' AND id IN (:gl);
SELECT * FROM tenant WHERE id = 'demo';
UPDATE deposit_account SET ledger_balance_kobo = ledger_balance_kobo - :amount
WHERE tenant_id = 'demo' AND id = :from_id AND status IN ('ACTIVE')
  AND (ledger_balance_kobo - :amount - holds_kobo - minimum_balance_kobo + overdraft_limit_kobo >= 0
    OR (ledger_balance_kobo - :amount = 0 AND holds_kobo = 0));
UPDATE deposit_account SET ledger_balance_kobo = ledger_balance_kobo + :amount
WHERE tenant_id = 'demo' AND id = :to_id AND status IN ('ACTIVE', 'DORMANT');
WITH counter AS (
  INSERT INTO ledger_counter (tenant_id, name, value) VALUES ('demo', 'journal_entry', 1)
  ON CONFLICT (tenant_id, name) DO UPDATE SET value = ledger_counter.value + 1
  RETURNING 'JE-' || lpad(value::text, greatest(8, length(value::text)), '0') AS entry_number
), entry AS (
  INSERT INTO journal_entry (id, tenant_id, entry_number, posting_date, value_date, narration,
    reference, source, reversal_of_id, created_by, created_at)
  SELECT gen_random_uuid()::text, 'demo', counter.entry_number, :processing_date,
    :processing_date, 'Benchmark transfer', NULL, 'TRANSFER', NULL, :user_id, now()::text
  FROM counter RETURNING id, entry_number
)
INSERT INTO journal_line (id, tenant_id, entry_id, line_number, account_id, posting_date,
  entry_number, debit_kobo, credit_kobo, narration, subledger, subledger_account_id)
SELECT gen_random_uuid()::text, 'demo', entry.id, line.line_number, :gl, :processing_date,
  entry.entry_number, line.debit_kobo, line.credit_kobo, 'Benchmark transfer', 'DEPOSIT',
  line.account
FROM entry CROSS JOIN (VALUES (1, :amount::bigint, 0::bigint, :from_id),
  (2, 0::bigint, :amount::bigint, :to_id)) AS line (line_number, debit_kobo, credit_kobo, account)
RETURNING entry_number, debit_kobo, credit_kobo;
INSERT INTO audit_log (id, tenant_id, user_id, username, operation_id, method, target, summary, ip,
  outcome, status_code, error_code, at)
VALUES (gen_random_uuid()::text, 'demo', :user_id, 'admin', 'createTransfer', 'POST', NULL,
  'transferred by the benchmark script', '127.0.0.1', 'success', 201, NULL, now()::text);
UPDATE idempotency_key SET state = 'DONE', response_status = 201,
  response_body = repeat('x', 400)
WHERE tenant_id = 'demo' AND key = :key AND state = 'IN_PROGRESS';
COMMIT;
`;
}

/**
 * pgbench replaying transferScript with 8 clients on the app's database, over funded accounts of
 * one control account (so, like most of the API's transfers, it moves no GL balance).
 */
async function postgresScriptCeiling(bench: BenchApp): Promise<Ceiling> {
  const url = bench.postgresUrl;
  if (!url) throw new Error('postgresScriptCeiling needs the PostgreSQL app');
  const owner = bench.owner.kysely;
  const accounts = await fundedAccounts(bench.db);
  const counts = new Map<string, number>();
  for (const account of accounts) {
    counts.set(account.glAccountId, (counts.get(account.glAccountId) ?? 0) + 1);
  }
  const gl = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const same = accounts.filter((account) => account.glAccountId === gl);
  await sql`create table bench_account (n integer primary key, id varchar(64), gl varchar(64))`.execute(
    owner,
  );
  await sql`grant select on bench_account to kobo_app`.execute(owner);
  const rows = same.map((account, index) => sql`(${index + 1}, ${account.id}, ${gl})`);
  await sql`insert into bench_account (n, id, gl) values ${sql.join(rows)}`.execute(owner);
  await bench.signIn('admin');
  const session = await inTenant(bench.db, TENANT, (t) =>
    t.trx
      .selectFrom('auth_session')
      .select(['jti', 'user_id'])
      .where('tenant_id', '=', TENANT)
      .where('revoked_at', 'is', null)
      .orderBy('issued_at', 'desc')
      .executeTakeFirstOrThrow(),
  );
  const dir = mkdtempSync(join(tmpdir(), 'kobo-pgbench-'));
  try {
    const script = join(dir, 'transfer.sql');
    writeFileSync(script, transferScript({ jti: session.jti, userId: session.user_id }));
    const background = await waitForQuietMachine();
    const { stdout } = await execFileAsync(
      pgbenchPath(),
      [
        ...['-n', '-c', '8', '-j', '2', '-T', String(SECONDS), '-M', 'prepared'],
        ...['-f', script, '-D', `half=${Math.floor(same.length / 2)}`, url],
      ],
      { maxBuffer: 1 << 24 },
    ).catch((error) => {
      throw new Error(`pgbench failed: ${error.stderr ?? error}`);
    });
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? Number.NaN);
    if (failed !== 0 || /aborted/.test(stdout))
      throw new Error(`pgbench's script failed:\n${stdout}`);
    return { perSecond: Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN), background };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await sql`drop table bench_account`.execute(owner);
  }
}

interface Ceiling {
  perSecond: number;
  background: number;
}

async function ceiling(seeded: SeededFile, apiShape: boolean): Promise<Ceiling> {
  const background = await waitForQuietMachine();
  return { perSecond: sqliteCeiling(seeded, SECONDS / 4, apiShape), background };
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

function ceilingRow(label: string, runs: readonly Ceiling[], reference: number): string[] {
  const perSecond = mean(runs.map((run) => run.perSecond));
  return [
    label,
    '1',
    `${rate(perSecond)} (${runs.map((run) => rate(run.perSecond)).join(', ')})`,
    '',
    '',
    (perSecond / reference).toFixed(2),
    '',
    '',
    '',
    runs.map((run) => percent(run.background)).join(', '),
  ];
}

function apiRow(label: string, clients: number, run: ApiRun, reference: number): string[] {
  const latency = summarize(run.result.latencies);
  const failed = Object.entries(run.result.statuses)
    .filter(([status]) => status !== '201')
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');
  return [
    label,
    String(clients),
    rate(run.result.perSecond),
    ms(latency.p50),
    ms(latency.p99),
    (run.result.perSecond / reference).toFixed(2),
    percent(run.result.eventLoopUtilization),
    run.statementsPerTransfer.toFixed(1),
    failed || '0',
    percent(run.background),
  ];
}

const HEADER = [
  'measure',
  'clients',
  'per s',
  'p50 ms',
  'p99 ms',
  '× ceiling',
  'server loop busy',
  'SQL/transfer',
  'failed',
  'other CPU load before',
];

const sqliteApp = await startBenchApp('sqlite');
const {
  bare,
  bareApiShape,
  sqliteRuns,
  sqliteCeilingPerSecond,
  pgbenchRun,
  postgresEight,
  postgresOne,
  postgresScript,
} = await measureWith(sqliteApp, async () => {
  // SQLite: the bare loop before and after the API runs (the disk's fsync time drifts), the API
  // with each number of clients in between.
  const seeded = await seededSqliteFile();
  const bare: Ceiling[] = [];
  const bareApiShape: Ceiling[] = [];
  const sqliteRuns: { clients: number; run: ApiRun }[] = [];
  try {
    bare.push(await ceiling(seeded, false));
    bareApiShape.push(await ceiling(seeded, true));
    const sqliteUrl = await sqliteApp.listen();
    for (const clients of SQLITE_CLIENTS) {
      sqliteRuns.push({ clients, run: await apiRun(sqliteApp, sqliteUrl, clients) });
    }
    await assertLedgerBalances(sqliteApp);
    bare.push(await ceiling(seeded, false));
    bareApiShape.push(await ceiling(seeded, true));
  } finally {
    seeded.remove();
  }
  const sqliteCeilingPerSecond = mean(bare.map((run) => run.perSecond));

  // PostgreSQL: pgbench TPC-B, then the API with eight clients and with one, on one cluster.
  const cluster = await startPostgresCluster();
  let pgbenchRun: Ceiling;
  let postgresEight: ApiRun;
  let postgresOne: ApiRun;
  let postgresScript: Ceiling;
  try {
    const pgbenchDb = await cluster.createDatabase('pgbench');
    const url = cluster.ownerUrl(pgbenchDb);
    const pgbench = pgbenchPath();
    await execFileAsync(pgbench, ['-i', '-q', '-s', '10', url], { maxBuffer: 1 << 24 });
    const background = await waitForQuietMachine();
    const { stdout } = await execFileAsync(
      pgbench,
      ['-c', '8', '-j', '2', '-T', String(SECONDS), '-M', 'prepared', url],
      { maxBuffer: 1 << 24 },
    );
    pgbenchRun = {
      perSecond: Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN),
      background,
    };
    await cluster.dropDatabase(pgbenchDb);
    const postgresApp = await startBenchApp('postgres', { cluster, poolSize: 10 });
    try {
      const postgresUrl = await postgresApp.listen();
      const superuserUrl = cluster.superuserUrl;
      postgresEight = await apiRun(postgresApp, postgresUrl, 8, { superuserUrl });
      postgresOne = await apiRun(postgresApp, postgresUrl, 1, {
        seconds: SECONDS / 2,
        superuserUrl,
      });
      await assertLedgerBalances(postgresApp);
      postgresScript = await postgresScriptCeiling(postgresApp);
      await assertLedgerBalances(postgresApp);
    } finally {
      await postgresApp.close();
    }
  } finally {
    await cluster.stop();
  }
  return {
    bare,
    bareApiShape,
    sqliteRuns,
    sqliteCeilingPerSecond,
    pgbenchRun,
    postgresEight,
    postgresOne,
    postgresScript,
  };
});

printTable(`Transfers, ${SECONDS} s per API run after ${WARMUP_MS / 1000} s warm-up`, HEADER, [
  ceilingRow('SQLite bare loop, 1 commit per transfer', bare, sqliteCeilingPerSecond),
  ceilingRow('SQLite bare loop, with the key and audit rows', bareApiShape, sqliteCeilingPerSecond),
  ...sqliteRuns.map(({ clients, run }) =>
    apiRow('SQLite API POST /api/transfers', clients, run, sqliteCeilingPerSecond),
  ),
  [
    `PostgreSQL pgbench -c 8 -j 2 -T ${SECONDS} -M prepared (-s 10)`,
    '8',
    rate(pgbenchRun.perSecond),
    '',
    '',
    '1.00',
    '',
    '',
    '',
    percent(pgbenchRun.background),
  ],
  [
    `PostgreSQL pgbench -c 8 -j 2 -T ${SECONDS} -M prepared, the API's statements`,
    '8',
    rate(postgresScript.perSecond),
    '',
    '',
    (postgresScript.perSecond / pgbenchRun.perSecond).toFixed(2),
    '',
    // The API's 15 round trips; pgbench sends BEGIN and the tenant's setting apart.
    '17',
    '',
    percent(postgresScript.background),
  ],
  apiRow('PostgreSQL API POST /api/transfers', 8, postgresEight, pgbenchRun.perSecond),
  apiRow('PostgreSQL API POST /api/transfers', 1, postgresOne, pgbenchRun.perSecond),
]);
const verdict = (name: string, ratio: number, target: number) =>
  `${name}: ${ratio.toFixed(2)} × ceiling, target ≥ ${target} → ${ratio >= target ? 'met' : 'MISSED'}`;
process.stdout.write(
  `${[
    ...sqliteRuns.map(({ clients, run }) =>
      verdict(
        `SQLite API, ${clients} client(s)`,
        run.result.perSecond / sqliteCeilingPerSecond,
        0.5,
      ),
    ),
    verdict(
      'PostgreSQL API, 8 clients',
      postgresEight.result.perSecond / pgbenchRun.perSecond,
      0.8,
    ),
  ].join('\n')}\n\n`,
);

const token = await sqliteApp.signIn('admin');
const accountIds = (await fundedAccounts(sqliteApp.db)).map((account) => account.id);
let next = 0;

describe('transfers on SQLite through inject (no socket)', () => {
  bench(
    'POST /api/transfers',
    async () => {
      next += 1;
      const answer = await call(sqliteApp.app, 'POST', '/api/transfers', {
        token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          fromAccountId: accountIds[next % accountIds.length],
          toAccountId: accountIds[(next + 1) % accountIds.length],
          amountKobo: 1,
          narration: 'Benchmark transfer',
        },
      });
      if (answer.status !== 201) throw new Error(`transfer answered ${answer.status}`);
    },
    { time: 1_000 },
  );
});
