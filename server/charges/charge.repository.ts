import type { Selectable } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import type { ChargeTable } from './charge.table';

/** A charge as the contract's Charge. */
export interface ChargeView {
  id: string;
  code: string;
  name: string;
  appliesTo: 'DEPOSIT' | 'LOAN';
  calculation: 'FLAT' | 'PERCENT';
  amountKobo: number | null;
  rateBps: number | null;
  event: string;
}

export type NewCharge = Omit<ChargeView, 'id'> & { id: string };

function rowToCharge(row: Selectable<ChargeTable>): ChargeView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    appliesTo: row.applies_to === 'LOAN' ? 'LOAN' : 'DEPOSIT',
    calculation: row.calculation === 'PERCENT' ? 'PERCENT' : 'FLAT',
    amountKobo: row.amount_kobo === null ? null : Number(row.amount_kobo),
    rateBps: row.rate_bps === null ? null : Number(row.rate_bps),
    event: row.event,
  };
}

/** Every charge of the tenant, by code (the contract's list holds at most 500). */
export async function listCharges(t: TenantTx): Promise<ChargeView[]> {
  const rows = await t.trx
    .selectFrom('charge')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('code')
    .limit(500)
    .execute();
  return rows.map(rowToCharge);
}

/** The tenant's charges among `ids`; ids of no such charge are left out. */
export async function findCharges(t: TenantTx, ids: readonly string[]): Promise<ChargeView[]> {
  if (ids.length === 0) return [];
  const rows = await t.trx
    .selectFrom('charge')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', [...ids])
    .orderBy('code')
    .execute();
  return rows.map(rowToCharge);
}

export async function insertCharge(t: TenantTx, charge: NewCharge, now: Date): Promise<void> {
  await t.trx
    .insertInto('charge')
    .values({
      id: charge.id,
      tenant_id: t.tenantId,
      code: charge.code,
      name: charge.name,
      applies_to: charge.appliesTo,
      calculation: charge.calculation,
      amount_kobo: charge.amountKobo,
      rate_bps: charge.rateBps,
      event: charge.event,
      created_at: now.toISOString(),
    })
    .execute();
}
