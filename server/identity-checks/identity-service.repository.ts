import type { TenantTx } from '../db/tenant-scope';
import './identity-checks.table';

export type IdentityServiceKey = 'bvn' | 'nin';

/** What a client of either service is made from. */
export interface IdentityServiceSettings {
  readonly service: IdentityServiceKey;
  readonly endpoint: string;
  readonly organisationCode: string;
  readonly username: string | null;
  readonly password: string | null;
  readonly aesKey: string | null;
  readonly ivKey: string | null;
  readonly timeoutMs: number;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export async function findIdentityService(
  t: TenantTx,
  service: IdentityServiceKey,
): Promise<IdentityServiceSettings | null> {
  const row = await t.trx
    .selectFrom('identity_service')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('service', '=', service)
    .executeTakeFirst();
  if (!row) return null;
  return {
    service,
    endpoint: row.endpoint,
    organisationCode: row.organisation_code,
    username: row.username,
    password: row.password,
    aesKey: row.aes_key,
    ivKey: row.iv_key,
    timeoutMs: Number(row.timeout_ms),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Inserts or replaces the settings; a null secret keeps the one saved. */
export async function upsertIdentityService(
  t: TenantTx,
  settings: IdentityServiceSettings,
): Promise<void> {
  const row = {
    endpoint: settings.endpoint,
    organisation_code: settings.organisationCode,
    username: settings.username,
    timeout_ms: settings.timeoutMs,
    updated_at: settings.updatedAt,
    updated_by: settings.updatedBy,
  };
  const secrets = {
    ...(settings.password !== null && { password: settings.password }),
    ...(settings.aesKey !== null && { aes_key: settings.aesKey }),
    ...(settings.ivKey !== null && { iv_key: settings.ivKey }),
  };
  await t.trx
    .insertInto('identity_service')
    .values({
      tenant_id: t.tenantId,
      service: settings.service,
      ...row,
      password: settings.password,
      aes_key: settings.aesKey,
      iv_key: settings.ivKey,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'service']).doUpdateSet({ ...row, ...secrets }),
    )
    .execute();
}
