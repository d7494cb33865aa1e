import type { Selectable } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import type { AccountHoldTable } from './deposit.table';

export interface HoldView {
  id: string;
  accountId: string;
  amountKobo: number;
  reason: string;
  status: 'ACTIVE' | 'RELEASED';
  placedBy: string;
  placedAt: string;
  releasedAt: string | null;
}

function rowToHold(row: Selectable<AccountHoldTable>): HoldView {
  return {
    id: row.id,
    accountId: row.account_id,
    amountKobo: Number(row.amount_kobo),
    reason: row.reason,
    status: row.status === 'RELEASED' ? 'RELEASED' : 'ACTIVE',
    placedBy: row.placed_by,
    placedAt: row.placed_at,
    releasedAt: row.released_at,
  };
}

export async function listHolds(t: TenantTx, accountId: string): Promise<HoldView[]> {
  const rows = await t.trx
    .selectFrom('account_hold')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('account_id', '=', accountId)
    .orderBy('status')
    .orderBy('placed_at', 'desc')
    .limit(500)
    .execute();
  return rows.map(rowToHold);
}

export async function findHold(
  t: TenantTx,
  accountId: string,
  id: string,
): Promise<HoldView | null> {
  const row = await t.trx
    .selectFrom('account_hold')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToHold(row) : null;
}

export async function insertHold(
  t: TenantTx,
  hold: { id: string; accountId: string; amountKobo: number; reason: string; placedBy: string },
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('account_hold')
    .values({
      id: hold.id,
      tenant_id: t.tenantId,
      account_id: hold.accountId,
      amount_kobo: hold.amountKobo,
      reason: hold.reason,
      status: 'ACTIVE',
      placed_by: hold.placedBy,
      placed_at: now.toISOString(),
      released_at: null,
    })
    .execute();
}

export async function releaseHold(t: TenantTx, id: string, now: Date): Promise<void> {
  await t.trx
    .updateTable('account_hold')
    .set({ status: 'RELEASED', released_at: now.toISOString() })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}
