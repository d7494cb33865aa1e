import type { TenantTx } from '../db/tenant-scope';
import './messaging.table';

export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  readonly tlsMode: 'NONE' | 'STARTTLS' | 'TLS';
  readonly username: string | null;
  readonly password: string | null;
  readonly fromAddress: string;
  readonly fromName: string;
  readonly enabled: boolean;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export interface WebhookSettings {
  readonly url: string;
  readonly method: 'POST' | 'PUT';
  readonly headers: readonly { name: string; value: string }[];
  readonly bodyTemplate: string;
  readonly sharedSecret: string | null;
  readonly senderId: string;
  readonly enabled: boolean;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export async function findSmtpSettings(t: TenantTx): Promise<SmtpSettings | null> {
  const row = await t.trx
    .selectFrom('email_settings')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    host: row.host,
    port: Number(row.port),
    tlsMode: row.tls_mode as SmtpSettings['tlsMode'],
    username: row.username,
    password: row.password,
    fromAddress: row.from_address,
    fromName: row.from_name,
    enabled: Number(row.enabled) === 1,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/**
 * Inserts or replaces the settings. `password` undefined keeps the saved one, null clears it:
 * the secret is stored as the payment integration stores its own, in its row, never answered.
 */
export async function upsertSmtpSettings(
  t: TenantTx,
  settings: Omit<SmtpSettings, 'password'> & { password: string | null | undefined },
): Promise<void> {
  const row = {
    host: settings.host,
    port: settings.port,
    tls_mode: settings.tlsMode,
    username: settings.username,
    from_address: settings.fromAddress,
    from_name: settings.fromName,
    enabled: settings.enabled ? 1 : 0,
    updated_at: settings.updatedAt,
    updated_by: settings.updatedBy,
  };
  const password = settings.password;
  await t.trx
    .insertInto('email_settings')
    .values({ tenant_id: t.tenantId, ...row, password: password ?? null })
    .onConflict((c) =>
      c.column('tenant_id').doUpdateSet(password === undefined ? row : { ...row, password }),
    )
    .execute();
}

export async function findWebhookSettings(t: TenantTx): Promise<WebhookSettings | null> {
  const row = await t.trx
    .selectFrom('sms_settings')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    url: row.url,
    method: row.method as WebhookSettings['method'],
    headers: JSON.parse(row.headers) as WebhookSettings['headers'],
    bodyTemplate: row.body_template,
    sharedSecret: row.shared_secret,
    senderId: row.sender_id,
    enabled: Number(row.enabled) === 1,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Inserts or replaces the settings; a secret left undefined keeps the saved one. */
export async function upsertWebhookSettings(
  t: TenantTx,
  settings: Omit<WebhookSettings, 'sharedSecret'> & { sharedSecret: string | undefined },
): Promise<void> {
  const row = {
    url: settings.url,
    method: settings.method,
    headers: JSON.stringify(settings.headers),
    body_template: settings.bodyTemplate,
    sender_id: settings.senderId,
    enabled: settings.enabled ? 1 : 0,
    updated_at: settings.updatedAt,
    updated_by: settings.updatedBy,
  };
  const secret = settings.sharedSecret;
  await t.trx
    .insertInto('sms_settings')
    .values({ tenant_id: t.tenantId, ...row, shared_secret: secret ?? null })
    .onConflict((c) =>
      c
        .column('tenant_id')
        .doUpdateSet(secret === undefined ? row : { ...row, shared_secret: secret }),
    )
    .execute();
}

/** Whether each channel is on, in one statement: what every posting reads first. */
export async function enabledChannels(t: TenantTx): Promise<{ email: boolean; sms: boolean }> {
  const email = await t.trx
    .selectFrom('email_settings')
    .select('enabled')
    .where('tenant_id', '=', t.tenantId)
    .unionAll(
      t.trx
        .selectFrom('sms_settings')
        .select((eb) => eb(eb.ref('enabled'), '+', 10).as('enabled'))
        .where('tenant_id', '=', t.tenantId),
    )
    .execute();
  const values = email.map((row) => Number(row.enabled));
  return { email: values.includes(1), sms: values.includes(11) };
}
