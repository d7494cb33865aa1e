import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGERIAN_INSTITUTIONS } from '../../server/banks/nigerian-institutions';
import { inTenant, inTenantRead } from '../../server/db/tenant-scope';
import type { NipSwitch } from '../../stand-ins/nip-switch/nip-switch';
import { call, signIn } from '../support/api-client';
import { connectTenantToSwitch } from '../support/nip-switch';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface RefreshResult {
  added: number;
  updated: number;
  deactivated: number;
  total: number;
}
interface ErrorBody {
  status: number;
  code: string;
}
interface BankRow {
  nip_code: string;
  name: string;
  category: string;
  active: number;
}

const listed = NIGERIAN_INSTITUTIONS.filter((institution) => institution.active);
const access = listed.find((institution) => institution.nipCode === '000014');
const gtb = listed.find((institution) => institution.nipCode === '000013');
const unlisted = NIGERIAN_INSTITUTIONS.filter((institution) => !institution.active);

describe.each(ENGINES)('refreshing the banks from the switch on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let nipSwitch: NipSwitch | undefined;
  const refresh = (token = admin) =>
    call<RefreshResult & ErrorBody>(t.app, 'POST', '/api/banks/refresh', { token });
  const banks = () =>
    inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('bank')
        .select(['nip_code', 'name', 'category', 'active'])
        .where('tenant_id', '=', 'demo')
        .orderBy('nip_code')
        .execute(),
    ) as Promise<BankRow[]>;

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await nipSwitch?.stop();
    await t.close();
  });

  it('needs the connection to be set up', async () => {
    const answer = await refresh();
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('nip_not_configured');
  });

  it('adds, renames and sets inactive to match the switch list', async () => {
    nipSwitch = await connectTenantToSwitch(t, 'demo');
    if (!access || !gtb) throw new Error('the seeded list has Access Bank and GTBank');
    // Make our list differ from the switch's: one listed bank missing, one renamed and moved,
    // one set inactive, and one the switch does not list still active.
    await inTenant(t.database.db, 'demo', async (tx) => {
      await tx.trx
        .deleteFrom('bank')
        .where('tenant_id', '=', 'demo')
        .where('nip_code', '=', '000014')
        .execute();
      await tx.trx
        .updateTable('bank')
        .set({ name: 'Old GT Name', category: 'OTHER' })
        .where('tenant_id', '=', 'demo')
        .where('nip_code', '=', '000013')
        .execute();
      await tx.trx
        .updateTable('bank')
        .set({ active: 0 })
        .where('tenant_id', '=', 'demo')
        .where('nip_code', '=', '000015')
        .execute();
      await tx.trx
        .insertInto('bank')
        .values({
          id: 'bank-gone',
          tenant_id: 'demo',
          name: 'Bank The Switch Dropped',
          cbn_code: null,
          nip_code: '099998',
          category: 'MICROFINANCE',
          active: 1,
          created_at: t.clock.now.toISOString(),
        })
        .execute();
    });
    const answer = await refresh();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      added: 1,
      updated: 2,
      deactivated: 1,
      total: NIGERIAN_INSTITUTIONS.length + 1,
    });
    const after = await banks();
    const byCode = new Map(after.map((row) => [row.nip_code, row]));
    expect(byCode.get('000014')).toMatchObject({ name: access.name, category: access.category });
    expect(Number(byCode.get('000014')?.active)).toBe(1);
    expect(byCode.get('000013')).toMatchObject({ name: gtb.name, category: gtb.category });
    expect(Number(byCode.get('000015')?.active)).toBe(1);
    expect(Number(byCode.get('099998')?.active)).toBe(0);
    for (const institution of unlisted) {
      expect(Number(byCode.get(institution.nipCode)?.active)).toBe(0);
    }
    // Listed banks the API answers with their CBN code, known for the NIP code.
    const search = await call<{ items: { cbnCode: string | null }[] }>(
      t.app,
      'GET',
      '/api/banks?q=000014',
      { token: admin },
    );
    expect(search.body.items[0]?.cbnCode).toBe(access.cbnCode);
    // Written after the switch answered, outside the request transaction, as every change is.
    const audits = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('audit_log')
        .select(['summary', 'outcome'])
        .where('tenant_id', '=', 'demo')
        .where('operation_id', '=', 'refreshBanks')
        .execute(),
    );
    expect(audits).toContainEqual({
      summary: 'refreshed the banks from the NIP switch: 1 added, 2 updated, 1 set inactive',
      outcome: 'success',
    });
  });

  it('changes nothing the second time', async () => {
    const answer = await refresh();
    expect(answer.body).toEqual({
      added: 0,
      updated: 0,
      deactivated: 0,
      total: NIGERIAN_INSTITUTIONS.length + 1,
    });
  });

  it('is for administrators: a teller is refused', async () => {
    const teller = await signIn(t.app, 'teller');
    expect((await refresh(teller)).status).toBe(403);
  });

  it('answers 502 and changes nothing when the switch does not answer', async () => {
    await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .updateTable('bank')
        .set({ name: 'Renamed Locally' })
        .where('tenant_id', '=', 'demo')
        .where('nip_code', '=', '000013')
        .execute(),
    );
    const before = await banks();
    await nipSwitch?.stop();
    nipSwitch = undefined;
    const answer = await refresh();
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe('nip_switch_unavailable');
    expect(await banks()).toEqual(before);
  });
});
