import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import {
  encodeLicenseDocument,
  type LicenseDocument,
  parseLicenseDocument,
} from './license-document';
import { LicenseError } from './license-error';

/** The first part of every license key; a new key format gets a new prefix rather than a flag. */
export const LICENSE_KEY_PREFIX = 'KOBO1';

/**
 * A real key is well under 1 KiB; the cap stops an oversized value from being decoded, hashed
 * and parsed before it can be refused.
 */
export const MAX_LICENSE_KEY_LENGTH = 8 * 1024;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ED25519_SIGNATURE_BYTES = 64;

/** A vendor signing key pair as PEM text: SPKI for the public half, PKCS #8 for the private. */
export interface VendorKeyPair {
  readonly publicKeyPem: string;
  readonly privateKeyPem: string;
}

export function generateVendorKeyPair(): VendorKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/**
 * Key-format problems are configuration mistakes, not bad licenses, so they throw a TypeError
 * that surfaces as a server fault instead of a LicenseError that would blame the tenant.
 */
function requireEd25519(key: KeyObject, what: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new TypeError(
      `${what} is a ${key.asymmetricKeyType ?? 'non-asymmetric'} key, not Ed25519`,
    );
  }
  return key;
}

/**
 * OpenSSL's decoder messages ("DECODER routines::unsupported") do not say which key was wrong,
 * so the failure is restated in terms of the key the caller passed.
 */
function readKey(read: () => KeyObject, message: string): KeyObject {
  try {
    return read();
  } catch (error) {
    throw new TypeError(message, { cause: error });
  }
}

/**
 * createPublicKey happily derives a public key from private PEM text; refusing it keeps a
 * vendor's signing key from quietly working as, and living in, the server's trust list.
 */
function trustedPublicKey(pem: string, index: number): KeyObject {
  // Every signed-in request verifies its tenant's license; parsing the same few PEM texts each
  // time cost more than the signature check itself.
  const parsed = parsedPublicKeys.get(pem);
  if (parsed) return parsed;
  const key = parsePublicKey(pem, index);
  if (parsedPublicKeys.size < MAX_PARSED_PUBLIC_KEYS) parsedPublicKeys.set(pem, key);
  return key;
}

const MAX_PARSED_PUBLIC_KEYS = 16;
const parsedPublicKeys = new Map<string, KeyObject>();

function parsePublicKey(pem: string, index: number): KeyObject {
  const what = `trusted public key #${index + 1}`;
  if (pem.includes('PRIVATE KEY')) {
    throw new TypeError(`${what} is a private key; configure the public half only`);
  }
  return requireEd25519(
    readKey(() => createPublicKey(pem), `${what} is not a PEM public key`),
    what,
  );
}

/** Signs a document and returns its license key: KOBO1.<base64url JSON>.<base64url signature>. */
export function signLicense(document: LicenseDocument, privateKeyPem: string): string {
  const key = requireEd25519(
    readKey(() => createPrivateKey(privateKeyPem), 'the signing key is not a PEM private key'),
    'the signing key',
  );
  const payload = Buffer.from(encodeLicenseDocument(document), 'utf8');
  const signature = sign(null, payload, key);
  return [LICENSE_KEY_PREFIX, payload.toString('base64url'), signature.toString('base64url')].join(
    '.',
  );
}

function malformed(message: string): LicenseError {
  return new LicenseError('license_malformed', message);
}

/**
 * Buffer.from skips characters that are not base64url instead of failing, so the text is checked
 * first, and the round trip refuses spellings with stray trailing bits that would let one
 * payload have many keys.
 */
function decodeBase64url(text: string, part: string): Buffer {
  const bytes = BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
  if (bytes === null || bytes.toString('base64url') !== text) {
    throw malformed(`the license key's ${part} is not base64url`);
  }
  return bytes;
}

function splitLicenseKey(key: string): { payload: Buffer; signature: Buffer } {
  if (key.length > MAX_LICENSE_KEY_LENGTH) {
    throw malformed(`the license key is longer than ${MAX_LICENSE_KEY_LENGTH} characters`);
  }
  const parts = key.trim().split('.');
  const [prefix, payloadText, signatureText] = parts;
  if (parts.length !== 3 || prefix !== LICENSE_KEY_PREFIX) {
    throw malformed(`the license key must read ${LICENSE_KEY_PREFIX}.<payload>.<signature>`);
  }
  const payload = decodeBase64url(payloadText ?? '', 'payload');
  const signature = decodeBase64url(signatureText ?? '', 'signature');
  if (signature.length !== ED25519_SIGNATURE_BYTES) {
    throw malformed(`the license key's signature is not ${ED25519_SIGNATURE_BYTES} bytes`);
  }
  return { payload, signature };
}

function decodePayload(payload: Buffer): unknown {
  try {
    // A fatal decoder refuses invalid UTF-8 instead of turning it into replacement characters.
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
  } catch {
    throw malformed("the license key's payload is not UTF-8 JSON");
  }
}

/**
 * Verifies a license key against the vendor's public keys and returns its document. Any one
 * trusted key may verify it, so a vendor can rotate keys by trusting old and new for a while.
 * The signature is checked before the payload is read, so a tampered document is always
 * reported as license_signature_invalid, never as whatever its tampering happened to break.
 */
const VERIFIED_CACHE_SIZE = 100;
const verified = new Map<string, { document: LicenseDocument } | LicenseError>();

/**
 * Verifies a license key against the trusted vendor keys. Every signed-in request needs its
 * tenant's license and an Ed25519 verification costs as much as the rest of a small request, so
 * outcomes are remembered by key text and trusted keys (both immutable inputs of a pure check).
 */
export function verifyLicenseKey(
  key: string,
  trustedPublicKeysPem: readonly string[],
): { document: LicenseDocument } {
  const cacheKey = `${trustedPublicKeysPem.join('\n')}\n${key}`;
  let outcome = verified.get(cacheKey);
  if (outcome === undefined) {
    outcome = verifyUncached(key, trustedPublicKeysPem);
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
    verified.set(cacheKey, outcome);
  }
  if (outcome instanceof LicenseError) throw outcome;
  return outcome;
}

function verifyUncached(
  key: string,
  trustedPublicKeysPem: readonly string[],
): { document: LicenseDocument } | LicenseError {
  try {
    const { payload, signature } = splitLicenseKey(key);
    const trusted = trustedPublicKeysPem.map(trustedPublicKey);
    if (!trusted.some((publicKey) => verify(null, payload, publicKey, signature))) {
      return new LicenseError(
        'license_signature_invalid',
        'the license key is not signed by a trusted vendor key',
      );
    }
    return { document: parseLicenseDocument(decodePayload(payload)) };
  } catch (error) {
    if (error instanceof LicenseError) return error;
    throw error;
  }
}
