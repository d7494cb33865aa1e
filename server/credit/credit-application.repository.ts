import type { Selectable } from 'kysely';
import type { components } from '../../api/schema.gen';
import type { CreditApplicationStatus } from '../../machines/credit-application.machine';
import type { CreditScore } from '../../policies/credit-score';
import { likeText } from '../db/like-pattern';
import { newRowId } from '../db/row-id';
import { moveFromStatus } from '../db/status-move';
import type { TenantTx } from '../db/tenant-scope';
import { depositSubledger } from '../deposits/deposit-subledger';
import type { CreditApplicationTable } from './credit.table';
import './credit.table';

type Schemas = components['schemas'];

export type CreditApplicationRow = Selectable<CreditApplicationTable>;
export type CreditApplicationView = Schemas['CreditApplication'];
export type CreditApplicationEventView = Schemas['CreditApplicationEvent'];

/** The score as stored with an application: the policy's result and what it was made from. */
export interface StoredCreditScore extends CreditScore {
  readonly scorecardId: string;
  readonly scorecardVersion: number;
  readonly newInstalmentKobo: number;
  readonly scoredAt: string;
}

export async function insertApplication(
  t: TenantTx,
  row: Omit<CreditApplicationRow, 'tenant_id'>,
): Promise<void> {
  await t.trx
    .insertInto('credit_application')
    .values({ ...row, tenant_id: t.tenantId })
    .execute();
}

export async function findApplicationRow(
  t: TenantTx,
  id: string,
): Promise<CreditApplicationRow | null> {
  const row = await t.trx
    .selectFrom('credit_application')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Changes an application only if it is still in `from`: the status in the WHERE clause is what
 * makes two people (or an approver and the officer) move it once.
 */
export async function moveApplication(
  t: TenantTx,
  id: string,
  from: CreditApplicationStatus,
  patch: Partial<Omit<CreditApplicationRow, 'id' | 'tenant_id'>>,
): Promise<boolean> {
  return moveFromStatus(t, 'credit_application', id, from, patch);
}

export interface ApplicationEventInput {
  readonly status: CreditApplicationStatus;
  readonly action: string;
  readonly actorId: string | null;
  readonly reason?: string | null;
}

export async function insertApplicationEvent(
  t: TenantTx,
  applicationId: string,
  event: ApplicationEventInput,
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('credit_application_event')
    .values({
      id: newRowId(now.getTime()),
      tenant_id: t.tenantId,
      application_id: applicationId,
      status: event.status,
      action: event.action,
      actor_id: event.actorId,
      reason: event.reason?.slice(0, 500) ?? null,
      at: now.toISOString(),
    })
    .execute();
}

/** An application's history in the order it happened, with the people's names. */
export async function applicationHistory(
  t: TenantTx,
  applicationId: string,
): Promise<CreditApplicationEventView[]> {
  const rows = await t.trx
    .selectFrom('credit_application_event as e')
    .leftJoin('app_user as u', (j) =>
      j.onRef('u.id', '=', 'e.actor_id').onRef('u.tenant_id', '=', 'e.tenant_id'),
    )
    .select(['e.at', 'e.status', 'e.action', 'e.reason', 'e.id', 'u.full_name'])
    .where('e.tenant_id', '=', t.tenantId)
    .where('e.application_id', '=', applicationId)
    .orderBy('e.at')
    .orderBy('e.id')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    status: row.status as CreditApplicationStatus,
    action: row.action,
    actor: row.full_name ?? null,
    reason: row.reason,
  }));
}

function viewQuery(t: TenantTx) {
  return t.trx
    .selectFrom('credit_application as c')
    .leftJoin('customer as cu', (j) =>
      j.onRef('cu.id', '=', 'c.customer_id').onRef('cu.tenant_id', '=', 'c.tenant_id'),
    )
    .leftJoin('loan_product as p', (j) =>
      j.onRef('p.id', '=', 'c.product_id').onRef('p.tenant_id', '=', 'c.tenant_id'),
    )
    .leftJoin('deposit_account as a', (j) =>
      j.onRef('a.id', '=', 'c.account_id').onRef('a.tenant_id', '=', 'c.tenant_id'),
    )
    .leftJoin('app_user as o', (j) =>
      j.onRef('o.id', '=', 'c.officer_id').onRef('o.tenant_id', '=', 'c.tenant_id'),
    )
    .leftJoin('app_user as an', (j) =>
      j.onRef('an.id', '=', 'c.analyst_id').onRef('an.tenant_id', '=', 'c.tenant_id'),
    )
    .selectAll('c')
    .select([
      'cu.display_name as customer_name',
      'cu.customer_number as customer_number',
      'p.name as product_name',
      'a.account_number as account_number',
      'o.full_name as officer_name',
      'an.full_name as analyst_name',
    ])
    .where('c.tenant_id', '=', t.tenantId);
}

