import { createCipheriv, createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';

/**
 * The BVN validation service's wire security, as NIBSS's BVNR API has it: the body is JSON
 * encrypted with AES-128-CBC under the organisation's 16-character key and IV, sent as hex; the
 * `SIGNATURE` header is the hex SHA-256 of organisation code, today's date (`yyyyMMdd`) and
 * password; `Authorization` is base64 of `code:password`; `OrganisationCode` is base64 of the code.
 */

export function encryptHex(text: string, aesKey: string, ivKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(aesKey), Buffer.from(ivKey));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('hex');
}

export function decryptHex(hex: string, aesKey: string, ivKey: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(aesKey), Buffer.from(ivKey));
  return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString(
    'utf8',
  );
}

/** `yyyyMMdd` of `at` in Lagos, where NIBSS keeps its day. */
export function lagosDay(at: Date): string {
  const lagos = new Date(at.getTime() + 60 * 60 * 1000);
  return lagos.toISOString().slice(0, 10).replaceAll('-', '');
}

export function bvnSignature(organisationCode: string, day: string, password: string): string {
  return createHash('sha256').update(`${organisationCode}${day}${password}`).digest('hex');
}

/** Constant-time comparison of two header values. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
