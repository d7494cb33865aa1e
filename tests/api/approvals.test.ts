import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRequestRecord } from '../../server/approvals/approval.repository';
import { findRequest } from '../../server/approvals/approval.repository';
import { submitForApproval } from '../../server/approvals/approval.service';
import { replaceApprovalTypeForTests } from '../../server/approvals/approval-executors';
import { inTenant } from '../../server/db/tenant-scope';
import { DomainError } from '../../server/errors/domain-error';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import { withoutDemoExpenseApprovals } from '../support/without-demo-expenses';

afterAll(stopClusters);

interface Request {
  id: string;
  status: string;
  awaitingLevel: number | null;
  amountKobo: number;
  maker: { username: string };
  resultReference: string | null;
  holdId: string | null;
  history: { action: string; level: number | null; by: { username: string }; reason: string }[];
}
interface ErrorBody {
  status: number;
  code: string;
}

/** How many times the test operation ran, by request id: the once-only rule is read here. */
const executions = new Map<string, number>();
let unregister: () => void = () => {};
beforeAll(() => {
  unregister = replaceApprovalTypeForTests({
    type: 'EXPENSE',
    label: 'Expense',
    execute: async (_t, request) => {
      if ((request.payload as { refuse?: boolean }).refuse)
        throw new DomainError('insufficient_funds');
      executions.set(request.id, (executions.get(request.id) ?? 0) + 1);
      return { reference: `EXP-${request.id}` };
    },
  });
});
afterAll(() => unregister());

const HOUR_MS = 3_600_000;
const USERS = ['admin', 'finance', 'approver', 'director', 'md', 'ops', 'headteller', 'teller'];
const LEVEL1 = { roles: [], permissions: ['txn.approve.level1'] };
const LEVEL2 = { roles: ['DIRECTOR_APPROVER', 'MANAGING_DIRECTOR'], permissions: [] };
/** From ₦100 one level of the request's own branch; from ₦10,000 two levels, any branch. */
const TEST_FLOW = {
  name: 'Expenses',
  operationType: 'EXPENSE',
  expiryHours: 24,
  bands: [
    { fromKobo: 10_000, toKobo: 1_000_000, levels: 1, approvers: [LEVEL1], sameBranch: true },
    {
      fromKobo: 1_000_000,
      toKobo: null,
      levels: 2,
      approvers: [LEVEL1, LEVEL2],
      sameBranch: false,
    },
  ],
};

