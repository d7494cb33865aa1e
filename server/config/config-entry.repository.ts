import type { TenantTx } from '../db/tenant-scope';

export interface ConfigEntryRecord {
  key: string;
  value: unknown;
  updatedAt: string;
  updatedBy: string;
}

export async function findConfigEntry(t: TenantTx, key: string): Promise<ConfigEntryRecord | null> {
  const row = await t.trx
    .selectFrom('config_entry')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    key: row.key,
    value: JSON.parse(row.value),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Inserts or replaces one entry. */
export async function saveConfigEntry(
  t: TenantTx,
  entry: { key: string; value: unknown; updatedBy: string },
  now: Date,
): Promise<void> {
  const values = {
    tenant_id: t.tenantId,
    key: entry.key,
    value: JSON.stringify(entry.value),
    updated_at: now.toISOString(),
    updated_by: entry.updatedBy,
  };
  await t.trx
    .insertInto('config_entry')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'key']).doUpdateSet({
        value: values.value,
        updated_at: values.updated_at,
        updated_by: values.updated_by,
      }),
    )
    .execute();
}