type ViewRow = CreditApplicationRow & {
  customer_name: string | null;
  customer_number: string | null;
  product_name: string | null;
  account_number: string | null;
  officer_name: string | null;
  analyst_name: string | null;
};

function rowToView(row: ViewRow): CreditApplicationView {
  return {
    id: row.id,
    applicationNumber: row.application_number,
    status: row.status as CreditApplicationStatus,
    customerId: row.customer_id,
    customerName: row.customer_name ?? '',
    customerNumber: row.customer_number ?? '',
    productId: row.product_id,
    productName: row.product_name ?? '',
    principalKobo: Number(row.principal_kobo),
    numberOfRepayments: Number(row.number_of_repayments),
    annualInterestRate: row.annual_interest_rate,
    accountId: row.account_id,
    accountNumber: row.account_number ?? '',
    purpose: row.purpose,
    monthlyIncomeKobo: Number(row.monthly_income_kobo),
    employmentType: row.employment_type as CreditApplicationView['employmentType'],
    existingMonthlyObligationsKobo: Number(row.existing_obligations_kobo),
    bureauMaxDaysInArrears:
      row.bureau_max_days_in_arrears === null ? null : Number(row.bureau_max_days_in_arrears),
    officerId: row.officer_id,
    officerName: row.officer_name ?? '',
    branchId: row.branch_id,
    analystId: row.analyst_id,
    analystName: row.analyst_name,
    grade: row.grade as CreditApplicationView['grade'],
    totalPoints: row.total_points === null ? null : Number(row.total_points),
    loanId: row.loan_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findApplicationView(
  t: TenantTx,
  id: string,
): Promise<CreditApplicationView | null> {
  const row = await viewQuery(t).where('c.id', '=', id).executeTakeFirst();
  return row ? rowToView(row as ViewRow) : null;
}

export interface ApplicationFilter {
  readonly q?: string | undefined;
  readonly status?: CreditApplicationStatus | undefined;
  readonly officerId?: string | undefined;
  readonly branchId?: string | undefined;
  readonly productId?: string | undefined;
  /** Null for every branch; otherwise only applications of these branches. */
  readonly branchIds: readonly string[] | null;
  readonly page: number;
  readonly pageSize: number;
}

export async function searchApplications(
  t: TenantTx,
  filter: ApplicationFilter,
): Promise<{ items: CreditApplicationView[]; total: number }> {
  let query = viewQuery(t);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  if (filter.officerId) query = query.where('c.officer_id', '=', filter.officerId);
  if (filter.branchId) query = query.where('c.branch_id', '=', filter.branchId);
  if (filter.productId) query = query.where('c.product_id', '=', filter.productId);
  if (filter.branchIds !== null) {
    // An empty IN list is not SQL everywhere; a user of no branch sees no application.
    if (filter.branchIds.length === 0) return { items: [], total: 0 };
    query = query.where('c.branch_id', 'in', [...filter.branchIds]);
  }
  if (filter.q) {
    const start = `${likeText(filter.q.toLowerCase())}%`;
    const anywhere = `%${likeText(filter.q.toLowerCase())}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.application_number']), 'like', start),
        eb(eb.fn('lower', ['cu.customer_number']), 'like', start),
        eb(eb.fn('lower', ['cu.display_name']), 'like', anywhere),
      ]),
    );
  }
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { items: rows.map((row) => rowToView(row as ViewRow)), total: Number(counted.n) };
}

/**
 * A deposit account's balance before `fromDate` and its net movement on each day from
 * `fromDate` to `toDate` (YYYY-MM-DD, both included), read from its postings, customer-positive.
 */
export async function dailyBalanceTotal(
  t: TenantTx,
  accountId: string,
  fromDate: string,
  toDate: string,
): Promise<{ openingKobo: bigint; netByDay: Map<string, bigint> }> {
  const lines = t.trx
    .selectFrom('journal_line as l')
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.subledger', '=', depositSubledger.kind)
    .where('l.subledger_account_id', '=', accountId);
  const opening = await lines
    .select((eb) => [
      eb.fn.sum<string>('l.credit_kobo').as('c'),
      eb.fn.sum<string>('l.debit_kobo').as('d'),
    ])
    .where('l.posting_date', '<', fromDate)
    .executeTakeFirst();
  const days = await lines
    .select((eb) => [
      'l.posting_date',
      eb.fn.sum<string>('l.credit_kobo').as('c'),
      eb.fn.sum<string>('l.debit_kobo').as('d'),
    ])
    .where('l.posting_date', '>=', fromDate)
    .where('l.posting_date', '<=', toDate)
    .groupBy('l.posting_date')
    .execute();
  const big = (value: unknown) => BigInt(String(value ?? 0).split('.')[0] ?? '0');
  return {
    openingKobo: big(opening?.c) - big(opening?.d),
    netByDay: new Map(days.map((day) => [day.posting_date, big(day.c) - big(day.d)])),
  };
}
