import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { bankDate } from '../../policies/calendar';
import type { IdentityRecord } from '../../policies/identity-match';
import { bodyText, endpointPath, type IdentityLookup, postWithin } from './identity-lookup';

/**
 * The client of NIBSS's BVN validation service (BVNR, decision 052): `POST
 * <endpoint>/bvnr/VerifySingleBVN` with `OrganisationCode` (base64 of the code), `Authorization`
 * (base64 of `code:password`), `SIGNATURE` (hex SHA-256 of code, the Lagos day as yyyyMMdd and
 * password) and `SIGNATURE_METH: SHA256`; the body `{"BVN": "…"}` and the answer are AES-128-CBC
 * under the organisation's key and IV, in hex. ResponseCode "00" is a record, "01" no such BVN.
 */
export interface BvnSettings {
  readonly endpoint: string;
  readonly organisationCode: string;
  readonly password: string;
  readonly aesKey: string;
  readonly ivKey: string;
  readonly timeoutMs: number;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** NIBSS's `22-Oct-1970` as `1970-10-22`; null for anything else. */
export function nibssDateToIso(text: unknown): string | null {
  const match = typeof text === 'string' ? /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text) : null;
  if (!match) return null;
  const month = MONTHS.indexOf((match[2] ?? '').toUpperCase()) + 1;
  return month === 0 ? null : `${match[3]}-${String(month).padStart(2, '0')}-${match[1]}`;
}

function aes(settings: BvnSettings, decrypt: boolean, input: Buffer): Buffer {
  const key = Buffer.from(settings.aesKey, 'utf8');
  const iv = Buffer.from(settings.ivKey, 'utf8');
  const cipher = decrypt
    ? createDecipheriv('aes-128-cbc', key, iv)
    : createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([cipher.update(input), cipher.final()]);
}

export function bvnHeaders(settings: BvnSettings, now: Date): Record<string, string> {
  const { organisationCode: code, password } = settings;
  const day = bankDate(now.getTime()).replaceAll('-', '');
  return {
    OrganisationCode: Buffer.from(code).toString('base64'),
    Authorization: Buffer.from(`${code}:${password}`).toString('base64'),
    SIGNATURE: createHash('sha256').update(`${code}${day}${password}`).digest('hex'),
    SIGNATURE_METH: 'SHA256',
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function readAnswer(settings: BvnSettings, body: string): IdentityLookup {
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(aes(settings, true, Buffer.from(body.trim(), 'hex')).toString('utf8'));
  } catch {
    return { kind: 'no-reply', reason: 'unreadable', detail: 'the answer could not be decrypted' };
  }
  const code = text(answer.ResponseCode);
  if (code !== '00') return { kind: 'not-found', responseCode: code || '01' };
  const record: IdentityRecord = {
    firstName: text(answer.FirstName),
    middleName: text(answer.MiddleName) || null,
    lastName: text(answer.LastName),
    dateOfBirth: nibssDateToIso(answer.DateOfBirth),
    phone: text(answer.PhoneNumber) || null,
  };
  return { kind: 'found', responseCode: code, record };
}

export async function verifySingleBvn(
  settings: BvnSettings,
  bvn: string,
  now: Date,
): Promise<IdentityLookup> {
  const body = aes(settings, false, Buffer.from(JSON.stringify({ BVN: bvn }))).toString('hex');
  const response = await postWithin(
    endpointPath(settings.endpoint, '/bvnr/VerifySingleBVN'),
    { headers: bvnHeaders(settings, now), body },
    settings.timeoutMs,
  );
  if (!(response instanceof Response)) return response;
  const answer = await bodyText(response);
  if (response.status !== 200 || answer === null) {
    return { kind: 'refused', responseCode: String(response.status), detail: 'HTTP' };
  }
  return readAnswer(settings, answer);
}
