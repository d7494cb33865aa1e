import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { ReportDefinition, ReportParams, ReportRow, ReportRows } from './report-definition';

type ReportResult = components['schemas']['ReportResult'];

/** The most rows a report holds, on screen (its totals are of every row) or in a file. */
export const REPORT_ROW_LIMIT = 50_000;

/** Runs a report whole, refusing one over the row limit rather than cutting it silently. */
export async function runWhole(
  t: TenantTx,
  report: ReportDefinition,
  params: ReportParams,
): Promise<ReportRows> {
  const result = await report.run(t, params, REPORT_ROW_LIMIT);
  if (result.rows.length > REPORT_ROW_LIMIT) {
    throw new DomainError(
      'report_too_large',
      `The report has more than ${REPORT_ROW_LIMIT.toLocaleString('en-NG')} rows; narrow it with its filters.`,
    );
  }
  return result;
}

export interface SortAndPage {
  sort?: string | undefined;
  direction?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
}

/** Rows sorted by one of the report's columns; an unknown column is refused by name. */
export function sortRows(result: ReportRows, sort: SortAndPage): readonly ReportRow[] {
  if (!sort.sort) return result.rows;
  const key = sort.sort;
  const found = result.columns.find((c) => c.key === key);
  if (!found) {
    throw new DomainError('validation_failed', undefined, [
      { field: 'sort', code: 'unknown_column', message: 'Sort by one of the report’s columns.' },
    ]);
  }
  const numeric = found.kind === 'MONEY' || found.kind === 'NUMBER' || found.kind === 'PERCENT';
  const sign = sort.direction === 'desc' ? -1 : 1;
  const compare = (a: ReportRow, b: ReportRow) => {
    const x = a[key] ?? null;
    const y = b[key] ?? null;
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    if (numeric) return (Number(x) - Number(y)) * sign;
    return String(x).localeCompare(String(y), 'en') * sign;
  };
  // Nulls last whichever way; the sort is stable, so ties keep the report's own order.
  return [...result.rows].sort(compare);
}

/** One page of a run report, in the contract's shape. */
export function reportPage(
  report: ReportDefinition,
  params: ReportParams,
  result: ReportRows,
  sort: SortAndPage,
  now: Date,
): ReportResult {
  const rows = sortRows(result, sort);
  const start = (sort.page - 1) * sort.pageSize;
  return {
    key: report.key,
    name: report.name,
    generatedAt: now.toISOString(),
    parameters: echoed(report, params),
    columns: [...result.columns],
    rows: rows.slice(start, start + sort.pageSize),
    totals: { ...result.totals },
    ...(report.chart && { chart: report.chart }),
    page: sort.page,
    pageSize: sort.pageSize,
    total: rows.length,
  };
}

/** The parameters the report takes, as it ran with them. */
export function echoed(report: ReportDefinition, params: ReportParams): ReportResult['parameters'] {
  const out: Record<string, string> = {};
  for (const name of report.parameters) {
    const value = params[name];
    if (value) out[name] = value;
  }
  return out;
}
