import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { otherVendor, sampleDocument, signRawPayload, vendor } from './license.fixture';
import { encodeLicenseDocument } from './license-document';
import { LicenseError, type LicenseErrorCode } from './license-error';
import {
  LICENSE_KEY_PREFIX,
  MAX_LICENSE_KEY_LENGTH,
  signLicense,
  verifyLicenseKey,
} from './license-key';

const trusted = [vendor.publicKeyPem];

function codeOf(key: string, keys: readonly string[] = trusted): LicenseErrorCode | 'no error' {
  try {
    verifyLicenseKey(key, keys);
    return 'no error';
  } catch (error) {
    if (error instanceof LicenseError) {
      return error.code;
    }
    throw error;
  }
}

function parts(key: string): [string, string, string] {
  const [prefix = '', payload = '', signature = ''] = key.split('.');
  return [prefix, payload, signature];
}

describe('signLicense and verifyLicenseKey', () => {
  it('round-trips a document through a KOBO1 key', () => {
    const key = signLicense(sampleDocument(), vendor.privateKeyPem);
    expect(key.startsWith(`${LICENSE_KEY_PREFIX}.`)).toBe(true);
    expect(key.split('.')).toHaveLength(3);
    expect(verifyLicenseKey(key, trusted)).toEqual({ document: sampleDocument() });
  });

  it('signs the canonical JSON, so the same document always gives the same key', () => {
    const key = signLicense(sampleDocument(), vendor.privateKeyPem);
    const reordered = { ...sampleDocument(), features: ['loans', 'ACCOUNTS'] };
    expect(signLicense(reordered, vendor.privateKeyPem)).toBe(key);
    const [, payload] = parts(key);
    expect(Buffer.from(payload, 'base64url').toString('utf8')).toBe(
      encodeLicenseDocument(sampleDocument()),
    );
  });

  it('accepts a key with surrounding whitespace, as pasted from a terminal', () => {
    const key = signLicense(sampleDocument(), vendor.privateKeyPem);
    expect(verifyLicenseKey(`  ${key}\n`, trusted).document.tenantId).toBe('acme');
  });

  it('refuses a tampered payload', () => {
    const [prefix, , signature] = parts(signLicense(sampleDocument(), vendor.privateKeyPem));
    const forged = encodeLicenseDocument(sampleDocument({ validUntil: '2099-12-31T23:59:59Z' }));
    const key = [prefix, Buffer.from(forged).toString('base64url'), signature].join('.');
    expect(codeOf(key)).toBe('license_signature_invalid');
  });

  it('refuses a tampered signature', () => {
    const [prefix, payload, signature] = parts(signLicense(sampleDocument(), vendor.privateKeyPem));
    const bytes = Buffer.from(signature, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(codeOf([prefix, payload, bytes.toString('base64url')].join('.'))).toBe(
      'license_signature_invalid',
    );
  });

  it("refuses another vendor's key, and takes it once that vendor is trusted too", () => {
    const key = signLicense(sampleDocument(), otherVendor.privateKeyPem);
    expect(codeOf(key)).toBe('license_signature_invalid');
    expect(codeOf(key, [])).toBe('license_signature_invalid');
    expect(codeOf(key, [vendor.publicKeyPem, otherVendor.publicKeyPem])).toBe('no error');
  });

  it('checks the signature before the payload, so an unsigned bad payload is a bad signature', () => {
    const [, , signature] = parts(signLicense(sampleDocument(), vendor.privateKeyPem));
    const key = `${LICENSE_KEY_PREFIX}.${Buffer.from('not json').toString('base64url')}.${signature}`;
    expect(codeOf(key)).toBe('license_signature_invalid');
  });
});

describe('verifyLicenseKey on malformed keys', () => {
  const good = signLicense(sampleDocument(), vendor.privateKeyPem);
  const [, payload, signature] = parts(good);

  it.each([
    ['an empty key', ''],
    ['a key of blanks', '   '],
    ['a wrong prefix', `KOBO2.${payload}.${signature}`],
    ['a lower-case prefix', `kobo1.${payload}.${signature}`],
    ['two parts', `${LICENSE_KEY_PREFIX}.${payload}`],
    ['four parts', `${good}.${signature}`],
    ['an empty payload', `${LICENSE_KEY_PREFIX}..${signature}`],
    ['a payload that is not base64url', `${LICENSE_KEY_PREFIX}.${payload}+/.${signature}`],
    ['padded base64', `${LICENSE_KEY_PREFIX}.${payload}==.${signature}`],
    ['a non-canonical base64url ending', `${LICENSE_KEY_PREFIX}.QR.${signature}`],
    ['a short signature', `${LICENSE_KEY_PREFIX}.${payload}.${signature.slice(0, 40)}`],
    ['a key longer than 8 KiB', `${good}${'A'.repeat(MAX_LICENSE_KEY_LENGTH)}`],
    ['signed text that is not JSON', signRawPayload('{"v":1,')],
    ['signed bytes that are not UTF-8', signRawPayload(Buffer.from([0x7b, 0xff, 0x7d]))],
    ['a signed JSON array', signRawPayload('[]')],
    [
      'a signed document for an unknown feature',
      signRawPayload(JSON.stringify({ ...sampleDocument(), features: ['CARDS'] })),
    ],
  ])('refuses %s as license_malformed', (_, key) => {
    expect(codeOf(key)).toBe('license_malformed');
  });

  it('refuses a key of exactly one character too many before reading it', () => {
    const tooLong = 'x'.repeat(MAX_LICENSE_KEY_LENGTH + 1);
    expect(codeOf(tooLong)).toBe('license_malformed');
  });

  it('reports a signed document of a later version as unsupported', () => {
    const key = signRawPayload(JSON.stringify({ ...sampleDocument(), v: 2 }));
    expect(codeOf(key)).toBe('license_version_unsupported');
  });
});

describe('key configuration faults', () => {
  const key = signLicense(sampleDocument(), vendor.privateKeyPem);

  it('throws a TypeError, not a LicenseError, for a private key in the trust list', () => {
    expect(() => verifyLicenseKey(key, [vendor.privateKeyPem])).toThrow(TypeError);
  });

  it('throws a TypeError for a trusted key that is not Ed25519', () => {
    const { publicKey } = generateKeyPairSync('x25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    expect(() => verifyLicenseKey(key, [publicKey])).toThrow(/not Ed25519/);
  });

  it('throws a TypeError when signing with a key that is not Ed25519', () => {
    const { privateKey } = generateKeyPairSync('x25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    expect(() => signLicense(sampleDocument(), privateKey)).toThrow(TypeError);
  });

  it('refuses to sign an invalid document', () => {
    expect(() => signLicense(sampleDocument({ tenantName: '' }), vendor.privateKeyPem)).toThrow(
      LicenseError,
    );
  });
});
