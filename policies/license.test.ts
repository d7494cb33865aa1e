import { describe, expect, it } from 'vitest';
import {
  isLicenseHighlighted,
  isLicenseInactive,
  licenseProcessingDate,
  licenseStatus,
  normaliseFeatures,
  normaliseLicense,
} from './license';

const FULL = {
  allowed: true,
  verified: true,
  tenantId: ' acme ',
  status: 'active',
  features: ['accounts', 'LOANS', ' loans ', '', 3],
  processingDate: '2025-01-31',
  businessDate: '2025-01-30',
  tenant: { id: 'acme', name: 'Acme MFB', processingDate: '2025-01-29' },
  displayName: 'Acme Microfinance Bank',
  metadata: { processingDate: '2025-01-28', plan: 'gold' },
  trialExpiresAt: null,
  extra: 'dropped',
};

describe('normaliseLicense: the License entity of SPEC.md section 3', () => {
  it('keeps allowed, verified, tenantId, status, features, dates, tenant, displayName, metadata, trialExpiresAt', () => {
    expect(normaliseLicense(FULL)).toEqual({
      allowed: true,
      verified: true,
      tenantId: 'acme',
      status: 'ACTIVE',
      features: ['ACCOUNTS', 'LOANS'],
      processingDate: '2025-01-31',
      businessDate: '2025-01-30',
      tenant: { id: 'acme', name: 'Acme MFB', processingDate: '2025-01-29' },
      displayName: 'Acme Microfinance Bank',
      metadata: { processingDate: '2025-01-28', plan: 'gold' },
      trialExpiresAt: null,
    });
  });

  it('"The response may be wrapped in a value object"', () => {
    expect(normaliseLicense({ value: FULL })).toEqual(normaliseLicense(FULL));
  });

  it.each([[null], [undefined], ['licensed'], [{}], [{ allowed: 'yes' }]])(
    'a malformed response %j unlocks nothing',
    (raw) => {
      const license = normaliseLicense(raw);
      expect(license.allowed).toBe(false);
      expect(license.features).toEqual([]);
      expect(license.tenant).toBeNull();
      expect(license.metadata).toEqual({ processingDate: null });
    },
  );

  it('"features (upper-cased unique)"', () => {
    expect(normaliseFeatures(['nip', 'NIP', ' Finance ', null, ''])).toEqual(['NIP', 'FINANCE']);
    expect(normaliseFeatures('NIP')).toEqual([]);
  });
});

describe('"License status: explicit status if given; otherwise EXPIRED if not allowed, TRIAL if a trial expiry exists, else ACTIVE"', () => {
  it.each<[string, boolean, string | null, string | null, string]>([
    ['explicit status, upper-cased', true, 'suspended', null, 'SUSPENDED'],
    ['explicit status wins over not allowed', false, 'active', null, 'ACTIVE'],
    ['explicit status wins over a trial', true, 'grace', '2025-02-01', 'GRACE'],
    ['not allowed', false, null, null, 'EXPIRED'],
    ['not allowed, with a trial expiry', false, null, '2025-02-01', 'EXPIRED'],
    ['allowed with a trial expiry', true, null, '2025-02-01', 'TRIAL'],
    ['allowed, blank status', true, '  ', null, 'ACTIVE'],
    ['allowed', true, null, null, 'ACTIVE'],
  ])('%s', (_rule, allowed, status, trialExpiresAt, expected) => {
    expect(licenseStatus({ allowed, status, trialExpiresAt })).toBe(expected);
  });
});

describe('"License status (highlighted if not allowed or trial)" and the inactive banner', () => {
  it.each<[boolean, string | null, string | null, boolean]>([
    [true, null, null, false],
    [true, 'ACTIVE', null, false],
    [false, null, null, true],
    [false, 'ACTIVE', null, true],
    [true, null, '2025-02-01', true],
    [true, 'trial', null, true],
  ])(
    'allowed %s, status %s, trial %s: highlighted %s',
    (allowed, status, trialExpiresAt, expected) => {
      expect(isLicenseHighlighted({ allowed, status, trialExpiresAt })).toBe(expected);
    },
  );

  it("'License inactive.' appears when the license is not allowed", () => {
    expect(isLicenseInactive({ allowed: false })).toBe(true);
    expect(isLicenseInactive({ allowed: true })).toBe(false);
  });
});

describe('the processing date shown in the header', () => {
  it.each<[Record<string, unknown>, string | null]>([
    [FULL, '2025-01-31'],
    [{ ...FULL, processingDate: null }, '2025-01-28'],
    [{ ...FULL, processingDate: null, metadata: {} }, '2025-01-29'],
    [{ ...FULL, processingDate: null, metadata: {}, tenant: null }, '2025-01-30'],
    [{}, null],
  ])('%#: %s', (raw, expected) => {
    expect(licenseProcessingDate(normaliseLicense(raw))).toBe(expected);
  });
});
