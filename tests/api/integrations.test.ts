import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenantRead } from '../../server/db/tenant-scope';
import { DEFAULT_DIRECTORY, type NipSwitch } from '../../stand-ins/nip-switch/nip-switch';
import { call, signIn } from '../support/api-client';
import {
  connectTenantToSwitch,
  OUR_INSTITUTION_CODE,
  TEST_SHARED_SECRET,
} from '../support/nip-switch';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface Integration {
  configured: boolean;
  endpoint: string;
  institutionCode: string;
  channelCode: string;
  timeoutMs: number;
  secretSet: boolean;
  secretLastFour: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}
interface TestResult {
  reached: boolean;
  responseCode: string | null;
  message: string;
  accountName: string | null;
  latencyMs: number;
}
interface ErrorBody {
  status: number;
  code: string;
  errors?: { field: string }[];
}

const NEW_SECRET = 'a-new-shared-secret-wxyz';
const beneficiary = DEFAULT_DIRECTORY[0] as (typeof DEFAULT_DIRECTORY)[number];

describe.each(ENGINES)('the payment integration on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let nipSwitch: NipSwitch | undefined;
  const get = (token = admin) =>
    call<Integration & ErrorBody>(t.app, 'GET', '/api/integrations/payments', { token });
  const save = (body: object, token = admin) =>
    call<Integration & ErrorBody>(t.app, 'PUT', '/api/integrations/payments', { token, body });
  const test = (bankCode: string, accountNumber: string) =>
    call<TestResult & ErrorBody>(t.app, 'POST', '/api/integrations/payments/test', {
      token: admin,
      body: { bankCode, accountNumber },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(async () => {
    await nipSwitch?.stop();
    await t.close();
  });

  it('answers configured false with the defaults before anything is saved', async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      configured: false,
      endpoint: '',
      institutionCode: '',
      channelCode: '1',
      timeoutMs: 30_000,
      secretSet: false,
      secretLastFour: null,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('refuses a test before the connection is set up', async () => {
    const answer = await test(beneficiary.institutionCode, beneficiary.accountNumber);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('nip_not_configured');
  });

  it('saves the settings and never answers the secret, only its last four', async () => {
    const saved = await save({
      endpoint: 'http://127.0.0.1:4010/nip',
      institutionCode: OUR_INSTITUTION_CODE,
      timeoutMs: 5_000,
      sharedSecret: NEW_SECRET,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      configured: true,
      endpoint: 'http://127.0.0.1:4010/nip',
      institutionCode: OUR_INSTITUTION_CODE,
      channelCode: '1',
      timeoutMs: 5_000,
      secretSet: true,
      secretLastFour: 'wxyz',
      updatedBy: 'admin',
    });
    const again = await call(t.app, 'GET', '/api/integrations/payments', { token: admin });
    expect(JSON.stringify(again.body)).not.toContain(NEW_SECRET);
    expect(again.body).toEqual(saved.body);
  });

  it('keeps the saved secret when the save leaves it out, and audits without it', async () => {
    const saved = await save({
      endpoint: 'https://nip.example.ng/nip',
      institutionCode: OUR_INSTITUTION_CODE,
      channelCode: '2',
      timeoutMs: 7_000,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ channelCode: '2', secretSet: true, secretLastFour: 'wxyz' });
    const audits = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('audit_log')
        .selectAll()
        .where('tenant_id', '=', 'demo')
        .where('operation_id', '=', 'savePaymentIntegration')
        .execute(),
    );
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audits)).not.toContain(NEW_SECRET);
  });

  it('refuses an endpoint that is not an http or https address', async () => {
    for (const endpoint of ['ftp://nip.example.ng', 'not a url at all', 'javascript:alert(1)']) {
      const answer = await save({
        endpoint,
        institutionCode: OUR_INSTITUTION_CODE,
        timeoutMs: 5_000,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('payment_endpoint_invalid');
      expect(answer.body.errors?.[0]?.field).toBe('endpoint');
    }
    expect((await get()).body.endpoint).toBe('https://nip.example.ng/nip');
  });

  it('is for administrators: a teller is refused', async () => {
    const teller = await signIn(t.app, 'teller');
    expect((await get(teller)).status).toBe(403);
    const refused = await save(
      {
        endpoint: 'http://127.0.0.1:1/nip',
        institutionCode: OUR_INSTITUTION_CODE,
        timeoutMs: 5_000,
      },
      teller,
    );
    expect(refused.status).toBe(403);
  });

  it('tests the connection with a name enquiry and names the account', async () => {
    nipSwitch = await connectTenantToSwitch(t, 'demo');
    const answer = await test(beneficiary.institutionCode, beneficiary.accountNumber);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      reached: true,
      responseCode: '00',
      accountName: beneficiary.accountName,
    });
    expect(answer.body.latencyMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(answer.body)).not.toContain(TEST_SHARED_SECRET);
    const audited = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('audit_log')
        .select('summary')
        .where('tenant_id', '=', 'demo')
        .where('operation_id', '=', 'testPaymentIntegration')
        .where('outcome', '=', 'success')
        .execute(),
    );
    expect(audited.map((row) => row.summary)).toContainEqual(
      expect.stringMatching(/^tested the NIP switch connection: answered 00 in \d+ ms$/),
    );
  });

  it('answers a refusal from the switch as a result', async () => {
    const answer = await test(beneficiary.institutionCode, '0000000000');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ reached: true, responseCode: '07', accountName: null });
    expect(answer.body.message).not.toBe('');
  });

  it('says the switch was not reached when it is down', async () => {
    await nipSwitch?.stop();
    nipSwitch = undefined;
    const answer = await test(beneficiary.institutionCode, beneficiary.accountNumber);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ reached: false, responseCode: null, accountName: null });
    expect(answer.body.message).toMatch(/could not be reached|did not answer/);
  });
});
