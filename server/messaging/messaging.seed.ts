import { DEFAULT_TEMPLATES, renderTemplate, SAMPLE_VALUES } from '../../policies/message-templates';
import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { queueMessages } from './message.repository';

const WEBHOOK_DOWN = 'The SMS webhook answered 503 (Service Unavailable).';

/**
 * A few messages already through the queue, so the outbox has something to show: two alerts
 * sent and one SMS that failed its five attempts (Retry sends it to the demo's stand-in).
 * Skipped when the tenant already has messages.
 */
export async function seedDemoMessages(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (tenant.id !== 'demo') return;
  const any = await t.trx
    .selectFrom('message')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const values = { ...SAMPLE_VALUES.CREDIT_ALERT, bankName: tenant.name };
  const debit = { ...SAMPLE_VALUES.DEBIT_ALERT, bankName: tenant.name };
  const at = new Date(ctx.now.getTime() - 60 * 60_000);
  await queueMessages(
    t,
    [
      {
        kind: 'CREDIT_ALERT',
        channel: 'SMS',
        recipient: '08031234567',
        subject: null,
        body: renderTemplate(DEFAULT_TEMPLATES.CREDIT_ALERT.body, values),
        dedupeKey: 'DEMO:credit:SMS',
      },
      {
        kind: 'CREDIT_ALERT',
        channel: 'EMAIL',
        recipient: 'adaeze.nwosu@example.ng',
        subject: renderTemplate(DEFAULT_TEMPLATES.CREDIT_ALERT.subject, values),
        body: renderTemplate(DEFAULT_TEMPLATES.CREDIT_ALERT.body, values),
        dedupeKey: 'DEMO:credit:EMAIL',
      },
      {
        kind: 'DEBIT_ALERT',
        channel: 'SMS',
        recipient: '08039876543',
        subject: null,
        body: renderTemplate(DEFAULT_TEMPLATES.DEBIT_ALERT.body, debit),
        dedupeKey: 'DEMO:debit:SMS',
      },
    ],
    at,
  );
  const sentAt = new Date(at.getTime() + 2_000).toISOString();
  await t.trx
    .updateTable('message')
    .set({
      status: 'SENT',
      attempts: 1,
      sent_at: sentAt,
      next_attempt_at: null,
      provider_id: 'demo-1',
    })
    .where('tenant_id', '=', t.tenantId)
    .where('dedupe_key', 'in', ['DEMO:credit:SMS', 'DEMO:credit:EMAIL'])
    .execute();
  const failures = [0, 30, 150, 750, 4350].map((seconds) => ({
    at: new Date(at.getTime() + seconds * 1000).toISOString(),
    error: WEBHOOK_DOWN,
  }));
  await t.trx
    .updateTable('message')
    .set({
      status: 'FAILED',
      attempts: 5,
      next_attempt_at: null,
      last_error: WEBHOOK_DOWN,
      failed_attempts: JSON.stringify(failures),
    })
    .where('tenant_id', '=', t.tenantId)
    .where('dedupe_key', '=', 'DEMO:debit:SMS')
    .execute();
}
