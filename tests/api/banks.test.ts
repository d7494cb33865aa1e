import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBank } from '../../server/banks/bank.repository';
import { NIGERIAN_INSTITUTIONS } from '../../server/banks/nigerian-institutions';
import { inTenant } from '../../server/db/tenant-scope';
import { seedDemoData } from '../../server/demo/demo-seed';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface Bank {
  id: string;
  name: string;
  cbnCode: string | null;
  nipCode: string;
  category: string;
  active: boolean;
}
interface BankPage {
  items: Bank[];
  total: number;
  page: number;
  pageSize: number;
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string }[];
}

describe.each(ENGINES)('the banks list on %s', (engine) => {
  let t: TestApp;
  let ops: string;
  const list = (query: string, token = ops, tenant = 'demo') =>
    call<BankPage & ErrorBody>(t.app, 'GET', `/api/banks?${query}`, { token, tenant });

  beforeAll(async () => {
    t = await startTestApp(engine);
    ops = await signIn(t.app, 'ops');
  });
  afterAll(() => t.close());

  it('pages the seeded institutions by name, 20 to a page unless asked', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      total: NIGERIAN_INSTITUTIONS.length,
      page: 1,
      pageSize: 20,
    });
    expect(first.body.items).toHaveLength(20);
    const all = await list('pageSize=100');
    const names = all.body.items.map((bank) => bank.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.body.items.slice(0, 20)).toEqual(first.body.items);
  });

  it('answers the contract shape with both codes', async () => {
    const answer = await list('q=access%20bank');
    expect(answer.body.items).toContainEqual({
      id: expect.any(String),
      name: 'Access Bank',
      cbnCode: '044',
      nipCode: '000014',
      category: 'COMMERCIAL',
      active: true,
    });
  });

  it('searches by the start of the name or of a word in it, ignoring case', async () => {
    const access = await list('q=ACCESS');
    expect(access.body.items.map((bank) => bank.name)).toEqual([
      'Access Bank',
      'Access Bank (Diamond)',
      'Access Money',
    ]);
    const word = await list('q=monument');
    expect(word.body.items.map((bank) => bank.name)).toEqual(['First City Monument Bank']);
    const middle = await list('q=ccess');
    expect(middle.body.total).toBe(0);
  });

  it('searches by the start of the NIP code or the CBN code', async () => {
    const nip = await list('q=000014');
    expect(nip.body.items.map((bank) => bank.name)).toEqual(['Access Bank']);
    const cbn = await list('q=058');
    expect(cbn.body.items.map((bank) => bank.name)).toEqual(['Guaranty Trust Bank']);
    const family = await list('q=1200');
    expect(family.body.items.map((bank) => bank.nipCode).sort()).toEqual([
      '120001',
      '120002',
      '120003',
      '120004',
    ]);
  });

  it('takes a search text literally, wildcards included', async () => {
    expect((await list('q=%25')).body.total).toBe(0);
    expect((await list('q=_')).body.total).toBe(0);
  });

  it('filters by category and by whether the institution is active', async () => {
    const mfbs = await list('category=MICROFINANCE&pageSize=100');
    expect(mfbs.body.total).toBe(
      NIGERIAN_INSTITUTIONS.filter((bank) => bank.category === 'MICROFINANCE').length,
    );
    expect(mfbs.body.items.every((bank) => bank.category === 'MICROFINANCE')).toBe(true);
    expect(mfbs.body.items.every((bank) => bank.cbnCode === null)).toBe(true);
    const kuda = await list('category=MICROFINANCE&q=kuda');
    expect(kuda.body.items.map((bank) => bank.nipCode)).toEqual(['090267']);
    expect((await list('category=MERCHANT&q=access')).body.total).toBe(0);
    const inactive = await list('active=false');
    expect(inactive.body.items.map((bank) => bank.name)).toEqual([
      'Access Bank (Diamond)',
      'Heritage Bank',
    ]);
    const active = await list('active=true&pageSize=1');
    expect(active.body.total).toBe(NIGERIAN_INSTITUTIONS.length - 2);
  });

  it('pages within the contract bounds', async () => {
    const total = NIGERIAN_INSTITUTIONS.length;
    const last = Math.ceil(total / 10);
    const lastPage = await list(`pageSize=10&page=${last}`);
    expect(lastPage.status).toBe(200);
    expect(lastPage.body.items).toHaveLength(total - (last - 1) * 10);
    const beyond = await list(`pageSize=10&page=${last + 1}`);
    expect(beyond.body).toMatchObject({ items: [], total, page: last + 1 });
    const pages = await Promise.all(
      Array.from({ length: last }, (_, index) => list(`pageSize=10&page=${index + 1}`)),
    );
    const ids = pages.flatMap((page) => page.body.items.map((bank) => bank.id));
    expect(new Set(ids).size).toBe(total);
    for (const query of ['pageSize=0', 'pageSize=101', 'page=0', 'page=100001']) {
      expect((await list(query)).status, query).toBe(400);
    }
  });

  it('refuses a bad query with sentences that name the field', async () => {
    const cases: [string, string][] = [
      ['category=BANK', 'query.category'],
      ['active=maybe', 'query.active'],
      ['pageSize=lots', 'query.pageSize'],
      [`q=${'a'.repeat(121)}`, 'query.q'],
    ];
    for (const [query, field] of cases) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      const problem = answer.body.errors?.find((error) => error.field === field);
      expect(problem, query).toBeDefined();
      expect(problem?.message, query).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('refuses a user without txn.view.all', async () => {
    for (const username of ['teller', 'csr', 'viewer']) {
      const token = await signIn(t.app, username);
      const answer = await list('', token);
      expect(answer.status, username).toBe(403);
      expect(answer.body.items, username).toBeUndefined();
    }
    const relationship = await signIn(t.app, 'relationship');
    expect((await list('', relationship)).status).toBe(200);
  });

  it('keeps each tenant to its own rows', async () => {
    await inTenant(t.database.db, 'acme', (tx) =>
      insertBank(
        tx,
        {
          id: `acme-bank-${engine}`,
          name: 'Zuma Test Microfinance Bank',
          cbnCode: null,
          nipCode: '090999',
          category: 'MICROFINANCE',
          active: true,
        },
        new Date(),
      ),
    );
    // Acme's administrator holds every permission of the tenant; the demo tenant's user does not
    // see acme's row, and each tenant's Access Bank is a row of its own.
    const acme = await signIn(t.app, 'admin', 'acme');
    const acmeZuma = await list('q=zuma', acme, 'acme');
    expect(acmeZuma.status).toBe(200);
    expect(acmeZuma.body.items.map((bank) => bank.id)).toEqual([`acme-bank-${engine}`]);
    expect((await list('q=zuma')).body.total).toBe(0);
    expect((await list('', acme, 'acme')).body.total).toBe(NIGERIAN_INSTITUTIONS.length + 1);
    const demoAccess = (await list('q=000014')).body.items[0];
    const acmeAccess = (await list('q=000014', acme, 'acme')).body.items[0];
    expect(acmeAccess?.nipCode).toBe('000014');
    expect(acmeAccess?.id).not.toBe(demoAccess?.id);
    // A token of one tenant does not open another tenant's list.
    expect((await list('', acme, 'demo')).status).toBe(403);
  });

  it('leaves a tenant list as it is when the demo seed runs again', async () => {
    const before = (await list('pageSize=1')).body.total;
    await seedDemoData(t.database.db, new Date());
    expect((await list('pageSize=1')).body.total).toBe(before);
  });
});
