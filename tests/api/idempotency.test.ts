import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { inTenant } from '../../server/db/tenant-scope';
import { requestHash } from '../../server/request/idempotency.service';
import { type Answer, call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Every call that moves money carries an Idempotency-Key: a retry answers the first result and
 * never posts twice, the same key with another request is refused, a refused request leaves the
 * key free for a corrected one, and a concurrent duplicate is told to wait (in the same process)
 * or waits for the first and replays it (in another process). Keys belong to one tenant and to
 * the one user who sent them.
 */

afterAll(stopClusters);

interface JournalEntry {
  id: string;
  entryNumber: string;
  status: string;
  reversalOfId: string | null;
  lines: { accountCode: string; debitKobo: number; creditKobo: number }[];
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
}
/** The fields of an error body besides `status`, which a JournalEntry has too. */
type Refusal = Omit<ErrorBody, 'status'>;
type Reply = Answer<JournalEntry & Refusal>;

describe.each(ENGINES)('idempotency keys on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let acme: string;
  const demoIds = new Map<string, string>();
  const acmeIds = new Map<string, string>();

  const chart = async (token: string, tenant: string) => {
    const answer = await call<{ items: { id: string; code: string; balanceKobo: number }[] }>(
      t.app,
      'GET',
      '/api/coa',
      { token, tenant },
    );
    return answer.body.items;
  };
  const balances = async (token = admin, tenant = 'demo') =>
    new Map((await chart(token, tenant)).map((a) => [a.code, a.balanceKobo]));
  const journalCount = async (token = admin, tenant = 'demo') =>
    (await call<{ total: number }>(t.app, 'GET', '/api/journals?pageSize=1', { token, tenant }))
      .body.total;
  /** A manual journal moving `kobo` from the vault to the tills (or acme's equivalents). */
  const transfer = (kobo: number, ids = demoIds, narration = 'Till funding') => ({
    narration,
    lines: [
      { glAccountId: ids.get('1102'), debitKobo: kobo, creditKobo: 0 },
      { glAccountId: ids.get('1101'), debitKobo: 0, creditKobo: kobo },
    ],
  });
  const post = (body: unknown, key: string, token = admin, tenant = 'demo'): Promise<Reply> =>
    call(t.app, 'POST', '/api/journals/manual', {
      token,
      tenant,
      body,
      headers: { 'idempotency-key': key },
    });
  const reverse = (
    entryId: string,
    key: string,
    body: Record<string, unknown> = {},
  ): Promise<Reply> =>
    call(t.app, 'POST', `/api/journals/${entryId}/reverse`, {
      token: admin,
      body,
      headers: { 'idempotency-key': key },
    });
  const tillMovement = (before: Map<string, number>, after: Map<string, number>) => ({
    '1101': (after.get('1101') ?? 0) - (before.get('1101') ?? 0),
    '1102': (after.get('1102') ?? 0) - (before.get('1102') ?? 0),
  });
  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
    acme = await signIn(t.app, 'admin', 'acme');
    for (const a of await chart(admin, 'demo')) demoIds.set(a.code, a.id);
    for (const a of await chart(acme, 'acme')) acmeIds.set(a.code, a.id);
  }, 60_000);
  afterAll(() => t.close());

  it('answers a retry with the first entry and posts it once', async () => {
    const key = randomUUID();
    const before = await balances();
    const count = await journalCount();
    const first = await post(transfer(1_000_00), key);
    expect(first.status).toBe(201);
    const retry = await post(transfer(1_000_00), key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    // The same request with its fields in another order is the same request.
    const [debit, credit] = transfer(1_000_00).lines;
    const reordered = await post(
      {
        lines: [{ creditKobo: 0, debitKobo: 1_000_00, glAccountId: debit?.glAccountId }, credit],
        narration: 'Till funding',
      },
      key,
    );
    expect(reordered.status).toBe(201);
    expect(reordered.body.id).toBe(first.body.id);
    expect(await journalCount()).toBe(count + 1);
    expect(tillMovement(before, await balances())).toEqual({ '1101': -1_000_00, '1102': 1_000_00 });
    // One posting, one audit event: the retries ran nothing.
    const audited = await inTenant(t.database.db, 'demo', ({ trx }) =>
      trx
        .selectFrom('audit_log')
        .select(['operation_id', 'outcome', 'summary'])
        .where('tenant_id', '=', 'demo')
        .where('target', '=', first.body.id)
        .execute(),
    );
    expect(audited).toEqual([
      {
        operation_id: 'postManualJournal',
        outcome: 'success',
        summary: `posted manual journal ${first.body.entryNumber}`,
      },
    ]);
  });

  it('refuses the same key with a different request, and posts nothing', async () => {
    const key = randomUUID();
    const first = await post(transfer(2_000_00), key);
    expect(first.status).toBe(201);
    const before = await balances();
    const count = await journalCount();
    const others = [
      transfer(2_000_01),
      transfer(2_000_00, demoIds, 'Another narration'),
      { ...transfer(2_000_00), reference: 'PV-1' },
    ];
    for (const body of others) {
      const answer = await post(body, key);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('idempotency_key_reused');
    }
    // The key of a posted journal cannot reverse it either: that is another request.
    const reused = await reverse(first.body.id, key);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(await journalCount()).toBe(count);
    expect(await balances()).toEqual(before);
    expect(
      (await call<JournalEntry>(t.app, 'GET', `/api/journals/${first.body.id}`, { token: admin }))
        .body.status,
    ).toBe('POSTED');
  });

  it('leaves the key of a refused request free for the corrected one', async () => {
    const key = randomUUID();
    const before = await balances();
    const count = await journalCount();
    const unbalanced = {
      narration: 'Till funding',
      lines: [
        { glAccountId: demoIds.get('1102'), debitKobo: 3_000_00, creditKobo: 0 },
        { glAccountId: demoIds.get('1101'), debitKobo: 0, creditKobo: 2_999_00 },
      ],
    };
    const refused = await post(unbalanced, key);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('journal_not_balanced');
    expect((await post(unbalanced, key)).body.code).toBe('journal_not_balanced');
    const header = await post(
      {
        ...transfer(3_000_00),
        lines: [
          { glAccountId: demoIds.get('1100'), debitKobo: 3_000_00, creditKobo: 0 },
          transfer(3_000_00).lines[1],
        ],
      },
      key,
    );
    expect(header.body.code).toBe('gl_account_is_header');
    const corrected = await post(transfer(3_000_00), key);
    expect(corrected.status).toBe(201);
    expect((await post(transfer(3_000_00), key)).body.id).toBe(corrected.body.id);
    expect(await journalCount()).toBe(count + 1);
    expect(tillMovement(before, await balances())).toEqual({ '1101': -3_000_00, '1102': 3_000_00 });
  });

  it('posts once when identical requests with one key arrive together', async () => {
    const key = randomUUID();
    const before = await balances();
    const count = await journalCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(transfer(4_000_00), key)),
    );
    const posted = answers.filter((a) => a.status === 201);
    const waiting = answers.filter((a) => a.status !== 201);
    expect(posted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posted.map((a) => a.body.id)).size).toBe(1);
    for (const answer of waiting) {
      expect([answer.status, answer.body.code]).toEqual([409, 'idempotency_request_in_progress']);
    }
    expect(await journalCount()).toBe(count + 1);
    expect(tillMovement(before, await balances())).toEqual({ '1101': -4_000_00, '1102': 4_000_00 });
    const later = await post(transfer(4_000_00), key);
    expect(later.status).toBe(201);
    expect(later.body.id).toBe(posted[0]?.body.id);
  });

  it('posts every one of many requests with their own keys arriving together', async () => {
    const before = await balances();
    const count = await journalCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(transfer(5_00), randomUUID())),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.entryNumber)).size).toBe(8);
    expect(await journalCount()).toBe(count + 8);
    expect(tillMovement(before, await balances())).toEqual({ '1101': -40_00, '1102': 40_00 });
  });

  it('reverses once for a key sent twice together, and replays the reversal', async () => {
    const original = await post(transfer(6_000_00), randomUUID());
    const key = randomUUID();
    const count = await journalCount();
    const answers = await Promise.all([
      reverse(original.body.id, key),
      reverse(original.body.id, key),
    ]);
    for (const answer of answers) {
      expect(
        answer.status === 201 ||
          (answer.status === 409 && answer.body.code === 'idempotency_request_in_progress'),
      ).toBe(true);
    }
    const replay = await reverse(original.body.id, key);
    expect(replay.status).toBe(201);
    expect(replay.body.reversalOfId).toBe(original.body.id);
    for (const answer of answers.filter((a) => a.status === 201)) {
      expect(answer.body.id).toBe(replay.body.id);
    }
    expect(await journalCount()).toBe(count + 1);
  });

  it('replays the first answer byte for byte, even one the contract has since outgrown', async () => {
    const key = randomUUID();
    const body = transfer(9_500_00);
    const first = '{"id":"je-from-an-older-release","entryNumber":"JE-00000001","lines":[]}';
    await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .insertInto('idempotency_key')
        .values({
          tenant_id: 'demo',
          key,
          user_id: 'demo-admin',
          operation_id: 'postManualJournal',
          request_hash: requestHash('postManualJournal', {}, body),
          state: 'DONE',
          response_status: 201,
          response_body: first,
          created_at: t.clock.now.toISOString(),
        })
        .execute(),
    );
    const count = await journalCount();
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/journals/manual',
      headers: { authorization: `Bearer ${admin}`, 'x-tenant-id': 'demo', 'idempotency-key': key },
      payload: body,
    });
    expect([replay.statusCode, replay.body]).toEqual([201, first]);
    expect(replay.headers['content-type']).toMatch(/^application\/json/);
    expect(await journalCount()).toBe(count);
  });

  it('keeps keys apart per tenant', async () => {
    const key = randomUUID();
    const demoBefore = await balances();
    const acmeBefore = await balances(acme, 'acme');
    const acmeCount = await journalCount(acme, 'acme');
    const inDemo = await post(transfer(8_000_00), key);
    expect(inDemo.status).toBe(201);
    const inAcme = await post(transfer(8_000_00, acmeIds), key, acme, 'acme');
    expect(inAcme.status).toBe(201);
    expect(inAcme.body.id).not.toBe(inDemo.body.id);
    expect(await journalCount(acme, 'acme')).toBe(acmeCount + 1);
    expect(tillMovement(acmeBefore, await balances(acme, 'acme'))).toEqual({
      '1101': -8_000_00,
      '1102': 8_000_00,
    });
    expect(tillMovement(demoBefore, await balances())).toEqual({
      '1101': -8_000_00,
      '1102': 8_000_00,
    });
    // Each tenant's retry answers its own entry.
    const demoAgain = await post(transfer(8_000_00), key);
    expect(demoAgain.body.id).toBe(inDemo.body.id);
    const acmeAgain = await post(transfer(8_000_00, acmeIds), key, acme, 'acme');
    expect(acmeAgain.body.id).toBe(inAcme.body.id);
  });

  it("refuses another user's replay of a key, and shows them nothing of its answer", async () => {
    const finance = await signIn(t.app, 'finance');
    const key = randomUUID();
    const first = await post(transfer(7_000_00), key);
    expect(first.status).toBe(201);
    const before = await balances();
    const count = await journalCount();
    const replay = await post(transfer(7_000_00), key, finance);
    expect([replay.status, replay.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect(replay.body).toEqual({
      status: 422,
      code: 'idempotency_key_reused',
      message: expect.stringContaining('another user'),
    });
    // Another body changes nothing: the owner is checked before the request.
    const other = await post(transfer(7_000_01), key, finance);
    expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect(other.body.message).toContain('another user');
    expect(await journalCount()).toBe(count);
    expect(await balances()).toEqual(before);
    // The key's owner still gets the first answer.
    const retry = await post(transfer(7_000_00), key);
    expect(retry.body).toEqual(first.body);
    expect(await journalCount()).toBe(count);
  });

  it("refuses a teller who resends an admin's key for a debit outside the teller's branch", async () => {
    const teller = await signIn(t.app, 'teller');
    const accounts = async (branchId: string) =>
      (
        await call<{ items: { id: string; ledgerBalanceKobo: number }[] }>(
          t.app,
          'GET',
          `/api/accounts?branchId=${branchId}&pageSize=100`,
          { token: admin },
        )
      ).body.items
        .filter((a) => a.ledgerBalanceKobo > 100_000_00)
        .map((a) => a.id);
    const [abuja] = await accounts('demo-abuja');
    const [lagos] = await accounts('demo-lagos');
    const body = {
      fromAccountId: abuja,
      toAccountId: lagos,
      amountKobo: 50_000_00,
      narration: 'x',
    };
    const send = (key: string, token: string): Promise<Reply> =>
      call(t.app, 'POST', '/api/transfers', {
        token,
        body,
        headers: { 'idempotency-key': key },
      });
    const key = randomUUID();
    const first = await send(key, admin);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const ledger = async () => ({ chart: await balances(), journals: await journalCount() });
    const before = await ledger();
    const replay = await send(key, teller);
    expect([replay.status, replay.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect(JSON.stringify(replay.body)).not.toContain(first.body.id);
    // With a key of their own the teller is refused by the branch rule, as before.
    const own = await send(randomUUID(), teller);
    expect(own.status).toBe(422);
    expect(own.body.code).not.toBe('idempotency_key_reused');
    expect(await ledger()).toEqual(before);
  });

  it('replays a key written before keys had owners to no one', async () => {
    const key = randomUUID();
    const body = transfer(9_600_00);
    await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .insertInto('idempotency_key')
        .values({
          tenant_id: 'demo',
          key,
          operation_id: 'postManualJournal',
          request_hash: requestHash('postManualJournal', {}, body),
          state: 'DONE',
          response_status: 201,
          response_body: '{"id":"je-of-nobody"}',
          created_at: t.clock.now.toISOString(),
        })
        .execute(),
    );
    const count = await journalCount();
    const replay = await post(body, key);
    expect([replay.status, replay.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect(await journalCount()).toBe(count);
  });

  // Moves the clock by a day: runs last.
  it('still answers a retry the next day', async () => {
    const key = randomUUID();
    const first = await post(transfer(9_000_00), key);
    expect(first.status).toBe(201);
    const count = await journalCount();
    t.clock.advanceMs(23 * 60 * 60 * 1000);
    admin = await signIn(t.app, 'admin');
    const retry = await post(transfer(9_000_00), key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await journalCount()).toBe(count);
  });
});

// Staged on PostgreSQL only: another connection holds the entry counter's row lock to keep the
// first request inside its transaction, which SQLite's one connection cannot do.
describe('a duplicate that arrives while the first request works, on PostgreSQL', () => {
  let t: TestApp;
  let admin: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestApp('postgres');
    admin = await signIn(t.app, 'admin');
    const chart = await call<{ items: { id: string; code: string }[] }>(t.app, 'GET', '/api/coa', {
      token: admin,
    });
    for (const a of chart.body.items) ids.set(a.code, a.id);
  }, 60_000);
  afterAll(() => t.close());

  const keyRow = (key: string) =>
    inTenant(t.database.db, 'demo', ({ trx }) =>
      trx
        .selectFrom('idempotency_key')
        .select('state')
        .where('tenant_id', '=', 'demo')
        .where('key', '=', key)
        .executeTakeFirst(),
    );
  /** Sessions of this database waiting on a lock. */
  const waitingOnLocks = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(
      t.database.db.kysely,
    );
    return rows[0]?.n ?? 0;
  };

  it('answers a same-process twin with 409 and a twin in another process with the first result', async () => {
    // A second server process on the same database: its own app, the same data and signing key.
    const other = await buildApp({ db: t.database.db, config: t.config, now: () => t.clock.now });
    const key = randomUUID();
    const body = {
      narration: 'Till funding',
      lines: [
        { glAccountId: ids.get('1102'), debitKobo: 10_000_00, creditKobo: 0 },
        { glAccountId: ids.get('1101'), debitKobo: 0, creditKobo: 10_000_00 },
      ],
    };
    const post = (app = t.app) =>
      call<JournalEntry & Refusal>(app, 'POST', '/api/journals/manual', {
        token: admin,
        body,
        headers: { 'idempotency-key': key },
      });
    const count = async () =>
      (await call<{ total: number }>(t.app, 'GET', '/api/journals?pageSize=1', { token: admin }))
        .body.total;
    const before = await count();

    // Another poster holds the entry counter, so the first request waits inside its work.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = inTenant(t.database.db, 'demo', async ({ trx }) => {
      await trx
        .selectFrom('ledger_counter')
        .selectAll()
        .where('tenant_id', '=', 'demo')
        .where('name', '=', 'journal_entry')
        .forUpdate()
        .execute();
      locked();
      await gate;
    });
    try {
      await lockTaken;
      const first = post();
      expect(await until(async () => (await waitingOnLocks()) === 1)).toBe(true);
      // The claim is part of the first request's transaction: nobody else sees it yet.
      expect(await keyRow(key)).toBeUndefined();
      const twin = await post();
      expect([twin.status, twin.body.code]).toEqual([409, 'idempotency_request_in_progress']);
      const elsewhere = post(other);
      expect(await until(async () => (await waitingOnLocks()) === 2)).toBe(true);
      release();
      await holder;
      const [answer, replay] = await Promise.all([first, elsewhere]);
      expect(answer.status).toBe(201);
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(answer.body);
      expect(await keyRow(key)).toEqual({ state: 'DONE' });
      expect(await count()).toBe(before + 1);
    } finally {
      release();
      await holder;
      await other.close();
    }
  });
});
