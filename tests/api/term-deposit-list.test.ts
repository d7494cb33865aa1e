import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../policies/date-input';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import {
  accountAt,
  type DepositHome,
  insertDeposit,
  productBody,
  scopedReader,
} from './term-deposit-rows';

/**
 * The term deposit portfolio as treasury reads it: filtered, newest first, paged, with totals and
 * a maturity profile of every match counted from the processing date, and nothing of another
 * branch for a user who works in one.
 */

afterAll(stopClusters);

interface Deposit {
  id: string;
  depositNumber: string;
  status: string;
  branchId: string;
  customerName: string;
  productName: string;
  principalKobo: number;
}
interface Bucket {
  bucket: string;
  count: number;
  principalKobo: number;
  maturityAmountKobo: number;
}
interface DepositList {
  items: Deposit[];
  total: number;
  page: number;
  pageSize: number;
  totals: {
    count: number;
    principalKobo: number;
    accruedInterestKobo: number;
    maturityAmountKobo: number;
  };
  maturityProfile: Bucket[];
  asOfDate: string;
  code?: string;
}

/** The Sunday ending the week of an ISO date, and the last day of its month. */
function weekAndMonthEnd(iso: string): { sunday: string; monthEnd: string } {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return {
    sunday: addDays(iso, weekday === 0 ? 0 : 7 - weekday),
    monthEnd: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10),
  };
}

