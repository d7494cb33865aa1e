import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAsset } from '../../server/assets/asset.service';
import { inTenant } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The fixed asset register as the bank's accountant keeps it: registering posts the purchase,
 * each schedule row is depreciated once however often it is asked, a run depreciates every asset
 * due in the background, and a sale or a write-off clears the asset with its gain or loss. After
 * every scenario the register equals its GL control accounts; every refusal writes nothing.
 */

afterAll(stopClusters);

interface AssetBody {
  id: string;
  tag: string;
  status: string;
  costKobo: number;
  accumulatedDepreciationKobo: number;
  netBookValueKobo: number;
  postedRowCount: number;
  costGlAccount: { code: string };
  disposal: { kind: string; proceedsKobo: number; gainKobo: number; lossKobo: number } | null;
  schedule: {
    number: number;
    date: string;
    depreciationKobo: number;
    entryNumber: string | null;
  }[];
  entries: { kind: string; amountKobo: number; entryNumber: string }[];
  code?: string;
  errors?: { field: string; code: string }[];
}
interface RunBody {
  id: string;
  status: string;
  doneCount: number;
  totalCount: number;
  postedCount: number;
  failedCount: number;
  code?: string;
}

/** The last day of the month `months` after the month of a YYYY-MM-DD date. */
function monthEnd(isoDate: string, months: number): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10);
}

