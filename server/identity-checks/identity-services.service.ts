import type { components } from '../../api/schema.gen';
import type { Db } from '../db/database';
import { inTenantRead, type TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { type BvnSettings, verifySingleBvn } from './bvn-client';
import type { IdentityLookup } from './identity-lookup';
import {
  findIdentityService,
  type IdentityServiceKey,
  type IdentityServiceSettings,
  upsertIdentityService,
} from './identity-service.repository';
import { type NinSettings, searchByNin } from './nin-client';

type IdentityService = components['schemas']['IdentityService'];
type SaveRequest = components['schemas']['IdentityServiceSaveRequest'];
type TestResult = components['schemas']['IdentityServiceTestResult'];

const DEFAULT_TIMEOUT_MS = 15_000;
/** A number no one holds: a test lookup proves the connection without asking about a person. */
const TEST_NUMBER = '00000000000';

/** The settings as answered: secrets reduced to whether they are all set. */
export function identityServiceView(
  service: IdentityServiceKey,
  settings: IdentityServiceSettings | null,
): IdentityService {
  if (!settings) {
    return {
      service,
      configured: false,
      endpoint: '',
      organisationCode: '',
      username: null,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      secretsSet: false,
      updatedAt: null,
      updatedBy: null,
    };
  }
  return {
    service,
    configured: true,
    endpoint: settings.endpoint,
    organisationCode: settings.organisationCode,
    username: settings.username,
    timeoutMs: settings.timeoutMs,
    secretsSet: clientSettings(settings) !== null,
    updatedAt: settings.updatedAt,
    updatedBy: settings.updatedBy,
  };
}

/** The client's settings, or null when a credential is missing. */
export function clientSettings(
  settings: IdentityServiceSettings,
): BvnSettings | NinSettings | null {
  const { endpoint, organisationCode, password, timeoutMs } = settings;
  if (!password) return null;
  if (settings.service === 'bvn') {
    if (!settings.aesKey || !settings.ivKey) return null;
    return {
      endpoint,
      organisationCode,
      password,
      aesKey: settings.aesKey,
      ivKey: settings.ivKey,
      timeoutMs,
    };
  }
  if (!settings.username) return null;
  return { endpoint, orgId: organisationCode, username: settings.username, password, timeoutMs };
}

/** One lookup with the service's client. */
export function lookUpWith(
  settings: IdentityServiceSettings,
  number: string,
  now: Date,
): Promise<IdentityLookup> {
  const client = clientSettings(settings);
  if (!client) throw new DomainError('identity_settings_incomplete');
  return settings.service === 'bvn'
    ? verifySingleBvn(client as BvnSettings, number, now)
    : searchByNin(client as NinSettings, number);
}

export function isServiceEndpoint(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export async function getIdentityServices(t: TenantTx) {
  return {
    bvn: identityServiceView('bvn', await findIdentityService(t, 'bvn')),
    nin: identityServiceView('nin', await findIdentityService(t, 'nin')),
  };
}

/** Saves one service's settings; secrets left out keep the saved ones. */
export async function saveIdentityService(
  t: TenantTx,
  service: IdentityServiceKey,
  request: SaveRequest,
  by: { username: string; now: Date },
): Promise<IdentityService> {
  const endpoint = request.endpoint.trim();
  if (!isServiceEndpoint(endpoint)) {
    throw new DomainError('identity_endpoint_invalid', undefined, [
      {
        field: 'endpoint',
        code: 'identity_endpoint_invalid',
        message: 'Enter an http or https address, such as https://api.nibss-plc.com.ng.',
      },
    ]);
  }
  if (service === 'nin' && !request.username) {
    throw new DomainError('identity_settings_incomplete', undefined, [
      {
        field: 'username',
        code: 'identity_settings_incomplete',
        message: 'Enter the NIMC username.',
      },
    ]);
  }
  await upsertIdentityService(t, {
    service,
    endpoint,
    organisationCode: request.organisationCode.trim(),
    username: service === 'nin' ? (request.username ?? null) : null,
    password: request.password ?? null,
    aesKey: service === 'bvn' ? (request.aesKey ?? null) : null,
    ivKey: service === 'bvn' ? (request.ivKey ?? null) : null,
    timeoutMs: request.timeoutMs,
    updatedAt: by.now.toISOString(),
    updatedBy: by.username,
  });
  return identityServiceView(service, await findIdentityService(t, service));
}

/** The tenant's settings of one service, or 409 when it is not set up. */
export async function readIdentityService(
  t: TenantTx,
  service: IdentityServiceKey,
): Promise<IdentityServiceSettings> {
  const settings = await findIdentityService(t, service);
  if (!settings || clientSettings(settings) === null) {
    throw new DomainError('identity_service_not_configured');
  }
  return settings;
}

/** Why a lookup did not come back, in words staff read. */
export function noAnswerWords(lookup: IdentityLookup, serviceName: string): string {
  if (lookup.kind === 'refused') {
    return `${serviceName} refused the request (check the credentials under Integrations).`;
  }
  if (lookup.kind !== 'no-reply') return '';
  if (lookup.reason === 'timeout') return `${serviceName} did not answer in time. Try again later.`;
  if (lookup.reason === 'unreachable')
    return `${serviceName} could not be reached. Try again later.`;
  return `${serviceName} answered something the console cannot read.`;
}

export const SERVICE_NAMES: Record<IdentityServiceKey, string> = {
  bvn: 'The NIBSS BVN service',
  nin: 'The NIMC identity service',
};

/** One lookup of a number no one holds, with the saved settings read in a short transaction. */
export async function testIdentityService(
  db: Db,
  tenantId: string,
  service: IdentityServiceKey,
  now: Date,
): Promise<TestResult> {
  const settings = await inTenantRead(db, tenantId, (t) => readIdentityService(t, service));
  const started = performance.now();
  const lookup = await lookUpWith(settings, TEST_NUMBER, now);
  const latencyMs = Math.round(performance.now() - started);
  const name = SERVICE_NAMES[service];
  if (lookup.kind === 'found' || lookup.kind === 'not-found') {
    return {
      reached: true,
      ok: true,
      responseCode: lookup.responseCode.slice(0, 4),
      message: `${name} answered and accepted our credentials.`,
      latencyMs,
    };
  }
  return {
    reached: lookup.kind === 'refused',
    ok: false,
    responseCode: lookup.kind === 'refused' ? (lookup.responseCode?.slice(0, 4) ?? null) : null,
    message: noAnswerWords(lookup, name),
    latencyMs,
  };
}
