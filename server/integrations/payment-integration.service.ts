import type { components } from '../../api/schema.gen';
import type { Db } from '../db/database';
import { inTenantRead, type TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { describeResponseCode } from '../nip/nip-response-codes';
import { nipClientOf, readNipSettings } from './nip-connection';
import {
  findNipSettings,
  type NipSettings,
  upsertNipSettings,
} from './payment-integration.repository';

type PaymentIntegration = components['schemas']['PaymentIntegration'];
type SaveRequest = components['schemas']['PaymentIntegrationSaveRequest'];
type TestRequest = components['schemas']['PaymentIntegrationTestRequest'];
type TestResult = components['schemas']['PaymentIntegrationTestResult'];

const DEFAULT_CHANNEL = '1';
const DEFAULT_TIMEOUT_MS = 30_000;

/** The settings as answered: the secret reduced to whether it is set and its last four. */
export function integrationView(settings: NipSettings | null): PaymentIntegration {
  if (!settings) {
    return {
      configured: false,
      endpoint: '',
      institutionCode: '',
      channelCode: DEFAULT_CHANNEL,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      secretSet: false,
      secretLastFour: null,
      updatedAt: null,
      updatedBy: null,
    };
  }
  const secret = settings.sharedSecret;
  return {
    configured: true,
    endpoint: settings.endpoint,
    institutionCode: settings.institutionCode,
    channelCode: settings.channelCode,
    timeoutMs: settings.timeoutMs,
    secretSet: secret !== null && secret !== '',
    secretLastFour: secret ? secret.slice(-4) : null,
    updatedAt: settings.updatedAt,
    updatedBy: settings.updatedBy,
  };
}

/** An http or https address with a host; anything else cannot be the switch. */
export function isSwitchEndpoint(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export async function getIntegration(t: TenantTx): Promise<PaymentIntegration> {
  return integrationView(await findNipSettings(t));
}

/** Saves the settings; a secret left out keeps the saved one. */
export async function saveIntegration(
  t: TenantTx,
  request: SaveRequest,
  by: { username: string; now: Date },
): Promise<PaymentIntegration> {
  const endpoint = request.endpoint.trim();
  if (!isSwitchEndpoint(endpoint)) {
    throw new DomainError('payment_endpoint_invalid', undefined, [
      {
        field: 'endpoint',
        code: 'payment_endpoint_invalid',
        message: 'Enter an http or https address, such as https://nip.example.ng/nip.',
      },
    ]);
  }
  await upsertNipSettings(t, {
    endpoint,
    institutionCode: request.institutionCode,
    channelCode: request.channelCode ?? DEFAULT_CHANNEL,
    timeoutMs: request.timeoutMs,
    sharedSecret: request.sharedSecret ?? null,
    updatedAt: by.now.toISOString(),
    updatedBy: by.username,
  });
  return getIntegration(t);
}

const NO_REPLY_MESSAGES: Record<string, string> = {
  timeout: 'The switch did not answer within the timeout.',
  unreachable: 'The switch could not be reached at this endpoint.',
  'http-status': 'The switch refused the message (check the endpoint and the shared secret).',
  unreadable: 'The switch answered something that is not a NIP message.',
};

/**
 * One name enquiry with the saved settings, read in a short transaction and sent outside it.
 * A refusal is a result; so is no reply at all.
 */
export async function testIntegration(
  db: Db,
  tenantId: string,
  request: TestRequest,
): Promise<TestResult> {
  const settings = await inTenantRead(db, tenantId, readNipSettings);
  const started = performance.now();
  const reply = await nipClientOf(settings).nameEnquiry({
    destinationInstitutionCode: request.bankCode,
    accountNumber: request.accountNumber,
  });
  const latencyMs = Math.round(performance.now() - started);
  if (reply.kind === 'no-reply') {
    const reason = NO_REPLY_MESSAGES[reply.reason] ?? 'The switch did not answer.';
    const message = `${reason} ${reply.detail}`.trim().slice(0, 300);
    return { reached: false, responseCode: null, message, accountName: null, latencyMs };
  }
  const code = describeResponseCode(reply.message.responseCode);
  const named = code.code === '00' && reply.message.accountName !== '';
  return {
    reached: true,
    // The contract's two digits; a switch answering anything else is reported by its meaning.
    responseCode: /^\d{2}$/.test(code.code) ? code.code : null,
    message: code.meaning.slice(0, 300),
    accountName: named ? reply.message.accountName.slice(0, 200) : null,
    latencyMs,
  };
}