describe.each(ENGINES)('fixed assets on %s', (engine) => {
  let t: TestApp;
  let finance: string;
  let today: string;
  let tagNumber = 100;

  const get = <T>(url: string) => call<T>(t.app, 'GET', url, { token: finance });
  const post = <T>(url: string, body: unknown, key?: string) =>
    call<T>(t.app, 'POST', url, {
      token: finance,
      body,
      ...(key && { headers: { 'idempotency-key': key } }),
    });

  /** A straight-line asset of ₦1,200,000 over 12 months, bought five months ago. */
  const request = (overrides: Record<string, unknown> = {}) => {
    const acquired = monthEnd(today, -6);
    tagNumber += 1;
    return {
      tag: `T-${tagNumber}`,
      name: 'Teller counter',
      category: 'Furniture',
      branchCode: 'LAG-HO',
      costKobo: 120_000_000,
      acquisitionDate: acquired,
      availableForUseDate: acquired,
      depreciationStartDate: monthEnd(acquired, 1),
      totalDepreciations: 12,
      frequencyMonths: 1,
      salvageValueKobo: 0,
      depreciationMethod: 'STRAIGHT_LINE',
      proRata: false,
      paidFromGlAccountCode: '1110',
      ...overrides,
    };
  };
  const register = async (overrides: Record<string, unknown> = {}) => {
    const answer = await post<AssetBody>('/api/finance/assets', request(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const detail = async (id: string) => (await get<AssetBody>(`/api/finance/assets/${id}`)).body;
  const balances = async () => {
    const answer = await get<{ items: { code: string; balanceKobo: number }[] }>('/api/coa');
    return new Map(answer.body.items.map((a) => [a.code, a.balanceKobo]));
  };
  let keyNumber = 0;
  const newKey = (prefix: string) => {
    keyNumber += 1;
    return `${prefix}-${keyNumber}`;
  };
  const depreciate = (id: string, upTo?: string, key = newKey('dep-key')) =>
    post<AssetBody>(`/api/finance/assets/${id}/depreciate`, upTo ? { upTo } : {}, key);
  const dispose = (id: string, body: Record<string, unknown>) =>
    post<AssetBody>(`/api/finance/assets/${id}/dispose`, body, newKey('dispose'));

  /** Σ cost of the assets not disposed = the cost accounts; Σ accumulated = its account. */
  const expectRegisterEqualsGl = async () => {
    const list = await get<{ items: (AssetBody & { status: string })[] }>('/api/finance/assets');
    const held = list.body.items.filter((a) => a.status !== 'DISPOSED');
    const gl = await balances();
    for (const code of ['1501', '1502', '1503']) {
      const costKobo = held
        .filter((a) => a.costGlAccount.code === code)
        .reduce((sum, a) => sum + a.costKobo, 0);
      expect([code, costKobo]).toEqual([code, gl.get(code)]);
    }
    const accumulatedKobo = held.reduce((sum, a) => sum + a.accumulatedDepreciationKobo, 0);
    expect(accumulatedKobo).toBe(-(gl.get('1509') ?? 0));
  };

  /** What a refusal must leave alone: the register and the journal. */
  const counts = () =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const count = async (table: 'fixed_asset' | 'journal_entry' | 'fixed_asset_depreciation') => {
        const row = await tx.trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', 'demo')
          .executeTakeFirstOrThrow();
        return Number(row.n);
      };
      return [
        await count('fixed_asset'),
        await count('journal_entry'),
        await count('fixed_asset_depreciation'),
      ];
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    finance = await signIn(t.app, 'finance');
    const me = await get<{ processingDate: string }>('/api/auth/me');
    today = me.body.processingDate;
  });

  afterAll(async () => {
    await t.close();
  });

  it('starts with demo assets of every method, depreciated to date, one sold', async () => {
    const list = await get<{
      items: AssetBody[];
      totals: { costKobo: number; accumulatedDepreciationKobo: number; netBookValueKobo: number };
    }>('/api/finance/assets');
    const methods = new Set(
      list.body.items.map((a) => (a as unknown as Record<string, string>).depreciationMethod),
    );
    expect(methods).toEqual(
      new Set(['STRAIGHT_LINE', 'WRITTEN_DOWN_VALUE', 'DOUBLE_DECLINING_BALANCE']),
    );
    expect(list.body.items.filter((a) => a.status === 'DISPOSED')).toHaveLength(1);
    expect(list.body.items.every((a) => a.status === 'DISPOSED' || a.postedRowCount > 0)).toBe(
      true,
    );
    expect(list.body.totals.netBookValueKobo).toBe(
      list.body.totals.costKobo - list.body.totals.accumulatedDepreciationKobo,
    );
    const held = list.body.items.filter((a) => a.status !== 'DISPOSED');
    expect(list.body.totals.costKobo).toBe(held.reduce((sum, a) => sum + a.costKobo, 0));
    const kano = await get<{ items: AssetBody[] }>(
      `/api/finance/assets?status=DISPOSED&category=${encodeURIComponent('Plant and machinery')}`,
    );
    expect(kano.body.items.map((a) => a.tag)).toEqual(['FA-0004']);
    await expectRegisterEqualsGl();
  });

  it('registers an asset and posts its acquisition from the account it was paid from', async () => {
    const before = await balances();
    const asset = await register();
    expect(asset).toMatchObject({
      status: 'ACTIVE',
      accumulatedDepreciationKobo: 0,
      netBookValueKobo: 120_000_000,
    });
    const after = await balances();
    expect((after.get('1501') ?? 0) - (before.get('1501') ?? 0)).toBe(120_000_000);
    expect((after.get('1110') ?? 0) - (before.get('1110') ?? 0)).toBe(-120_000_000);
    const page = await detail(asset.id);
    expect(page.entries).toEqual([
      expect.objectContaining({ kind: 'ACQUISITION', amountKobo: 120_000_000 }),
    ]);
    expect(page.schedule).toHaveLength(12);
    expect(page.schedule.every((row) => row.entryNumber === null)).toBe(true);
    await expectRegisterEqualsGl();
  });

  it('depreciates the rows due once: a second call, or a retry, posts nothing', async () => {
    const asset = await register();
    const first = await depreciate(asset.id, undefined, 'dep-once-1');
    expect(first.status).toBe(200);
    const due = first.body.schedule.filter((row) => row.date <= today);
    expect(due.length).toBeGreaterThanOrEqual(5);
    expect(first.body.postedRowCount).toBe(due.length);
    expect(first.body.schedule.filter((row) => row.entryNumber !== null)).toHaveLength(due.length);
    expect(first.body.accumulatedDepreciationKobo).toBe(due.length * 10_000_000);
    const entries = first.body.entries.length;
    const before = await counts();
    const retry = await depreciate(asset.id, undefined, 'dep-once-1');
    expect(retry.body).toEqual(first.body);
    const second = await depreciate(asset.id);
    expect(second.status).toBe(200);
    expect(second.body.entries).toHaveLength(entries);
    expect(second.body.accumulatedDepreciationKobo).toBe(first.body.accumulatedDepreciationKobo);
    expect((await counts())[1]).toBe(before[1]);
    await expectRegisterEqualsGl();
  });

  it('depreciates only to the date asked, and becomes fully depreciated with its last row', async () => {
    const acquired = monthEnd(today, -14);
    const asset = await register({
      acquisitionDate: acquired,
      availableForUseDate: acquired,
      depreciationStartDate: monthEnd(acquired, 1),
      salvageValueKobo: 6_000_000,
    });
    const partial = await depreciate(asset.id, monthEnd(acquired, 3));
    expect(partial.body).toMatchObject({ postedRowCount: 3, status: 'ACTIVE' });
    const all = await depreciate(asset.id);
    expect(all.body).toMatchObject({
      postedRowCount: 12,
      status: 'FULLY_DEPRECIATED',
      netBookValueKobo: 6_000_000,
    });
    await expectRegisterEqualsGl();
  });

  it('runs depreciation over every asset due in the background, to the end', async () => {
    const assets = [
      await register(),
      await register(),
      await register({ costGlAccountCode: '1503' }),
    ];
    const started = await post<RunBody>('/api/finance/assets/depreciation-runs', { upTo: today });
    expect(started.status).toBe(202);
    expect(started.body.totalCount).toBeGreaterThanOrEqual(3);
    let run = started.body;
    const done = await until(async () => {
      run = (await get<RunBody>(`/api/finance/assets/depreciation-runs/${started.body.id}`)).body;
      return run.status === 'DONE';
    });
    expect(done).toBe(true);
    expect(run.doneCount).toBe(run.totalCount);
    expect(run.failedCount).toBe(0);
    expect(run.postedCount).toBeGreaterThanOrEqual(15);
    for (const asset of assets) {
      const page = await detail(asset.id);
      expect(page.postedRowCount).toBe(page.schedule.filter((row) => row.date <= today).length);
    }
    const again = await post<RunBody>('/api/finance/assets/depreciation-runs', { upTo: today });
    expect(again.status).toBe(202);
    const finished = await until(async () => {
      run = (await get<RunBody>(`/api/finance/assets/depreciation-runs/${again.body.id}`)).body;
      return run.status === 'DONE';
    });
    expect(finished).toBe(true);
    expect(run.postedCount).toBe(0);
    await expectRegisterEqualsGl();
  });

  it('runs one depreciation run at a time', async () => {
    // A run that holds the tenant, as one still working would; the background work is not told
    // of it (no tenant marker), so it stays RUNNING while the second start is refused.
    await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .insertInto('depreciation_run')
        .values({
          id: 'run-held-by-test',
          tenant_id: 'demo',
          up_to: today,
          status: 'RUNNING',
          running_key: 'demo',
          cursor_id: '',
          total_count: 0,
          done_count: 0,
          posted_count: 0,
          failed_count: 0,
          created_by: 'system',
          created_at: new Date().toISOString(),
          finished_at: null,
        })
        .execute(),
    );
    const before = await counts();
    const second = await post<RunBody>('/api/finance/assets/depreciation-runs', { upTo: today });
    expect([second.status, second.body.code]).toEqual([409, 'depreciation_run_in_progress']);
    const late = await post<RunBody>('/api/finance/assets/depreciation-runs', {
      upTo: monthEnd(today, 1),
    });
    expect([late.status, late.body.code]).toEqual([422, 'depreciation_date_after_processing_date']);
    expect(await counts()).toEqual(before);
    await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx.deleteFrom('depreciation_run').where('id', '=', 'run-held-by-test').execute(),
    );
  });

  it('sells an asset above its net book value: depreciation first, then the gain', async () => {
    const asset = await register();
    const before = await balances();
    const sold = await dispose(asset.id, {
      kind: 'SALE',
      date: today,
      proceedsKobo: 100_000_000,
      proceedsGlAccountCode: '1110',
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const depreciatedKobo = sold.body.accumulatedDepreciationKobo;
    expect(depreciatedKobo).toBeGreaterThan(0);
    const gainKobo = 100_000_000 - (120_000_000 - depreciatedKobo);
    expect(sold.body).toMatchObject({
      status: 'DISPOSED',
      costKobo: 120_000_000,
      disposal: { kind: 'SALE', proceedsKobo: 100_000_000, gainKobo, lossKobo: 0 },
    });
    const after = await balances();
    expect((after.get('4601') ?? 0) - (before.get('4601') ?? 0)).toBe(-gainKobo);
    expect((after.get('1501') ?? 0) - (before.get('1501') ?? 0)).toBe(-120_000_000);
    expect(sold.body.entries.map((entry) => entry.kind).at(-1)).toBe('DISPOSAL');
    await expectRegisterEqualsGl();
  });

  it('writes an asset off at a loss of its net book value', async () => {
    const asset = await register();
    await depreciate(asset.id);
    const before = await balances();
    const written = await dispose(asset.id, { kind: 'WRITE_OFF', date: today, proceedsKobo: 0 });
    expect(written.status).toBe(200);
    const lossKobo = 120_000_000 - written.body.accumulatedDepreciationKobo;
    expect(written.body.disposal).toMatchObject({ kind: 'WRITE_OFF', gainKobo: 0, lossKobo });
    const after = await balances();
    expect((after.get('5402') ?? 0) - (before.get('5402') ?? 0)).toBe(lossKobo);
    const again = await dispose(asset.id, { kind: 'WRITE_OFF', date: today, proceedsKobo: 0 });
    expect([again.status, again.body.code]).toEqual([422, 'asset_not_disposable']);
    const more = await depreciate(asset.id);
    expect([more.status, more.body.code]).toEqual([422, 'asset_not_depreciable']);
    await expectRegisterEqualsGl();
  });

  it('refuses bad registrations with stable codes and writes nothing', async () => {
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ paidFromGlAccountCode: '9999' }, 422, 'gl_account_not_found'],
      [{ costGlAccountCode: '1599' }, 422, 'gl_account_not_found'],
      [{ paidFromGlAccountCode: '1500' }, 422, 'gl_account_is_header'],
      [{ paidFromGlAccountCode: '5401' }, 422, 'asset_gl_account_wrong_type'],
      [{ expenseGlAccountCode: '1110' }, 422, 'asset_gl_account_wrong_type'],
      [{ costKobo: -5 }, 400, 'validation_failed'],
      [{ costKobo: 1000.5 }, 400, 'validation_failed'],
      [{ salvageValueKobo: -1 }, 400, 'validation_failed'],
      [{ acquisitionDate: '2026-13-01' }, 400, 'validation_failed'],
      [{ depreciationMethod: 'SUM_OF_YEARS' }, 400, 'validation_failed'],
      [{ salvageValueKobo: 120_000_000 }, 422, 'salvage_value_exceeds_cost'],
      [{ depreciationStartDate: monthEnd(today, -8) }, 422, 'asset_dates_out_of_order'],
      [{ acquisitionDate: monthEnd(today, 1) }, 422, 'asset_dates_out_of_order'],
      [{ branchCode: 'NOPE-1' }, 404, 'branch_not_found'],
      // Written down value needs a salvage value to find its rate: the schedule's own rule.
      [
        { depreciationMethod: 'WRITTEN_DOWN_VALUE', salvageValueKobo: 0 },
        422,
        'depreciation_terms_invalid',
      ],
    ];
    const before = await counts();
    for (const [overrides, status, code] of refusals) {
      const answer = await post<AssetBody>('/api/finance/assets', request(overrides));
      expect([overrides, answer.status, answer.body.code]).toEqual([overrides, status, code]);
    }
    const taken = await register();
    const afterTaken = await counts();
    const duplicate = await post<AssetBody>('/api/finance/assets', request({ tag: taken.tag }));
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 'asset_tag_taken']);
    expect(await counts()).toEqual(afterTaken);
    expect(afterTaken[0]).toBe((before[0] ?? 0) + 1);
  });

  it('refuses bad depreciation and disposal requests and writes nothing', async () => {
    const asset = await register();
    const before = await counts();
    const late = await depreciate(asset.id, monthEnd(today, 2));
    expect([late.status, late.body.code]).toEqual([422, 'depreciation_date_after_processing_date']);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ kind: 'WRITE_OFF', date: today, proceedsKobo: 500 }, 422, 'disposal_proceeds_invalid'],
      [{ kind: 'SALE', date: today, proceedsKobo: 500 }, 422, 'disposal_proceeds_invalid'],
      [
        { kind: 'SALE', date: today, proceedsKobo: 500, proceedsGlAccountCode: '4601' },
        422,
        'asset_gl_account_wrong_type',
      ],
      [
        { kind: 'SALE', date: today, proceedsKobo: 500, proceedsGlAccountCode: '8888' },
        422,
        'gl_account_not_found',
      ],
      [
        { kind: 'WRITE_OFF', date: monthEnd(today, 3), proceedsKobo: 0 },
        422,
        'disposal_date_invalid',
      ],
      [{ kind: 'WRITE_OFF', date: '2001-01-01', proceedsKobo: 0 }, 422, 'disposal_date_invalid'],
      [{ kind: 'WRITE_OFF', date: today, proceedsKobo: -1 }, 400, 'validation_failed'],
      [{ kind: 'GIFT', date: today, proceedsKobo: 0 }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of refusals) {
      const answer = await dispose(asset.id, body);
      expect([body, answer.status, answer.body.code]).toEqual([body, status, code]);
    }
    expect(await counts()).toEqual(before);
    expect((await detail(asset.id)).status).toBe('ACTIVE');
  });

  it("answers another tenant's asset as no asset at all", async () => {
    const acmeAsset = await inTenant(t.database.db, 'acme', (tx) =>
      registerAsset(tx, 'system', request({ branchCode: 'ACM-01' }) as never, new Date()),
    );
    const before = await counts();
    const read = await get<AssetBody>(`/api/finance/assets/${acmeAsset}`);
    expect([read.status, read.body.code]).toEqual([404, 'asset_not_found']);
    const moved = await depreciate(acmeAsset);
    expect([moved.status, moved.body.code]).toEqual([404, 'asset_not_found']);
    const sold = await dispose(acmeAsset, { kind: 'WRITE_OFF', date: today, proceedsKobo: 0 });
    expect([sold.status, sold.body.code]).toEqual([404, 'asset_not_found']);
    expect(await counts()).toEqual(before);
  });
});
