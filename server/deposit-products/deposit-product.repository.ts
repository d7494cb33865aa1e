import type { Selectable } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import type { DepositProductTable } from './deposit-product.table';

/** A deposit product as the contract's Product. */
export interface DepositProductView {
  id: string;
  type: 'DEPOSIT';
  subtype: 'SAVINGS' | 'CURRENT';
  code: string;
  name: string;
  currency: 'NGN';
  interestRateBps: number;
  interestPostingPeriod: string;
  minimumBalanceKobo: number;
  overdraftAllowed: boolean;
  overdraftLimitKobo: number;
  chargeIds: string[];
  status: 'ACTIVE' | 'INACTIVE';
  createdAt: string;
}

export function rowToProduct(row: Selectable<DepositProductTable>): DepositProductView {
  return {
    id: row.id,
    type: 'DEPOSIT',
    subtype: row.subtype === 'CURRENT' ? 'CURRENT' : 'SAVINGS',
    code: row.code,
    name: row.name,
    currency: 'NGN',
    interestRateBps: row.interest_rate_bps,
    interestPostingPeriod: row.interest_posting_period,
    minimumBalanceKobo: Number(row.minimum_balance_kobo),
    overdraftAllowed: row.overdraft_allowed === 1,
    overdraftLimitKobo: Number(row.overdraft_limit_kobo),
    chargeIds: JSON.parse(row.charge_ids) as string[],
    status: row.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
    createdAt: row.created_at,
  };
}

export async function listProducts(t: TenantTx, status?: string): Promise<DepositProductView[]> {
  let query = t.trx
    .selectFrom('deposit_product')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('code')
    .limit(1000);
  if (status) query = query.where('status', '=', status);
  return (await query.execute()).map(rowToProduct);
}

export async function findProduct(t: TenantTx, id: string): Promise<DepositProductView | null> {
  const row = await t.trx
    .selectFrom('deposit_product')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToProduct(row) : null;
}

export async function insertProduct(t: TenantTx, product: DepositProductView): Promise<void> {
  await t.trx
    .insertInto('deposit_product')
    .values({
      id: product.id,
      tenant_id: t.tenantId,
      code: product.code,
      name: product.name,
      subtype: product.subtype,
      interest_rate_bps: product.interestRateBps,
      interest_posting_period: product.interestPostingPeriod,
      minimum_balance_kobo: product.minimumBalanceKobo,
      overdraft_allowed: product.overdraftAllowed ? 1 : 0,
      overdraft_limit_kobo: product.overdraftLimitKobo,
      charge_ids: JSON.stringify(product.chargeIds),
      status: product.status,
      created_at: product.createdAt,
    })
    .execute();
}
