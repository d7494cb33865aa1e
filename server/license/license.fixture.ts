import { createPrivateKey, sign } from 'node:crypto';
import type { LicenseDocument } from './license-document';
import { generateVendorKeyPair, LICENSE_KEY_PREFIX } from './license-key';

/**
 * Test fixtures: two vendors' key pairs, made once per test file because every test only needs
 * some trusted vendor and some other one, and a document that is valid until a test changes it.
 */

export const vendor = generateVendorKeyPair();
export const otherVendor = generateVendorKeyPair();

export function sampleDocument(overrides: Partial<LicenseDocument> = {}): LicenseDocument {
  return {
    v: 1,
    licenseId: 'lic-0001',
    tenantId: 'acme',
    tenantName: 'Acme Microfinance Bank',
    features: ['ACCOUNTS', 'LOANS'],
    status: 'ACTIVE',
    trialExpiresAt: null,
    validUntil: '2026-12-31T23:59:59.999Z',
    issuedAt: '2026-01-01T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * Signs arbitrary bytes in the license key format, bypassing signLicense's document checks, so
 * tests can make keys whose signature is good but whose payload is not a valid document.
 */
export function signRawPayload(payload: string | Buffer, privateKeyPem = vendor.privateKeyPem) {
  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const signature = sign(null, bytes, createPrivateKey(privateKeyPem));
  return `${LICENSE_KEY_PREFIX}.${bytes.toString('base64url')}.${signature.toString('base64url')}`;
}
