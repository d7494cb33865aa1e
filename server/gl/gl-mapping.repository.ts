import type { Selectable } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { GlMappingTable } from './gl-mapping.table';

export interface GlMappingRecord {
  id: string;
  productId: string | null;
  event: string;
  debitAccountId: string;
  creditAccountId: string;
}

function rowToMapping(row: Selectable<GlMappingTable>): GlMappingRecord {
  return {
    id: row.id,
    productId: row.product_key === '' ? null : row.product_key,
    event: row.event,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
  };
}

export async function listGlMappings(t: TenantTx): Promise<GlMappingRecord[]> {
  const rows = await t.trx
    .selectFrom('gl_mapping')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('product_key')
    .orderBy('event')
    .limit(5000)
    .execute();
  return rows.map(rowToMapping);
}

/**
 * The mapping a product event posts through: the product's own, else the tenant-wide one. Null
 * means the event has no mapping, which the caller refuses with `gl_mapping_missing`.
 */
export async function findGlMapping(
  t: TenantTx,
  productId: string | null,
  event: string,
): Promise<GlMappingRecord | null> {
  const { rows } = await mappingsOf(t, { event, productKeys: productId ? [productId, ''] : [''] });
  const own = rows.find((row) => row.product_key !== '');
  const chosen = own ?? rows[0];
  return chosen ? rowToMapping(chosen) : null;
}

const mappingsOf = preparedQuery(
  (trx, v: { event: string; productKeys: readonly string[] }, tenantId) =>
    trx
      .selectFrom('gl_mapping')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('event', '=', v.event)
      .where('product_key', 'in', v.productKeys),
  (v) => v.productKeys.length,
);

/** Creates or replaces the mapping of (product, event). */
export async function saveGlMapping(
  t: TenantTx,
  mapping: Omit<GlMappingRecord, 'id'>,
  userId: string,
  now: Date,
): Promise<GlMappingRecord> {
  const productKey = mapping.productId ?? '';
  const values = {
    debit_account_id: mapping.debitAccountId,
    credit_account_id: mapping.creditAccountId,
    updated_by: userId,
    updated_at: now.toISOString(),
  };
  await t.trx
    .insertInto('gl_mapping')
    .values({
      id: newRowId(),
      tenant_id: t.tenantId,
      product_key: productKey,
      event: mapping.event,
      ...values,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'product_key', 'event']).doUpdateSet(values))
    .execute();
  const saved = await findGlMapping(t, mapping.productId, mapping.event);
  if (!saved) throw new Error('The GL mapping vanished right after it was saved.');
  return saved;
}
