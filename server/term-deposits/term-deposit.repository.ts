import type { Insertable, Selectable, UpdateObject } from 'kysely';
import { newRowId } from '../db/row-id';
import type { DB } from '../db/schema';
import { moveFromStatus } from '../db/status-move';
import type { TenantTx } from '../db/tenant-scope';
import type { TermDepositProductTable, TermDepositTable } from './term-deposit.table';
import type { TermDepositRow } from './term-deposit-view';

export type TermProductRow = Selectable<TermDepositProductTable>;

export async function findTermProduct(t: TenantTx, id: string): Promise<TermProductRow | null> {
  const row = await t.trx
    .selectFrom('term_deposit_product')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function findTermProductByCode(
  t: TenantTx,
  code: string,
): Promise<TermProductRow | null> {
  const row = await t.trx
    .selectFrom('term_deposit_product')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
  return row ?? null;
}

export async function findTermDeposit(t: TenantTx, id: string): Promise<TermDepositRow | null> {
  const row = await t.trx
    .selectFrom('term_deposit')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertTermDeposit(
  t: TenantTx,
  row: Insertable<TermDepositTable>,
): Promise<void> {
  await t.trx.insertInto('term_deposit').values(row).execute();
  // Tells the background work, which reads across tenants, that this tenant holds deposits.
  await t.trx
    .insertInto('term_deposit_tenant')
    .values({ tenant_id: t.tenantId })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
}

/**
 * Moves a deposit from `from` with its changes and `version` + 1, in one guarded update: false
 * when another request moved it first.
 */
export function moveTermDeposit(
  t: TenantTx,
  row: TermDepositRow,
  from: string,
  changes: UpdateObject<DB, 'term_deposit'>,
  now: Date,
): Promise<boolean> {
  return moveFromStatus(t, 'term_deposit', row.id, from, {
    ...changes,
    version: row.version + 1,
    updated_at: now.toISOString(),
  });
}

/** Changes a deposit's own fields (not its status) if it is still at the version read. */
export async function updateTermDeposit(
  t: TenantTx,
  row: TermDepositRow,
  changes: UpdateObject<DB, 'term_deposit'>,
  now: Date,
): Promise<boolean> {
  const result = await t.trx
    .updateTable('term_deposit')
    .set({ ...changes, version: row.version + 1, updated_at: now.toISOString() })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Moves a deposit's share of a control account by `deltaKobo`, never below zero: the
 * sub-ledger's one write, inside the posting's transaction.
 */
export async function moveTermDepositBalance(
  t: TenantTx,
  id: string,
  column: 'gl_principal_kobo' | 'gl_accrued_kobo',
  deltaKobo: number,
): Promise<boolean> {
  const result = await t.trx
    .updateTable('term_deposit')
    .set((eb) => ({ [column]: eb(column, '+', deltaKobo) }))
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .where((eb) => eb(eb(column, '+', deltaKobo), '>=', 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface TermDepositEventInput {
  readonly depositId: string;
  readonly from: string | null;
  readonly to: string;
  readonly note: string;
  readonly byName: string;
  readonly entryId: string | null;
}

/** One line of a deposit's history, append-only. */
export async function insertTermDepositEvent(
  t: TenantTx,
  event: TermDepositEventInput,
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('term_deposit_event')
    .values({
      id: newRowId(now.getTime()),
      tenant_id: t.tenantId,
      deposit_id: event.depositId,
      at: now.toISOString(),
      from_status: event.from,
      to_status: event.to,
      note: event.note.slice(0, 300),
      by_name: event.byName.slice(0, 120),
      entry_id: event.entryId,
    })
    .execute();
}

/** The ids of deposits in `status` that meet `due`, oldest first, at most `limit`. */
export async function dueDepositIds(
  t: TenantTx,
  filter: {
    status: string;
    maturityUpTo?: string;
    accruedBefore?: string;
    /** An inclusive range of ids: a close of business's batch. */
    ids?: { readonly from: string; readonly to: string };
  },
  limit: number,
): Promise<string[]> {
  let query = t.trx
    .selectFrom('term_deposit')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', filter.status);
  if (filter.maturityUpTo) query = query.where('maturity_date', '<=', filter.maturityUpTo);
  if (filter.ids) {
    query = query.where('id', '>=', filter.ids.from).where('id', '<=', filter.ids.to);
  }
  if (filter.accruedBefore) {
    const before = filter.accruedBefore;
    query = query
      .where('start_date', '<=', before)
      .where((eb) =>
        eb.or([
          eb('last_accrued_on', 'is', null),
          eb.and([
            eb('last_accrued_on', '<', before),
            eb('last_accrued_on', '<', eb.ref('maturity_date')),
          ]),
        ]),
      );
  }
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((row) => row.id);
}

export async function findTermDeposits(
  t: TenantTx,
  ids: readonly string[],
): Promise<TermDepositRow[]> {
  if (ids.length === 0) return [];
  return t.trx
    .selectFrom('term_deposit')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}
