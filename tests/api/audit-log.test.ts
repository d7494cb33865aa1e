import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../api/schema.gen';
import type { Db } from '../../server/db/database';
import { inTenant } from '../../server/db/tenant-scope';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';
import { call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

type AuditEvent = components['schemas']['AuditEvent'];
type AuditPage = components['schemas']['AuditEventPage'];

describe.each(ENGINES)('the audit log on %s', (engine) => {
  let t: TestApp;
  let auditor: string;
  const read = (query: string, token = auditor, tenant = 'demo') =>
    call<AuditPage>(t.app, 'GET', `/api/audit-log${query}`, { token, tenant });
  /** Refused calls are audited after their answer is sent, so the test waits for the event. */
  async function eventually(query: string, count: number): Promise<AuditEvent[]> {
    let items: AuditEvent[] = [];
    const arrived = await until(async () => {
      items = (await read(query)).body.items;
      return items.length >= count;
    });
    if (!arrived) throw new Error(`no ${count} audit events for ${query}`);
    return items;
  }

  /** The server's structured log, one JSON object a line. */
  const logLines: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await startTestApp(engine, { logStream });
    auditor = await signIn(t.app, 'auditor');
  });
  afterAll(() => t.close());

  it('records a failed sign-in', async () => {
    t.clock.advanceMs(1000);
    const answer = await call(t.app, 'POST', '/api/auth/login', {
      body: { username: 'Teller', password: 'not-the-password' },
    });
    expect(answer.status).toBe(401);
    const [event] = await eventually('?operationId=login&outcome=failure', 1);
    expect(event).toMatchObject({
      at: t.clock.now.toISOString(),
      userId: null,
      username: 'teller',
      operationId: 'login',
      method: 'POST',
      target: 'teller',
      outcome: 'failure',
      statusCode: 401,
      errorCode: 'invalid_credentials',
    });
    expect(event?.summary).not.toContain('not-the-password');
  });

  it('records a refused call', async () => {
    t.clock.advanceMs(1000);
    const teller = await signIn(t.app, 'teller');
    expect((await call(t.app, 'GET', '/api/users', { token: teller })).status).toBe(403);
    const [event] = await eventually('?operationId=listUsers', 1);
    expect(event).toMatchObject({
      method: 'GET',
      outcome: 'failure',
      statusCode: 403,
      errorCode: 'permission_denied',
    });
  });

  // The binder sets request.principal only after enforceAccess passes, so an event of a refused
  // call does not say who was refused. Once server/http/bind-operations.ts admit() sets
  // request.principal right after authenticate(), this passes: turn it into a plain it().
  it('names the caller of a refused call', async () => {
    const [event] = await eventually('?operationId=listUsers', 1);
    expect(event).toMatchObject({ userId: 'demo-teller', username: 'teller' });
  });

  it('records a user creation with who did it', async () => {
    const admin = await signIn(t.app, 'admin');
    t.clock.advanceMs(1000);
    const created = await call<{ user: { id: string } }>(t.app, 'POST', '/api/users', {
      token: admin,
      body: {
        username: 'amaka',
        fullName: 'Amaka Chukwu',
        email: 'amaka@demo.bank.ng',
        roles: ['AUDITOR'],
      },
    });
    expect(created.status).toBe(201);
    const [event] = (await read('?operationId=createUser')).body.items;
    expect(event).toMatchObject({
      at: t.clock.now.toISOString(),
      userId: 'demo-admin',
      username: 'admin',
      method: 'POST',
      target: created.body.user.id,
      outcome: 'success',
      statusCode: 201,
      errorCode: null,
    });
  });

  it('answers newest first, in pages, with the total', async () => {
    const all = (await read('?pageSize=100')).body;
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((event) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.items[0]?.operationId).toBe('createUser');
    const second = (await read('?page=2&pageSize=2')).body;
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.items).toEqual(all.items.slice(2, 4));
  });

  it('filters by time, user, username and outcome', async () => {
    const today = t.clock.now.toISOString().slice(0, 10);
    const day = (offset: number) =>
      new Date(t.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const total = async (query: string) => (await read(query)).body.total;
    const everything = await total('');
    expect(await total(`?from=${today}&to=${today}`)).toBe(everything);
    expect(await total(`?from=${day(1)}`)).toBe(0);
    expect(await total(`?to=${day(-1)}`)).toBe(0);
    const creation = new Date(t.clock.now.getTime()).toISOString();
    expect(await total(`?from=${encodeURIComponent(creation)}`)).toBe(
      await total(`?from=${creation.replace('Z', '%2B00:00')}`),
    );
    expect(await total(`?from=${creation}&operationId=createUser`)).toBe(1);
    expect(await total('?username=TELLER&outcome=failure&operationId=login')).toBe(1);
    expect(await total('?userId=demo-admin&operationId=createUser')).toBe(1);
    expect(await total('?userId=demo-viewer')).toBe(0);
    expect(await total('?outcome=success&operationId=login')).toBeGreaterThanOrEqual(3);
    expect((await read(`?from=${day(1)}&to=${today}`)).status).toBe(400);
    expect((await read('?from=yesterday')).status).toBe(400);
    expect((await read('?outcome=maybe')).status).toBe(400);
  });

  it('is read by auditors and security administrators, not tellers', async () => {
    const security = await signIn(t.app, 'security');
    expect((await read('', security)).status).toBe(200);
    const teller = await signIn(t.app, 'teller');
    expect((await read('', teller)).status).toBe(403);
  });

  it("shows a tenant none of another tenant's events", async () => {
    const acme = await signIn(t.app, 'admin', 'acme');
    const page = (await read('?pageSize=100', acme, 'acme')).body;
    expect(page.items.map((event) => event.operationId)).toEqual(['login']);
    expect(page.items[0]?.username).toBe('admin');
  });

  it('cannot be changed or deleted, even through the database', async () => {
    const count = async () => (await read('?pageSize=1')).body.total;
    const before = await count();
    // The app's role has no UPDATE or DELETE grant on PostgreSQL; SQLite's triggers refuse both.
    const refused = engine === 'postgres' ? /permission denied/ : /append-only/;
    const kysely = t.database.db.kysely;
    await expect(
      kysely.updateTable('audit_log').set({ summary: 'nothing happened' }).execute(),
    ).rejects.toThrow(refused);
    await expect(kysely.deleteFrom('audit_log').execute()).rejects.toThrow(refused);
    // The owner of the tables passes the grants, so the trigger must stop it (on SQLite the
    // owner's handle is the app's).
    const owner = (db: Db) => ({
      update: () =>
        inTenant(db, 'demo', (tx) =>
          tx.trx.updateTable('audit_log').set({ outcome: 'success' }).execute(),
        ),
      remove: () =>
        inTenant(db, 'demo', (tx) =>
          tx.trx.deleteFrom('audit_log').where('tenant_id', '=', 'demo').execute(),
        ),
    });
    await expect(owner(t.database.owner).update()).rejects.toThrow(/append-only/);
    await expect(owner(t.database.owner).remove()).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
    await signIn(t.app, 'viewer', 'demo', DEMO_PASSWORD);
    expect(await count()).toBe(before + 1);
  });

  it('writes no rows for refusals without a signed-in user, however many, and logs them', async () => {
    const count = async () => (await read('?pageSize=1')).body.total;
    const teller = await signIn(t.app, 'teller');
    const revoked = await signIn(t.app, 'csr');
    expect((await call(t.app, 'POST', '/api/auth/logout', { token: revoked })).status).toBe(204);
    const [head, payload, signature = ''] = teller.split('.');
    const forged = `${head}.${payload}.${signature.slice(0, -4)}AAAA`;
    const before = await count();
    const refusals = [
      { token: undefined, code: 'token_missing' },
      { token: forged, code: 'token_invalid' },
      { token: revoked, code: 'token_revoked' },
    ];
    for (let round = 0; round < 20; round += 1) {
      for (const { token, code } of refusals) {
        const get = await call(t.app, 'GET', '/api/users', token ? { token } : {});
        const post = await call(t.app, 'POST', '/api/branches', {
          ...(token && { token }),
          body: { code: 'X-1', name: 'Nowhere' },
        });
        expect([get.status, get.body.code, post.status, post.body.code]).toEqual([
          401,
          code,
          401,
          code,
        ]);
      }
    }
    // A signed-in user's refusal is still audited; once its row is there, so would be theirs.
    expect((await call(t.app, 'GET', '/api/users', { token: teller })).status).toBe(403);
    await until(async () => (await count()) !== before);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await count()).toBe(before + 1);
    const logged = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'refused without a signed-in user');
    expect(logged).toHaveLength(120);
    expect(logged[0]).toMatchObject({
      operationId: 'listUsers',
      statusCode: 401,
      errorCode: 'token_missing',
      tenantHeader: 'demo',
      ip: '127.0.0.1',
    });
  });

  it('keeps what an update changed, before and after, naming the record', async () => {
    const admin = await signIn(t.app, 'admin');
    t.clock.advanceMs(1000);
    const body = { name: 'Abuja Central', status: 'ACTIVE' };
    expect(
      (await call(t.app, 'PUT', '/api/branches/demo-abuja', { token: admin, body })).status,
    ).toBe(200);
    const [event] = (await read('?operationId=updateBranch')).body.items;
    expect(event).toMatchObject({ entityType: 'branch', entityId: 'demo-abuja' });
    const name = event?.changes?.find((change) => change.field === 'name');
    expect(name).toEqual({ field: 'name', before: 'Abuja Branch', after: 'Abuja Central' });
    const status = event?.changes?.find((change) => change.field === 'status');
    expect(status).toEqual({ field: 'status', before: 'ACTIVE', after: 'ACTIVE' });
    // A creation keeps the record as stored, with nothing before it.
    const [created] = (await read('?operationId=createUser')).body.items;
    expect(created?.entityType).toBe('user');
    expect(created?.changes?.find((change) => change.field === 'username')).toEqual({
      field: 'username',
      before: null,
      after: 'amaka',
    });
  });

  it('never keeps a password, however deep, and marks it hidden', async () => {
    const ops = await signIn(t.app, 'ops');
    const secret = 'Harmattan-Breeze-2027!';
    const body = { currentPassword: DEMO_PASSWORD, newPassword: secret };
    expect(
      (await call(t.app, 'POST', '/api/auth/change-password', { token: ops, body })).status,
    ).toBe(204);
    const [event] = await eventually('?operationId=changePassword', 1);
    expect(event?.changes).toEqual([
      { field: 'currentPassword', before: null, after: '[hidden]' },
      { field: 'newPassword', before: null, after: '[hidden]' },
    ]);
    const everything = JSON.stringify((await read('?pageSize=100')).body);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(DEMO_PASSWORD);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log/export',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${auditor}` },
    });
    expect(csv.body).not.toContain(secret);
  });

  it('narrows by action, entity and user, each alone and together', async () => {
    const total = async (query: string) => (await read(query)).body.total;
    const everything = await total('');
    const branchEvents = await total('?entityType=branch');
    expect(branchEvents).toBeGreaterThanOrEqual(1);
    expect(branchEvents).toBeLessThan(everything);
    expect(await total('?entityType=branch&entityId=demo-abuja')).toBe(1);
    expect(await total('?entityId=demo-abuja')).toBe(1);
    expect(await total('?entityType=branch&entityId=demo-kano')).toBe(0);
    expect(await total('?operationId=updateBranch')).toBe(1);
    expect(await total('?operationId=updateBranch&username=auditor')).toBe(0);
    expect(await total('?operationId=updateBranch&username=admin')).toBe(1);
    const page = (await read('?entityType=user')).body.items;
    expect(page.every((event) => event.entityType === 'user')).toBe(true);
    expect((await read('?entityType=Branch!')).status).toBe(400);
  });

  it('exports the filtered events as CSV, to auditors only', async () => {
    const exportCsv = (query: string, token = auditor) =>
      t.app.inject({
        method: 'GET',
        url: `/api/audit-log/export${query}`,
        headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
      });
    const answer = await exportCsv('?entityType=branch');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.trim().split('\r\n');
    const filtered = (await read('?entityType=branch&pageSize=100')).body;
    expect(lines).toHaveLength(filtered.total + 1);
    expect(lines[0]).toContain('Action');
    expect(lines[1]).toContain('Rename a branch or change its status');
    expect(lines[1]).toContain('demo-abuja');
    expect(lines.slice(1).every((line) => line.includes(',branch,'))).toBe(true);
    const teller = await signIn(t.app, 'teller');
    expect((await exportCsv('', teller)).statusCode).toBe(403);
    const actions = await call<{ items: { operationId: string; label: string }[] }>(
      t.app,
      'GET',
      '/api/audit-log/actions',
      { token: auditor },
    );
    expect(actions.body.items).toContainEqual({
      operationId: 'createBranch',
      label: 'Open a branch',
    });
    expect((await call(t.app, 'GET', '/api/audit-log/actions', { token: teller })).status).toBe(
      403,
    );
  });

  it('refuses to export more than 50,000 events, and exports a narrower search', async () => {
    const at = t.clock.now.toISOString();
    await inTenant(t.database.db, 'demo', async (tx) => {
      for (let batch = 0; batch < 102; batch += 1) {
        const rows = Array.from({ length: 500 }, (_, index) => ({
          id: `bulk-${batch}-${index}`,
          tenant_id: 'demo',
          user_id: null,
          username: 'bulk',
          operation_id: 'createBranch',
          method: 'POST',
          target: null,
          summary: 'a bulk event',
          ip: '127.0.0.1',
          outcome: 'success',
          status_code: 201,
          error_code: null,
          entity_type: 'bulk',
          entity_id: null,
          changes: null,
          at,
        }));
        await tx.trx.insertInto('audit_log').values(rows).execute();
      }
    });
    const exportCsv = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/audit-log/export${query}`,
        headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${auditor}` },
      });
    const refused = await exportCsv('?entityType=bulk');
    expect(refused.statusCode).toBe(422);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'audit_export_too_large' });
    expect(JSON.parse(refused.body).message).toContain('51000 events match');
    const narrower = await exportCsv('?entityType=branch');
    expect(narrower.statusCode).toBe(200);
  });
});
