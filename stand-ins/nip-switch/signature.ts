import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a message proves its sender: the live switch encrypts payloads with PGP, which a local
 * stand-in cannot share with a test, so both ends sign the exact body bytes with a shared secret
 * (HMAC-SHA256, lowercase hex) in one header instead. Written here, not borrowed from the
 * console, so that a change to how the console signs shows up as a refused request.
 */

/** The header that carries the signature; HTTP header names are case-insensitive. */
export const SIGNATURE_HEADER = 'x-nip-signature';

/** The signature of `body` as UTF-8 bytes, the bytes that travel. */
export function signatureOf(secret: string, body: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(Buffer.from(body, 'utf8'))
    .digest('hex');
}

/**
 * Whether `given` (a header's value, possibly absent or repeated) is the signature of `body`.
 * Compared in constant time, as the switch would, so a test cannot learn a signature by timing.
 */
export function isSignedBy(secret: string, body: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signatureOf(secret, body), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
