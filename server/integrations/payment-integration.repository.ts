import type { TenantTx } from '../db/tenant-scope';
import './payment-integration.table';

/** The settings a NIP client is made from. */
export interface NipSettings {
  readonly endpoint: string;
  readonly institutionCode: string;
  readonly channelCode: string;
  readonly timeoutMs: number;
  readonly sharedSecret: string | null;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export async function findNipSettings(t: TenantTx): Promise<NipSettings | null> {
  const row = await t.trx
    .selectFrom('payment_integration')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    endpoint: row.endpoint,
    institutionCode: row.institution_code,
    channelCode: row.channel_code,
    timeoutMs: Number(row.timeout_ms),
    sharedSecret: row.shared_secret,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Inserts or replaces the tenant's settings; a null secret keeps the one saved. */
export async function upsertNipSettings(t: TenantTx, settings: NipSettings): Promise<void> {
  const keepSecret = settings.sharedSecret === null;
  const row = {
    endpoint: settings.endpoint,
    institution_code: settings.institutionCode,
    channel_code: settings.channelCode,
    timeout_ms: settings.timeoutMs,
    updated_at: settings.updatedAt,
    updated_by: settings.updatedBy,
  };
  await t.trx
    .insertInto('payment_integration')
    .values({ tenant_id: t.tenantId, ...row, shared_secret: settings.sharedSecret })
    .onConflict((conflict) =>
      conflict
        .column('tenant_id')
        .doUpdateSet(keepSecret ? row : { ...row, shared_secret: settings.sharedSecret }),
    )
    .execute();
}
