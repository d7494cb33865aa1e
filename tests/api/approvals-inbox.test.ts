import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitForApproval } from '../../server/approvals/approval.service';
import { replaceApprovalTypeForTests } from '../../server/approvals/approval-executors';
import { inTenant } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import { withoutDemoExpenseApprovals } from '../support/without-demo-expenses';

afterAll(stopClusters);

interface Summary {
  id: string;
  reference: string;
  operationType: string;
  status: string;
  maker: { username: string };
}
interface Page {
  items: Summary[];
  total: number;
}
interface Counts {
  awaitingMe: { total: number; byType: { operationType: string; count: number }[] };
  mine: { total: number; byType: { operationType: string; count: number }[] };
}
interface Answer {
  status: string;
  code: string;
  reference: string;
  history: { action: string; by: { username: string } }[];
}

/** The ends the test type's area was told of, by request id. */
const ended = new Map<string, string>();
let unregister: () => void = () => {};
beforeAll(() => {
  unregister = replaceApprovalTypeForTests({
    type: 'EXPENSE',
    label: 'Expense',
    execute: async () => ({ reference: null }),
    onEnded: async (_t, request, outcome) => {
      ended.set(request.id, outcome);
    },
  });
});
afterAll(() => unregister());

const USERS = ['admin', 'approver', 'risk', 'teller', 'finance', 'csr', 'loanofficer'];
/** Every expense from ₦100 waits for one checker holding txn.approve.level1. */
const EXPENSE_FLOW = {
  name: 'Expenses',
  operationType: 'EXPENSE',
  expiryHours: 24,
  bands: [
    {
      fromKobo: 10_000,
      toKobo: null,
      levels: 1,
      approvers: [{ roles: [], permissions: ['txn.approve.level1'] }],
      sameBranch: false,
    },
  ],
};

