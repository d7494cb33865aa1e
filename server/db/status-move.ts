import type { Kysely, UpdateObject } from 'kysely';
import type { DB } from './schema';
import type { TenantTx } from './tenant-scope';

/** The tables whose rows live through a status: tenant, id and status columns. */
type StatusTable = {
  [K in keyof DB]: DB[K] extends { tenant_id: unknown; id: unknown; status: unknown } ? K : never;
}[keyof DB];

/**
 * Moves one row of a life-cycle table from status `from`, with its other changes, in one guarded
 * update. It answers false when the row was not in `from` any more: another request moved it
 * first, so two racing steps can never both take the same transition.
 */
export async function moveFromStatus<T extends StatusTable>(
  t: TenantTx,
  table: T,
  id: string,
  from: string,
  changes: UpdateObject<DB, T>,
): Promise<boolean> {
  // Kysely cannot follow a table chosen by a type parameter; the signature keeps callers typed.
  const db = t.trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const result = await db
    .updateTable(table as string)
    .set(changes as Record<string, unknown>)
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
