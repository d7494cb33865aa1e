import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveFromStatus } from '../../server/db/status-move';
import { inTenant, inTenantRead } from '../../server/db/tenant-scope';
import { bookLoan } from '../../server/loans/loan.service';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * A record's live state on its chart: a loan and a till session moved through their lives
 * answer the chart's state and every move in order (the event in words, who made it), the
 * moves are written in the transaction of the step (a refused or rolled-back step leaves none),
 * and the record is hidden from other tenants and from users without the audit log.
 */

afterAll(stopClusters);

interface HistoryEntry {
  at: string;
  from: string | null;
  to: string;
  event?: string;
  by?: string;
}
interface ChartRecord {
  chart: string;
  recordId: string;
  status: string;
  state: string;
  label: string;
  createdAt: string;
  history: HistoryEntry[];
  code?: string;
}
interface Loan {
  id: string;
  status: string;
  balances: { totalOutstandingKobo: number };
  code?: string;
}

const NAIRA_1000 = 1000_00;

describe.each(ENGINES)('statecharts on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let borrower: { accountId: string; customerId: string };
  let officerId: string;
  let productId: string;
  let today: string;

  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user = 'auditor') => call<T>(t.app, 'GET', url, { token: as(user) });
  /** Each step a second after the last, as people take them: the audit log tells them apart. */
  const post = <T>(url: string, body: unknown, user = 'admin') => {
    t.clock.advanceMs(1000);
    return call<T>(t.app, 'POST', url, {
      token: as(user),
      ...(body !== undefined && { body }),
      headers: { 'idempotency-key': randomUUID() },
    });
  };
  const onChart = (chart: string, id: string, user = 'auditor') =>
    call<ChartRecord>(t.app, 'GET', `/api/statecharts/${chart}/records/${encodeURIComponent(id)}`, {
      token: as(user),
      tenant: user === 'acme' ? 'acme' : 'demo',
    });
  const historyRows = (recordId: string) =>
    inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('status_history')
        .selectAll()
        .where('tenant_id', '=', 'demo')
        .where('record_id', '=', recordId)
        .execute(),
    );
  const book = () =>
    inTenant(t.database.db, 'demo', (tx) =>
      bookLoan(
        tx,
        {
          applicationId: null,
          customerId: borrower.customerId,
          productId,
          accountId: borrower.accountId,
          principalKobo: 100_000_00,
          annualInterestRate: '24',
          numberOfRepayments: 3,
          expectedDisbursementDate: today,
          officerId,
          branchId: null,
          purpose: 'Stock for the shop',
          createdBy: officerId,
        },
        t.clock.now,
      ),
    );
  const addTeller = (username: string) =>
    inTenant(t.database.owner, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('app_user')
        .selectAll()
        .where('tenant_id', '=', 'demo')
        .where('username', '=', 'teller')
        .executeTakeFirstOrThrow();
      await tx.trx
        .insertInto('app_user')
        .values({ ...row, id: `demo-${username}`, username, full_name: 'Ada Obi', email: null })
        .execute();
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    await addTeller('teller2');
    for (const user of ['admin', 'auditor', 'teller', 'teller2', 'headteller']) {
      tokens[user] = await signIn(t.app, user);
    }
    tokens.acme = await signIn(t.app, 'admin', 'acme');
    const products = (
      await get<{ items: { id: string; code: string }[] }>('/api/loans/products', 'admin')
    ).body.items;
    productId = products.find((p) => p.code === 'SAL-ADV')?.id as string;
    await inTenant(t.database.db, 'demo', async (tx) => {
      today = (
        await tx.trx.selectFrom('tenant').select('processing_date').executeTakeFirstOrThrow()
      ).processing_date;
      officerId = (
        await tx.trx
          .selectFrom('app_user')
          .select('id')
          .where('username', '=', 'loanofficer')
          .executeTakeFirstOrThrow()
      ).id;
      borrower = await tx.trx
        .selectFrom('deposit_account as a')
        .innerJoin('customer as c', 'c.id', 'a.customer_id')
        .select(['a.id as accountId', 'a.customer_id as customerId'])
        .where('a.tenant_id', '=', 'demo')
        .where('a.status', '=', 'ACTIVE')
        .where('c.customer_type', '=', 'INDIVIDUAL')
        .where('a.ledger_balance_kobo', '>=', 1_000_000_00)
        .orderBy('a.account_number', 'desc')
        .executeTakeFirstOrThrow();
    });
  }, 120_000);
  afterAll(() => t.close());

  it('answers a loan disbursed and repaid in full with its state and its moves in order', async () => {
    const { loanId } = await book();
    const booked = await onChart('loan', loanId);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body).toMatchObject({
      chart: 'loan',
      recordId: loanId,
      status: 'APPROVED',
      state: 'approved',
      label: 'Approved',
    });
    expect(booked.body.history).toEqual([
      { at: booked.body.createdAt, from: null, to: 'approved' },
    ]);

    expect((await post<Loan>(`/api/loans/${loanId}/disburse`, {})).body.status).toBe('ACTIVE');
    const owed = (await get<Loan>(`/api/loans/${loanId}`, 'admin')).body.balances;
    const repaid = await post<Loan>(`/api/loans/${loanId}/repayments`, {
      amountKobo: owed.totalOutstandingKobo,
    });
    expect(repaid.body.status).toBe('CLOSED_OBLIGATIONS_MET');

    const closed = (await onChart('loan', loanId)).body;
    expect(closed).toMatchObject({
      status: 'CLOSED_OBLIGATIONS_MET',
      state: 'closedObligationsMet',
    });
    expect(closed.history.map(({ from, to, event, by }) => ({ from, to, event, by }))).toEqual([
      { from: null, to: 'approved', event: undefined, by: undefined },
      { from: 'approved', to: 'active', event: 'disburse', by: 'admin' },
      { from: 'active', to: 'closedObligationsMet', event: 'repay or close', by: 'admin' },
    ]);
    const times = closed.history.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
  });

  it('writes no move for a step the chart refuses, nor for one rolled back', async () => {
    const { loanId } = await book();
    expect((await post<Loan>(`/api/loans/${loanId}/cancel`, {})).body.status).toBe('CANCELLED');
    expect(await historyRows(loanId)).toHaveLength(1);
    const refused = await post<Loan>(`/api/loans/${loanId}/disburse`, {});
    expect(refused.status).toBe(422);
    expect(await historyRows(loanId)).toHaveLength(1);

    const { loanId: other } = await book();
    await expect(
      inTenant(t.database.db, 'demo', async (tx) => {
        expect(await moveFromStatus(tx, 'loan', other, 'APPROVED', { status: 'ACTIVE' })).toBe(
          true,
        );
        throw new Error('the step fails after the move');
      }),
    ).rejects.toThrow('the step fails after the move');
    expect(await historyRows(other)).toEqual([]);
    expect((await onChart('loan', other)).body).toMatchObject({ status: 'APPROVED' });
  });

  it('answers a till session from assignment to close, each move by its teller or head teller', async () => {
    const tills = (await get<{ items: { id: string; code: string }[] }>('/api/tills', 'headteller'))
      .body.items;
    const till = tills.find((x) => x.code === 'LAG-T02') as { id: string };
    const assigned = await post<{ id: string }>(
      '/api/till-sessions',
      { tillId: till.id, tellerId: 'demo-teller2' },
      'headteller',
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    const id = assigned.body.id;
    const count = [{ valueKobo: NAIRA_1000, pieces: 500 }];
    expect(
      (await post<{ status: string }>(`/api/till-sessions/${id}/open`, { count }, 'teller2')).body
        .status,
    ).toBe('ACTIVE');
    await post(`/api/till-sessions/${id}/start-close`, undefined, 'teller2');
    await post(`/api/till-sessions/${id}/closing-count`, { count }, 'teller2');
    await post(`/api/till-sessions/${id}/close`, undefined, 'headteller');

    const session = (await onChart('till-session', id)).body;
    expect(session).toMatchObject({ status: 'CLOSED', state: 'closed', label: 'Closed' });
    expect(session.history.map(({ from, to, event, by }) => ({ from, to, event, by }))).toEqual([
      { from: null, to: 'assigned', event: undefined, by: 'headteller' },
      { from: 'assigned', to: 'active', event: 'open', by: 'teller2' },
      { from: 'active', to: 'closing', event: 'start close', by: 'teller2' },
      { from: 'closing', to: 'balanced', event: 'count', by: 'teller2' },
      { from: 'balanced', to: 'closed', event: 'close', by: 'headteller' },
    ]);
  });

  it('answers 404 for an unknown chart or record and another tenant’s, and 403 to a teller', async () => {
    const { loanId } = await book();
    const unknownChart = await onChart('theme', loanId);
    expect([unknownChart.status, unknownChart.body.code]).toEqual([404, 'statechart_not_found']);
    const unknownRecord = await onChart('loan', 'no-such-loan');
    expect([unknownRecord.status, unknownRecord.body.code]).toEqual([
      404,
      'statechart_record_not_found',
    ]);
    const wrongChart = await onChart('till-session', loanId);
    expect(wrongChart.status).toBe(404);
    const otherTenant = await onChart('loan', loanId, 'acme');
    expect([otherTenant.status, otherTenant.body.code]).toEqual([
      404,
      'statechart_record_not_found',
    ]);
    const teller = await onChart('loan', loanId, 'teller');
    expect([teller.status, teller.body.code]).toEqual([403, 'permission_denied']);
    const badName = await onChart('Loan!', loanId);
    expect(badName.status).toBe(400);
  });
});
