import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant, inTenantRead } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * A till session from assignment to reconciliation, as the head teller and the teller live it:
 * the opening count against the ledger, the blind closing count, a shortage approved through
 * the TILL_VARIANCE flow, a variance rejected and recounted, two racing assignments, and every
 * step the chart does not have refused with nothing written.
 */

afterAll(stopClusters);

interface Line {
  kind: string;
  amountKobo: number;
  runningCashKobo: number | null;
}
interface Session {
  id: string;
  tillId: string;
  status: string;
  tellerId: string;
  openingCountKobo: number | null;
  expectedCashKobo: number | null;
  varianceKobo: number | null;
  varianceRequestId: string | null;
  closingCountKobo: number | null;
  leftOpen: boolean;
  lines: Line[];
  allowedActions: string[];
  code?: string;
}
interface Till {
  id: string;
  code: string;
  balanceKobo: number;
  glAccountId: string;
}
interface Failure {
  code: string;
}

const NAIRA_1000 = 1000_00;
const count = (notes: number, extra: { valueKobo: number; pieces: number }[] = []) => [
  { valueKobo: NAIRA_1000, pieces: notes },
  ...extra,
];

describe.each(ENGINES)('till sessions on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user: string) => call<T>(t.app, 'GET', url, { token: as(user) });
  const post = <T>(url: string, body: unknown, user: string) =>
    call<T>(t.app, 'POST', url, { token: as(user), ...(body !== undefined && { body }) });
  const session = async (id: string, user = 'headteller') =>
    (await get<Session>(`/api/till-sessions/${id}`, user)).body;
  const tills = async () => (await get<{ items: Till[] }>('/api/tills', 'headteller')).body.items;
  const till = async (code: string) => (await tills()).find((x) => x.code === code) as Till;
  /** A second Lagos teller and a third, with the demo password, as an administrator would add. */
  const addTeller = (username: string, fullName: string) =>
    inTenant(t.database.owner, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('app_user')
        .selectAll()
        .where('tenant_id', '=', 'demo')
        .where('username', '=', 'teller')
        .executeTakeFirstOrThrow();
      await tx.trx
        .insertInto('app_user')
        .values({ ...row, id: `demo-${username}`, username, full_name: fullName, email: null })
        .execute();
    });
  const postedKobo = (glAccountId: string) =>
    inTenantRead(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('journal_line')
        .select((eb) => [
          eb.fn.sum<number>('debit_kobo').as('d'),
          eb.fn.sum<number>('credit_kobo').as('c'),
        ])
        .where('tenant_id', '=', 'demo')
        .where('account_id', '=', glAccountId)
        .executeTakeFirstOrThrow();
      return Number(row.d ?? 0) - Number(row.c ?? 0);
    });
  const sessionRows = () =>
    inTenantRead(t.database.db, 'demo', async (tx) =>
      tx.trx.selectFrom('till_session').selectAll().where('tenant_id', '=', 'demo').execute(),
    );
  /** The invariants after every scenario: postings = balance, and the books balance. */
  const assertBooks = async (code: string) => {
    const x = await till(code);
    expect(await postedKobo(x.glAccountId)).toBe(x.balanceKobo);
    const tb = (
      await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
        '/api/ledger/trial-balance',
        'admin',
      )
    ).body;
    expect(tb.totalDebitKobo).toBeGreaterThan(0);
    expect(tb.totalDebitKobo).toBe(tb.totalCreditKobo);
  };
  const approve = (requestId: string) =>
    post(`/api/approvals/requests/${requestId}/approve`, {}, 'headteller');

  beforeAll(async () => {
    t = await startTestApp(engine);
    await addTeller('teller2', 'Ada Obi');
    await addTeller('teller3', 'Sani Bello');
    for (const user of ['headteller', 'teller', 'teller2', 'teller3', 'manager', 'admin']) {
      tokens[user] = await signIn(t.app, user);
    }
    tokens.acme = await signIn(t.app, 'teller', 'acme');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('offers the branch’s users who may open a till, tellers who never had a session included', async () => {
    // One clerk holds the permission of their own; an administrator's `*` grant makes no teller.
    const addUser = (id: string, roles: string[], permissions: string[], status = 'ACTIVE') =>
      inTenant(t.database.owner, 'demo', async (tx) => {
        const row = await tx.trx
          .selectFrom('app_user')
          .selectAll()
          .where('tenant_id', '=', 'demo')
          .where('username', '=', 'teller')
          .executeTakeFirstOrThrow();
        await tx.trx
          .insertInto('app_user')
          .values({
            ...row,
            id: `demo-${id}`,
            username: id,
            full_name: `User ${id}`,
            email: null,
            roles: JSON.stringify(roles),
            permissions: JSON.stringify(permissions),
            status,
          })
          .execute();
      });
    await addUser('clerk', [], ['till.session.open']);
    await addUser('wildcard', [], ['*']);
    await addUser('gone', ['BRANCH_TELLER'], [], 'DISABLED');
    const answer = await get<{ items: { id: string; fullName: string }[] }>(
      '/api/tills/tellers?branchId=demo-lagos',
      'headteller',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const offered = answer.body.items.map((teller) => teller.id);
    expect(offered).toEqual(
      expect.arrayContaining(['demo-teller', 'demo-teller2', 'demo-teller3', 'demo-clerk']),
    );
    expect(offered).not.toContain('demo-wildcard');
    expect(offered).not.toContain('demo-gone');
    expect(offered).not.toContain('demo-admin');
    expect(answer.body.items.find((x) => x.id === 'demo-teller2')?.fullName).toBe('Ada Obi');
    const byTeller = await get<Failure>('/api/tills/tellers?branchId=demo-lagos', 'teller');
    expect(byTeller.status).toBe(403);
    const nowhere = await get<Failure>('/api/tills/tellers?branchId=demo-nowhere', 'headteller');
    expect([nowhere.status, nowhere.body.code]).toEqual([404, 'branch_not_found']);
  });

  it('assigns a till, opens on a matching count and hides the expected cash from the teller', async () => {
    const t02 = await till('LAG-T02');
    const assigned = await post<Session>(
      '/api/till-sessions',
      { tillId: t02.id, tellerId: 'demo-teller2' },
      'headteller',
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    expect(assigned.body.status).toBe('ASSIGNED');
    ids.t02 = assigned.body.id;
    const again = await post<Failure>(
      '/api/till-sessions',
      { tillId: t02.id, tellerId: 'demo-teller3' },
      'headteller',
    );
    expect([again.status, again.body.code]).toEqual([409, 'till_session_already_open']);
    const busyTeller = await post<Failure>(
      '/api/till-sessions',
      { tillId: t02.id, tellerId: 'demo-teller' },
      'headteller',
    );
    expect(busyTeller.status).toBe(409);

    const notYours = await post<Failure>(
      `/api/till-sessions/${ids.t02}/open`,
      { count: count(500) },
      'teller',
    );
    expect(notYours.status).toBe(404);
    const opened = await post<Session>(
      `/api/till-sessions/${ids.t02}/open`,
      { count: count(500) },
      'teller2',
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      status: 'ACTIVE',
      openingCountKobo: 500_000_00,
      expectedCashKobo: null,
    });
    expect(opened.body.allowedActions).toEqual(
      expect.arrayContaining(['deposit', 'withdraw', 'startClose']),
    );
    expect((await session(ids.t02)).expectedCashKobo).toBe(500_000_00);
    // The head teller's list shows the expected cash of a session at work; the teller's does not.
    const listed = async (user: string) =>
      (await get<{ items: Session[] }>('/api/till-sessions?status=ACTIVE', user)).body.items.find(
        (s) => s.id === ids.t02,
      )?.expectedCashKobo;
    expect(await listed('headteller')).toBe(500_000_00);
    expect(await listed('teller2')).toBeNull();
    await assertBooks('LAG-T02');
  });

  it('refuses counts that do not add up and steps the chart lacks, writing nothing', async () => {
    const before = JSON.stringify(await sessionRows());
    const id = ids.t02 as string;
    const cases: [string, unknown, string, number, string][] = [
      [
        `/api/till-sessions/${id}/close`,
        undefined,
        'headteller',
        409,
        'till_session_transition_invalid',
      ],
      [
        `/api/till-sessions/${id}/reconcile`,
        undefined,
        'headteller',
        409,
        'till_session_transition_invalid',
      ],
      [
        `/api/till-sessions/${id}/open`,
        { count: count(500) },
        'teller2',
        409,
        'till_session_transition_invalid',
      ],
      [
        `/api/till-sessions/${id}/closing-count`,
        { count: count(500) },
        'teller2',
        409,
        'till_session_transition_invalid',
      ],
      [`/api/till-sessions/${id}/close`, undefined, 'teller2', 403, 'permission_denied'],
    ];
    for (const [url, body, user, status, code] of cases) {
      const answer = await post<Failure>(url, body, user);
      expect([url, answer.status, answer.body.code]).toEqual([url, status, code]);
    }
    const other = await call<Failure>(t.app, 'GET', `/api/till-sessions/${id}`, {
      token: as('acme'),
      tenant: 'acme',
    });
    expect(other.status).toBe(404);
    expect(JSON.stringify(await sessionRows())).toBe(before);
  });

  it('lets only one of two racing assignments hold a till', async () => {
    const created = await post<Till>(
      '/api/tills',
      {
        branchId: 'demo-lagos',
        code: 'LAG-T03',
        name: 'Counter 3',
        softLimitKobo: 1_000_000_00,
        hardLimitKobo: 2_000_000_00,
      },
      'headteller',
    );
    expect(created.status).toBe(201);
    const answers = await Promise.all(
      ['demo-teller3', 'demo-teller3', 'demo-teller3'].map(() =>
        post<Session & Failure>(
          '/api/till-sessions',
          { tillId: created.body.id, tellerId: 'demo-teller3' },
          'headteller',
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual([
      'till_session_already_open',
      'till_session_already_open',
    ]);
    const winner = answers.find((a) => a.status === 201);
    ids.t03 = winner ? winner.body.id : '';
  });

  it('waits OPENED on a differing opening count until the head teller accepts and posts it', async () => {
    const id = ids.t03 as string;
    const bad = await post<Failure>(
      `/api/till-sessions/${id}/open`,
      { count: [{ valueKobo: 300_00, pieces: 1 }] },
      'teller3',
    );
    expect([bad.status, bad.body.code]).toEqual([422, 'cash_denomination_unknown']);
    for (const pieces of [-1, 1.5]) {
      const refused = await post<Failure>(
        `/api/till-sessions/${id}/open`,
        { count: [{ valueKobo: 100_00, pieces }] },
        'teller3',
      );
      expect([refused.status, refused.body.code]).toEqual([400, 'validation_failed']);
    }
    // Two opening counts race (a double click): the chart's step is taken once.
    const racing = await Promise.all(
      [1, 2].map(() =>
        post<Session & Failure>(`/api/till-sessions/${id}/open`, { count: count(2) }, 'teller3'),
      ),
    );
    expect(racing.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(racing.find((a) => a.status === 409)?.body.code).toBe('till_session_transition_invalid');
    expect((await session(id)).status).toBe('OPENED');
    const self = await post<Failure>(
      `/api/till-sessions/${id}/accept-opening`,
      undefined,
      'teller3',
    );
    expect(self.status).toBe(403);
    const accepted = await post<Session>(
      `/api/till-sessions/${id}/accept-opening`,
      undefined,
      'headteller',
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('ACTIVE');
    expect((await till('LAG-T03')).balanceKobo).toBe(2 * NAIRA_1000);
    await assertBooks('LAG-T03');
  });

  it('counts blind at closing, and posts a shortage only on the head teller’s approval', async () => {
    const id = ids.t02 as string;
    const closing = await post<Session>(
      `/api/till-sessions/${id}/start-close`,
      undefined,
      'teller2',
    );
    expect(closing.body.status).toBe('CLOSING');
    const blind = await session(id, 'teller2');
    expect(blind.expectedCashKobo).toBeNull();
    expect(blind.lines.every((line) => line.runningCashKobo === null)).toBe(true);
    expect(blind.varianceKobo).toBeNull();
    // Nor does the till's balance or the cash position tell the teller the figure meanwhile.
    const tillId = (await till('LAG-T02')).id;
    const tillAs = async (user: string) =>
      (await get<Till>(`/api/tills/${tillId}`, user)).body.balanceKobo;
    const listedAs = async (user: string) =>
      (await get<{ items: Till[] }>('/api/tills', user)).body.items.find((x) => x.id === tillId)
        ?.balanceKobo;
    const positionAs = async (user: string) =>
      (
        await get<{
          rows: { tillId: string; expectedCashKobo: number | null; balanceKobo: number | null }[];
        }>('/api/cash/position?branchId=demo-lagos', user)
      ).body.rows.find((row) => row.tillId === tillId);
    expect(await tillAs('teller2')).toBeNull();
    expect(await listedAs('teller2')).toBeNull();
    expect(await positionAs('teller2')).toMatchObject({
      expectedCashKobo: null,
      balanceKobo: null,
    });
    expect((await session(id, 'headteller')).expectedCashKobo).toBe(500_000_00);
    expect(await tillAs('headteller')).toBe(500_000_00);
    expect(await listedAs('headteller')).toBe(500_000_00);
    expect(await positionAs('headteller')).toMatchObject({
      expectedCashKobo: 500_000_00,
      balanceKobo: 500_000_00,
    });
    const counted = await post<Session>(
      `/api/till-sessions/${id}/closing-count`,
      { count: count(499) },
      'teller2',
    );
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    expect(counted.body).toMatchObject({
      status: 'VARIANCE_PENDING',
      expectedCashKobo: 500_000_00,
      closingCountKobo: 499_000_00,
      varianceKobo: -NAIRA_1000,
    });
    expect((await till('LAG-T02')).balanceKobo).toBe(500_000_00);
    const byTeller = await post<Failure>(
      `/api/approvals/requests/${counted.body.varianceRequestId}/approve`,
      {},
      'teller2',
    );
    expect(byTeller.status).toBe(403);
    expect((await approve(counted.body.varianceRequestId as string)).status).toBe(200);
    expect((await session(id)).status).toBe('CLOSED');
    expect((await till('LAG-T02')).balanceKobo).toBe(499_000_00);
    const reconciled = await post<Session>(
      `/api/till-sessions/${id}/reconcile`,
      undefined,
      'headteller',
    );
    expect(reconciled.body.status).toBe('RECONCILED');
    await assertBooks('LAG-T02');
  });

  it('sends a rejected variance back for a recount, then balances, closes and reconciles', async () => {
    const id = ids.t03 as string;
    await post(`/api/till-sessions/${id}/start-close`, undefined, 'teller3');
    const over = await post<Session>(
      `/api/till-sessions/${id}/closing-count`,
      { count: count(3) },
      'teller3',
    );
    expect(over.body).toMatchObject({ status: 'VARIANCE_PENDING', varianceKobo: NAIRA_1000 });
    const rejected = await post(
      `/api/approvals/requests/${over.body.varianceRequestId}/reject`,
      { reason: 'Count again' },
      'headteller',
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await session(id)).status).toBe('CLOSING');
    const right = await post<Session>(
      `/api/till-sessions/${id}/closing-count`,
      { count: count(2) },
      'teller3',
    );
    expect(right.body).toMatchObject({ status: 'BALANCED', varianceKobo: 0 });
    expect(
      (await post<Session>(`/api/till-sessions/${id}/close`, undefined, 'headteller')).body.status,
    ).toBe('CLOSED');
    expect(
      (await post<Session>(`/api/till-sessions/${id}/reconcile`, undefined, 'headteller')).body
        .status,
    ).toBe('RECONCILED');
    await assertBooks('LAG-T03');
    const again = await post<Session>(
      '/api/till-sessions',
      { tillId: (await till('LAG-T03')).id, tellerId: 'demo-teller3' },
      'headteller',
    );
    expect(again.status).toBe(201);
  });

  it('lists sessions by filter, a teller only their own, and those left open from an earlier date', async () => {
    const all = await get<{ items: Session[]; total: number }>(
      '/api/till-sessions?status=RECONCILED',
      'headteller',
    );
    expect(all.body.items.map((s) => s.id).sort()).toEqual([ids.t02, ids.t03].sort());
    const own = await get<{ items: Session[] }>('/api/till-sessions', 'teller2');
    expect(own.body.items.map((s) => s.tellerId)).toEqual(['demo-teller2']);
    // The cash position names the teller of a session already closed and reconciled.
    const position = await get<{ rows: { tillCode: string; tellerName: string | null }[] }>(
      '/api/cash/position?branchId=demo-lagos',
      'headteller',
    );
    expect(position.body.rows.find((row) => row.tillCode === 'LAG-T02')?.tellerName).toBe(
      'Ada Obi',
    );
    await inTenant(t.database.owner, 'demo', (tx) =>
      tx.trx
        .updateTable('till_session')
        .set({ business_date: '2020-01-02' })
        .where('teller_id', '=', 'demo-teller')
        .execute(),
    );
    const left = await get<{ items: Session[] }>('/api/till-sessions?leftOpen=true', 'headteller');
    expect(left.body.items.map((s) => [s.tellerId, s.leftOpen])).toEqual([['demo-teller', true]]);
  });
});
