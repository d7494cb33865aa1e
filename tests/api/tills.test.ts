import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenantRead } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Tills and vaults as the head teller and the branch manager see them: the demo's funded vaults
 * and tills, creating and editing a till with its own teller cash account, the denominations,
 * and refusals that write nothing.
 */

afterAll(stopClusters);

interface Till {
  id: string;
  branchId: string;
  code: string;
  name: string;
  status: string;
  softLimitKobo: number;
  hardLimitKobo: number;
  glAccountId: string;
  glAccountCode: string;
  balanceKobo: number;
  overSoftLimit: boolean;
  currentSessionStatus: string | null;
  currentTellerName: string | null;
  code_?: string;
}
interface Failure {
  code: string;
}
interface TrialBalance {
  totalDebitKobo: number;
  totalCreditKobo: number;
}

describe.each(ENGINES)('tills and vaults on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = <T>(url: string, user: string) =>
    call<T>(t.app, 'GET', url, { token: tokens[user] as string });
  const send = <T>(method: 'POST' | 'PUT', url: string, body: unknown, user: string) =>
    call<T>(t.app, method, url, { token: tokens[user] as string, body });
  const tillCount = () =>
    inTenantRead(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('till')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', 'demo')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    });
  /** The sum of an account's posted lines, which must equal its stored balance. */
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
  const balanced = async () => {
    const tb = (await get<TrialBalance>('/api/ledger/trial-balance', 'admin')).body;
    expect(tb.totalDebitKobo).toBeGreaterThan(0);
    expect(tb.totalDebitKobo).toBe(tb.totalCreditKobo);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'headteller', 'teller', 'manager']) {
      tokens[user] = await signIn(t.app, user);
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('shows the demo branch tills funded from the vault, each with its own teller cash account', async () => {
    const answer = await get<{ items: Till[] }>('/api/tills', 'headteller');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const lagos = answer.body.items;
    expect(lagos.map((till) => till.code)).toEqual(['LAG-T01', 'LAG-T02']);
    expect(new Set(lagos.map((till) => till.glAccountId)).size).toBe(2);
    for (const till of lagos) {
      expect(till.glAccountCode).toBe(`1102-${till.code}`);
      expect(await postedKobo(till.glAccountId)).toBe(till.balanceKobo);
    }
    const t02 = lagos.find((till) => till.code === 'LAG-T02') as Till;
    expect(t02.balanceKobo).toBe(500_000_00);
    const t01 = lagos.find((till) => till.code === 'LAG-T01') as Till;
    expect(t01.currentSessionStatus).toBe('ACTIVE');
    expect(t01.currentTellerName).toBe('Chidi Eze');
    const everywhere = await get<{ items: Till[] }>('/api/tills', 'admin');
    expect(everywhere.body.items).toHaveLength(6);
    const vaults = await get<{ items: { balanceKobo: number; glAccountId: string }[] }>(
      '/api/vaults',
      'admin',
    );
    expect(vaults.body.items).toHaveLength(3);
    for (const vault of vaults.body.items) {
      expect(vault.balanceKobo).toBe(5_000_000_00 - 2 * 500_000_00);
      expect(await postedKobo(vault.glAccountId)).toBe(vault.balanceKobo);
    }
    await balanced();
  });

  it('answers the Naira denominations, notes and coins, largest first', async () => {
    const answer = await get<{ currency: string; items: { valueKobo: number; kind: string }[] }>(
      '/api/cash/denominations',
      'teller',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((d) => d.valueKobo)).toEqual([
      100000, 50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50,
    ]);
    expect(answer.body.items.at(-1)?.kind).toBe('COIN');
  });

  it('lets the head teller create and edit a till of their branch, with a new GL account', async () => {
    const created = await send<Till>(
      'POST',
      '/api/tills',
      {
        branchId: 'demo-lagos',
        code: 'LAG-T09',
        name: 'Drive-through',
        softLimitKobo: 1_000_000_00,
        hardLimitKobo: 1_500_000_00,
      },
      'headteller',
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'ACTIVE',
      balanceKobo: 0,
      glAccountCode: '1102-LAG-T09',
    });
    const coa = await get<{ items: { id: string; code: string }[] }>(
      '/api/coa?q=1102-LAG-T09',
      'admin',
    );
    expect(coa.body.items.map((a) => a.id)).toContain(created.body.glAccountId);
    const edited = await send<Till>(
      'PUT',
      `/api/tills/${created.body.id}`,
      { name: 'Drive-through lane', softLimitKobo: 800_000_00, status: 'INACTIVE' },
      'headteller',
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Drive-through lane',
      softLimitKobo: 800_000_00,
      status: 'INACTIVE',
    });
    const byManager = await send<Till>(
      'PUT',
      `/api/tills/${created.body.id}`,
      { status: 'ACTIVE' },
      'manager',
    );
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(200);
  });

  it('refuses bad tills with a stable code and writes nothing', async () => {
    const before = await tillCount();
    const base = {
      branchId: 'demo-lagos',
      code: 'LAG-T10',
      name: 'X',
      softLimitKobo: 100,
      hardLimitKobo: 200,
    };
    const cases: [unknown, string, number, string][] = [
      [{ ...base, code: 'LAG-T01' }, 'headteller', 422, 'till_code_taken'],
      [{ ...base, softLimitKobo: 300 }, 'headteller', 422, 'till_limits_invalid'],
      [{ ...base, branchId: 'demo-abuja' }, 'headteller', 404, 'branch_not_found'],
      [{ ...base, branchId: 'acme-main' }, 'admin', 404, 'branch_not_found'],
      [{ ...base, softLimitKobo: -1 }, 'headteller', 400, 'validation_failed'],
      [base, 'teller', 403, 'permission_denied'],
    ];
    for (const [body, user, status, code] of cases) {
      const answer = await send<Failure>('POST', '/api/tills', body, user);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    const lagos = (await get<{ items: Till[] }>('/api/tills', 'headteller')).body.items;
    const busy = lagos.find((till) => till.code === 'LAG-T01') as Till;
    const inUse = await send<Failure>(
      'PUT',
      `/api/tills/${busy.id}`,
      { status: 'INACTIVE' },
      'headteller',
    );
    expect([inUse.status, inUse.body.code]).toEqual([409, 'till_in_use']);
    const abuja = (await get<{ items: Till[] }>('/api/tills?branchId=demo-abuja', 'admin')).body
      .items;
    const elsewhere = await get<Failure>(`/api/tills/${abuja[0]?.id}`, 'headteller');
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'till_not_found']);
    expect(await tillCount()).toBe(before);
  });
});