describe.each(ENGINES)('the term deposit portfolio on %s', (engine) => {
  let t: TestApp;
  let treasury: string;
  let productId: string;
  let today: string;
  let lagos: DepositHome;
  let abuja: DepositHome;
  const deposits: Record<string, { id: string; principalKobo: number; maturityDate: string }> = {};
  const list = (query: string, token = treasury) =>
    call<DepositList>(t.app, 'GET', `/api/term-deposits?productId=${productId}&${query}`, {
      token,
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    treasury = await signIn(t.app, 'treasury');
    const product = await call<{ id: string }>(t.app, 'POST', '/api/term-deposits/products', {
      token: await signIn(t.app, 'product'),
      body: productBody('TP-LIST'),
    });
    productId = product.body.id;
    today = (await list('')).body.asOfDate;
    lagos = await accountAt(t, 'LAG-HO');
    abuja = await accountAt(t, 'ABJ-01');
    const { monthEnd } = weekAndMonthEnd(today);
    // name, branch, status, principal (₦), maturity: created one minute apart, in this order.
    const plan: [string, DepositHome, string, number, string][] = [
      ['paidOut', lagos, 'PAID_OUT', 100_000, addDays(today, -10)],
      ['matured', lagos, 'MATURED', 200_000, addDays(today, -3)],
      ['dueToday', lagos, 'ACTIVE', 300_000, today],
      ['monthEnd', abuja, 'ACTIVE', 400_000, monthEnd],
      ['in60Days', lagos, 'ACTIVE', 500_000, addDays(today, 60)],
      ['in200Days', abuja, 'ACTIVE', 600_000, addDays(today, 200)],
      ['pending', abuja, 'PENDING_APPROVAL', 700_000, addDays(today, 20)],
    ];
    for (const [i, [name, home, status, naira, maturityDate]] of plan.entries()) {
      const principalKobo = naira * 100;
      const { id } = await insertDeposit(t, {
        home,
        productId,
        status,
        principalKobo,
        interestKobo: principalKobo / 10,
        accruedInterestKobo: principalKobo / 100,
        startDate: addDays(maturityDate, -180),
        maturityDate,
        createdAt: new Date(Date.UTC(2026, 0, 1, 9, i)).toISOString(),
      });
      deposits[name] = { id, principalKobo, maturityDate };
    }
  }, 120_000);
  afterAll(() => t.close());

  const ids = (body: DepositList) => body.items.map((item) => item.id);
  const idsOf = (...names: string[]) => names.map((name) => deposits[name]?.id);

  it('lists every match newest first with totals over all of them', async () => {
    const answer = await list('');
    expect(answer.status).toBe(200);
    expect(answer.body.asOfDate).toBe(today);
    expect(ids(answer.body)).toEqual(
      idsOf('pending', 'in200Days', 'in60Days', 'monthEnd', 'dueToday', 'matured', 'paidOut'),
    );
    const principalKobo = 2_800_000 * 100;
    expect(answer.body.totals).toEqual({
      count: 7,
      principalKobo,
      accruedInterestKobo: principalKobo / 100,
      maturityAmountKobo: principalKobo + principalKobo / 10,
    });
    expect(answer.body.items[0]).toMatchObject({
      productName: 'Test deposit TP-LIST',
      status: 'PENDING_APPROVAL',
    });
  });

  it('pages the list while the totals stay those of every match', async () => {
    const first = await list('page=1&pageSize=3');
    const third = await list('page=3&pageSize=3');
    expect(ids(first.body)).toEqual(idsOf('pending', 'in200Days', 'in60Days'));
    expect(ids(third.body)).toEqual(idsOf('paidOut'));
    expect([first.body.total, third.body.total, third.body.totals.count]).toEqual([7, 7, 7]);
    const tooBig = await list('pageSize=101');
    expect([tooBig.status, tooBig.body.code]).toEqual([400, 'validation_failed']);
  });

  it('filters by status, branch, customer and maturity dates', async () => {
    expect(ids((await list('status=ACTIVE')).body)).toEqual(
      idsOf('in200Days', 'in60Days', 'monthEnd', 'dueToday'),
    );
    expect(ids((await list(`branchId=${abuja.branchId}`)).body)).toEqual(
      idsOf('pending', 'in200Days', 'monthEnd'),
    );
    expect((await list(`customerId=${lagos.customerId}`)).body.totals.count).toBe(
      lagos.customerId === abuja.customerId ? 7 : 4,
    );
    const window = await list(
      `maturityFrom=${addDays(today, -3)}&maturityTo=${addDays(today, 60)}`,
    );
    expect(window.body.items.map((item) => item.id).sort()).toEqual(
      idsOf('matured', 'dueToday', 'monthEnd', 'in60Days', 'pending').sort(),
    );
    expect(window.body.totals.count).toBe(5);
  });

  it('profiles what falls due this week, this month and in 90 days, of the deposits still held', async () => {
    const { sunday } = weekAndMonthEnd(today);
    const held = ['matured', 'dueToday', 'monthEnd', 'in60Days', 'in200Days'];
    const dueBy = (end: string) =>
      held.filter((name) => (deposits[name]?.maturityDate ?? '') <= end);
    const expected = (bucket: string, names: string[]) => {
      const principalKobo = names.reduce(
        (sum, name) => sum + (deposits[name]?.principalKobo ?? 0),
        0,
      );
      return {
        bucket,
        count: names.length,
        principalKobo,
        maturityAmountKobo: principalKobo + principalKobo / 10,
      };
    };
    const answer = await list('');
    expect(answer.body.maturityProfile).toEqual([
      expected('THIS_WEEK', dueBy(sunday)),
      expected('THIS_MONTH', dueBy(weekAndMonthEnd(today).monthEnd)),
      expected('NEXT_90_DAYS', dueBy(addDays(today, 90))),
    ]);
    // Whatever the weekday: the matured one and the one due today are due this week.
    expect(answer.body.maturityProfile[0]?.count).toBeGreaterThanOrEqual(2);
    expect(answer.body.maturityProfile[2]?.count).toBe(4);
  });

  it('shows a user who works in Lagos only the deposits of Lagos', async () => {
    await scopedReader(t, 'relationship', lagos.branchId);
    const officer = await signIn(t.app, 'relationship');
    const answer = await list('', officer);
    expect(answer.status).toBe(200);
    expect(answer.body.items.every((item) => item.branchId === lagos.branchId)).toBe(true);
    expect(ids(answer.body)).toEqual(idsOf('in60Days', 'dueToday', 'matured', 'paidOut'));
    expect(answer.body.totals.count).toBe(4);
    const abujaOnly = await list(`branchId=${abuja.branchId}`, officer);
    expect([abujaOnly.body.items.length, abujaOnly.body.totals.count]).toEqual([0, 0]);
    expect(abujaOnly.body.maturityProfile.every((bucket) => bucket.count === 0)).toBe(true);
  });

  it('is closed to a customer service desk', async () => {
    const csr = await signIn(t.app, 'csr');
    expect((await list('', csr)).status).toBe(403);
  });
});
