import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { DEMO_ISSUER_PRIVATE_KEY_PEM } from '../../server/license/demo-issuer';
import type { LicenseDocument } from '../../server/license/license-document';
import { generateVendorKeyPair, signLicense } from '../../server/license/license-key';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

const DAY_MS = 24 * 60 * 60 * 1000;

interface Entry {
  key: string;
  value: Record<string, unknown>;
  updatedAt: string | null;
  updatedBy: string | null;
}
interface ErrorBody {
  status: number;
  code: string;
  errors?: { field: string; code: string }[];
}
interface LicenseBody {
  allowed: boolean;
  status: string;
  features: string[];
  metadata: Record<string, string>;
}

describe.each(ENGINES)('configuration on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let acme: string;
  const get = (key: string, token = admin, tenant = 'demo') =>
    call<Entry>(t.app, 'GET', `/api/config/${key}`, { token, tenant });
  const save = (key: string, value: unknown, token = admin, tenant = 'demo') =>
    call<Entry & ErrorBody>(t.app, 'POST', `/api/config/${key}`, {
      token,
      tenant,
      body: { value },
    });
  /** A license signed by the demo issuer, which the test server trusts. */
  const license = (overrides: Partial<LicenseDocument> = {}) =>
    signLicense(
      {
        v: 1,
        licenseId: 'lic-acme-2',
        tenantId: 'acme',
        tenantName: 'Acme Microfinance Bank',
        features: ['ACCOUNTS', 'TILLS', 'LOANS', 'FINANCE'],
        status: 'ACTIVE',
        trialExpiresAt: null,
        validUntil: new Date(t.clock.now.getTime() + 90 * DAY_MS).toISOString(),
        issuedAt: new Date(t.clock.now.getTime() - DAY_MS).toISOString(),
        ...overrides,
      },
      DEMO_ISSUER_PRIVATE_KEY_PEM,
    );
  const acmeLicense = async () =>
    (await call<LicenseBody>(t.app, 'GET', '/api/admin/license', { token: acme, tenant: 'acme' }))
      .body;

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
    acme = await signIn(t.app, 'admin', 'acme');
  });
  afterAll(() => t.close());

  it('answers the default of an entry never saved, to any signed-in user', async () => {
    const teller = await signIn(t.app, 'teller');
    expect((await get('forms', teller)).status).toBe(200);
    // The demo bank has seeded form rules; acme never saved any.
    const forms = await get('forms', acme, 'acme');
    expect(forms.status).toBe(200);
    expect(forms.body).toEqual({
      key: 'forms',
      value: { forms: {} },
      updatedAt: null,
      updatedBy: null,
    });
    await inTenant(t.database.db, 'lapsed', (tx) =>
      tx.trx.deleteFrom('config_entry').where('tenant_id', '=', 'lapsed').execute(),
    );
    const lapsed = await signIn(t.app, 'admin', 'lapsed');
    expect((await get('license', lapsed, 'lapsed')).body).toEqual({
      key: 'license',
      value: { licenseKey: '' },
      updatedAt: null,
      updatedBy: null,
    });
    const seeded = await get('license');
    expect(seeded.body.updatedBy).toBe('system');
    expect(seeded.body.value.licenseKey).toMatch(/^KOBO1\./);
    expect((await get('colours')).status).toBe(400);
  });

  it('saves form rules and reads them back', async () => {
    const value = {
      forms: {
        'customer.create': {
          fields: {
            bvn: { required: true, pattern: '^\\d{11}$', label: 'BVN' },
            middleName: { hidden: true },
          },
        },
      },
    };
    const saved = await save('forms', value);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      key: 'forms',
      value,
      updatedAt: t.clock.now.toISOString(),
      updatedBy: 'admin',
    });
    expect((await get('forms')).body).toEqual(saved.body);
  });

  it('refuses a form rule whose pattern is not a regular expression', async () => {
    const answer = await save('forms', {
      forms: {
        transfer: { fields: { narration: { pattern: '([0-9]+' }, reference: { pattern: '\\d+' } } },
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'form_rule_pattern_invalid',
      errors: [
        {
          field: 'body.value.forms.transfer.fields.narration.pattern',
          code: 'form_rule_pattern_invalid',
        },
      ],
    });
    expect(answer.body.errors).toHaveLength(1);
  });

  it('refuses a value of the other key', async () => {
    const forms = await save('license', { forms: {} });
    expect(forms.status).toBe(422);
    expect(forms.body.code).toBe('config_value_does_not_match_key');
    const key = await save('forms', { licenseKey: license() });
    expect(key.body.code).toBe('config_value_does_not_match_key');
    expect((await save('forms', { forms: {}, licenseKey: 'x' })).status).toBe(400);
  });

  it('answers the tills defaults and refuses another kind of value under the tills key', async () => {
    const tills = await get('tills', acme, 'acme');
    expect(tills.status).toBe(200);
    expect(tills.body.updatedBy).toBeNull();
    expect(tills.body.value).toMatchObject({
      withdrawalLimits: [
        { roleKey: 'BRANCH_TELLER', limitKobo: 500_000_00 },
        { roleKey: 'VAULT_HEAD_TELLER', limitKobo: 2_000_000_00 },
      ],
    });
    const wrong = await save('tills', { forms: {} }, acme, 'acme');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('config_value_does_not_match_key');
    const licenseAsTills = await save(
      'license',
      { denominations: [], withdrawalLimits: [] },
      acme,
      'acme',
    );
    expect(licenseAsTills.body.code).toBe('config_value_does_not_match_key');
  });

  it('installs a license key, and the license answer follows it at once', async () => {
    expect((await acmeLicense()).features).not.toContain('FINANCE');
    const saved = await save('license', { licenseKey: license() }, acme, 'acme');
    expect(saved.status).toBe(200);
    expect(saved.body.updatedBy).toBe('admin');
    const now = await acmeLicense();
    expect(now).toMatchObject({ allowed: true, status: 'ACTIVE' });
    expect(now.features).toContain('FINANCE');
    expect(now.metadata.licenseId).toBe('lic-acme-2');
  });

  it('installs a lapsed license, which reads as EXPIRED', async () => {
    const expired = license({
      licenseId: 'lic-acme-old',
      issuedAt: new Date(t.clock.now.getTime() - 400 * DAY_MS).toISOString(),
      validUntil: new Date(t.clock.now.getTime() - DAY_MS).toISOString(),
    });
    expect((await save('license', { licenseKey: expired }, acme, 'acme')).status).toBe(200);
    expect(await acmeLicense()).toMatchObject({
      allowed: false,
      status: 'EXPIRED',
      metadata: { licenseId: 'lic-acme-old', reason: 'license_expired' },
    });
    expect((await save('license', { licenseKey: license() }, acme, 'acme')).status).toBe(200);
    expect((await acmeLicense()).allowed).toBe(true);
  });

  it("refuses keys that do not verify, are empty, or are another tenant's", async () => {
    const refusal = async (licenseKey: string) => {
      const answer = await save('license', { licenseKey }, acme, 'acme');
      expect(answer.status).toBe(422);
      return [answer.body.code, answer.body.errors?.[0]?.code];
    };
    expect(await refusal('KOBO1.abc.def')).toEqual(['license_key_invalid', 'license_malformed']);
    expect(await refusal('   ')).toEqual(['license_key_invalid', 'license_missing']);
    const otherVendor = generateVendorKeyPair();
    const foreign = signLicense(
      {
        v: 1,
        licenseId: 'lic-x',
        tenantId: 'acme',
        tenantName: 'Acme',
        features: ['ACCOUNTS'],
        status: 'ACTIVE',
        trialExpiresAt: null,
        validUntil: '2099-12-31T23:59:59.999Z',
        issuedAt: '2026-01-01T00:00:00.000Z',
      },
      otherVendor.privateKeyPem,
    );
    expect(await refusal(foreign)).toEqual(['license_key_invalid', 'license_signature_invalid']);
    const demoKey = license({ tenantId: 'demo', tenantName: 'Kobo Demo Microfinance Bank' });
    expect(await refusal(demoKey)).toEqual([
      'license_key_for_other_tenant',
      'license_key_for_other_tenant',
    ]);
    // Nothing refused was saved.
    expect((await acmeLicense()).metadata.licenseId).toBe('lic-acme-2');
  });

  it('lets only configuration managers save', async () => {
    const teller = await signIn(t.app, 'teller');
    const answer = await save('forms', { forms: {} }, teller);
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('permission_denied');
  });
});
