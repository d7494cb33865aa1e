import type { IdentityRecord } from '../../policies/identity-match';
import { bodyText, endpointPath, type IdentityLookup, postWithin } from './identity-lookup';

/**
 * The client of NIMC's identity search for verification partners (decision 052): a token from
 * `POST <endpoint>/IdentitySearch/createToken` with `username`, `password` and `orgid`, then
 * `POST <endpoint>/IdentitySearch/searchByNIN` with header `token` and `{"nin": "…"}`.
 * `returnCode` "00" carries the record (`firstname`, `middlename`, `surname`, `birthdate`
 * DD-MM-YYYY, `telephoneno`); "01" is no record. The photo it sends is read past, never kept.
 */
export interface NinSettings {
  readonly endpoint: string;
  readonly orgId: string;
  readonly username: string;
  readonly password: string;
  readonly timeoutMs: number;
}

/** NIMC's `02-02-1961` as `1961-02-02`; null for anything else. */
export function nimcDateToIso(text: unknown): string | null {
  const match = typeof text === 'string' ? /^(\d{2})-(\d{2})-(\d{4})$/.exec(text) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

async function postJson(
  settings: NinSettings,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> } | IdentityLookup> {
  const response = await postWithin(
    endpointPath(settings.endpoint, path),
    {
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    settings.timeoutMs,
  );
  if (!(response instanceof Response)) return response;
  const text = await bodyText(response);
  try {
    const json = JSON.parse(text ?? '') as Record<string, unknown>;
    if (json && typeof json === 'object') return { status: response.status, json };
  } catch {}
  if (response.status !== 200) {
    return { kind: 'refused', responseCode: String(response.status), detail: 'HTTP' };
  }
  return { kind: 'no-reply', reason: 'unreadable', detail: 'the answer is not JSON' };
}

function recordOf(data: Record<string, unknown>): IdentityRecord {
  return {
    firstName: str(data.firstname),
    middleName: str(data.middlename) || null,
    lastName: str(data.surname),
    dateOfBirth: nimcDateToIso(data.birthdate),
    phone: str(data.telephoneno) || null,
  };
}

export async function searchByNin(settings: NinSettings, nin: string): Promise<IdentityLookup> {
  const login = await postJson(settings, '/IdentitySearch/createToken', {
    username: settings.username,
    password: settings.password,
    orgid: settings.orgId,
  });
  if ('kind' in login) return login;
  const token = str(login.json.token);
  if (login.status !== 200 || token === '') {
    return { kind: 'refused', responseCode: str(login.json.returnCode) || null, detail: 'token' };
  }
  const found = await postJson(settings, '/IdentitySearch/searchByNIN', { nin }, { token });
  if ('kind' in found) return found;
  const code = str(found.json.returnCode);
  if (found.status !== 200)
    return { kind: 'refused', responseCode: code || null, detail: 'search' };
  if (code !== '00') return { kind: 'not-found', responseCode: code || '01' };
  const data = found.json.data;
  if (!data || typeof data !== 'object') {
    return { kind: 'no-reply', reason: 'unreadable', detail: 'a record without data' };
  }
  return { kind: 'found', responseCode: code, record: recordOf(data as Record<string, unknown>) };
}
