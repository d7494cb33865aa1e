import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKobo } from '../../policies/money';
import {
  chooseAccounts,
  describeCounts,
  postedIds,
  runTransferLoad,
  signInOverHttp,
  takeSnapshot,
  verifyBank,
} from '../support/bank-load';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * A bank under concurrent load, through real HTTP on each engine: CLIENTS signed-in sessions move
 * random amounts between ACCOUNTS demo accounts (savings and current accounts that may overdraw)
 * for SECONDS, each transfer with a fresh Idempotency-Key, some retried and some sent twice at
 * once. Then the money is counted: the same total, no account past its limit, every acknowledged
 * transfer posted exactly once, every refusal a known one and no 5xx, each balance the sum of its
 * postings and the trial balance balanced (tests/support/bank-load.ts).
 */

afterAll(stopClusters);

const CLIENTS = 8;
const SECONDS = 6;
const ACCOUNTS = 12;
const CURRENT_ACCOUNTS = 3;

describe.each(ENGINES)('a bank under concurrent transfers on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every kobo: acknowledged transfers posted once, refusals known, invariants held', async () => {
    const tokens = await Promise.all(
      Array.from({ length: CLIENTS }, () => signInOverHttp(baseUrl, 'admin')),
    );
    const [token] = tokens as [string];
    const accounts = await chooseAccounts(baseUrl, token, ACCOUNTS, CURRENT_ACCOUNTS);
    const before = await takeSnapshot(
      baseUrl,
      token,
      accounts.map((account) => account.id),
    );
    expect(before.trial.totalDebitKobo).toBe(before.trial.totalCreditKobo);
    const reference = `bank-${engine}-${randomBytes(4).toString('hex')}`;
    const seed = Date.now() % 100_000;

    const load = await runTransferLoad({
      baseUrl,
      tokens,
      accounts: [...before.accounts.values()],
      durationMs: SECONDS * 1000,
      reference,
      seed,
    });
    const verified = await verifyBank({
      baseUrl,
      token,
      before,
      reference,
      keys: load.keys,
      allowInProgress: false,
      readEachEntry: true,
    });

    const records = [...load.keys.values()];
    const posted = records.filter((record) => postedIds(record).size === 1).length;
    const retried = records.filter((record) => record.outcomes.length > 1);
    const currents = [...verified.after.accounts.values()].filter(
      (account) => account.overdraftLimitKobo > 0,
    );
    const lowestKobo = currents.map((account) => verified.lowestBalance.get(account.id) ?? 0);
    const lowest = lowestKobo.map((kobo) => formatKobo(kobo)).join(', ');
    console.log(
      `bank on ${engine}: ${CLIENTS} clients, ${(load.elapsedMs / 1000).toFixed(1)} s, ` +
        `${ACCOUNTS} accounts (${CURRENT_ACCOUNTS} current, lowest balances ${lowest}), ` +
        `${records.length} transfers: ${posted} posted, ${verified.refusedKeys} refused; ` +
        `${load.requests} requests (${retried.length} keys sent more than once): ` +
        `${describeCounts(verified.answerCounts)}; seed ${seed}`,
    );
    // The load really ran both ways.
    expect(posted).toBeGreaterThan(0);
    expect(verified.refusedKeys).toBeGreaterThan(0);
    expect(retried.length).toBeGreaterThan(0);
    // The overdraft limit was really tried: a current account went below zero (never below
    // its limit, which verifyBank checks at every posting).
    expect(Math.min(...lowestKobo)).toBeLessThan(0);
  }, 60_000);
});
