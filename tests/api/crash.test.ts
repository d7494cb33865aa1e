import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../server/db/database';
import {
  chooseAccounts,
  describeCounts,
  get,
  postedIds,
  runTransferLoad,
  sendTransfer,
  signInOverHttp,
  takeSnapshot,
  verifyBank,
  wasUnanswered,
} from '../support/bank-load';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import {
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';
import { ENGINES } from '../support/test-app';

/**
 * The server process dies in the middle of transfers (SIGKILL: no shutdown, requests in flight cut
 * off) and is started again on the same DATA_DIR (and database). Every transfer the clients were
 * told about must be in the ledger exactly once, the ledger must be whole, and each request that
 * got no answer, sent again with its key and body, must post at most once: it answers the first
 * result if that committed before the kill, or runs now if it did not. A key is claimed in the
 * transaction of its work, so a request that died holds nothing and no retry is told to wait.
 */

const CLIENTS = 6;
const ACCOUNTS = 10;
const CURRENT_ACCOUNTS = 2;
const KILL_AFTER_MS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const clusters: PostgresCluster[] = [];
const dataDirs: string[] = [];

/** A first server on a fresh DATA_DIR (and, on PostgreSQL, a fresh database). */
interface Booted {
  readonly dataDir: string;
  /** What puts the server on the engine: nothing for SQLite, the database URLs for PostgreSQL. */
  readonly env: Record<string, string>;
  readonly server: ServerProcess;
}

async function boot(engine: Engine): Promise<Booted> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kobo-crash-'));
  dataDirs.push(dataDir);
  const env: Record<string, string> = {};
  if (engine === 'postgres') {
    const cluster = await startPostgresCluster();
    clusters.push(cluster);
    const name = await cluster.createDatabase('crash');
    env.DATABASE_URL = cluster.appUrl(name);
    env.DATABASE_MIGRATION_URL = cluster.ownerUrl(name);
  }
  return { dataDir, env, server: await startServerProcess(dataDir, env) };
}

// Both first servers start together (migrating and seeding takes seconds each); the tests then
// run one engine after the other.
const booted = new Map<Engine, Booted>();
beforeAll(async () => {
  await Promise.all(
    ENGINES.map(async (engine) => {
      booted.set(engine, await boot(engine));
    }),
  );
}, 90_000);
afterAll(async () => {
  await killServerProcesses();
  for (const cluster of clusters) await cluster.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(ENGINES)('a server killed in the middle of transfers on %s', (engine) => {
  it('loses no acknowledged transfer and posts each unanswered one at most once', async () => {
    const { dataDir, env, server: first } = booted.get(engine) as Booted;
    const tokens = await Promise.all(
      Array.from({ length: CLIENTS }, () => signInOverHttp(first.baseUrl, 'admin')),
    );
    const [token] = tokens as [string];
    const accounts = await chooseAccounts(first.baseUrl, token, ACCOUNTS, CURRENT_ACCOUNTS);
    const ids = accounts.map((account) => account.id);
    const before = await takeSnapshot(first.baseUrl, token, ids);
    const reference = `crash-${engine}-${randomBytes(4).toString('hex')}`;
    const seed = Date.now() % 100_000;

    // The load runs until the server is gone; it is killed KILL_AFTER_MS into it.
    const loading = runTransferLoad({
      baseUrl: first.baseUrl,
      tokens,
      accounts: [...before.accounts.values()],
      durationMs: 20_000,
      reference,
      seed,
      stopOnNoAnswer: true,
    });
    await sleep(KILL_AFTER_MS);
    await first.kill('SIGKILL');
    const load = await loading;
    expect(load.elapsedMs, 'the load ended with the server, not by its deadline').toBeLessThan(
      20_000,
    );
    const records = [...load.keys.values()];
    const acknowledged = records.filter((record) => postedIds(record).size === 1);
    const unanswered = records.filter(
      (record) => postedIds(record).size === 0 && wasUnanswered(record),
    );
    expect(acknowledged.length, 'transfers acknowledged before the kill').toBeGreaterThan(0);
    expect(unanswered.length, 'requests cut off by the kill').toBeGreaterThan(0);

    // The same DATA_DIR (SQLite file, token signing key) and database: the old sessions still work.
    const second = await startServerProcess(dataDir, env);
    expect(second.pid).not.toBe(first.pid);
    await get(second.baseUrl, token, `/api/accounts/${ids[0]}`);
    const afterRestart = await verifyBank({
      baseUrl: second.baseUrl,
      token,
      before,
      reference,
      keys: load.keys,
      allowInProgress: true,
      readEachEntry: true,
    });
    const committed = new Map(
      unanswered
        .filter((record) => afterRestart.entryByKey.has(record.key))
        .map((record) => [record.key, afterRestart.entryByKey.get(record.key)?.id]),
    );

    // Every unanswered request again, with its key and body.
    const replies = await Promise.all(
      unanswered.map(async (record) => ({
        record,
        outcome: await sendTransfer(second.baseUrl, record),
      })),
    );
    const tally = new Map<string, number>();
    const count = (label: string) => tally.set(label, (tally.get(label) ?? 0) + 1);
    for (const { record, outcome } of replies) {
      expect(outcome.kind, `replay of ${record.key} answered`).toBe('answer');
      if (outcome.kind !== 'answer') continue;
      const committedId = committed.get(record.key);
      if (outcome.status === 201) {
        if (committedId) {
          expect(outcome.id, `${record.key} committed before the kill: the same id`).toBe(
            committedId,
          );
          count('201 same id');
        } else {
          count('201 posted now');
        }
      } else {
        // Not committed before the kill, tried now and refused.
        expect(outcome.status).toBe(422);
        expect(outcome.code).toBe('insufficient_funds');
        expect(committedId, `${record.key} was refused now, so it never committed`).toBeUndefined();
        count('422 insufficient_funds');
      }
    }
    const afterReplay = await verifyBank({
      baseUrl: second.baseUrl,
      token,
      before,
      reference,
      keys: load.keys,
      allowInProgress: true,
      readEachEntry: false,
    });
    for (const { record, outcome } of replies) {
      const entry = afterReplay.entryByKey.get(record.key);
      if (outcome.kind === 'answer' && outcome.status === 201) {
        expect(entry?.id, `${record.key} maps to exactly one transfer`).toBe(outcome.id);
      } else {
        expect(entry, `${record.key} posted nothing`).toBeUndefined();
      }
    }
    console.log(
      `crash on ${engine}: ${CLIENTS} clients, 1 kill (SIGKILL after ${KILL_AFTER_MS} ms; load ran ` +
        `${(load.elapsedMs / 1000).toFixed(1)} s, ${load.requests} requests: ` +
        `${describeCounts(afterRestart.answerCounts)}), ${acknowledged.length} acknowledged, ` +
        `${unanswered.length} unanswered (${committed.size} had committed before the kill), ` +
        `${replies.length} replayed: ${describeCounts(tally)}; ` +
        `${afterReplay.entryByKey.size} transfers in the ledger; seed ${seed}`,
    );
    await second.kill('SIGTERM');
  }, 60_000);
});
