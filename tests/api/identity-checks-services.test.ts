import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMismatches } from '../../policies/identity-match';
import { inTenantRead } from '../../server/db/tenant-scope';
import { DEFAULT_DIRECTORY } from '../../stand-ins/identity/directory';
import { call, signIn } from '../support/api-client';
import {
  connectTenantToIdentityServices,
  type IdentityServices,
  TEST_BVN_CREDENTIALS,
  TEST_NIN_CREDENTIALS,
} from '../support/identity-services';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface Service {
  service: string;
  configured: boolean;
  endpoint: string;
  organisationCode: string;
  username: string | null;
  timeoutMs: number;
  secretsSet: boolean;
  updatedBy: string | null;
  code?: string;
}
interface TestResult {
  reached: boolean;
  ok: boolean;
  responseCode: string | null;
  message: string;
  code?: string;
}

describe.each(ENGINES)('the identity services under Integrations on %s', (engine) => {
  let t: TestApp;
  let services: IdentityServices;
  let admin: string;
  const get = (token = admin, tenant = 'demo') =>
    call<{ bvn: Service; nin: Service; code?: string }>(
      t.app,
      'GET',
      '/api/integrations/identity',
      {
        token,
        tenant,
      },
    );
  const save = (service: string, body: object) =>
    call<Service>(t.app, 'PUT', `/api/integrations/identity/${service}`, { token: admin, body });
  const test = (service: string, token = admin, tenant = 'demo') =>
    call<TestResult>(t.app, 'POST', `/api/integrations/identity/${service}/test`, {
      token,
      tenant,
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    services = await connectTenantToIdentityServices(t, 'demo');
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await services.stop();
    await t.close();
  });

  it('answers both services without their secrets', async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.body.bvn).toMatchObject({
      service: 'bvn',
      configured: true,
      endpoint: services.bvn.url,
      organisationCode: TEST_BVN_CREDENTIALS.organisationCode,
      secretsSet: true,
    });
    expect(answer.body.nin).toMatchObject({ username: TEST_NIN_CREDENTIALS.username });
    const text = JSON.stringify(answer.body);
    for (const secret of [
      TEST_BVN_CREDENTIALS.password,
      TEST_BVN_CREDENTIALS.aesKey,
      TEST_BVN_CREDENTIALS.ivKey,
      TEST_NIN_CREDENTIALS.password,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('tests each connection: the service accepts our signed, encrypted lookup', async () => {
    const bvn = await test('bvn');
    expect(bvn.body).toMatchObject({ reached: true, ok: true, responseCode: '01' });
    const nin = await test('nin');
    expect(nin.body).toMatchObject({ reached: true, ok: true, responseCode: '01' });
  });

  it('keeps saved secrets when a save leaves them out, and a wrong password fails the test', async () => {
    const kept = await save('bvn', {
      endpoint: services.bvn.url,
      organisationCode: TEST_BVN_CREDENTIALS.organisationCode,
      timeoutMs: 2_000,
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ secretsSet: true, timeoutMs: 2_000, updatedBy: 'admin' });
    expect((await test('bvn')).body.ok).toBe(true);
    await save('nin', {
      endpoint: services.nin.url,
      organisationCode: TEST_NIN_CREDENTIALS.orgId,
      username: TEST_NIN_CREDENTIALS.username,
      password: 'not-the-password',
      timeoutMs: 2_000,
    });
    const refused = await test('nin');
    expect(refused.body).toMatchObject({ reached: true, ok: false });
    expect(refused.body.message).toContain('refused');
  });

  it('refuses an endpoint that is not an http address and a NIN service without a username', async () => {
    const bad = await save('bvn', {
      endpoint: 'ftp://nibss.example',
      organisationCode: '1',
      timeoutMs: 2_000,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('identity_endpoint_invalid');
    const noUser = await save('nin', {
      endpoint: services.nin.url,
      organisationCode: 'X',
      timeoutMs: 2_000,
    });
    expect(noUser.status).toBe(422);
    expect(noUser.body.code).toBe('identity_settings_incomplete');
  });

  it('answers 409 for a test before a tenant sets the service up', async () => {
    const acmeAdmin = await signIn(t.app, 'admin', 'acme');
    expect((await get(acmeAdmin, 'acme')).body.bvn.configured).toBe(false);
    const answer = await test('bvn', acmeAdmin, 'acme');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('identity_service_not_configured');
  });

  it('keeps the stand-ins’ directory in step with the demo customers, but for the two meant to fail', async () => {
    const rows = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('customer')
        .select(['customer_number', 'bvn', 'profile'])
        .where('tenant_id', '=', 'demo')
        .where('customer_type', '=', 'INDIVIDUAL')
        .orderBy('customer_number')
        .execute(),
    );
    const differing = rows.flatMap((row) => {
      const profile = JSON.parse(row.profile);
      const person = DEFAULT_DIRECTORY.people.find((p) => p.bvn === row.bvn);
      if (!person) return [`${row.customer_number} unknown`];
      const ninAgrees = person.nin === (profile.nin ?? null);
      const differ = identityMismatches(profile, person);
      return differ.length === 0 && ninAgrees ? [] : [`${row.customer_number} ${differ.join(',')}`];
    });
    expect(rows.length).toBeGreaterThan(100);
    expect(differing).toEqual(['1000000002 NAME,PHONE', '1000000003 unknown']);
  });
});
