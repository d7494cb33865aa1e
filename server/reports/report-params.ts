import type { operations } from '../../api/schema.gen';
import { type BranchAssignment, branchScope } from '../../policies/branch-scope';
import { formatBankDate } from '../../policies/calendar';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import type { ReportDefinition, ReportParams } from './report-definition';

export type ReportQuery = NonNullable<operations['runReport']['parameters']['query']>;

/** Whole days from one date (YYYY-MM-DD) to another, both counted: a day's range is 1 day. */
export function rangeDays(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * The parameters a report runs with: the query's, the defaults filled in (asOf the processing
 * date, from the first of its month, to the asOf), checked against the report's range limit and
 * the bank's branches, products and officers. A filter the report does not take is left out.
 */
export async function resolveParams(
  t: TenantTx,
  report: ReportDefinition,
  query: ReportQuery,
  user: BranchAssignment,
): Promise<ReportParams> {
  const takes = new Set<string>(report.parameters);
  const processingDate = await tenantProcessingDate(t);
  const asOf = (takes.has('asOf') && query.asOf) || processingDate;
  const from = (takes.has('from') && query.from) || `${asOf.slice(0, 8)}01`;
  const to = (takes.has('to') && query.to) || asOf;
  if (takes.has('from') && from > to) {
    throw new DomainError('validation_failed', undefined, [
      { field: 'from', code: 'after_to', message: 'From must be on or before to.' },
    ]);
  }
  if (report.maxRangeDays !== null && rangeDays(from, to) > report.maxRangeDays) {
    throw new DomainError(
      'report_range_too_long',
      `This report covers at most ${report.maxRangeDays} days; choose a shorter range.`,
    );
  }
  const pick = (name: 'branchId' | 'productId' | 'officerId') =>
    takes.has(name) ? query[name] : undefined;
  const params = {
    asOf,
    from,
    to,
    branchId: pick('branchId'),
    productId: pick('productId'),
    officerId: pick('officerId'),
    branchIds: report.permission[0] === 'report.view.branch' ? branchScope(user) : null,
  };
  await assertKnown(t, params);
  if (params.branchId && params.branchIds && !params.branchIds.includes(params.branchId)) {
    throw new DomainError('permission_denied', 'That branch is not one of yours.');
  }
  return params;
}

/** An unknown branch, product or officer is refused by name, not answered with an empty report. */
async function assertKnown(t: TenantTx, params: ReportParams): Promise<void> {
  const unknown = (field: string, what: string) =>
    new DomainError('report_parameter_unknown', `The bank has no such ${what}.`, [
      { field, code: 'unknown', message: `The bank has no such ${what}.` },
    ]);
  if (params.branchId && !(await exists(t, 'branch', params.branchId))) {
    throw unknown('branchId', 'branch');
  }
  if (params.officerId && !(await exists(t, 'app_user', params.officerId))) {
    throw unknown('officerId', 'officer');
  }
  if (params.productId) {
    const tables = ['loan_product', 'deposit_product', 'term_deposit_product'] as const;
    for (const table of tables) if (await exists(t, table, params.productId)) return;
    throw unknown('productId', 'product');
  }
}

async function exists(
  t: TenantTx,
  table: 'branch' | 'app_user' | 'loan_product' | 'deposit_product' | 'term_deposit_product',
  id: string,
): Promise<boolean> {
  const row = await t.trx
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The parameters as a file prints them: "As of 27 Nov 2026", "Branch Abuja Branch". */
export async function parameterWords(
  t: TenantTx,
  report: ReportDefinition,
  params: ReportParams,
): Promise<[string, string][]> {
  const takes = new Set<string>(report.parameters);
  const words: [string, string][] = [];
  if (takes.has('asOf')) words.push(['As of', formatBankDate(params.asOf)]);
  if (takes.has('from')) words.push(['From', formatBankDate(params.from)]);
  if (takes.has('to')) words.push(['To', formatBankDate(params.to)]);
  if (params.branchId) words.push(['Branch', (await nameOf(t, 'branch', params.branchId)) ?? '']);
  if (params.productId) words.push(['Product', await productName(t, params.productId)]);
  if (params.officerId) {
    const user = await t.trx
      .selectFrom('app_user')
      .select('full_name')
      .where('tenant_id', '=', t.tenantId)
      .where('id', '=', params.officerId)
      .executeTakeFirst();
    words.push(['Officer', user?.full_name ?? '']);
  }
  if (takes.has('branchId') && !params.branchId) {
    words.push(['Branch', params.branchIds ? 'Your branches' : 'Every branch']);
  }
  return words;
}

async function nameOf(
  t: TenantTx,
  table: 'branch' | 'loan_product' | 'deposit_product' | 'term_deposit_product',
  id: string,
): Promise<string | null> {
  const row = await t.trx
    .selectFrom(table)
    .select('name')
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name ?? null;
}

async function productName(t: TenantTx, id: string): Promise<string> {
  for (const table of ['loan_product', 'deposit_product', 'term_deposit_product'] as const) {
    const name = await nameOf(t, table, id);
    if (name) return name;
  }
  return '';
}