describe.each(ENGINES)('the approvals inbox for every approver and maker on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let accountId: string;
  const as = (user: string) => tokens[user] as string;
  const get = <T>(user: string, url: string) => call<T>(t.app, 'GET', url, { token: as(user) });
  const act = (user: string, id: string, action: string, body: object = {}) =>
    call<Answer>(t.app, 'POST', `/api/approvals/requests/${id}/${action}`, {
      token: as(user),
      body,
    });
  const list = async (user: string, query: string) =>
    (await get<Page>(user, `/api/approvals/requests?${query}`)).body;

  /** An expense made by `maker` through the engine, holding its amount on the demo account. */
  async function expense(maker: string, amountKobo: number): Promise<string> {
    const result = await inTenant(t.database.db, 'demo', (tx) =>
      submitForApproval(tx, {
        type: 'EXPENSE',
        amountKobo,
        branchId: null,
        maker: { id: ids[maker] as string },
        summary: `Petty cash for ${maker}`,
        details: [{ label: 'Purpose', value: 'Office supplies' }],
        payload: {},
        hold: { accountId, reason: 'Waiting for approval' },
        now: t.clock.now,
      }),
    );
    if (!result.approvalNeeded) throw new Error('the expense should wait for approval');
    return result.request.id;
  }
  const holdsKobo = () =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('deposit_account')
        .select('holds_kobo')
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow();
      return Number(row.holds_kobo);
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    await withoutDemoExpenseApprovals(t);
    await inTenant(t.database.db, 'demo', async (tx) => {
      // The risk manager holds no approval permission of their role; granting loan approval
      // (level 1) alone makes them a loan approver without txn.approve.level1.
      await tx.trx
        .updateTable('app_user')
        .set({ permissions: JSON.stringify(['loan.approve.level1', 'loan.view']) })
        .where('tenant_id', '=', 'demo')
        .where('username', '=', 'risk')
        .execute();
      const users = await tx.trx
        .selectFrom('app_user')
        .select(['id', 'username'])
        .where('tenant_id', '=', 'demo')
        .execute();
      for (const user of users) ids[user.username] = user.id;
      const account = await tx.trx
        .selectFrom('deposit_account')
        .select('id')
        .where('status', '=', 'ACTIVE')
        .executeTakeFirstOrThrow();
      accountId = account.id;
    });
    for (const user of USERS) tokens[user] = await signIn(t.app, user);
    const saved = await call(t.app, 'POST', '/api/approvals/flows', {
      token: as('admin'),
      body: EXPENSE_FLOW,
    });
    expect(saved.status).toBe(201);
  }, 60_000);
  afterAll(() => t.close());

  it('lets a loan approver without txn.approve.level1 list, open and approve a loan request', async () => {
    const waiting = await list('risk', 'awaitingMe=true');
    expect(waiting.total).toBeGreaterThan(0);
    expect(new Set(waiting.items.map((item) => item.operationType))).toEqual(
      new Set(['LOAN_APPROVAL']),
    );
    const request = waiting.items[0] as Summary;
    expect(request.reference).toMatch(/^APR-\d{6}$/);
    // Without a flag the list holds only what names the loan approver or what they made.
    const visible = await list('risk', '');
    expect(visible.items.every((item) => item.operationType === 'LOAN_APPROVAL')).toBe(true);
    const opened = await get<Answer>('risk', `/api/approvals/requests/${request.id}`);
    expect([opened.status, opened.body.reference]).toEqual([200, request.reference]);

    // Nobody the flow does not name decides it, nor sees it; its maker never approves it.
    expect((await act('csr', request.id, 'approve')).body.code).toBe(
      'approval_approver_not_eligible',
    );
    const hidden = await get<Answer>('csr', `/api/approvals/requests/${request.id}`);
    expect([hidden.status, hidden.body.code]).toEqual([403, 'approval_request_not_visible']);
    const maker = request.maker.username;
    if (!tokens[maker]) tokens[maker] = await signIn(t.app, maker);
    const own = await act(maker, request.id, 'approve');
    expect(own.body.code).toBe('approval_maker_cannot_approve');

    const approved = await act('risk', request.id, 'approve', { reason: 'Within policy' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('EXECUTED');
    const after = await list('risk', 'awaitingMe=true');
    expect(after.items.map((item) => item.id)).not.toContain(request.id);
    expect(after.total).toBe(waiting.total - 1);
  });

  it('lets a teller withdraw their own waiting request, lifting the hold, and never another’s', async () => {
    const before = await holdsKobo();
    const own = await expense('teller', 250_000);
    const other = await expense('finance', 300_000);
    expect(await holdsKobo()).toBe(before + 550_000);

    // The teller's own list holds theirs and not finance's.
    const mine = await list('teller', 'mine=true');
    expect(mine.items.map((item) => item.id)).toContain(own);
    expect(mine.items.map((item) => item.id)).not.toContain(other);
    expect((await list('teller', '')).items.map((item) => item.id)).not.toContain(other);

    const refused = await act('teller', other, 'cancel');
    expect(refused.body.code).toBe('approval_cancel_by_maker_only');
    expect((await get<Answer>('finance', `/api/approvals/requests/${other}`)).body.status).toBe(
      'PENDING_LEVEL1',
    );

    const withdrawn = await act('teller', own, 'cancel', { reason: 'Customer changed their mind' });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('CANCELLED');
    expect(withdrawn.body.history.at(-1)).toMatchObject({
      action: 'CANCELLED',
      by: { username: 'teller' },
    });
    expect(await holdsKobo()).toBe(before + 300_000);
    expect(ended.get(own)).toBe('CANCELLED');
    const audit = await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('audit_log')
        .select(['summary', 'username'])
        .where('operation_id', '=', 'cancelApprovalRequest')
        .where('target', '=', own)
        .execute(),
    );
    expect(audit).toEqual([
      {
        username: 'teller',
        summary: `withdrew their own expense request ${withdrawn.body.reference}`,
      },
    ]);
    expect((await act('finance', other, 'cancel')).body.status).toBe('CANCELLED');
  });

  it('counts what awaits each user by type, and each maker’s own waiting requests', async () => {
    const counts = async (user: string) => (await get<Counts>(user, '/api/approvals/counts')).body;
    const own = await expense('teller', 120_000);
    const teller = await counts('teller');
    expect(teller.mine.total).toBe(1);
    expect(teller.mine.byType).toEqual([{ operationType: 'EXPENSE', count: 1 }]);
    expect(teller.awaitingMe).toEqual({ total: 0, byType: [] });

    const approver = await counts('approver');
    const loans = await list('approver', 'awaitingMe=true&type=LOAN_APPROVAL');
    const expenses = await list('approver', 'awaitingMe=true&type=EXPENSE');
    expect(expenses.total).toBe(1);
    const byType = Object.fromEntries(
      approver.awaitingMe.byType.map((row) => [row.operationType, row.count]),
    );
    expect(byType.EXPENSE).toBe(1);
    expect(byType.LOAN_APPROVAL ?? 0).toBe(loans.total);
    expect(approver.awaitingMe.total).toBe((await list('approver', 'awaitingMe=true')).total);

    await act('teller', own, 'cancel');
    expect((await counts('teller')).mine.total).toBe(0);
    expect((await counts('approver')).awaitingMe.total).toBe(approver.awaitingMe.total - 1);
  });

  it('numbers the references per tenant, one after another', async () => {
    const first = await expense('teller', 110_000);
    const second = await expense('teller', 110_000);
    const read = async (id: string) =>
      (await get<Answer>('teller', `/api/approvals/requests/${id}`)).body.reference;
    const [a, b] = [await read(first), await read(second)];
    expect(Number(b.slice(4))).toBe(Number(a.slice(4)) + 1);
    await act('teller', first, 'cancel');
    await act('teller', second, 'cancel');
  });
});
