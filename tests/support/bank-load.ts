import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';

/**
 * A bank under load, over real HTTP: clients that move random amounts between a set of demo
 * deposit accounts with `POST /api/transfers`, each with a fresh Idempotency-Key and some of them
 * retried, and the checks that the ledger came out of it whole. Shared by tests/api/bank.test.ts
 * (an in-process server) and tests/api/crash.test.ts (a server process killed mid-load).
 *
 * Each transfer's narration is `load <key>`, so the journal entry a key posted can be found from
 * the ledger itself, also for requests whose answer never arrived; every transfer of a run carries
 * the run's reference, so `GET /api/journals?reference=…` lists exactly the run's entries.
 */

export interface BankAccount {
  id: string;
  accountNumber: string;
  productId: string;
  productName: string;
  status: string;
  ledgerBalanceKobo: number;
  availableBalanceKobo: number;
  holdsKobo: number;
  overdraftLimitKobo: number;
  minimumBalanceKobo: number;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface JournalLine {
  id: string;
  glAccountId: string;
  accountCode: string;
  accountName: string;
  debitKobo: number;
  creditKobo: number;
  narration: string;
}
export interface JournalEntry {
  id: string;
  entryNumber: string;
  postingDate: string;
  narration: string;
  reference: string | null;
  status: string;
  reversalOfId: string | null;
  reversedById: string | null;
  lines: JournalLine[];
}
interface AccountTransaction {
  id: string;
  entryId: string;
  debitKobo: number;
  creditKobo: number;
  runningBalanceKobo: number;
}
interface TrialBalance {
  rows: { accountId: string; code: string; debitKobo: number; creditKobo: number }[];
  totalDebitKobo: number;
  totalCreditKobo: number;
}
interface GlMapping {
  productId: string | null;
  event: string;
  creditAccountId: string;
}
interface TransferAnswer {
  id: string;
  entryId: string;
  fromAccountId: string;
  toAccountId: string;
  amountKobo: number;
  narration: string;
  reference: string | null;
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
}

export interface TransferBody {
  fromAccountId: string;
  toAccountId: string;
  amountKobo: number;
  narration: string;
  reference: string;
}

/** What one request of a key came back with: an answer, or nothing (the connection failed). */
export type Outcome =
  | {
      kind: 'answer';
      status: number;
      /** The error code of a 4xx/5xx. */
      code: string | null;
      /** The transfer id of a 2xx. */
      id: string | null;
      /** Whether a 2xx described the transfer that was asked for. */
      echoes: boolean;
      /** Whether the request was sent after an earlier request of the key had answered 201. */
      sentAfterPosted: boolean;
    }
  | { kind: 'no-answer'; error: string };

/** One intended money movement: its key, its body and every answer its requests got. */
export interface KeyRecord {
  key: string;
  client: number;
  token: string;
  body: TransferBody;
  outcomes: Outcome[];
}

/** The refusals a transfer between ACTIVE accounts of the tenant may meet under this load. */
export const EXPECTED_REFUSALS: ReadonlySet<string> = new Set([
  'insufficient_funds',
  'idempotency_request_in_progress',
]);

export interface HttpAnswer<T> {
  status: number;
  body: T;
}

/** One real HTTP call with the demo tenant header and, when given, a bearer token. */
export async function http<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { 'x-tenant-id': 'demo', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, body: body as T };
}

