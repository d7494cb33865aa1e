import { sql } from 'kysely';
import { preparedQuery } from './prepared-query';
import type { TenantTx } from './tenant-scope';

const bumpCounter = preparedQuery((trx, v: { name: string }, tenantId) =>
  trx
    .insertInto('ledger_counter')
    .values({ tenant_id: tenantId, name: v.name, value: 1 })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'name']).doUpdateSet({ value: sql`ledger_counter.value + 1` }),
    )
    .returning('value'),
);

/**
 * The next value of a per-tenant counter (journal entries, customer and account numbers); the
 * row lock serialises concurrent callers until their transaction ends.
 */
export async function nextCounter(t: TenantTx, name: string): Promise<number> {
  const [row] = (await bumpCounter(t, { name })).rows;
  if (!row) throw new Error(`Counter ${name} returned no value.`);
  return Number(row.value);
}
