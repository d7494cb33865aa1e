import type { TenantTx } from '../db/tenant-scope';
import type { ListedBank } from './bank-refresh.plan';
import './bank.table';

/** Every bank of the tenant's list, for the refresh to compare with the switch's. */
export async function listAllBanks(t: TenantTx): Promise<ListedBank[]> {
  const rows = await t.trx
    .selectFrom('bank')
    .select(['id', 'nip_code', 'name', 'category', 'active'])
    .where('tenant_id', '=', t.tenantId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    nipCode: row.nip_code,
    name: row.name,
    category: row.category,
    active: Number(row.active) === 1,
  }));
}

export async function updateBankFromSwitch(
  t: TenantTx,
  bank: { id: string; name: string; category: string },
): Promise<void> {
  await t.trx
    .updateTable('bank')
    .set({ name: bank.name, category: bank.category, active: 1 })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', bank.id)
    .execute();
}

export async function deactivateBanks(t: TenantTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await t.trx
    .updateTable('bank')
    .set({ active: 0 })
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', ids)
    .execute();
}
