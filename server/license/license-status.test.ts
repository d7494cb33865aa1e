import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { components } from '../../api/schema.gen';
import { otherVendor, sampleDocument, signRawPayload, vendor } from './license.fixture';
import type { LicenseDocument } from './license-document';
import { signLicense } from './license-key';
import { evaluateLicense, type LicenseView } from './license-status';

const tenant = { id: 'acme', name: 'Acme MFB', processingDate: '2026-06-30' };
const trustedPublicKeysPem = [vendor.publicKeyPem];
const WITHIN = new Date('2026-06-30T12:00:00Z');

/** The License schema of openapi.yaml, so every view below is checked against the contract. */
const validateLicense = (() => {
  const doc = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'contract', components: doc.components });
  return ajv.compile({ $ref: 'contract#/components/schemas/License' });
})();

function evaluate(key: string | null, now: Date = WITHIN): LicenseView {
  const view = evaluateLicense({ tenant, key, trustedPublicKeysPem, now });
  // The assignment fails to compile if the view ever drifts from the generated schema type.
  const asContract: components['schemas']['License'] = view;
  expect(validateLicense(asContract), JSON.stringify(validateLicense.errors)).toBe(true);
  return view;
}

function keyFor(overrides: Partial<LicenseDocument> = {}): string {
  return signLicense(sampleDocument(overrides), vendor.privateKeyPem);
}

/** The view of a license that cannot be used: nothing from the document shows. */
function refused(reason: string, verified: boolean, extra: Record<string, string> = {}) {
  return {
    allowed: false,
    verified,
    tenantId: 'acme',
    status: 'EXPIRED',
    features: [],
    processingDate: '2026-06-30',
    businessDate: '2026-06-30',
    tenant,
    displayName: 'Acme MFB',
    metadata: { processingDate: '2026-06-30', ...extra, reason },
    trialExpiresAt: null,
  };
}

describe('evaluateLicense', () => {
  it('allows a current ACTIVE license and shows what it grants', () => {
    expect(evaluate(keyFor())).toEqual({
      allowed: true,
      verified: true,
      tenantId: 'acme',
      status: 'ACTIVE',
      features: ['ACCOUNTS', 'LOANS'],
      processingDate: '2026-06-30',
      businessDate: '2026-06-30',
      tenant,
      displayName: 'Acme Microfinance Bank',
      metadata: {
        processingDate: '2026-06-30',
        licenseId: 'lic-0001',
        validUntil: '2026-12-31T23:59:59.999Z',
        issuedAt: '2026-01-01T09:00:00.000Z',
      },
      trialExpiresAt: null,
    });
  });

  it.each([null, '', '  \n'])('reports a missing license for the key %j', (key) => {
    expect(evaluate(key)).toEqual(refused('license_missing', false));
  });

  it('refuses a malformed key, unverified', () => {
    expect(evaluate('KOBO1.not-a-license')).toEqual(refused('license_malformed', false));
  });

  it("refuses another vendor's key, unverified", () => {
    const key = signLicense(sampleDocument(), otherVendor.privateKeyPem);
    expect(evaluate(key)).toEqual(refused('license_signature_invalid', false));
  });

  it('refuses a signed document of a later version, unverified', () => {
    const key = signRawPayload(JSON.stringify({ ...sampleDocument(), v: 2 }));
    expect(evaluate(key)).toEqual(refused('license_version_unsupported', false));
  });

  it("refuses another tenant's genuine license without showing its contents", () => {
    const key = keyFor({ tenantId: 'other-bank', tenantName: 'Other Bank' });
    expect(evaluate(key)).toEqual(
      refused('license_tenant_mismatch', true, { licenseId: 'lic-0001' }),
    );
  });

  it('still allows the license at exactly validUntil', () => {
    const view = evaluate(keyFor(), new Date('2026-12-31T23:59:59.999Z'));
    expect(view.allowed).toBe(true);
    expect(view.status).toBe('ACTIVE');
  });

  it('expires the license one millisecond after validUntil, keeping its features for display', () => {
    expect(evaluate(keyFor(), new Date('2027-01-01T00:00:00.000Z'))).toEqual({
      allowed: false,
      verified: true,
      tenantId: 'acme',
      status: 'EXPIRED',
      features: ['ACCOUNTS', 'LOANS'],
      processingDate: '2026-06-30',
      businessDate: '2026-06-30',
      tenant,
      displayName: 'Acme Microfinance Bank',
      metadata: {
        processingDate: '2026-06-30',
        licenseId: 'lic-0001',
        validUntil: '2026-12-31T23:59:59.999Z',
        issuedAt: '2026-01-01T09:00:00.000Z',
        reason: 'license_expired',
      },
      trialExpiresAt: null,
    });
  });

  describe('a TRIAL license', () => {
    const trialEnd = '2026-07-31T23:59:59.999Z';
    const trialKey = keyFor({ status: 'TRIAL', trialExpiresAt: trialEnd });

    it('is allowed as TRIAL before and at trialExpiresAt', () => {
      for (const now of [WITHIN, new Date(trialEnd)]) {
        const view = evaluate(trialKey, now);
        expect(view).toMatchObject({ allowed: true, status: 'TRIAL', trialExpiresAt: trialEnd });
        expect(view.metadata.reason).toBeUndefined();
      }
    });

    it('expires after trialExpiresAt even though validUntil is later', () => {
      const view = evaluate(trialKey, new Date('2026-08-01T00:00:00.000Z'));
      expect(view).toMatchObject({
        allowed: false,
        verified: true,
        status: 'EXPIRED',
        features: ['ACCOUNTS', 'LOANS'],
        trialExpiresAt: trialEnd,
        metadata: { reason: 'license_expired' },
      });
    });

    it('expires after validUntil when the trial would run longer', () => {
      const key = keyFor({ status: 'TRIAL', trialExpiresAt: '2027-06-30T00:00:00Z' });
      const view = evaluate(key, new Date('2027-01-01T00:00:00.000Z'));
      expect(view).toMatchObject({ allowed: false, status: 'EXPIRED' });
    });
  });

  it('throws on an invalid clock instead of treating every license as current', () => {
    expect(() =>
      evaluateLicense({ tenant, key: keyFor(), trustedPublicKeysPem, now: new Date('nope') }),
    ).toThrow(TypeError);
  });

  it('lets configuration faults through instead of blaming the license', () => {
    expect(() =>
      evaluateLicense({ tenant, key: keyFor(), trustedPublicKeysPem: ['junk'], now: WITHIN }),
    ).toThrow(/not a PEM public key/);
  });
});
