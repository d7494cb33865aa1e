/** A tenant's mail server; the password is never answered. */
export interface EmailSettingsTable {
  tenant_id: string;
  host: string;
  port: number;
  /** NONE, STARTTLS or TLS. */
  tls_mode: string;
  username: string | null;
  password: string | null;
  from_address: string;
  from_name: string;
  enabled: number;
  updated_at: string;
  updated_by: string;
}

/** A tenant's SMS webhook; the shared secret is never answered. */
export interface SmsSettingsTable {
  tenant_id: string;
  url: string;
  /** POST or PUT. */
  method: string;
  /** JSON array of { name, value }. */
  headers: string;
  body_template: string;
  shared_secret: string | null;
  sender_id: string;
  enabled: number;
  updated_at: string;
  updated_by: string;
}

/** A template the tenant saved; a kind without a row uses the default. */
export interface MessageTemplateTable {
  tenant_id: string;
  kind: string;
  enabled: number;
  /** The channels, comma-separated (EMAIL,SMS). */
  channels: string;
  subject: string;
  body: string;
  updated_at: string;
  updated_by: string;
}

/** One message of the queue, rendered when it was queued. */
export interface MessageTable {
  id: string;
  tenant_id: string;
  kind: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  /** QUEUED, SENDING, SENT or FAILED. */
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  /** Until when the server that claimed it holds it while SENDING. */
  lease_until: string | null;
  /** The claim that marked it SENDING; only that claim may mark it SENT or failed. */
  claim_token: string | null;
  last_error: string | null;
  /** JSON array of { at, error }, oldest first. */
  failed_attempts: string;
  provider_id: string | null;
  /** What caused it, unique per tenant, so one event never queues the same message twice. */
  dedupe_key: string;
  created_at: string;
  sent_at: string | null;
}

/** A tenant the background sender visits; one row per tenant that ever queued a message. */
export interface MessageSenderTenantTable {
  tenant_id: string;
}

declare module '../db/schema' {
  interface DB {
    email_settings: EmailSettingsTable;
    sms_settings: SmsSettingsTable;
    message_template: MessageTemplateTable;
    message: MessageTable;
    message_sender_tenant: MessageSenderTenantTable;
  }
}
