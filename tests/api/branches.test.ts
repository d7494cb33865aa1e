import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface Branch {
  id: string;
  code: string;
  name: string;
  status: string;
  openTillCount: number;
  openAccountCount: number;
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
}

describe.each(ENGINES)('branches on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const list = async () =>
    (await call<Branch[]>(t.app, 'GET', '/api/branches', { token: admin })).body;
  const byId = async (id: string) => (await list()).find((b) => b.id === id);
  const put = (id: string, body: unknown, token = admin) =>
    call<Branch & ErrorBody>(t.app, 'PUT', `/api/branches/${id}`, { token, body });

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('lists each branch with its open tills and accounts', async () => {
    const branches = await list();
    expect(branches.map((b) => b.code)).toEqual(['ABJ-01', 'KAN-01', 'LAG-HO']);
    for (const branch of branches) {
      expect(branch.openTillCount).toBeGreaterThanOrEqual(0);
      expect(branch.openAccountCount).toBeGreaterThanOrEqual(0);
    }
    // The demo's teller has a day open at a till of the head office, which holds accounts.
    const lagos = branches.find((b) => b.id === 'demo-lagos');
    expect(lagos?.openTillCount).toBeGreaterThan(0);
    expect(lagos?.openAccountCount).toBeGreaterThan(0);
  });

  it('opens and renames a branch', async () => {
    const created = await call<Branch>(t.app, 'POST', '/api/branches', {
      token: admin,
      body: { code: 'PHC-01', name: 'Port Harcourt Branch' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'PHC-01', status: 'ACTIVE', openTillCount: 0 });
    const renamed = await put(created.body.id, { name: 'Port Harcourt Main', status: 'ACTIVE' });
    expect(renamed.status).toBe(200);
    expect((await byId(created.body.id))?.name).toBe('Port Harcourt Main');
  });

  it('refuses to close a branch with open tills, naming them, and changes nothing', async () => {
    const lagos = await byId('demo-lagos');
    const refused = await put('demo-lagos', { name: 'Closed Lagos', status: 'INACTIVE' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('branch_has_open_tills');
    expect(refused.body.message).toContain(`${lagos?.openTillCount} till`);
    expect(await byId('demo-lagos')).toEqual(lagos);
  });

  it('refuses to close a branch whose accounts are not closed', async () => {
    // Kano's tills are idle: once they are deactivated only its accounts hold it open.
    const tills = await call<{ items: { id: string; currentSession: unknown }[] }>(
      t.app,
      'GET',
      '/api/tills?branchId=demo-kano',
      { token: admin },
    );
    for (const till of tills.body.items) {
      const body = { status: 'INACTIVE' };
      const done = await call(t.app, 'PUT', `/api/tills/${till.id}`, { token: admin, body });
      expect(done.status).toBe(200);
    }
    const branch = await byId('demo-kano');
    if (!branch) throw new Error('Kano is gone');
    expect(branch.openTillCount).toBe(0);
    expect(branch.openAccountCount).toBeGreaterThan(0);
    const refused = await put(branch.id, { name: branch.name, status: 'INACTIVE' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('branch_has_open_accounts');
    expect(refused.body.message).toContain(`${branch.openAccountCount} deposit account`);
    expect(await byId(branch.id)).toEqual(branch);
  });

  it('closes an empty branch and reopens it', async () => {
    const created = await call<Branch>(t.app, 'POST', '/api/branches', {
      token: admin,
      body: { code: 'ENU-01', name: 'Enugu Branch' },
    });
    const closed = await put(created.body.id, { name: 'Enugu Branch', status: 'INACTIVE' });
    expect(closed.status).toBe(200);
    expect((await byId(created.body.id))?.status).toBe('INACTIVE');
    const reopened = await put(created.body.id, { name: 'Enugu Branch', status: 'ACTIVE' });
    expect(reopened.body.status).toBe('ACTIVE');
  });

  it('is managed by administrators only', async () => {
    const teller = await signIn(t.app, 'teller');
    const refused = await put('demo-kano', { name: 'Mine', status: 'ACTIVE' }, teller);
    expect(refused.status).toBe(403);
    expect((await byId('demo-kano'))?.name).toBe('Kano Branch');
  });
});
