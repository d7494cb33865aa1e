import type { TenantTx } from '../db/tenant-scope';
import { depositSubledger } from '../deposits/deposit-subledger';

/**
 * The reads of a customer's overview that no other area offers by customer: each is one indexed
 * query of at most `limit` rows and a count, so a customer with thousands of records costs the
 * page no more than one with a few.
 */

export interface Counted<T> {
  readonly items: T[];
  readonly total: number;
}

/** The posting date of each account's last posting (absent: none yet). */
export async function lastPostingDates(
  t: TenantTx,
  accountIds: readonly string[],
): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await t.trx
    .selectFrom('journal_line as l')
    .select(['l.subledger_account_id as account_id'])
    .select((eb) => eb.fn.max('l.posting_date').as('last_on'))
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.subledger', '=', depositSubledger.kind)
    .where('l.subledger_account_id', 'in', [...accountIds])
    .groupBy('l.subledger_account_id')
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.account_id && row.last_on ? [[row.account_id, String(row.last_on)] as const] : [],
    ),
  );
}

export interface CustomerLoanRow {
  readonly id: string;
  readonly loanNumber: string;
  readonly productName: string;
  readonly status: string;
  readonly principalKobo: number;
  readonly principalOutstandingKobo: number;
}

/** The customer's loans, newest first. */
export async function loansOfCustomer(
  t: TenantTx,
  customerId: string,
  limit: number,
): Promise<Counted<CustomerLoanRow>> {
  const base = t.trx
    .selectFrom('loan as l')
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.customer_id', '=', customerId);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('loan_product as p', (join) =>
      join.onRef('p.id', '=', 'l.product_id').onRef('p.tenant_id', '=', 'l.tenant_id'),
    )
    .select([
      'l.id',
      'l.loan_number',
      'l.status',
      'l.principal_kobo',
      'l.principal_outstanding_kobo',
      'p.name as product_name',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      id: row.id,
      loanNumber: row.loan_number,
      productName: row.product_name,
      status: row.status,
      principalKobo: Number(row.principal_kobo),
      principalOutstandingKobo: Number(row.principal_outstanding_kobo),
    })),
  };
}

export interface CustomerApplicationRow {
  readonly id: string;
  readonly applicationNumber: string;
  readonly productName: string;
  readonly status: string;
  readonly principalKobo: number;
  readonly createdAt: string;
}

/** The customer's credit applications of these branches (null: every branch), newest first. */
export async function applicationsOfCustomer(
  t: TenantTx,
  customerId: string,
  branchIds: readonly string[] | null,
  limit: number,
): Promise<Counted<CustomerApplicationRow>> {
  // An empty IN list is not SQL everywhere; a user of no branch sees no application.
  if (branchIds !== null && branchIds.length === 0) return { items: [], total: 0 };
  let base = t.trx
    .selectFrom('credit_application as c')
    .where('c.tenant_id', '=', t.tenantId)
    .where('c.customer_id', '=', customerId);
  if (branchIds !== null) base = base.where('c.branch_id', 'in', [...branchIds]);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .innerJoin('loan_product as p', (join) =>
      join.onRef('p.id', '=', 'c.product_id').onRef('p.tenant_id', '=', 'c.tenant_id'),
    )
    .select([
      'c.id',
      'c.application_number',
      'c.status',
      'c.principal_kobo',
      'c.created_at',
      'p.name as product_name',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      id: row.id,
      applicationNumber: row.application_number,
      productName: row.product_name,
      status: row.status,
      principalKobo: Number(row.principal_kobo),
      createdAt: row.created_at,
    })),
  };
}

/**
 * The ids of the customer's NIP transfers out of these accounts, newest first; only `makerId`'s
 * when given (a user who may see only the transfers they made).
 */
export async function transferIdsOfCustomer(
  t: TenantTx,
  customerId: string,
  accountIds: readonly string[],
  makerId: string | null,
  limit: number,
): Promise<Counted<string>> {
  if (accountIds.length === 0) return { items: [], total: 0 };
  let base = t.trx
    .selectFrom('nip_transfer as n')
    .where('n.tenant_id', '=', t.tenantId)
    .where('n.customer_id', '=', customerId)
    .where('n.debit_account_id', 'in', [...accountIds]);
  if (makerId !== null) base = base.where('n.maker_id', '=', makerId);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select('n.id')
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
  return { total: Number(count.n), items: rows.map((row) => row.id) };
}