/** A GET that must answer 200. */
export async function get<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const answer = await http<T>(baseUrl, 'GET', path, { token });
  if (answer.status !== 200) {
    throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export async function signInOverHttp(baseUrl: string, username = 'admin'): Promise<string> {
  const answer = await http<{ token: string }>(baseUrl, 'POST', '/api/auth/login', {
    body: { username, password: DEMO_PASSWORD },
  });
  if (answer.status !== 200) {
    throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.token;
}

/** Every item of a paged GET, 100 at a time. */
async function allPages<T>(baseUrl: string, token: string, path: string): Promise<T[]> {
  const items: T[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const body = await get<Page<T>>(baseUrl, token, `${path}${separator}pageSize=100&page=${page}`);
    items.push(...body.items);
    if (body.items.length === 0 || items.length >= body.total) {
      expect(items.length, `${path}: items over all pages vs total`).toBe(body.total);
      return items;
    }
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * `count` seeded ACTIVE accounts without holds: `current` Business Current accounts (which may
 * overdraw) and savings accounts spread over the whole list, so balances differ widely.
 */
export async function chooseAccounts(
  baseUrl: string,
  token: string,
  count: number,
  current: number,
): Promise<BankAccount[]> {
  const active = (
    await allPages<BankAccount>(baseUrl, token, '/api/accounts?status=ACTIVE')
  ).filter((account) => account.status === 'ACTIVE' && account.holdsKobo === 0);
  const currents = active.filter((account) => account.overdraftLimitKobo > 0).slice(0, current);
  const savings = active.filter((account) => account.overdraftLimitKobo === 0);
  expect(currents.length, 'current accounts in the demo tenant').toBe(current);
  const wanted = count - current;
  expect(savings.length).toBeGreaterThanOrEqual(wanted);
  const step = Math.floor(savings.length / wanted);
  const chosen = Array.from({ length: wanted }, (_, i) => savings[i * step + 3] as BankAccount);
  return [...currents, ...chosen];
}

/** What the checks compare with: the accounts, their postings, the trial balance, the journal. */
export interface BankSnapshot {
  accounts: Map<string, BankAccount>;
  transactionCounts: Map<string, number>;
  /** Debit less credit per GL account, from the trial balance. */
  trialNet: Map<string, number>;
  trial: TrialBalance;
  journalTotal: number;
}

export async function takeSnapshot(
  baseUrl: string,
  token: string,
  accountIds: readonly string[],
): Promise<BankSnapshot> {
  const accounts = new Map<string, BankAccount>();
  const transactionCounts = new Map<string, number>();
  await mapLimit(accountIds, 4, async (id) => {
    accounts.set(id, await get<BankAccount>(baseUrl, token, `/api/accounts/${id}`));
    const page = await get<Page<AccountTransaction>>(
      baseUrl,
      token,
      `/api/accounts/${id}/transactions?pageSize=1`,
    );
    transactionCounts.set(id, page.total);
  });
  const trial = await get<TrialBalance>(baseUrl, token, '/api/ledger/trial-balance');
  const trialNet = new Map(
    trial.rows.map((row) => [row.accountId, row.debitKobo - row.creditKobo]),
  );
  const journals = await get<Page<JournalEntry>>(baseUrl, token, '/api/journals?pageSize=1');
  return { accounts, transactionCounts, trialNet, trial, journalTotal: journals.total };
}

/** A small seeded generator, so a run's choices can be repeated from its seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadOptions {
  baseUrl: string;
  /** One signed-in session per client. */
  tokens: readonly string[];
  accounts: readonly BankAccount[];
  /** The load stops starting new transfers after this long. */
  durationMs: number;
  /** The reference every transfer of the run carries (at most 64 characters). */
  reference: string;
  seed: number;
  /** Each client stops at its first request without an answer (the server is gone). */
  stopOnNoAnswer?: boolean;
}

export interface LoadResult {
  keys: Map<string, KeyRecord>;
  requests: number;
  elapsedMs: number;
}

/**
 * The load: each client loops, moving 1 kobo to twice a typical balance between two random
 * accounts (so some transfers are refused for insufficient funds), with a fresh key each time.
 * About one transfer in six is sent again with its key after its answer, one in twenty is sent
 * twice at once (a concurrent duplicate), and a 409 is retried until the key settles.
 */
export async function runTransferLoad(options: LoadOptions): Promise<LoadResult> {
  const keys = new Map<string, KeyRecord>();
  const balances = options.accounts
    .map((account) => account.ledgerBalanceKobo)
    .sort((a, b) => a - b);
  const typical = Math.max(balances[Math.floor(balances.length / 2)] ?? 0, 100_000);
  const currents = options.accounts.filter((account) => account.overdraftLimitKobo > 0);
  const started = performance.now();
  const deadline = started + options.durationMs;
  let requests = 0;
  let serverGone = false;

  const send = async (record: KeyRecord) => {
    requests += 1;
    const outcome = await sendTransfer(options.baseUrl, record);
    if (outcome.kind === 'no-answer' && options.stopOnNoAnswer) serverGone = true;
  };

  const client = async (index: number) => {
    const random = generator(options.seed * 100 + index);
    const pick = () =>
      options.accounts[Math.floor(random() * options.accounts.length)] as BankAccount;
    const pickCurrent = () => currents[Math.floor(random() * currents.length)] as BankAccount;
    const token = options.tokens[index] as string;
    for (let n = 1; performance.now() < deadline && !serverGone; n += 1) {
      // Current accounts are debited more often than credited, so that they reach into their
      // overdraft and the limit is tried.
      const from = currents.length > 0 && random() < 0.4 ? pickCurrent() : pick();
      let to = pick();
      while (to.id === from.id) to = pick();
      const amountKobo =
        random() < 0.1 ? 1 + Math.floor(random() * 100) : 1 + Math.floor(random() * 2 * typical);
      const key = `${options.reference}.${index}.${n}.${randomUUID().slice(0, 8)}`;
      const record: KeyRecord = {
        key,
        client: index,
        token,
        body: {
          fromAccountId: from.id,
          toAccountId: to.id,
          amountKobo,
          narration: `load ${key}`,
          reference: options.reference,
        },
        outcomes: [],
      };
      keys.set(key, record);
      const mode = random();
      if (mode < 0.05) {
        await Promise.all([send(record), send(record)]);
      } else {
        await send(record);
        if (mode < 0.2 && !serverGone) await send(record);
      }
      for (let tries = 0; lastStatus(record) === 409 && tries < 200 && !serverGone; tries += 1) {
        await sleep(5);
        await send(record);
      }
    }
  };
  await Promise.all(options.tokens.map((_, index) => client(index)));
  return { keys, requests, elapsedMs: performance.now() - started };
}

/**
 * Sends a key's transfer once and notes what came back: the answer, or that there was none (the
 * connection failed or broke before the whole answer arrived).
 */
export async function sendTransfer(baseUrl: string, record: KeyRecord): Promise<Outcome> {
  let outcome: Outcome;
  const sentAfterPosted = postedIds(record).size > 0;
  try {
    const answer = await http<TransferAnswer & ErrorBody>(baseUrl, 'POST', '/api/transfers', {
      token: record.token,
      body: record.body,
      headers: { 'idempotency-key': record.key },
    });
    const ok = answer.status >= 200 && answer.status < 300;
    const body = answer.body;
    outcome = {
      kind: 'answer',
      status: answer.status,
      code: ok ? null : (body?.code ?? null),
      id: ok ? (body?.id ?? null) : null,
      echoes:
        ok &&
        body.entryId === body.id &&
        body.fromAccountId === record.body.fromAccountId &&
        body.toAccountId === record.body.toAccountId &&
        body.amountKobo === record.body.amountKobo &&
        body.narration === record.body.narration &&
        body.reference === record.body.reference,
      sentAfterPosted,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    outcome = { kind: 'no-answer', error: cause?.code ?? cause?.message ?? String(error) };
  }
  record.outcomes.push(outcome);
  return outcome;
}

export const answersOf = (record: KeyRecord) =>
  record.outcomes.filter((outcome) => outcome.kind === 'answer');
export const postedIds = (record: KeyRecord) =>
  new Set(
    answersOf(record)
      .filter((answer) => answer.status >= 200 && answer.status < 300)
      .map((answer) => answer.id),
  );
export const wasUnanswered = (record: KeyRecord) =>
  record.outcomes.some((outcome) => outcome.kind === 'no-answer');

export interface VerifyOptions {
  baseUrl: string;
  token: string;
  before: BankSnapshot;
  reference: string;
  keys: ReadonlyMap<string, KeyRecord>;
  /** Whether a key may still end on 409 (the kill cut off the retries of a concurrent duplicate). */
  allowInProgress: boolean;
  /** Whether to read every posted entry with GET /api/journals/{id} too. */
  readEachEntry: boolean;
}

export interface Verified {
  /** The journal entry each key posted, found by the key in its narration. */
  entryByKey: Map<string, JournalEntry>;
  after: BankSnapshot;
  /** Keys that posted nothing and whose last answer was a refusal (422). */
  refusedKeys: number;
  /** Requests answered per status and code, e.g. `201`, `422 insufficient_funds`. */
  answerCounts: Map<string, number>;
  /** The lowest running balance of each account over all its postings. */
  lowestBalance: Map<string, number>;
}

/**
 * Reads the ledger back and checks it against what the clients were told: every 2xx transfer is
 * posted exactly once with the lines asked for, nothing else was posted, every refusal is a known
 * one and no request met a 5xx, balances moved by exactly the posted transfers, no account is past
 * its limit, each account's balance is the sum of its postings and the trial balance balances.
 */
export async function verifyBank(options: VerifyOptions): Promise<Verified> {
  const { baseUrl, token, before, reference, keys } = options;
  const accountIds = [...before.accounts.keys()];

  // The answers the clients got.
  const answerCounts = new Map<string, number>();
  let refusedKeys = 0;
  for (const record of keys.values()) {
    const ids = postedIds(record);
    for (const answer of answersOf(record)) {
      const label = answer.code ? `${answer.status} ${answer.code}` : String(answer.status);
      answerCounts.set(label, (answerCounts.get(label) ?? 0) + 1);
      expect(answer.status, `key ${record.key}: no 5xx`).toBeLessThan(500);
      if (answer.status >= 400) {
        expect(EXPECTED_REFUSALS, `key ${record.key}: a known refusal`).toContain(answer.code);
      } else {
        expect(answer.status, `key ${record.key}`).toBe(201);
        expect(answer.echoes, `key ${record.key}: the 201 describes the transfer asked for`).toBe(
          true,
        );
      }
    }
    expect(ids.size, `key ${record.key}: one transfer id for every 2xx`).toBeLessThanOrEqual(1);
    // A request sent after the key's 201 arrived answers that result again and runs nothing.
    for (const answer of answersOf(record).filter((answer) => answer.sentAfterPosted)) {
      expect(answer.status, `key ${record.key}: a retry after it posted`).toBe(201);
    }
    if (!options.allowInProgress && !wasUnanswered(record)) {
      expect(lastStatus(record), `key ${record.key} settled`).not.toBe(409);
    }
    if (ids.size === 0 && !wasUnanswered(record) && lastStatus(record) !== 409) {
      refusedKeys += 1;
    }
  }

  // The run's entries, each found by its key.
  const entries = await allPages<JournalEntry>(
    baseUrl,
    token,
    `/api/journals?reference=${encodeURIComponent(reference)}`,
  );
  const entryByKey = new Map<string, JournalEntry>();
  for (const entry of entries) {
    const key = entry.narration.replace(/^load /, '');
    expect(keys.has(key), `entry ${entry.entryNumber} (${entry.narration}) has a known key`).toBe(
      true,
    );
    expect(entryByKey.has(key), `key ${key} posted more than one entry`).toBe(false);
    entryByKey.set(key, entry);
  }
  for (const record of keys.values()) {
    const ids = postedIds(record);
    const entry = entryByKey.get(record.key);
    if (ids.size === 1) {
      expect(entry?.id, `key ${record.key}: its 2xx transfer is in the ledger`).toBe([...ids][0]);
    } else if (!wasUnanswered(record)) {
      expect(entry, `key ${record.key} was refused, so nothing is posted for it`).toBeUndefined();
    }
  }

  // Each entry has the two lines asked for, on the products' control accounts.
  const mappings = (await get<{ items: GlMapping[] }>(baseUrl, token, '/api/glmap')).items.filter(
    (mapping) => mapping.event === 'DEPOSIT',
  );
  const control = (productId: string) =>
    (
      mappings.find((mapping) => mapping.productId === productId) ??
      mappings.find((mapping) => mapping.productId === null)
    )?.creditAccountId;
  const account = (id: string) => before.accounts.get(id) as BankAccount;
  for (const [key, entry] of entryByKey) {
    const body = (keys.get(key) as KeyRecord).body;
    const from = account(body.fromAccountId);
    const to = account(body.toAccountId);
    expect(entry, `entry of key ${key}`).toMatchObject({
      narration: body.narration,
      reference,
      status: 'POSTED',
      reversalOfId: null,
      reversedById: null,
    });
    expect(
      entry.lines.map((line) => ({
        glAccountId: line.glAccountId,
        debitKobo: line.debitKobo,
        creditKobo: line.creditKobo,
        narration: line.narration,
      })),
      `lines of key ${key}`,
    ).toEqual([
      {
        glAccountId: control(from.productId),
        debitKobo: body.amountKobo,
        creditKobo: 0,
        narration: `${body.narration} to ${to.accountNumber}`,
      },
      {
        glAccountId: control(to.productId),
        debitKobo: 0,
        creditKobo: body.amountKobo,
        narration: `${body.narration} from ${from.accountNumber}`,
      },
    ]);
  }
  if (options.readEachEntry) {
    await mapLimit([...entryByKey.values()], 8, async (entry) => {
      expect(await get<JournalEntry>(baseUrl, token, `/api/journals/${entry.id}`)).toEqual(entry);
    });
  }

  // Nothing but the run's transfers was posted, and no transfer twice.
  const after = await takeSnapshot(baseUrl, token, accountIds);
  expect(after.journalTotal - before.journalTotal, 'entries posted during the run').toBe(
    entries.length,
  );
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  expect(entries.reduce((sum, entry) => sum + entry.lines.length, 0)).toBe(2 * entries.length);

  // Balances moved by exactly the posted transfers; money only moved between the accounts.
  const expected = new Map(accountIds.map((id) => [id, account(id).ledgerBalanceKobo]));
  const touching = new Map<string, { entryId: string; debitKobo: number; creditKobo: number }[]>();
  for (const [key, entry] of entryByKey) {
    const body = (keys.get(key) as KeyRecord).body;
    expected.set(body.fromAccountId, (expected.get(body.fromAccountId) ?? 0) - body.amountKobo);
    expected.set(body.toAccountId, (expected.get(body.toAccountId) ?? 0) + body.amountKobo);
    for (const [id, debitKobo, creditKobo] of [
      [body.fromAccountId, body.amountKobo, 0],
      [body.toAccountId, 0, body.amountKobo],
    ] as const) {
      const list = touching.get(id) ?? [];
      list.push({ entryId: entry.id, debitKobo, creditKobo });
      touching.set(id, list);
    }
  }
  const sum = (snapshot: BankSnapshot) =>
    [...snapshot.accounts.values()].reduce((total, a) => total + a.ledgerBalanceKobo, 0);
  expect(sum(after), 'the accounts hold the same money in all').toBe(sum(before));
  const runEntryIds = new Set(entries.map((entry) => entry.id));
  const lowestBalance = new Map<string, number>();
  await mapLimit(accountIds, 4, async (id) => {
    const now = after.accounts.get(id) as BankAccount;
    const label = `${now.accountNumber} (${now.productName})`;
    expect(now.ledgerBalanceKobo, `${label}: opening balance plus its transfers`).toBe(
      expected.get(id),
    );
    expect(now.ledgerBalanceKobo, `${label}: within its limit`).toBeGreaterThanOrEqual(
      -now.overdraftLimitKobo,
    );
    expect(now.availableBalanceKobo, `${label}: available balance`).toBe(
      now.ledgerBalanceKobo - now.holdsKobo - now.minimumBalanceKobo + now.overdraftLimitKobo,
    );
    // At or above its minimum, or emptied completely (closed out).
    if (now.ledgerBalanceKobo !== 0) {
      expect(now.availableBalanceKobo, `${label}: available balance`).toBeGreaterThanOrEqual(0);
    }
    // The balance is the sum of the account's postings, and the running balance agrees.
    const lines = await allPages<AccountTransaction>(
      baseUrl,
      token,
      `/api/accounts/${id}/transactions`,
    );
    expect(new Set(lines.map((line) => line.id)).size, `${label}: distinct lines`).toBe(
      lines.length,
    );
    expect(
      lines.reduce((total, line) => total + line.creditKobo - line.debitKobo, 0),
      `${label}: balance = sum of its postings`,
    ).toBe(now.ledgerBalanceKobo);
    // Every balance the account passed through kept the limit, not only the last one (the
    // postings are in the order they were made: each took the ledger counter's row lock first).
    let lowest = now.ledgerBalanceKobo;
    lines.forEach((line, index) => {
      const older = lines[index + 1];
      const previous = older ? older.runningBalanceKobo : 0;
      expect(line.runningBalanceKobo, `${label}: running balance of line ${line.id}`).toBe(
        previous + line.creditKobo - line.debitKobo,
      );
      lowest = Math.min(lowest, line.runningBalanceKobo);
    });
    expect(lowest, `${label}: lowest balance in its history`).toBeGreaterThanOrEqual(
      now.holdsKobo - now.overdraftLimitKobo,
    );
    lowestBalance.set(id, lowest);
    const mine = touching.get(id) ?? [];
    expect(
      lines.length - (before.transactionCounts.get(id) ?? 0),
      `${label}: lines added = its transfers`,
    ).toBe(mine.length);
    const runLines = lines
      .filter((line) => runEntryIds.has(line.entryId))
      .map(({ entryId, debitKobo, creditKobo }) => ({ entryId, debitKobo, creditKobo }));
    const byEntry = (a: { entryId: string }, b: { entryId: string }) =>
      a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0;
    expect(runLines.sort(byEntry), `${label}: its lines of the run`).toEqual(
      [...mine].sort(byEntry),
    );
  });

  // The trial balance balances, and each GL account moved by the transfers' lines only.
  const trial = after.trial;
  expect(trial.totalDebitKobo, 'trial balance').toBe(trial.totalCreditKobo);
  expect(trial.rows.reduce((total, row) => total + row.debitKobo, 0)).toBe(trial.totalDebitKobo);
  expect(trial.rows.reduce((total, row) => total + row.creditKobo, 0)).toBe(trial.totalCreditKobo);
  const glMoves = new Map<string, number>();
  for (const entry of entries) {
    for (const line of entry.lines) {
      glMoves.set(
        line.glAccountId,
        (glMoves.get(line.glAccountId) ?? 0) + line.debitKobo - line.creditKobo,
      );
    }
  }
  for (const id of new Set([...before.trialNet.keys(), ...after.trialNet.keys()])) {
    expect(
      (after.trialNet.get(id) ?? 0) - (before.trialNet.get(id) ?? 0),
      `trial balance movement of GL account ${id}`,
    ).toBe(glMoves.get(id) ?? 0);
  }
  return { entryByKey, after, refusedKeys, answerCounts, lowestBalance };
}

function lastStatus(record: KeyRecord): number | null {
  const last = record.outcomes.at(-1);
  return last?.kind === 'answer' ? last.status : null;
}

/** `201×120, 422 insufficient_funds×30` */
export function describeCounts(counts: ReadonlyMap<string, number>): string {
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([label, count]) => `${label}×${count}`)
    .join(', ');
}
