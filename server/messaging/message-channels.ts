import { createHmac } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import nodemailer from 'nodemailer';
import type { SmtpSettings, WebhookSettings } from './messaging-settings.repository';

import { sendTimeoutMs } from './messaging-tuning';

export type SendResult =
  | { readonly ok: true; readonly providerId: string | null }
  | { readonly ok: false; readonly error: string };

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Becomes the Message-ID, so a mail sent twice after a crash reads as one to the receiver. */
  readonly messageKey: string;
}

/** Sends one mail now with the tenant's settings; never throws, says what went wrong in words. */
export async function sendMail(settings: SmtpSettings, mail: OutgoingMail): Promise<SendResult> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.tlsMode === 'TLS',
    requireTLS: settings.tlsMode === 'STARTTLS',
    ignoreTLS: settings.tlsMode === 'NONE',
    auth: settings.username
      ? { user: settings.username, pass: settings.password ?? '' }
      : undefined,
    connectionTimeout: sendTimeoutMs(),
    greetingTimeout: sendTimeoutMs(),
    socketTimeout: sendTimeoutMs(),
  });
  const domain = settings.fromAddress.split('@')[1] ?? 'localhost';
  try {
    const info = await transport.sendMail({
      from: { name: settings.fromName, address: settings.fromAddress },
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: `<${mail.messageKey}@${domain}>`,
    });
    return { ok: true, providerId: String(info.messageId ?? '').slice(0, 300) || null };
  } catch (error) {
    return { ok: false, error: mailError(settings, error as MailError) };
  } finally {
    transport.close();
  }
}

interface MailError extends Error {
  readonly code?: string;
  readonly response?: string;
  readonly responseCode?: number;
}

const NO_ANSWER = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNREFUSED', 'EDNS']);

function mailError(settings: SmtpSettings, error: MailError): string {
  const where = `${settings.host}:${settings.port}`;
  if (error.code && NO_ANSWER.has(error.code) && !error.responseCode) {
    return `The mail server at ${where} did not answer.`;
  }
  if (error.code === 'EAUTH')
    return `The mail server at ${where} refused the user name or password.`;
  if (error.code === 'ETLS')
    return `The mail server at ${where} could not start an encrypted connection.`;
  const said = (error.response ?? error.message).slice(0, 300);
  return `The mail server at ${where} refused the message: ${said}`;
}

/** One value as the contents of a JSON string, so a template's quotes stay around it. */
function jsonText(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/** The body the webhook receives for one SMS. */
export function webhookBody(settings: WebhookSettings, to: string, text: string): string {
  const values: Record<string, string> = { to, text, senderId: settings.senderId };
  return settings.bodyTemplate.replace(/\{\{\s*(to|text|senderId)\s*\}\}/g, (_, name: string) =>
    jsonText(values[name] ?? ''),
  );
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, which the receiver checks. */
export function webhookSignature(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Calls the webhook once for one SMS; never throws, says what went wrong in words. */
export async function sendSms(
  settings: WebhookSettings,
  sms: { to: string; text: string; messageKey: string },
  now: Date,
): Promise<SendResult> {
  const body = webhookBody(settings, sms.to, sms.text);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const header of settings.headers) headers[header.name.toLowerCase()] = header.value;
  headers['idempotency-key'] = sms.messageKey;
  if (settings.sharedSecret) {
    headers['x-kobo-signature'] = webhookSignature(settings.sharedSecret, body, now);
  }
  let response: Response;
  try {
    response = await fetch(settings.url, {
      method: settings.method,
      headers,
      body,
      signal: AbortSignal.timeout(sendTimeoutMs()),
    });
  } catch {
    return { ok: false, error: `The SMS webhook at ${hostOf(settings.url)} did not answer.` };
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const words = STATUS_CODES[response.status] ?? 'an error';
    return { ok: false, error: `The SMS webhook answered ${response.status} (${words}).` };
  }
  return { ok: true, providerId: providerIdOf(text) };
}

function providerIdOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { id?: unknown; messageId?: unknown };
    const id = parsed.id ?? parsed.messageId;
    return id === undefined || id === null ? null : String(id).slice(0, 300);
  } catch {
    return null;
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