describe.each(ENGINES)('approval flows and requests on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let abuja: string;
  let accountId: string;

  const as = (user: string) => tokens[user] as string;
  const get = (id: string) =>
    call<Request & ErrorBody>(t.app, 'GET', `/api/approvals/requests/${id}`, {
      token: as('admin'),
    });
  const act = (user: string, id: string, action: string, body: object = {}) =>
    call<Request & ErrorBody>(t.app, 'POST', `/api/approvals/requests/${id}/${action}`, {
      token: as(user),
      body,
    });
  const saveFlow = (body: object, user = 'admin') =>
    call<Record<string, unknown> & ErrorBody>(t.app, 'POST', '/api/approvals/flows', {
      token: as(user),
      body,
    });

  /** A request made by finance through the engine, as an area would make it. */
  async function submit(
    amountKobo: number,
    extra: { branchId?: string | null; hold?: boolean; refuse?: boolean } = {},
  ) {
    return inTenant(t.database.db, 'demo', (tx) =>
      submitForApproval(tx, {
        type: 'EXPENSE',
        amountKobo,
        branchId: extra.branchId === undefined ? abuja : extra.branchId,
        maker: { id: ids.finance as string },
        summary: 'Office supplies',
        details: [{ label: 'Vendor', value: 'Abuja stationers' }],
        payload: { refuse: extra.refuse ?? false },
        ...(extra.hold && { hold: { accountId, reason: 'Waiting for approval' } }),
        now: t.clock.now,
      }),
    );
  }
  async function pending(amountKobo: number, extra: Parameters<typeof submit>[1] = {}) {
    const result = await submit(amountKobo, extra);
    if (!result.approvalNeeded) throw new Error('the amount should need approval');
    return result.request.id;
  }
  const holdsOf = async () =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('deposit_account')
        .select('holds_kobo')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      return Number(row.holds_kobo);
    });

  /** A refusal answers `status` and `code` and leaves the request as it was. */
  async function refused(
    answer: Promise<{ status: number; body: ErrorBody }>,
    id: string,
    status: number,
    code: string,
  ) {
    const before = await get(id);
    const { status: got, body } = await answer;
    expect([got, body.code]).toEqual([status, code]);
    const after = await get(id);
    expect(after.body).toEqual(before.body);
  }

  /** Moves the server's clock; the sessions of before have expired by then, so all sign in again. */
  async function advance(ms: number) {
    t.clock.advanceMs(ms);
    for (const user of USERS) tokens[user] = await signIn(t.app, user);
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    await withoutDemoExpenseApprovals(t);
    for (const user of USERS) tokens[user] = await signIn(t.app, user);
    // The tills' variance flow is the second operation type of the flow tests below; the demo
    // made no request under it, so it can go.
    const seeded = await call<{ items: { id: string; operationType: string }[] }>(
      t.app,
      'GET',
      '/api/approvals/flows',
      { token: as('admin') },
    );
    const variance = seeded.body.items.find((flow) => flow.operationType === 'TILL_VARIANCE');
    if (variance) {
      await call(t.app, 'DELETE', `/api/approvals/flows/${variance.id}`, { token: as('admin') });
    }
    await inTenant(t.database.db, 'demo', async (tx) => {
      const users = await tx.trx.selectFrom('app_user').select(['id', 'username']).execute();
      for (const user of users) ids[user.username] = user.id;
      const branch = await tx.trx
        .selectFrom('branch')
        .select('id')
        .where('code', '=', 'ABJ-01')
        .executeTakeFirstOrThrow();
      abuja = branch.id;
      const account = await tx.trx
        .selectFrom('deposit_account')
        .select('id')
        .where('status', '=', 'ACTIVE')
        .executeTakeFirstOrThrow();
      accountId = account.id;
    });
  }, 60_000);
  afterAll(() => t.close());

  it('lists the seeded journal flows and nothing pending', async () => {
    const flows = await call<{ items: { operationType: string; bands: unknown[] }[] }>(
      t.app,
      'GET',
      '/api/approvals/flows',
      { token: as('admin') },
    );
    expect(flows.status).toBe(200);
    const journalBands = [
      expect.objectContaining({ fromKobo: 100_000_000, toKobo: 1_000_000_000, levels: 1 }),
      expect.objectContaining({ fromKobo: 1_000_000_000, toKobo: null, levels: 2 }),
    ];
    // Other areas seed flows of their own; the journals' two are checked here.
    expect(flows.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ operationType: 'MANUAL_JOURNAL', bands: journalBands }),
        expect.objectContaining({ operationType: 'JOURNAL_REVERSAL', bands: journalBands }),
      ]),
    );
    // The lending demo leaves loan approvals waiting; nothing else waits.
    for (const type of ['MANUAL_JOURNAL', 'JOURNAL_REVERSAL', 'EXPENSE']) {
      const inbox = await call<{ total: number }>(
        t.app,
        'GET',
        `/api/approvals/requests?type=${type}`,
        { token: as('approver') },
      );
      expect([inbox.status, inbox.body.total]).toEqual([200, 0]);
    }
  });

  it('saves a flow, one per operation type, and refuses bands that cannot work', async () => {
    const created = await saveFlow(TEST_FLOW);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...TEST_FLOW, status: 'ACTIVE' });
    expect((await saveFlow(TEST_FLOW)).body.code).toBe('approval_flow_type_taken');
    const band = TEST_FLOW.bands[0] as (typeof TEST_FLOW.bands)[number];
    const bad: [object, string][] = [
      [{ ...band, toKobo: 10_000 }, 'amount_band_inverted'],
      [{ ...band, levels: 2 }, 'approval_approvers_mismatch'],
      [
        { ...band, approvers: [{ roles: [], permissions: [] }] },
        'approval_level_without_approvers',
      ],
      [{ ...band, approvers: [{ roles: ['NOBODY'], permissions: [] }] }, 'role_not_found'],
    ];
    for (const [wrong, code] of bad) {
      const answer = await saveFlow({
        ...TEST_FLOW,
        operationType: 'TILL_VARIANCE',
        bands: [wrong],
      });
      expect([answer.status, answer.body.code]).toEqual([422, code]);
    }
    const overlap = await saveFlow({
      ...TEST_FLOW,
      operationType: 'TILL_VARIANCE',
      bands: [band, { ...band, fromKobo: 500_000 }],
    });
    expect([overlap.status, overlap.body.code]).toEqual([422, 'approval_band_overlaps']);
    const levels = await saveFlow({ ...TEST_FLOW, bands: [{ ...band, levels: 3 }] });
    expect(levels.status).toBe(400);
    expect((await saveFlow({ ...TEST_FLOW, id: 'nothing-here' })).body.code).toBe(
      'approval_flow_not_found',
    );
    expect((await saveFlow(TEST_FLOW, 'approver')).body.code).toBe('permission_denied');
  });

  it('replaces a flow by id and deletes one no request was made under', async () => {
    const expense = await saveFlow({
      ...TEST_FLOW,
      operationType: 'TILL_VARIANCE',
      name: 'Till variances',
    });
    const id = expense.body.id as string;
    const replaced = await saveFlow({
      ...TEST_FLOW,
      id,
      operationType: 'TILL_VARIANCE',
      expiryHours: 72,
    });
    expect([replaced.status, replaced.body.id, replaced.body.expiryHours]).toEqual([201, id, 72]);
    const del = (flowId: string) =>
      call<ErrorBody>(t.app, 'DELETE', `/api/approvals/flows/${flowId}`, { token: as('admin') });
    expect((await del(id)).status).toBe(204);
    expect((await del(id)).body.code).toBe('approval_flow_not_found');
  });

  it('needs no approval below the first band', async () => {
    expect(await submit(9_999)).toEqual({ approvalNeeded: false });
  });

  it('runs a one-level request once on its approval, never by its maker or another branch', async () => {
    const id = await pending(50_000);
    expect((await get(id)).body).toMatchObject({ status: 'PENDING_LEVEL1', awaitingLevel: 1 });
    await refused(act('finance', id, 'approve'), id, 403, 'approval_maker_cannot_approve');
    await refused(act('headteller', id, 'approve'), id, 403, 'approval_approver_wrong_branch');
    // Anyone signed in reaches the engine; the flow's approvers decide who may approve.
    await refused(act('teller', id, 'approve'), id, 403, 'approval_approver_not_eligible');
    const approved = await act('approver', id, 'approve', { reason: 'Counted twice' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'EXECUTED',
      awaitingLevel: null,
      resultReference: `EXP-${id}`,
      maker: { username: 'finance' },
    });
    expect(approved.body.history.map((h) => [h.action, h.level, h.by.username])).toEqual([
      ['SUBMITTED', null, 'finance'],
      ['APPROVED', 1, 'approver'],
      ['EXECUTED', null, 'approver'],
    ]);
    expect(executions.get(id)).toBe(1);
    await refused(act('director', id, 'approve'), id, 409, 'approval_request_not_pending');
    expect(executions.get(id)).toBe(1);
  });

  it('needs two different people for two levels', async () => {
    const id = await pending(2_000_000);
    expect((await act('director', id, 'approve')).body).toMatchObject({
      status: 'PENDING_LEVEL2',
      awaitingLevel: 2,
    });
    expect(executions.has(id)).toBe(false);
    await refused(act('director', id, 'approve'), id, 403, 'approval_already_approved_by_you');
    await refused(act('ops', id, 'approve'), id, 403, 'approval_approver_not_eligible');
    await refused(act('finance', id, 'approve'), id, 403, 'approval_maker_cannot_approve');
    const done = await act('md', id, 'approve');
    expect(done.body).toMatchObject({ status: 'EXECUTED' });
    expect(done.body.history.map((h) => [h.action, h.level, h.by.username])).toEqual([
      ['SUBMITTED', null, 'finance'],
      ['APPROVED', 1, 'director'],
      ['APPROVED', 2, 'md'],
      ['EXECUTED', null, 'md'],
    ]);
    expect(executions.get(id)).toBe(1);
  });

  it('rejects with a reason, never runs the operation and releases the hold', async () => {
    const before = await holdsOf();
    const id = await pending(60_000, { hold: true });
    expect(await holdsOf()).toBe(before + 60_000);
    expect((await act('approver', id, 'reject')).status).toBe(400);
    await refused(
      act('finance', id, 'reject', { reason: 'no' }),
      id,
      403,
      'approval_maker_cannot_approve',
    );
    const rejected = await act('approver', id, 'reject', { reason: 'No till report attached' });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', awaitingLevel: null });
    expect(rejected.body.history.at(-1)).toMatchObject({
      action: 'REJECTED',
      reason: 'No till report attached',
    });
    expect(await holdsOf()).toBe(before);
    await refused(act('director', id, 'approve'), id, 409, 'approval_request_not_pending');
    expect(executions.has(id)).toBe(false);
  });

  it('lets only the maker cancel', async () => {
    const id = await pending(70_000, { hold: true });
    await refused(act('approver', id, 'cancel'), id, 403, 'approval_cancel_by_maker_only');
    const cancelled = await act('finance', id, 'cancel', { reason: 'Entered twice' });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', holdId: expect.any(String) });
    await refused(act('approver', id, 'approve'), id, 409, 'approval_request_not_pending');
    expect(executions.has(id)).toBe(false);
  });

  it('expires after the flow’s time and then runs nothing', async () => {
    const id = await pending(80_000);
    await advance(24 * HOUR_MS);
    expect((await get(id)).body).toMatchObject({ status: 'EXPIRED', awaitingLevel: null });
    await refused(act('approver', id, 'approve'), id, 409, 'approval_request_expired');
    await refused(act('finance', id, 'cancel'), id, 409, 'approval_request_expired');
    const expired = await call<{ items: { id: string }[] }>(
      t.app,
      'GET',
      '/api/approvals/requests?status=EXPIRED',
      { token: as('approver') },
    );
    expect(expired.body.items.map((item) => item.id)).toContain(id);
    expect(executions.has(id)).toBe(false);
  });

  it('rolls the approval back when the operation refuses', async () => {
    const id = await pending(50_000, { refuse: true });
    await refused(act('approver', id, 'approve'), id, 422, 'insufficient_funds');
    expect((await get(id)).body.status).toBe('PENDING_LEVEL1');
    expect((await act('finance', id, 'cancel')).body.status).toBe('CANCELLED');
  });

  it('runs the operation once when two final approvals race', async () => {
    const id = await pending(90_000);
    const answers = await Promise.all([
      act('approver', id, 'approve'),
      act('director', id, 'approve'),
      act('ops', id, 'approve'),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual([
      'approval_request_not_pending',
      'approval_request_not_pending',
    ]);
    expect(executions.get(id)).toBe(1);
    const history = (await get(id)).body.history.map((h) => h.action);
    expect(history).toEqual(['SUBMITTED', 'APPROVED', 'EXECUTED']);
  });

  it('shows each checker what awaits them, by type, and not the maker', async () => {
    const one = await pending(40_000);
    t.clock.advanceMs(1000);
    const two = await pending(3_000_000);
    await act('director', two, 'approve');
    // The requests made here are expenses; the lending demo leaves loan approvals waiting.
    const inbox = async (user: string, query = '&type=EXPENSE') =>
      (
        await call<{ items: { id: string }[]; total: number }>(
          t.app,
          'GET',
          `/api/approvals/requests?awaitingMe=true${query}`,
          { token: as(user) },
        )
      ).body.items.map((item) => item.id);
    expect(await inbox('approver')).toEqual([one]);
    expect(await inbox('md')).toEqual([two, one]);
    expect(await inbox('director')).toEqual([one]);
    expect(await inbox('finance')).toEqual([]);
    expect(await inbox('headteller')).toEqual([]);
    expect(await inbox('md', '&type=TILL_VARIANCE')).toEqual([]);
    expect(await inbox('md', '&type=EXPENSE&status=PENDING_LEVEL2')).toEqual([two]);
    // Nothing that no longer waits can await anyone: an empty page, not a failed query.
    expect(await inbox('md', '&status=APPROVED')).toEqual([]);
  });

  it('shows another tenant nothing', async () => {
    const id = await pending(40_000);
    const acme = await signIn(t.app, 'admin', 'acme');
    const answer = await call<ErrorBody>(t.app, 'GET', `/api/approvals/requests/${id}`, {
      token: acme,
      tenant: 'acme',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const seen: ApprovalRequestRecord | null = await inTenant(t.database.db, 'acme', (tx) =>
      findRequest(tx, id),
    );
    expect(seen).toBeNull();
    await refused(
      act('admin', 'no-such-request', 'approve'),
      id,
      404,
      'approval_request_not_found',
    );
  });

  it('keeps a flow that requests were made under, and stops asking once it is inactive', async () => {
    const flows = await call<{ items: { id: string; operationType: string }[] }>(
      t.app,
      'GET',
      '/api/approvals/flows',
      { token: as('admin') },
    );
    const till = flows.body.items.find((flow) => flow.operationType === 'EXPENSE');
    const id = till?.id as string;
    const answer = await call<ErrorBody>(t.app, 'DELETE', `/api/approvals/flows/${id}`, {
      token: as('admin'),
    });
    expect([answer.status, answer.body.code]).toEqual([409, 'approval_flow_in_use']);
    expect((await saveFlow({ ...TEST_FLOW, id, status: 'INACTIVE' })).status).toBe(201);
    expect(await submit(5_000_000)).toEqual({ approvalNeeded: false });
  });

  it('posts a manual journal the flow held, once, as the maker’s entry, on its final approval', async () => {
    const gl = await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('gl_account')
        .select(['id', 'code'])
        .where('code', 'in', ['1110', '3201'])
        .execute(),
    );
    const glId = (code: string) => gl.find((account) => account.code === code)?.id as string;
    const amountKobo = 2_000_000_00;
    const body = {
      narration: 'Capital injection',
      reference: 'CAP-2',
      lines: [
        { glAccountId: glId('1110'), debitKobo: amountKobo, creditKobo: 0 },
        { glAccountId: glId('3201'), debitKobo: 0, creditKobo: amountKobo },
      ],
    };
    const submitted = await inTenant(t.database.db, 'demo', (tx) =>
      submitForApproval(tx, {
        type: 'MANUAL_JOURNAL',
        amountKobo,
        branchId: null,
        maker: { id: ids.finance as string },
        summary: body.narration,
        details: [{ label: 'Reference', value: body.reference }],
        payload: body,
        now: t.clock.now,
      }),
    );
    if (!submitted.approvalNeeded) throw new Error('₦2,000,000 needs one level of approval');
    const id = submitted.request.id;
    expect(submitted.request.levelsRequired).toBe(1);
    const journals = async () =>
      (
        await call<{ total: number }>(t.app, 'GET', '/api/journals?reference=CAP-2', {
          token: as('finance'),
        })
      ).body.total;
    expect(await journals()).toBe(0);
    const [first, second] = await Promise.all([
      act('approver', id, 'approve'),
      act('director', id, 'approve'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await journals()).toBe(1);
    const done = await get(id);
    const entry = await call<{ createdBy: string; lines: unknown[] }>(
      t.app,
      'GET',
      `/api/journals/${done.body.resultReference}`,
      { token: as('finance') },
    );
    expect(entry.body).toMatchObject({
      createdBy: ids.finance,
      lines: [expect.anything(), expect.anything()],
    });
  });
});
