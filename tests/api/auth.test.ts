import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_ADDRESS_FAILURES } from '../../server/auth/auth.handlers';
import { inTenant } from '../../server/db/tenant-scope';
import { DEMO_PASSWORD } from '../../server/demo/demo-tenants';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

describe.each(ENGINES)('sign-in and sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('signs a demo user in with a normalised user and a token that expires in 8 hours', async () => {
    const answer = await call<{
      token: string;
      tenantId: string;
      expiresAt: string;
      user: Record<string, unknown>;
    }>(t.app, 'POST', '/api/auth/login', {
      body: { username: 'multirole', password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.tenantId).toBe('demo');
    expect(answer.body.user).toMatchObject({
      username: 'multirole',
      role: 'BRANCH_TELLER',
      roles: ['BRANCH_TELLER', 'LOAN_OFFICER', 'CREDIT_ANALYST'],
      activeRole: 'BRANCH_TELLER',
      branchId: 'demo-kano',
      scope: { branchIds: ['demo-kano'] },
      tenantId: 'demo',
      tenantName: 'Kobo Demo Microfinance Bank',
      mustChangePassword: false,
    });
    expect(answer.body.user.permissions).toContain('loan.view');
    const [, payload] = answer.body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
    expect(typeof claims.jti).toBe('string');
    expect(Date.parse(answer.body.expiresAt)).toBe(claims.exp * 1000);
  });

  it('answers one 401 for an unknown user, a wrong password and an unknown tenant', async () => {
    const wrong = [
      { tenant: 'demo', username: 'nobody', password: DEMO_PASSWORD },
      { tenant: 'demo', username: 'teller', password: 'not-the-password' },
      { tenant: 'nowhere', username: 'teller', password: DEMO_PASSWORD },
    ];
    for (const { tenant, ...body } of wrong) {
      const answer = await call(t.app, 'POST', '/api/auth/login', { tenant, body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        status: 401,
        code: 'invalid_credentials',
        message: 'The username or password is wrong.',
      });
    }
    const failures = await inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('audit_log')
        .select(['status_code', 'outcome', 'error_code'])
        .where('operation_id', '=', 'login')
        .where('target', '=', 'teller')
        .execute(),
    );
    expect(failures).toEqual([
      { status_code: 401, outcome: 'failure', error_code: 'invalid_credentials' },
    ]);
  });

  it('throttles after 5 failures within 15 minutes, then lets the user in again', async () => {
    const attempt = (password: string) =>
      call(t.app, 'POST', '/api/auth/login', { body: { username: 'viewer', password } });
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password')).status).toBe(401);
    const held = await attempt(DEMO_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.body.code).toBe('too_many_login_attempts');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceMs(15 * 60 * 1000 + 1000);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
  });

  it('holds back one address that fails for many usernames (password spraying)', async () => {
    const spraying = '198.51.100.7';
    const attempt = (username: string, password: string, remoteAddress = spraying) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-tenant-id': 'demo' },
        remoteAddress,
        payload: { username, password },
      });
    // One guess for each of many usernames, known and unknown, never five for any one of them.
    const usernames = Array.from({ length: LOGIN_MAX_ADDRESS_FAILURES }, (_, i) =>
      i % 2 === 0 ? `sprayed${i}` : ['csr', 'hr', 'ops', 'risk', 'product'][i % 5],
    ) as string[];
    for (const username of usernames.slice(0, -1)) {
      expect((await attempt(username, 'Spring-2026!')).statusCode).toBe(401);
    }
    // One failure short of the limit, a right password still lets its owner in.
    expect((await attempt('finance', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await attempt(usernames.at(-1) as string, 'Spring-2026!')).statusCode).toBe(401);
    for (const username of ['treasury', 'sprayed-next', 'finance']) {
      const held = await attempt(username, DEMO_PASSWORD);
      expect(held.statusCode).toBe(429);
      expect(held.json().code).toBe('too_many_login_attempts');
      const retryAfterSeconds = Number(held.headers['retry-after']);
      expect(retryAfterSeconds).toBeGreaterThan(0);
      expect(retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
    // The same users from their own addresses are not held back by the sprayer.
    expect((await attempt('treasury', DEMO_PASSWORD, '203.0.113.20')).statusCode).toBe(200);
    t.clock.advanceMs(15 * 60 * 1000 + 1000);
    expect((await attempt('treasury', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('revokes the token at logout', async () => {
    const token = await signIn(t.app, 'teller');
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token })).status).toBe(204);
    const after = await call(t.app, 'GET', '/api/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('token_revoked');
  });

  it('refuses a token used with another tenant header', async () => {
    const token = await signIn(t.app, 'admin', 'acme');
    const answer = await call(t.app, 'GET', '/api/auth/me', { token, tenant: 'demo' });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('tenant_mismatch');
  });

  it('holds a user who must change the password until it is changed', async () => {
    const token = await signIn(t.app, 'newhire');
    expect((await call(t.app, 'GET', '/api/users', { token })).body.code).toBe(
      'password_change_required',
    );
    const weak = await call(t.app, 'POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'newhire-password-1' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual([
      expect.objectContaining({ field: 'body.newPassword', code: 'password_contains_username' }),
    ]);
    const changed = await call(t.app, 'POST', '/api/auth/change-password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Lagos-harbour-2026' },
    });
    expect(changed.status).toBe(204);
    const me = await call<{ mustChangePassword: boolean }>(t.app, 'GET', '/api/auth/me', { token });
    expect(me.body.mustChangePassword).toBe(false);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { username: 'newhire', password: 'Lagos-harbour-2026' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers an expired token with 401 token_expired', async () => {
    const token = await signIn(t.app, 'auditor');
    t.clock.advanceMs(8 * 60 * 60 * 1000 + 1000);
    const answer = await call(t.app, 'GET', '/api/auth/me', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('token_expired');
  });
});
