import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { components } from '../../api/schema.gen';
import { addDays } from '../../policies/date-input';
import type { DB } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import type { TermDepositRow } from './term-deposit-view';

type Schemas = components['schemas'];
export type TermDepositFilters = {
  readonly status?: string | undefined;
  readonly productId?: string | undefined;
  readonly branchId?: string | undefined;
  readonly customerId?: string | undefined;
  readonly maturityFrom?: string | undefined;
  readonly maturityTo?: string | undefined;
  /** The caller's branches; null for a bank-wide user. */
  readonly branchIds: readonly string[] | null;
};
type Bucket = Schemas['TermDepositMaturityBucket'];

/** Deposits still to be paid: earning, or matured and awaiting settlement. */
const OUTSTANDING = ['ACTIVE', 'MATURED'];

/** The last day each maturity bucket reaches, from the processing date (ISO dates). */
export function bucketEnds(processingDate: string): Record<Bucket['bucket'], string> {
  const [y, m, d] = processingDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return {
    THIS_WEEK: addDays(processingDate, (7 - weekday) % 7),
    THIS_MONTH: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10),
    NEXT_90_DAYS: addDays(processingDate, 90),
  };
}

type DepositQuery<O> = SelectQueryBuilder<DB, 'term_deposit', O>;

function filtered<O>(t: TenantTx, query: DepositQuery<O>, f: TermDepositFilters): DepositQuery<O> {
  let q = query.where('term_deposit.tenant_id', '=', t.tenantId);
  if (f.branchIds !== null) {
    // An empty scope must match nothing, and `in ()` is not valid SQL.
    q = q.where('term_deposit.branch_id', 'in', f.branchIds.length > 0 ? [...f.branchIds] : ['']);
  }
  if (f.status) q = q.where('term_deposit.status', '=', f.status);
  if (f.productId) q = q.where('term_deposit.product_id', '=', f.productId);
  if (f.branchId) q = q.where('term_deposit.branch_id', '=', f.branchId);
  if (f.customerId) q = q.where('term_deposit.customer_id', '=', f.customerId);
  if (f.maturityFrom) q = q.where('term_deposit.maturity_date', '>=', f.maturityFrom);
  if (f.maturityTo) q = q.where('term_deposit.maturity_date', '<=', f.maturityTo);
  return q;
}

/** One page of the matching deposits, newest first. */
export async function termDepositPage(
  t: TenantTx,
  f: TermDepositFilters,
  page: number,
  pageSize: number,
): Promise<TermDepositRow[]> {
  return filtered(t, t.trx.selectFrom('term_deposit').selectAll(), f)
    .orderBy('term_deposit.created_at', 'desc')
    .orderBy('term_deposit.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

const kobo = (value: unknown): number => Number(value ?? 0);

/** A sum of `column` over the rows `when` holds for. */
function sumWhen(column: string, when: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<string | null>`sum(case when ${when} then ${sql.ref(column)} else 0 end)`;
}

/** Totals and the maturity profile over every match, in one aggregate query. */
export async function termDepositFigures(
  t: TenantTx,
  f: TermDepositFilters,
  processingDate: string,
): Promise<{ total: number; totals: Schemas['TermDepositTotals']; maturityProfile: Bucket[] }> {
  const ends = bucketEnds(processingDate);
  const outstanding = sql`term_deposit.status in (${sql.join(OUTSTANDING)})`;
  const dueBy = (end: string) => sql`${outstanding} and term_deposit.maturity_date <= ${end}`;
  const names = Object.keys(ends) as Bucket['bucket'][];
  const row = await filtered(
    t,
    t.trx
      .selectFrom('term_deposit')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<string | null>('term_deposit.principal_kobo').as('principal'),
        eb.fn.sum<string | null>('term_deposit.accrued_interest_kobo').as('accrued'),
        eb.fn.sum<string | null>('term_deposit.maturity_amount_kobo').as('maturity'),
        ...names.flatMap((name, i) => [
          sql<string | null>`sum(case when ${dueBy(ends[name])} then 1 else 0 end)`.as(`c${i}`),
          sumWhen('term_deposit.principal_kobo', dueBy(ends[name])).as(`p${i}`),
          sumWhen('term_deposit.maturity_amount_kobo', dueBy(ends[name])).as(`m${i}`),
        ]),
      ]),
    f,
  ).executeTakeFirstOrThrow();
  const cells = row as unknown as Record<string, unknown>;
  return {
    total: kobo(row.n),
    totals: {
      count: kobo(row.n),
      principalKobo: kobo(row.principal),
      accruedInterestKobo: kobo(row.accrued),
      maturityAmountKobo: kobo(row.maturity),
    },
    maturityProfile: names.map((bucket, i) => ({
      bucket,
      count: kobo(cells[`c${i}`]),
      principalKobo: kobo(cells[`p${i}`]),
      maturityAmountKobo: kobo(cells[`m${i}`]),
    })),
  };
}

/** A customer's deposits the caller may see, newest first, all but the rejected; and how many. */
export async function depositsOfCustomer(
  t: TenantTx,
  customerId: string,
  branchIds: readonly string[] | null,
  limit: number,
): Promise<{ rows: TermDepositRow[]; total: number }> {
  const base = <O>(query: DepositQuery<O>) =>
    filtered(t, query, { customerId, branchIds }).where('term_deposit.status', '!=', 'REJECTED');
  const rows = await base(t.trx.selectFrom('term_deposit').selectAll())
    .orderBy('term_deposit.created_at', 'desc')
    .orderBy('term_deposit.id', 'desc')
    .limit(limit)
    .execute();
  const counted = await base(
    t.trx.selectFrom('term_deposit').select((eb) => eb.fn.countAll<number | string>().as('n')),
  ).executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
}
