import type { Selectable } from 'kysely';
import { containsIgnoringCase } from '../db/like-pattern';
import type { TenantTx } from '../tenancy/tenant-scope';
import type { CustomerTable } from './customer.table';

/** A customer as the contract's Customer (individual or corporate fields by type). */
export type CustomerView = Record<string, unknown> & {
  id: string;
  customerNumber: string;
  customerType: 'INDIVIDUAL' | 'CORPORATE';
  displayName: string;
  status: string;
  branchId: string | null;
  createdAt: string;
};

export interface NewCustomer {
  id: string;
  customerNumber: string;
  customerType: 'INDIVIDUAL' | 'CORPORATE';
  displayName: string;
  searchText: string;
  phone: string;
  bvn: string | null;
  rcNumber: string | null;
  branchId: string | null;
  profile: Record<string, unknown>;
  createdBy: string;
}

export interface CustomerSearch {
  q?: string | undefined;
  customerType?: string | undefined;
  /** Null means every branch; otherwise only customers of these branches. */
  branchIds: readonly string[] | null;
  page: number;
  pageSize: number;
}

export function rowToCustomer(row: Selectable<CustomerTable>): CustomerView {
  return {
    ...(JSON.parse(row.profile) as Record<string, unknown>),
    id: row.id,
    customerNumber: row.customer_number,
    customerType: row.customer_type === 'CORPORATE' ? 'CORPORATE' : 'INDIVIDUAL',
    displayName: row.display_name,
    status: row.status,
    branchId: row.branch_id,
    createdAt: row.created_at,
  };
}

export async function insertCustomer(t: TenantTx, customer: NewCustomer, now: Date): Promise<void> {
  await t.trx
    .insertInto('customer')
    .values({
      id: customer.id,
      tenant_id: t.tenantId,
      customer_number: customer.customerNumber,
      customer_type: customer.customerType,
      display_name: customer.displayName,
      search_text: customer.searchText,
      phone: customer.phone,
      bvn: customer.bvn,
      rc_number: customer.rcNumber,
      status: 'ACTIVE',
      branch_id: customer.branchId,
      profile: JSON.stringify(customer.profile),
      created_by: customer.createdBy,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function findCustomer(t: TenantTx, id: string): Promise<CustomerView | null> {
  const row = await t.trx
    .selectFrom('customer')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToCustomer(row) : null;
}

export async function customerExistsWith(
  t: TenantTx,
  column: 'bvn' | 'rc_number',
  value: string,
): Promise<boolean> {
  const row = await t.trx
    .selectFrom('customer')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where(column, '=', value)
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of customers, by name, with the number the search matches. */
export async function searchCustomers(
  t: TenantTx,
  search: CustomerSearch,
): Promise<{ items: CustomerView[]; total: number }> {
  if (search.branchIds !== null && search.branchIds.length === 0) return { items: [], total: 0 };
  let query = t.trx.selectFrom('customer').where('tenant_id', '=', t.tenantId);
  if (search.customerType) query = query.where('customer_type', '=', search.customerType);
  if (search.branchIds !== null) query = query.where('branch_id', 'in', [...search.branchIds]);
  const q = search.q?.trim().toLowerCase();
  if (q) query = query.where(containsIgnoringCase('search_text', q));
  const count = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('display_name')
    .orderBy('customer_number')
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  return { items: rows.map(rowToCustomer), total: Number(count.n) };
}
