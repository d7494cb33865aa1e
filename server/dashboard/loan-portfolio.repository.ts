import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import { addDays } from './dashboard-tile';

/** Which loans a portfolio counts: one officer's, some branches', or (both null) the bank's. */
export interface PortfolioScope {
  readonly officerId: string | null;
  readonly branchIds: readonly string[] | null;
}

export const ARREARS_BUCKETS = ['CURRENT', '1-30', '31-60', '61-90', '90+'] as const;
export type ArrearsBucket = (typeof ARREARS_BUCKETS)[number];

export interface BucketFigures {
  readonly bucket: ArrearsBucket;
  readonly loans: number;
  readonly outstandingKobo: number;
  readonly principalKobo: number;
}

const UNPAID = sql<boolean>`i.principal_kobo + i.interest_kobo + i.fee_kobo + i.penalty_kobo
  - i.principal_paid_kobo - i.interest_paid_kobo - i.interest_waived_kobo
  - i.fee_paid_kobo - i.penalty_paid_kobo > 0`;

/**
 * The ACTIVE loans of a scope by arrears bucket as of `asOf`, in one aggregate query: a loan's
 * days past due are counted from its oldest instalment due before the date with something unpaid
 * (as loan-arithmetic's arrearsOf counts them), so the buckets are cut by that instalment's date.
 */
export async function portfolioByBucket(
  t: TenantTx,
  scope: PortfolioScope,
  asOf: string,
): Promise<BucketFigures[]> {
  if (scope.branchIds?.length === 0) return [];
  const [d30, d60, d90] = [addDays(asOf, -30), addDays(asOf, -60), addDays(asOf, -90)];
  let loans = t.trx
    .selectFrom('loan as l')
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.status', '=', 'ACTIVE');
  if (scope.officerId) loans = loans.where('l.officer_id', '=', scope.officerId);
  if (scope.branchIds) loans = loans.where('l.branch_id', 'in', scope.branchIds);
  const perLoan = loans.select((eb) => [
    sql<number>`l.principal_outstanding_kobo + l.interest_outstanding_kobo
      + l.fee_outstanding_kobo + l.penalty_outstanding_kobo`.as('outstanding'),
    'l.principal_outstanding_kobo as principal',
    eb
      .selectFrom('loan_instalment as i')
      .select((ib) => ib.fn.min('i.due_date').as('d'))
      .whereRef('i.tenant_id', '=', 'l.tenant_id')
      .whereRef('i.loan_id', '=', 'l.id')
      .where('i.due_date', '<', asOf)
      .where(UNPAID)
      .as('oldest'),
  ]);
  const rows = await t.trx
    .selectFrom(perLoan.as('x'))
    .select([
      sql<ArrearsBucket>`case when x.oldest is null then 'CURRENT'
        when x.oldest >= ${d30} then '1-30' when x.oldest >= ${d60} then '31-60'
        when x.oldest >= ${d90} then '61-90' else '90+' end`.as('bucket'),
      (eb) => eb.fn.countAll<number>().as('loans'),
      (eb) => eb.fn.sum<number>('x.outstanding').as('outstanding'),
      (eb) => eb.fn.sum<number>('x.principal').as('principal'),
    ])
    .groupBy('bucket')
    .execute();
  return ARREARS_BUCKETS.map((bucket) => {
    const row = rows.find((r) => r.bucket === bucket);
    return {
      bucket,
      loans: Number(row?.loans ?? 0),
      outstandingKobo: Number(row?.outstanding ?? 0),
      principalKobo: Number(row?.principal ?? 0),
    };
  });
}
