import type { Kysely, UpdateObject } from 'kysely';
import { newRowId } from './row-id';
import type { DB } from './schema';
import './status-history.table';
import type { TenantTx } from './tenant-scope';

/** The tables whose rows live through a status: tenant, id and status columns. */
type StatusTable = {
  [K in keyof DB]: DB[K] extends { tenant_id: unknown; id: unknown; status: unknown } ? K : never;
}[keyof DB];

/**
 * Moves one row of a life-cycle table from status `from`, with its other changes, in one guarded
 * update. It answers false when the row was not in `from` any more: another request moved it
 * first, so two racing steps can never both take the same transition. A move to another status
 * appends its line to status_history in the same transaction, so a move rolled back leaves none.
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
  const moved = Number(result.numUpdatedRows) === 1;
  const to = (changes as Record<string, unknown>).status;
  if (moved && typeof to === 'string' && to !== from) {
    await recordMove(t, table, id, from, to, moveTime(changes as Record<string, unknown>));
  }
  return moved;
}

/** The move's time as the caller stamped the row (its clock), else the wall clock. */
function moveTime(changes: Record<string, unknown>): string {
  for (const key of ['updated_at', 'decided_at']) {
    const value = changes[key];
    if (typeof value === 'string' && value.length > 10) return value;
  }
  return new Date().toISOString();
}

async function recordMove(
  t: TenantTx,
  table: string,
  id: string,
  from: string,
  to: string,
  at: string,
): Promise<void> {
  await t.trx
    .insertInto('status_history')
    .values({
      id: newRowId(),
      tenant_id: t.tenantId,
      table_name: table,
      record_id: id,
      from_status: from,
      to_status: to,
      at,
      actor_id: null,
    })
    .execute();
}
