import { randomBytes } from 'node:crypto';
import { startSmsStandIn } from '../../stand-ins/sms/sms-stand-in';
import { startSmtpStandIn } from '../../stand-ins/smtp/smtp-stand-in';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { upsertSmtpSettings, upsertWebhookSettings } from './messaging-settings.repository';
import { DEFAULT_SMS_BODY } from './messaging-settings.service';

const DEMO_TENANT_ID = 'demo';

export interface DemoMessaging {
  readonly smtp: string;
  /** Where people read what the SMTP stand-in received; null for an outside server. */
  readonly smtpInbox: string | null;
  readonly sms: string;
  stop(): Promise<void>;
}

/** `smtp://host:port` (or `host:port`) read into the settings' host and port. */
function smtpAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url.includes('://') ? url : `smtp://${url}`);
  const port = Number(parsed.port || 25);
  if (!parsed.hostname || !Number.isInteger(port))
    throw new Error('SMTP_URL must be smtp://host:port.');
  return { host: parsed.hostname, port };
}

/**
 * With demo data on: starts the SMTP and SMS webhook stand-ins on free ports of 127.0.0.1 (or
 * uses SMTP_URL / SMS_WEBHOOK_URL with SMS_WEBHOOK_SECRET, starting none) and points the demo tenant's settings at them,
 * both on. Done on every start, since the stand-ins' ports and the webhook's secret change.
 */
export async function connectDemoMessaging(
  db: Db,
  outside: { smtpUrl: string | null; smsUrl: string | null; smsSecret: string | null },
): Promise<DemoMessaging> {
  const stops: (() => Promise<void>)[] = [];
  let smtp = outside.smtpUrl ? smtpAddress(outside.smtpUrl) : null;
  let smtpInbox: string | null = null;
  if (!smtp) {
    const standIn = await startSmtpStandIn({});
    stops.push(() => standIn.close());
    smtp = { host: '127.0.0.1', port: standIn.port };
    smtpInbox = `${standIn.httpUrl}/messages`;
  }
  let smsUrl = outside.smsUrl;
  // An outside webhook's secret comes from SMS_WEBHOOK_SECRET, else the one saved is kept.
  let secret = outside.smsSecret ?? undefined;
  if (!smsUrl) {
    secret = randomBytes(24).toString('base64url');
    const standIn = await startSmsStandIn({ secret });
    stops.push(() => standIn.close());
    smsUrl = `${standIn.url}/sms`;
  }
  const stop = async () => {
    for (const close of stops) await close();
  };
  const by = { updatedAt: new Date().toISOString(), updatedBy: 'system' };
  const webhookUrl = smsUrl;
  const mailServer = smtp;
  try {
    await inTenant(db, DEMO_TENANT_ID, async (t) => {
      await upsertSmtpSettings(t, {
        ...mailServer,
        tlsMode: 'NONE',
        username: null,
        password: undefined,
        fromAddress: 'alerts@demo-mfb.example.ng',
        fromName: 'Demo Microfinance Bank',
        enabled: true,
        ...by,
      });
      await upsertWebhookSettings(t, {
        url: webhookUrl,
        method: 'POST',
        headers: [],
        bodyTemplate: DEFAULT_SMS_BODY,
        sharedSecret: secret,
        senderId: 'DemoMFB',
        enabled: true,
        ...by,
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { smtp: `${smtp.host}:${smtp.port}`, smtpInbox, sms: smsUrl, stop };
}
