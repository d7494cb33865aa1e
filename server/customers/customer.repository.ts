import type { Selectable } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import type { CustomerTable } from './customer.table';
import { MAX_SEARCH_WORDS, prefixUpperBound, queryWords, searchTokenRows } from './search-tokens';

/** A customer as the contract's Customer (individual or corporate fields by type). */
export type CustomerView = Record<string, unknown> & {
  id: string;
  customerNumber: string;
  customerType: 'INDIVIDUAL' | 'CORPORATE';
  displayName: string;
  status: string;
  branchId: string | null;
  createdAt: string;
  version: number;
};

export interface NewCustomer {
  id: string;
  customerNumber: string;
  customerType: 'INDIVIDUAL' | 'CORPORATE';
  displayName: string;
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
    version: row.version,
  };
}

/** Writes a customer and the words it is searched by; `t` is the transaction they share. */
export async function insertCustomer(t: TenantTx, customer: NewCustomer, now: Date): Promise<void> {
  const row = {
    id: customer.id,
    tenant_id: t.tenantId,
    customer_number: customer.customerNumber,
    customer_type: customer.customerType,
    display_name: customer.displayName,
    phone: customer.phone,
    bvn: customer.bvn,
    rc_number: customer.rcNumber,
    status: 'ACTIVE',
    branch_id: customer.branchId,
    profile: JSON.stringify(customer.profile),
    created_by: customer.createdBy,
    created_at: now.toISOString(),
    version: 1,
    pending_change_id: null,
  };
  await t.trx.insertInto('customer').values(row).execute();
  await t.trx.insertInto('customer_search_token').values(searchTokenRows(row)).execute();
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

/** The stored row of a customer of the tenant, or null. */
export async function findCustomerRow(
  t: TenantTx,
  id: string,
): Promise<Selectable<CustomerTable> | null> {
  const row = await t.trx
    .selectFrom('customer')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/** Who holds a BVN in the tenant, if anyone: enough to name them to staff who may see them. */
export async function customerHoldingBvn(
  t: TenantTx,
  bvn: string,
): Promise<{
  id: string;
  customerNumber: string;
  displayName: string;
  branchId: string | null;
} | null> {
  const row = await t.trx
    .selectFrom('customer')
    .select(['id', 'customer_number', 'display_name', 'branch_id'])
    .where('tenant_id', '=', t.tenantId)
    .where('bvn', '=', bvn)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    customerNumber: row.customer_number,
    displayName: row.display_name,
    branchId: row.branch_id,
  };
}

/** What a change writes over a stored customer. */
export interface CustomerRewrite {
  readonly displayName: string;
  readonly phone: string;
  readonly bvn: string | null;
  readonly profile: Record<string, unknown>;
  readonly pendingChangeId: string | null;
}

/**
 * Writes a change over the customer if it is still at `expectedVersion`, one version up, and
 * renews the words it is searched by. False when another change came first (nothing written):
 * the version in the WHERE clause is the lock, on both engines.
 */
export async function rewriteCustomer(
  t: TenantTx,
  row: Selectable<CustomerTable>,
  rewrite: CustomerRewrite,
): Promise<boolean> {
  const profile = JSON.stringify(rewrite.profile);
  const result = await t.trx
    .updateTable('customer')
    .set({
      display_name: rewrite.displayName,
      phone: rewrite.phone,
      bvn: rewrite.bvn,
      profile,
      pending_change_id: rewrite.pendingChangeId,
      version: row.version + 1,
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await t.trx
    .deleteFrom('customer_search_token')
    .where('tenant_id', '=', t.tenantId)
    .where('customer_id', '=', row.id)
    .execute();
  const stored = {
    ...row,
    display_name: rewrite.displayName,
    phone: rewrite.phone,
    bvn: rewrite.bvn,
    profile,
  };
  await t.trx.insertInto('customer_search_token').values(searchTokenRows(stored)).execute();
  return true;
}

/** Clears the identity change that waited for the customer; the version stays. */
export async function clearPendingChange(
  t: TenantTx,
  id: string,
  requestId: string,
): Promise<void> {
  await t.trx
    .updateTable('customer')
    .set({ pending_change_id: null })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .where('pending_change_id', '=', requestId)
    .execute();
}

/**
 * Marks the identity change that now waits for the customer, only if the customer is still at
 * the version read and the change that waited before (if any) is the one read: of two edits
 * racing for the same customer, the second finds the row moved and writes nothing (false).
 */
export async function markPendingChange(
  t: TenantTx,
  row: Pick<Selectable<CustomerTable>, 'id' | 'version' | 'pending_change_id'>,
  requestId: string,
): Promise<boolean> {
  let query = t.trx
    .updateTable('customer')
    .set({ pending_change_id: requestId })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', row.id)
    .where('version', '=', row.version);
  const before = row.pending_change_id;
  // The change read may have ended meanwhile (an expiry the submission itself stored).
  query =
    before === null
      ? query.where('pending_change_id', 'is', null)
      : query.where((eb) =>
          eb.or([eb('pending_change_id', 'is', null), eb('pending_change_id', '=', before)]),
        );
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
  const words = queryWords(search.q);
  if (words.length === 0) return listCustomers(t, search);
  if (words.length > MAX_SEARCH_WORDS) {
    throw new Error(`A search has at most ${MAX_SEARCH_WORDS} words, not ${words.length}`);
  }
  const [first, ...rest] = words.map((word) => customersWithWord(t, search, word));
  // A customer matches when every word starts one of its tokens.
  const matches = rest.reduce((all, next) => all.intersect(next), first as WordMatches);
  const count = await t.trx
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const page = await t.trx
    .selectFrom(matches.as('m'))
    .select('m.customer_id')
    .orderBy('m.display_name')
    .orderBy('m.customer_number')
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  const items = await customersByIds(
    t,
    page.map((row) => row.customer_id),
  );
  return { items, total: Number(count.n) };
}

/**
 * The distinct customers (with their sort key) that have a token starting with `word`, within the
 * search's filters: one index range of customer_search_token, never the customer table.
 */
function customersWithWord(t: TenantTx, search: CustomerSearch, word: string) {
  const bound = prefixUpperBound(word);
  let query = t.trx
    .selectFrom('customer_search_token')
    .select(['customer_id', 'display_name', 'customer_number'])
    .distinct()
    .where('tenant_id', '=', t.tenantId)
    .where('token', '>=', word);
  if (bound !== null) query = query.where('token', '<', bound);
  if (search.customerType) query = query.where('customer_type', '=', search.customerType);
  if (search.branchIds !== null) query = query.where('branch_id', 'in', [...search.branchIds]);
  return query;
}

type WordMatches = ReturnType<typeof customersWithWord>;

/** The customers of these ids, in the order of the ids. */
async function customersByIds(t: TenantTx, ids: readonly string[]): Promise<CustomerView[]> {
  if (ids.length === 0) return [];
  const rows = await t.trx
    .selectFrom('customer')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    // The token's foreign key names an existing customer of the same tenant.
    if (!row) throw new Error(`Customer ${id} has search tokens but no row`);
    return rowToCustomer(row);
  });
}

/** Without a search: one page of the customers in scope, by name. */
async function listCustomers(
  t: TenantTx,
  search: CustomerSearch,
): Promise<{ items: CustomerView[]; total: number }> {
  let query = t.trx.selectFrom('customer').where('tenant_id', '=', t.tenantId);
  if (search.customerType) query = query.where('customer_type', '=', search.customerType);
  if (search.branchIds !== null) query = query.where('branch_id', 'in', [...search.branchIds]);
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
