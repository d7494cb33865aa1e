import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../server/db/database';
import { get, http, signInOverHttp } from '../support/bank-load';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { killServerProcesses, startServerProcess } from '../support/server-process';
import { ENGINES } from '../support/test-app';

/**
 * The server dies (SIGKILL) while tellers' cash deposits are arriving, and starts again on the
 * same data. Every deposit the counter was told about is in the till's session exactly once, and
 * each one that got no answer, sent again with its key and body, is posted exactly once: the
 * till's ledger balance is the session's expected cash, and the books balance.
 */

const CLIENTS = 4;
const KILL_AFTER_MS = 1_200;
const AMOUNT_KOBO = 1_000_00;

const clusters: PostgresCluster[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  await killServerProcesses();
  for (const cluster of clusters) await cluster.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  readonly key: string;
  readonly body: Record<string, unknown>;
  /** The deposit's id when the server answered 201; null when no answer came. */
  id: string | null;
}
interface Till {
  code: string;
  balanceKobo: number;
  currentSessionId: string;
}
interface Session {
  expectedCashKobo: number;
  lines: { id: string; kind: string }[];
}

async function environment(engine: Engine): Promise<Record<string, string>> {
  if (engine !== 'postgres') return {};
  const cluster = await startPostgresCluster();
  clusters.push(cluster);
  const name = await cluster.createDatabase('tillcrash');
  return { DATABASE_URL: cluster.appUrl(name), DATABASE_MIGRATION_URL: cluster.ownerUrl(name) };
}

/** Deposits one after another until the server stops answering. */
async function depositUntilGone(baseUrl: string, token: string, accountId: string, sent: Sent[]) {
  for (;;) {
    const record: Sent = {
      key: randomUUID(),
      body: {
        accountId,
        amountKobo: AMOUNT_KOBO,
        partyName: 'Load Tester',
        partyPhone: '08031234567',
        denominations: [{ valueKobo: AMOUNT_KOBO, pieces: 1 }],
      },
      id: null,
    };
    sent.push(record);
    try {
      const answer = await http<{ id: string }>(baseUrl, 'POST', '/api/cash/deposits', {
        token,
        body: record.body,
        headers: { 'idempotency-key': record.key },
      });
      if (answer.status !== 201) throw new Error(`deposit answered ${answer.status}`);
      record.id = answer.body.id;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('deposit answered')) throw error;
      return;
    }
  }
}

describe.each(ENGINES)('a server killed in the middle of cash deposits on %s', (engine) => {
  it('loses no acknowledged deposit and posts each unanswered one once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kobo-till-crash-'));
    dataDirs.push(dataDir);
    const env = await environment(engine);
    const first = await startServerProcess(dataDir, env);
    const teller = await signInOverHttp(first.baseUrl, 'teller');
    const head = await signInOverHttp(first.baseUrl, 'headteller');
    const accounts = await get<{ items: { id: string; branchId: string; status: string }[] }>(
      first.baseUrl,
      head,
      '/api/accounts?pageSize=100',
    );
    const account = accounts.items.find(
      (a) => a.branchId === 'demo-lagos' && a.status === 'ACTIVE',
    );
    const sent: Sent[] = [];
    const loading = Promise.all(
      Array.from({ length: CLIENTS }, () =>
        depositUntilGone(first.baseUrl, teller, account?.id as string, sent),
      ),
    );
    await sleep(KILL_AFTER_MS);
    await first.kill('SIGKILL');
    await loading;
    const acknowledged = sent.filter((record) => record.id !== null);
    const unanswered = sent.filter((record) => record.id === null);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(unanswered.length).toBeGreaterThan(0);

    const second = await startServerProcess(dataDir, env);
    for (const record of unanswered) {
      const answer = await http<{ id: string }>(second.baseUrl, 'POST', '/api/cash/deposits', {
        token: teller,
        body: record.body,
        headers: { 'idempotency-key': record.key },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      record.id = answer.body.id;
    }
    const tills = await get<{ items: Till[] }>(second.baseUrl, head, '/api/tills');
    const till = tills.items.find((x) => x.code === 'LAG-T01') as Till;
    const session = await get<Session>(
      second.baseUrl,
      head,
      `/api/till-sessions/${till.currentSessionId}`,
    );
    const deposits = new Map<string, number>();
    for (const line of session.lines.filter((l) => l.kind === 'DEPOSIT')) {
      deposits.set(line.id, (deposits.get(line.id) ?? 0) + 1);
    }
    const ids = new Set(sent.map((record) => record.id as string));
    expect(ids.size, 'one deposit per key').toBe(sent.length);
    for (const id of ids) expect(deposits.get(id), `deposit ${id} once`).toBe(1);
    expect(session.expectedCashKobo).toBe(till.balanceKobo);
    const trial = await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
      second.baseUrl,
      await signInOverHttp(second.baseUrl, 'admin'),
      '/api/ledger/trial-balance',
    );
    expect(trial.totalDebitKobo).toBeGreaterThan(0);
    expect(trial.totalDebitKobo).toBe(trial.totalCreditKobo);
    console.log(
      `till crash on ${engine}: ${sent.length} deposits sent, ${acknowledged.length} acknowledged ` +
        `before the kill, ${unanswered.length} replayed with their keys`,
    );
    await second.kill('SIGTERM');
  }, 120_000);
});
