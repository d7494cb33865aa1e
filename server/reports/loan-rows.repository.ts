import { type SelectQueryBuilder, sql } from 'kysely';
import { enumLabel } from '../../policies/labels';
import type { DB } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import type { ReportParams } from './report-definition';

type LoanFrom = SelectQueryBuilder<
  DB & {
    l: DB['loan'];
    c: DB['customer'];
    p: DB['loan_product'];
    b: DB['branch'];
    u: DB['app_user'];
  },
  'l' | 'c' | 'p' | 'b' | 'u',
  object
>;

/** Where the loans of a report live: their customer, product, branch and officer, filtered. */
export function loansOf(t: TenantTx, params: ReportParams): LoanFrom {
  let query = t.trx
    .selectFrom('loan as l')
    .innerJoin('customer as c', 'c.id', 'l.customer_id')
    .innerJoin('loan_product as p', 'p.id', 'l.product_id')
    .leftJoin('branch as b', 'b.id', 'l.branch_id')
    .leftJoin('app_user as u', 'u.id', 'l.officer_id')
    .where('l.tenant_id', '=', t.tenantId) as unknown as LoanFrom;
  if (params.branchId) query = query.where('l.branch_id', '=', params.branchId);
  if (params.branchIds) query = query.where('l.branch_id', 'in', inList(params.branchIds));
  if (params.productId) query = query.where('l.product_id', '=', params.productId);
  if (params.officerId) query = query.where('l.officer_id', '=', params.officerId);
  return query;
}

/** An IN list that matches nothing when empty (SQL has no empty IN). */
export const inList = (ids: readonly string[]) => (ids.length > 0 ? [...ids] : ['']);

/** The columns every loan row shows about its loan. */
export const LOAN_NAMES = [
  'l.id as loan_id',
  'l.loan_number',
  'c.display_name as customer_name',
  'p.name as product_name',
  'b.name as branch_name',
  'u.full_name as officer_name',
] as const;

export interface LoanNames {
  loan_id: string;
  loan_number: string;
  customer_name: string;
  product_name: string;
  branch_name: string | null;
  officer_name: string | null;
}

/** A loan's names as a row's cells. */
export function loanCells(row: LoanNames) {
  return {
    loanNumber: row.loan_number,
    customer: row.customer_name,
    product: row.product_name,
    branch: row.branch_name ?? 'Head office',
    officer: row.officer_name ?? '—',
  };
}

/** What is unpaid of an instalment, all components, as SQL. */
export const UNPAID = sql<number>`(i.principal_kobo - i.principal_paid_kobo) + (i.interest_kobo - i.interest_paid_kobo - i.interest_waived_kobo) + (i.fee_kobo - i.fee_paid_kobo) + (i.penalty_kobo - i.penalty_paid_kobo)`;

/** An instalment past due and unpaid on `asOf`: the loan it belongs to, its due date and what is owed. */
export interface OverdueInstalment {
  loanId: string;
  dueDate: string;
  unpaidKobo: number;
}

/**
 * The instalments unpaid after their due date, of the report's loans, as the loan view reckons
 * arrears (loans/loan-arithmetic.ts arrearsOf): due before `asOf`, something left to pay.
 */
export async function overdueInstalments(
  t: TenantTx,
  params: ReportParams,
  asOf: string,
  limit: number,
): Promise<OverdueInstalment[]> {
  const rows = await loansOf(t, params)
    .innerJoin('loan_instalment as i', 'i.loan_id', 'l.id')
    .select(['l.id as loan_id', 'i.due_date', UNPAID.as('unpaid')])
    .where('i.tenant_id', '=', t.tenantId)
    .where('i.due_date', '<', asOf)
    .where(UNPAID, '>', 0)
    .orderBy('l.id')
    .orderBy('i.due_date')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    loanId: row.loan_id,
    dueDate: row.due_date,
    unpaidKobo: Number(row.unpaid),
  }));
}

/** Each loan's days past due on `asOf`: from its oldest unpaid overdue instalment. */
export function daysPastDueByLoan(
  overdue: readonly OverdueInstalment[],
  asOf: string,
): Map<string, number> {
  const days = new Map<string, number>();
  for (const row of overdue) {
    if (days.has(row.loanId)) continue;
    days.set(row.loanId, daysBetween(row.dueDate, asOf));
  }
  return days;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const statusWords = (status: string) => enumLabel(status);
