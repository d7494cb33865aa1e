import { describe, expect, it } from 'vitest';
import { sampleDocument } from './license.fixture';
import {
  encodeLicenseDocument,
  isIsoDateTime,
  MAX_TENANT_NAME_LENGTH,
  parseLicenseDocument,
} from './license-document';
import { LicenseError, type LicenseErrorCode } from './license-error';

function codeOf(value: unknown): LicenseErrorCode | 'no error' {
  try {
    parseLicenseDocument(value);
    return 'no error';
  } catch (error) {
    if (error instanceof LicenseError) {
      return error.code;
    }
    throw error;
  }
}

describe('parseLicenseDocument', () => {
  it('returns a valid document unchanged', () => {
    expect(parseLicenseDocument(sampleDocument())).toEqual(sampleDocument());
  });

  it('upper-cases, merges and sorts the features', () => {
    const document = parseLicenseDocument(
      sampleDocument({ features: [' loans', 'ACCOUNTS', 'Loans', 'reports'] }),
    );
    expect(document.features).toEqual(['ACCOUNTS', 'LOANS', 'REPORTS']);
  });

  it('accepts an empty feature list and a trial with its end date', () => {
    const trial = sampleDocument({
      features: [],
      status: 'TRIAL',
      trialExpiresAt: '2026-02-01T00:00:00+01:00',
    });
    expect(parseLicenseDocument(trial)).toEqual(trial);
  });

  it.each([
    ['null', null],
    ['an array', [sampleDocument()]],
    ['text', JSON.stringify(sampleDocument())],
    ['a document with an unknown field', { ...sampleDocument(), plan: 'gold' }],
    ['a document without issuedAt', { ...sampleDocument(), issuedAt: undefined }],
    ['v as text', { ...sampleDocument(), v: '1' }],
    ['an empty licenseId', sampleDocument({ licenseId: '' })],
    ['a 65-character tenantId', sampleDocument({ tenantId: 'a'.repeat(65) })],
    ['a tenantId with a space', sampleDocument({ tenantId: 'acme bank' })],
    ['a tenantId starting with -', sampleDocument({ tenantId: '-acme' })],
    ['a blank tenantName', sampleDocument({ tenantName: '  ' })],
    ['an untrimmed tenantName', sampleDocument({ tenantName: ' Acme ' })],
    ['a tenantName with a newline', sampleDocument({ tenantName: 'Acme\nBank' })],
    ['a tenantName one too long', sampleDocument({ tenantName: 'a'.repeat(121) })],
    ['an unknown feature', sampleDocument({ features: ['ACCOUNTS', 'CARDS'] })],
    ['a feature that is not text', { ...sampleDocument(), features: [1] }],
    ['features that are not a list', { ...sampleDocument(), features: 'ACCOUNTS' }],
    ['33 features', sampleDocument({ features: Array(33).fill('LOANS') })],
    ['the status EXPIRED', { ...sampleDocument(), status: 'EXPIRED' }],
    ['a lower-case status', { ...sampleDocument(), status: 'active' }],
    ['a TRIAL without trialExpiresAt', sampleDocument({ status: 'TRIAL' })],
    [
      'an ACTIVE license with trialExpiresAt',
      sampleDocument({ trialExpiresAt: '2026-02-01T00:00:00Z' }),
    ],
    ['a bare date as validUntil', sampleDocument({ validUntil: '2026-12-31' })],
    ['30 February', sampleDocument({ validUntil: '2026-02-30T00:00:00Z' })],
    ['validUntil equal to issuedAt', sampleDocument({ validUntil: '2026-01-01T09:00:00.000Z' })],
    ['validUntil before issuedAt', sampleDocument({ validUntil: '2025-12-31T00:00:00.000Z' })],
  ])('refuses %s as license_malformed', (_, value) => {
    expect(codeOf(value)).toBe('license_malformed');
  });

  it('takes a tenantName of exactly the maximum length', () => {
    const name = 'a'.repeat(MAX_TENANT_NAME_LENGTH);
    expect(parseLicenseDocument(sampleDocument({ tenantName: name })).tenantName).toBe(name);
  });

  it('reports a later document version apart from a malformed one', () => {
    expect(codeOf({ ...sampleDocument(), v: 2 })).toBe('license_version_unsupported');
    expect(codeOf({ ...sampleDocument(), v: 0 })).toBe('license_malformed');
  });
});

describe('isIsoDateTime', () => {
  it.each([
    '2026-12-31T23:59:59.999Z',
    '2026-12-31T23:59:59Z',
    '2026-12-31T23:59:59.9+01:00',
    '2024-02-29T00:00:00-05:30',
  ])('accepts %s', (text) => {
    expect(isIsoDateTime(text)).toBe(true);
  });

  it.each([
    '',
    '2026-12-31',
    '2026-12-31T23:59Z',
    '2026-12-31T23:59:59',
    '2026-12-31 23:59:59Z',
    '2025-02-29T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-12-31T24:00:00Z',
    '2026-12-31T23:59:60Z',
    '2026-12-31T23:59:59.1234Z',
    '2026-12-31T23:59:59+24:00',
    '0099-01-01T00:00:00Z',
    'Thu, 31 Dec 2026 23:59:59 GMT',
  ])('refuses %j', (text) => {
    expect(isIsoDateTime(text)).toBe(false);
  });
});

describe('encodeLicenseDocument', () => {
  it('writes the fields in one fixed order whatever order they arrive in', () => {
    const reversed = Object.fromEntries(Object.entries(sampleDocument()).reverse());
    const encoded = encodeLicenseDocument(parseLicenseDocument(reversed));
    expect(encoded).toBe(encodeLicenseDocument(sampleDocument()));
    expect(Object.keys(JSON.parse(encoded))).toEqual([
      'v',
      'licenseId',
      'tenantId',
      'tenantName',
      'features',
      'status',
      'trialExpiresAt',
      'validUntil',
      'issuedAt',
    ]);
  });

  it('encodes the normalised features, so spelling variants sign the same bytes', () => {
    const messy = sampleDocument({ features: ['loans', 'accounts', 'LOANS'] });
    expect(encodeLicenseDocument(messy)).toBe(encodeLicenseDocument(sampleDocument()));
  });

  it('refuses to encode an invalid document', () => {
    expect(() => encodeLicenseDocument(sampleDocument({ tenantId: '' }))).toThrow(LicenseError);
  });
});
