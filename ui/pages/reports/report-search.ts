import type { ReportParameter, ReportQuery } from '../../../api/reports.api';

/**
 * What one report keeps in the address bar: the parameters it ran with, the column it is sorted
 * by, the page and the page size. The address is the one source, so a link re-opens the same
 * report; anything that does not read cleanly is dropped and the server's default applies.
 */
export interface ReportSort {
  readonly key: string;
  readonly direction: 'asc' | 'desc';
}

export type ReportParameters = Partial<Record<ReportParameter, string>>;

export interface ReportSearch {
  readonly parameters: ReportParameters;
  readonly sort: ReportSort | null;
  readonly page: number;
  readonly pageSize: number;
}

export const REPORT_PARAMETERS: readonly ReportParameter[] = [
  'asOf',
  'from',
  'to',
  'branchId',
  'productId',
  'officerId',
];

const DATE_PARAMETERS: ReadonlySet<ReportParameter> = new Set(['asOf', 'from', 'to']);

/** The page sizes offered; the contract allows 1 to 500, the screen offers these. */
export const REPORT_PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_REPORT_PAGE_SIZE = 50;
// The contract's own limit: a page past this is a typing slip, not a page anyone reads.
const MAX_REPORT_PAGE = 100_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SORT_KEY = /^[A-Za-z0-9_]{1,60}$/;

/** A YYYY-MM-DD date that names a real day. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

function readParameter(name: ReportParameter, raw: string | null): string | undefined {
  const value = raw?.trim() ?? '';
  if (value === '') return undefined;
  if (DATE_PARAMETERS.has(name)) return isIsoDate(value) ? value : undefined;
  return ID.test(value) ? value : undefined;
}

function readWhole(raw: string | null, min: number, max: number): number | null {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** The report a search string (`?asOf=2026-11-27&sort=name&page=2`) asks for. */
export function readReportSearch(search: string): ReportSearch {
  const params = new URLSearchParams(search);
  const parameters: Partial<Record<ReportParameter, string>> = {};
  for (const name of REPORT_PARAMETERS) {
    const value = readParameter(name, params.get(name));
    if (value !== undefined) parameters[name] = value;
  }
  const sortKey = params.get('sort');
  const sort: ReportSort | null =
    sortKey && SORT_KEY.test(sortKey)
      ? { key: sortKey, direction: params.get('direction') === 'desc' ? 'desc' : 'asc' }
      : null;
  const size = readWhole(params.get('pageSize'), 1, 500);
  return {
    parameters,
    sort,
    page: readWhole(params.get('page'), 1, MAX_REPORT_PAGE) ?? 1,
    pageSize: size !== null && isOffered(size) ? size : DEFAULT_REPORT_PAGE_SIZE,
  };
}

function isOffered(size: number): boolean {
  return (REPORT_PAGE_SIZES as readonly number[]).includes(size);
}

/**
 * The search string (without '?') for a report: the parameters set, in the contract's order, the
 * sort when one is chosen, the page from 2 on and the page size when it is not the default.
 * Reading it back gives the same report.
 */
export function writeReportSearch(search: ReportSearch): string {
  const params = new URLSearchParams();
  for (const name of REPORT_PARAMETERS) {
    const value = readParameter(name, search.parameters[name] ?? null);
    if (value !== undefined) params.set(name, value);
  }
  if (search.sort && SORT_KEY.test(search.sort.key)) {
    params.set('sort', search.sort.key);
    if (search.sort.direction === 'desc') params.set('direction', 'desc');
  }
  if (search.page > 1) params.set('page', String(Math.min(search.page, MAX_REPORT_PAGE)));
  if (search.pageSize !== DEFAULT_REPORT_PAGE_SIZE && isOffered(search.pageSize)) {
    params.set('pageSize', String(search.pageSize));
  }
  return params.toString();
}

/** The call's query for a search: only what is set, so the server fills in its defaults. */
export function reportQueryOf(search: ReportSearch): ReportQuery {
  return {
    ...search.parameters,
    ...(search.sort ? { sort: search.sort.key, direction: search.sort.direction } : {}),
    page: search.page,
    pageSize: search.pageSize,
  };
}

/** The parameters alone, for a file of the whole report in the order on screen. */
export function fileQueryOf(search: ReportSearch): ReportQuery {
  return {
    ...search.parameters,
    ...(search.sort ? { sort: search.sort.key, direction: search.sort.direction } : {}),
  };
}

/** A click on a column head: the same column turns its order round, another starts ascending. */
export function toggleReportSort(current: ReportSort | null, key: string): ReportSort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}

/** A head's aria-sort: how the column is sorted, or nothing when another one is. */
export function ariaSortOf(
  sort: ReportSort | null,
  key: string,
): 'ascending' | 'descending' | undefined {
  if (sort?.key !== key) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** How many pages the report's rows fill: at least one, so "Page 1 of 1" reads for none. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
