import { randomUUID } from 'node:crypto';
import type { BackgroundWork } from '../area';
import { startLoop } from '../background-loop';
import { inTenant } from '../db/tenant-scope';
import type { AppServices } from '../http/operation';
import { claimDue, type MessageRow, markAttemptFailed, markSent } from './message.repository';
import { type SendResult, sendMail, sendSms } from './message-channels';
import {
  findSmtpSettings,
  findWebhookSettings,
  type SmtpSettings,
  type WebhookSettings,
} from './messaging-settings.repository';
import { CLAIM_BATCH, messagingLeaseMs, messagingTickMs, nextAttemptAt } from './messaging-tuning';

const running = new Set<BackgroundWork>();

/** Wakes this process's sender now (after a commit that queued messages). */
export function nudgeMessageSenders(): void {
  for (const work of running) work.nudge();
}

interface Claimed {
  readonly token: string;
  readonly rows: readonly MessageRow[];
  readonly smtp: SmtpSettings | null;
  readonly webhook: WebhookSettings | null;
}

async function tenantsWithQueues(services: AppServices): Promise<string[]> {
  // The read connection on SQLite, so the read never lands inside a writer's open transaction.
  const kysely = services.db.reads ?? services.db.kysely;
  const rows = await kysely.selectFrom('message_sender_tenant').select('tenant_id').execute();
  return rows.map((row) => row.tenant_id);
}

/** Claims the tenant's due messages and reads its settings, in one short transaction. */
function claim(services: AppServices, tenantId: string): Promise<Claimed> {
  const now = services.now();
  const token = randomUUID();
  return inTenant(services.db, tenantId, async (t) => {
    const rows = await claimDue(t, {
      token,
      nowIso: now.toISOString(),
      leaseUntilIso: new Date(now.getTime() + messagingLeaseMs()).toISOString(),
      limit: CLAIM_BATCH,
    });
    if (rows.length === 0) return { token, rows, smtp: null, webhook: null };
    return { token, rows, smtp: await findSmtpSettings(t), webhook: await findWebhookSettings(t) };
  });
}

function send(claimed: Claimed, row: MessageRow, now: Date): Promise<SendResult> {
  if (row.channel === 'EMAIL') {
    if (!claimed.smtp) return Promise.resolve(notSetUp('The mail server is not set up.'));
    return sendMail(claimed.smtp, {
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.body,
      messageKey: row.id,
    });
  }
  if (!claimed.webhook) return Promise.resolve(notSetUp('The SMS webhook is not set up.'));
  return sendSms(claimed.webhook, { to: row.recipient, text: row.body, messageKey: row.id }, now);
}

function notSetUp(error: string): SendResult {
  return { ok: false, error };
}

/** Sends one claimed message outside any transaction, then records what happened. */
async function deliver(services: AppServices, tenantId: string, claimed: Claimed, row: MessageRow) {
  const result = await send(claimed, row, services.now());
  const now = services.now();
  await inTenant(services.db, tenantId, (t) =>
    result.ok
      ? markSent(t, row.id, claimed.token, result.providerId, now)
      : markAttemptFailed(
          t,
          row,
          claimed.token,
          result.error,
          now,
          nextAttemptAt(Number(row.attempts), now),
        ),
  );
}

async function tick(services: AppServices, stopping: () => boolean): Promise<void> {
  for (const tenantId of await tenantsWithQueues(services)) {
    // A full claim may leave more due: claim again until the queue is empty or stopping.
    let full = true;
    while (full && !stopping()) {
      const claimed = await claim(services, tenantId);
      full = claimed.rows.length === CLAIM_BATCH;
      await Promise.all(
        claimed.rows.map((row) =>
          deliver(services, tenantId, claimed, row).catch((error: unknown) => {
            console.warn(`Message ${row.id}: ${(error as Error).message}`);
          }),
        ),
      );
    }
  }
}

/**
 * The background sender: every tick, and when nudged, each tenant's due messages are claimed
 * (marked SENDING under a lease, committed), sent outside any transaction, then marked SENT or
 * queued again with a longer wait (FAILED after the last attempt). Everything it needs is in the
 * database, so a restart, or a second server, simply carries on.
 */
export function startMessageSender(services: AppServices): BackgroundWork {
  return startLoop({
    name: 'Message sender',
    everyMs: messagingTickMs(),
    crew: running,
    tick: (stopping) => tick(services, stopping),
  });
}
