import type { components } from '../../api/schema.gen';
import type { Db } from '../db/database';
import { inTenantRead, type TenantTx } from '../db/tenant-scope';
import { DomainError, type FieldProblem } from '../errors/domain-error';
import { sendMail, sendSms } from './message-channels';
import {
  findSmtpSettings,
  findWebhookSettings,
  type SmtpSettings,
  upsertSmtpSettings,
  upsertWebhookSettings,
  type WebhookSettings,
} from './messaging-settings.repository';

type Schemas = components['schemas'];
type By = { readonly username: string; readonly now: Date };

export function emailView(settings: SmtpSettings | null): Schemas['EmailSettings'] {
  if (!settings) {
    return {
      configured: false,
      host: '',
      port: 587,
      tlsMode: 'STARTTLS',
      username: null,
      passwordSet: false,
      fromAddress: '',
      fromName: '',
      enabled: false,
      updatedAt: null,
      updatedBy: null,
    };
  }
  const { password, ...rest } = settings;
  return { configured: true, ...rest, passwordSet: Boolean(password) };
}

export const DEFAULT_SMS_BODY = '{"to":"{{to}}","from":"{{senderId}}","text":"{{text}}"}';

export function smsView(settings: WebhookSettings | null): Schemas['SmsSettings'] {
  if (!settings) {
    return {
      configured: false,
      url: '',
      method: 'POST',
      headers: [],
      bodyTemplate: DEFAULT_SMS_BODY,
      secretSet: false,
      senderId: '',
      enabled: false,
      updatedAt: null,
      updatedBy: null,
    };
  }
  const { sharedSecret, headers, ...rest } = settings;
  return { configured: true, ...rest, headers: [...headers], secretSet: Boolean(sharedSecret) };
}

const HOST =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*$|^\[?[0-9a-fA-F:.]+\]?$/;

export async function saveEmail(
  t: TenantTx,
  request: Schemas['EmailSettingsSaveRequest'],
  by: By,
): Promise<Schemas['EmailSettings']> {
  const host = request.host.trim();
  if (!HOST.test(host)) {
    throw invalid([
      {
        field: 'body.host',
        code: 'host_invalid',
        message: 'Enter a host name such as smtp.example.ng or an address.',
      },
    ]);
  }
  await upsertSmtpSettings(t, {
    host,
    port: request.port,
    tlsMode: request.tlsMode,
    username: request.username?.trim() || null,
    password: request.password,
    fromAddress: request.fromAddress.trim(),
    fromName: request.fromName.trim(),
    enabled: request.enabled,
    updatedAt: by.now.toISOString(),
    updatedBy: by.username,
  });
  return emailView(await findSmtpSettings(t));
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const RESERVED_HEADERS = new Set(['host', 'content-length', 'x-kobo-signature', 'idempotency-key']);

function webhookProblems(request: Schemas['SmsSettingsSaveRequest']): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isWebAddress(request.url.trim())) {
    problems.push({
      field: 'body.url',
      code: 'url_invalid',
      message: 'Enter an http or https address, such as https://sms.example.ng/send.',
    });
  }
  request.headers.forEach((header, index) => {
    const name = header.name.trim();
    if (!TOKEN.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) {
      problems.push({
        field: `body.headers.${index}.name`,
        code: 'header_name_invalid',
        message: TOKEN.test(name)
          ? `${name} is set by the server itself; remove it.`
          : 'A header name is letters, digits and - only.',
      });
    }
  });
  const template = request.bodyTemplate;
  const filled = template.replace(/\{\{\s*(to|text|senderId)\s*\}\}/g, 'x');
  const uses = /\{\{\s*to\s*\}\}/.test(template) && /\{\{\s*text\s*\}\}/.test(template);
  if (!uses || !isJson(filled)) {
    problems.push({
      field: 'body.bodyTemplate',
      code: 'body_template_invalid',
      message:
        'The body must be JSON that uses {{to}} and {{text}}, such as {"to":"{{to}}","text":"{{text}}"}.',
    });
  }
  return problems;
}

export async function saveSms(
  t: TenantTx,
  request: Schemas['SmsSettingsSaveRequest'],
  by: By,
): Promise<Schemas['SmsSettings']> {
  const problems = webhookProblems(request);
  if (problems.length > 0) throw invalid(problems);
  await upsertWebhookSettings(t, {
    url: request.url.trim(),
    method: request.method,
    headers: request.headers.map((h) => ({ name: h.name.trim(), value: h.value })),
    bodyTemplate: request.bodyTemplate,
    sharedSecret: request.sharedSecret,
    senderId: request.senderId.trim(),
    enabled: request.enabled,
    updatedAt: by.now.toISOString(),
    updatedBy: by.username,
  });
  return smsView(await findWebhookSettings(t));
}

/** One test mail now, the settings read in a short transaction and the server asked outside it. */
export async function testEmail(db: Db, tenantId: string, to: string, now: Date) {
  const settings = await inTenantRead(db, tenantId, findSmtpSettings);
  if (!settings) throw new DomainError('email_not_configured');
  const result = await sendMail(settings, {
    to,
    subject: 'Test message from the back office',
    text: 'This message tests the mail server settings. It needs no answer.',
    messageKey: `test-${now.getTime()}`,
  });
  return result.ok
    ? {
        ok: true,
        message: `The mail server at ${settings.host}:${settings.port} accepted the message for ${to}.`,
      }
    : { ok: false, message: result.error };
}

export async function testSms(db: Db, tenantId: string, to: string, now: Date) {
  const settings = await inTenantRead(db, tenantId, findWebhookSettings);
  if (!settings) throw new DomainError('sms_not_configured');
  const result = await sendSms(
    settings,
    { to, text: 'Test message from the back office.', messageKey: `test-${now.getTime()}` },
    now,
  );
  return result.ok
    ? { ok: true, message: `The SMS webhook accepted the message for ${to}.` }
    : { ok: false, message: result.error };
}

function invalid(problems: FieldProblem[]): DomainError {
  return new DomainError('validation_failed', undefined, problems);
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
