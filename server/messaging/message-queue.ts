import {
  type MessageChannel,
  type MessageKind,
  renderTemplate,
} from '../../policies/message-templates';
import type { TenantTx } from '../db/tenant-scope';
import { findTenant } from '../tenancy/tenant.repository';
import { type NewMessage, queueMessages } from './message.repository';
import { nudgeMessageSenders } from './message-sender';
import { findTemplates, type StoredTemplate } from './message-templates.service';
import { enabledChannels } from './messaging-settings.repository';

/** What a transaction knows of the tenant's messaging once it has read it. */
interface Snapshot {
  readonly email: boolean;
  readonly sms: boolean;
  templates: Map<MessageKind, StoredTemplate> | null;
  bankName: string | null;
}

/**
 * Read at most once per transaction: postings are the hot path, and a tenant with no channel on
 * costs them this one small read. Keyed by the transaction's handle, so a later transaction
 * reads the settings afresh (another server may have changed them).
 */
const snapshots = new WeakMap<TenantTx, Snapshot>();

async function snapshotOf(t: TenantTx): Promise<Snapshot> {
  const known = snapshots.get(t);
  if (known) return known;
  const channels = await enabledChannels(t);
  const snapshot: Snapshot = { ...channels, templates: null, bankName: null };
  snapshots.set(t, snapshot);
  return snapshot;
}

/** The channels a kind goes on now: its template's, among those the tenant switched on. */
export async function channelsFor(t: TenantTx, kind: MessageKind): Promise<MessageChannel[]> {
  const snapshot = await snapshotOf(t);
  if (!snapshot.email && !snapshot.sms) return [];
  snapshot.templates ??= await findTemplates(t);
  const template = snapshot.templates.get(kind);
  if (!template?.enabled) return [];
  return template.channels.filter((channel) =>
    channel === 'EMAIL' ? snapshot.email : snapshot.sms,
  );
}

export interface Recipient {
  readonly email: string | null;
  readonly phone: string | null;
}

/**
 * Queues one kind of message to one recipient on each channel the kind goes on, rendered now
 * with `values` (and the bank's name); a recipient without an address for a channel gets
 * nothing there. `dedupeKey` names the event; the channel is added to it.
 */
export async function queueMessage(
  t: TenantTx,
  kind: MessageKind,
  to: Recipient,
  values: Readonly<Record<string, string>>,
  dedupeKey: string,
  now: Date,
): Promise<void> {
  const channels = await channelsFor(t, kind);
  if (channels.length === 0) return;
  const snapshot = await snapshotOf(t);
  snapshot.bankName ??= (await findTenant(t))?.name ?? '';
  const template = snapshot.templates?.get(kind) as StoredTemplate;
  const filled = { bankName: snapshot.bankName, ...values };
  const messages: NewMessage[] = [];
  for (const channel of channels) {
    const recipient = channel === 'EMAIL' ? to.email : to.phone;
    if (!recipient) continue;
    messages.push({
      kind,
      channel,
      recipient,
      subject: channel === 'EMAIL' ? renderTemplate(template.subject, filled) : null,
      body: renderTemplate(template.body, filled),
      dedupeKey: `${dedupeKey}:${channel}`,
    });
  }
  await queueMessages(t, messages, now);
  if (messages.length > 0) nudgeSoon();
}

let nudgePending = false;

/** Wakes the sender shortly after, once the transaction that queued has most likely committed. */
function nudgeSoon(): void {
  if (nudgePending) return;
  nudgePending = true;
  setTimeout(() => {
    nudgePending = false;
    nudgeMessageSenders();
  }, 50).unref();
}

/** An account number as an alert shows it: its last four digits. */
export function maskedAccountNumber(accountNumber: string): string {
  return `******${accountNumber.slice(-4)}`;
}

/** The customer's email address from their profile, when it holds one. */
export function emailOfProfile(profile: string): string | null {
  try {
    const email = (JSON.parse(profile) as { email?: unknown }).email;
    return typeof email === 'string' && email.includes('@') ? email : null;
  } catch {
    return null;
  }
}
