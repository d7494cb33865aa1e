import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CATALOGUE } from '../../policies/roles';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface Branch {
  id: string;
  code: string;
  name: string;
  status: string;
}
interface ErrorBody {
  status: number;
  code: string;
}

describe.each(ENGINES)('roles and branches on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const codes = async (token: string) =>
    (await call<Branch[]>(t.app, 'GET', '/api/branches', { token })).body.map((b) => b.code);
  const acmeCodes = async (token: string) =>
    (await call<Branch[]>(t.app, 'GET', '/api/branches', { token, tenant: 'acme' })).body.map(
      (b) => b.code,
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('answers the role catalogue of policies/roles.ts to role and user administrators', async () => {
    for (const username of ['admin', 'security']) {
      const token = await signIn(t.app, username);
      const answer = await call<{ items: { userCount: number }[] }>(t.app, 'GET', '/api/roles', {
        token,
      });
      expect(answer.status).toBe(200);
      const catalogue = answer.body.items.map(({ userCount: _, ...role }) => role);
      expect(catalogue).toEqual(JSON.parse(JSON.stringify(ROLE_CATALOGUE)));
    }
    const teller = await signIn(t.app, 'teller');
    expect((await call(t.app, 'GET', '/api/roles', { token: teller })).status).toBe(403);
  });

  it('counts the users of the tenant holding each role', async () => {
    const roles = await call<{ items: { key: string; userCount: number }[] }>(
      t.app,
      'GET',
      '/api/roles',
      { token: admin },
    );
    const count = (key: string) => roles.body.items.find((role) => role.key === key)?.userCount;
    // Demo: teller, newhire and multirole are tellers; multirole is also a loan officer.
    expect(count('BRANCH_TELLER')).toBe(3);
    expect(count('LOAN_OFFICER')).toBe(2);
    expect(count('SYSTEM_ADMINISTRATOR')).toBe(1);
  });

  it("lists all the tenant's branches to bank-wide users and the scope to the others", async () => {
    expect(await codes(admin)).toEqual(['ABJ-01', 'KAN-01', 'LAG-HO']);
    expect(await codes(await signIn(t.app, 'auditor'))).toEqual(['ABJ-01', 'KAN-01', 'LAG-HO']);
    expect(await codes(await signIn(t.app, 'teller'))).toEqual(['LAG-HO']);
    expect(await codes(await signIn(t.app, 'multirole'))).toEqual(['KAN-01']);
    expect(await acmeCodes(await signIn(t.app, 'admin', 'acme'))).toEqual(['ACM-01']);
    const widened = await call(t.app, 'PUT', '/api/users/demo-loanofficer', {
      token: admin,
      body: {
        fullName: 'Grace Etim',
        email: 'loanofficer@demo.bank.ng',
        phone: null,
        roles: ['LOAN_OFFICER'],
        branchId: 'demo-abuja',
        branchIds: ['demo-lagos'],
      },
    });
    expect(widened.status).toBe(200);
    expect(await codes(await signIn(t.app, 'loanofficer'))).toEqual(['ABJ-01', 'LAG-HO']);
  });

  it('opens a branch with a code unique in the tenant', async () => {
    const body = { code: 'PHC-01', name: 'Port Harcourt Branch' };
    const opened = await call<Branch>(t.app, 'POST', '/api/branches', { token: admin, body });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ ...body, status: 'ACTIVE' });
    expect(await codes(admin)).toEqual(['ABJ-01', 'KAN-01', 'LAG-HO', 'PHC-01']);
    const again = await call<ErrorBody>(t.app, 'POST', '/api/branches', { token: admin, body });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('branch_code_taken');
    // Codes are unique per tenant, not across tenants.
    const acme = await signIn(t.app, 'admin', 'acme');
    const other = await call(t.app, 'POST', '/api/branches', { token: acme, tenant: 'acme', body });
    expect(other.status).toBe(201);
    const audit = await call<{ items: { summary: string }[] }>(
      t.app,
      'GET',
      '/api/audit-log?operationId=createBranch&outcome=success',
      { token: admin },
    );
    expect(audit.body.items.map((event) => event.summary)).toEqual([
      'opened branch PHC-01 (Port Harcourt Branch)',
    ]);
  });

  it('refuses a malformed branch, and opening one to callers who are not bank-wide', async () => {
    const post = (token: string, body: unknown) =>
      call<ErrorBody>(t.app, 'POST', '/api/branches', { token, body });
    expect((await post(admin, { code: 'phc-02', name: 'Lower case' })).status).toBe(400);
    expect((await post(admin, { code: 'PHC-02', name: 'X', extra: 1 })).status).toBe(400);
    expect((await post(admin, { code: 'PHC-02', name: '  ' })).status).toBe(400);
    const manager = await post(await signIn(t.app, 'manager'), { code: 'IKJ-01', name: 'Ikeja' });
    expect(manager.status).toBe(403);
    expect(manager.body.code).toBe('branch_out_of_scope');
    const teller = await post(await signIn(t.app, 'teller'), { code: 'IKJ-01', name: 'Ikeja' });
    expect(teller.status).toBe(403);
    expect(teller.body.code).toBe('permission_denied');
  });

  // Closing a branch, and what keeps it open, is tests/api/branches.test.ts.
  it('renames a branch within the caller scope only', async () => {
    const put = (token: string, id: string, body: unknown) =>
      call<Branch & ErrorBody>(t.app, 'PUT', `/api/branches/${id}`, { token, body });
    const renamed = await put(admin, 'demo-kano', { name: 'Kano Main Branch', status: 'ACTIVE' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      id: 'demo-kano',
      code: 'KAN-01',
      name: 'Kano Main Branch',
      status: 'ACTIVE',
    });
    const listed = await call<Branch[]>(t.app, 'GET', '/api/branches', { token: admin });
    expect(listed.body.find((b) => b.id === 'demo-kano')?.name).toBe('Kano Main Branch');
    for (const id of ['nowhere', 'acme-main']) {
      const missing = await put(admin, id, { name: 'X', status: 'ACTIVE' });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('branch_not_found');
    }
    const manager = await signIn(t.app, 'manager');
    expect((await put(manager, 'demo-lagos', { name: 'Lagos HO', status: 'ACTIVE' })).status).toBe(
      200,
    );
    const abroad = await put(manager, 'demo-abuja', { name: 'Mine now', status: 'ACTIVE' });
    expect(abroad.status).toBe(404);
    expect((await put(admin, 'demo-abuja', { name: 'Abuja', status: 'CLOSED' })).status).toBe(400);
  });
});
