import { normalisePage } from '../../../policies/constants';

export type SortDirection = 'ascending' | 'descending';

export interface Sort {
  readonly key: string;
  readonly direction: SortDirection;
}

/** Reads one filter from the address bar: its clean value, or undefined to drop it. */
export type FilterReader = (raw: string) => string | undefined;

/**
 * What a list keeps in the address bar: its filters in the order they are written, each with how
 * it is read back, the keys it may sort by and the order it shows when none is chosen.
 */
export interface ListSpec<F extends string> {
  readonly filters: { readonly [K in F]: FilterReader };
  readonly sortKeys?: readonly string[];
  readonly defaultSort?: Sort;
}

export type FilterValues<F extends string> = { readonly [K in F]?: string };

/** A list as the address bar holds it: the filters set, the sort and the page. */
export interface ListState<F extends string> {
  readonly filters: FilterValues<F>;
  readonly sort: Sort | null;
  readonly page: number;
}

// The address bar's own limit: a page past this is a typing slip, not a page anyone reads.
export const MAX_LIST_PAGE = 100_000;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Free text: trimmed, cut to the box's length, dropped when blank. */
export const textFilter =
  (maxLength: number): FilterReader =>
  (raw) =>
    raw.trim().slice(0, maxLength) || undefined;

/** One of a fixed set of codes, read case-insensitively. */
export const oneOfFilter =
  (values: readonly string[]): FilterReader =>
  (raw) => {
    const value = raw.trim().toUpperCase();
    return values.includes(value) ? value : undefined;
  };

/** A record id: letters, digits, dashes and underscores, at most 64 of them. */
export const idFilter: FilterReader = (raw) => (ID.test(raw.trim()) ? raw.trim() : undefined);

/** A calendar date as YYYY-MM-DD that names a real day. */
export const dateFilter: FilterReader = (raw) => {
  const value = raw.trim();
  if (!ISO_DATE.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
};

/** The filters as a list reads them: each through its reader, blank and unknown ones dropped. */
export function cleanFilters<F extends string>(
  spec: ListSpec<F>,
  values: Readonly<Partial<Record<string, string | null | undefined>>>,
): FilterValues<F> {
  const clean: Partial<Record<F, string>> = {};
  for (const name of Object.keys(spec.filters) as F[]) {
    const raw = values[name];
    const value = typeof raw === 'string' ? spec.filters[name](raw) : undefined;
    if (value !== undefined) clean[name] = value;
  }
  return clean;
}

function readSort(params: URLSearchParams, spec: ListSpec<string>): Sort | null {
  const key = params.get('sort');
  if (key === null || !spec.sortKeys?.includes(key)) return spec.defaultSort ?? null;
  return { key, direction: params.get('order') === 'desc' ? 'descending' : 'ascending' };
}

/** The list a search string (`?q=ade&page=2`, with or without the '?') asks for. */
export function decodeListSearch<F extends string>(
  search: string,
  spec: ListSpec<F>,
): ListState<F> {
  const params = new URLSearchParams(search);
  const filters = cleanFilters(spec, Object.fromEntries(params));
  const page = Math.min(normalisePage(params.get('page') ?? undefined), MAX_LIST_PAGE);
  return { filters, sort: readSort(params, spec), page };
}

function sameSort(a: Sort | null, b: Sort | null): boolean {
  return a?.key === b?.key && a?.direction === b?.direction;
}

/**
 * The search string (without '?') for a list: only the filters set, in the spec's order; the sort
 * when it is not the default; the page from 2 on. Decoding it gives the same list back.
 */
export function encodeListSearch<F extends string>(state: ListState<F>, spec: ListSpec<F>): string {
  const params = new URLSearchParams();
  const filters = cleanFilters(spec, state.filters);
  for (const name of Object.keys(spec.filters) as F[]) {
    const value = filters[name];
    if (value !== undefined) params.set(name, value);
  }
  const { sort } = state;
  if (sort && spec.sortKeys?.includes(sort.key) && !sameSort(sort, spec.defaultSort ?? null)) {
    params.set('sort', sort.key);
    if (sort.direction === 'descending') params.set('order', 'desc');
  }
  const page = Math.min(normalisePage(state.page), MAX_LIST_PAGE);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** A click on a column head: the same column turns its order round, another starts ascending. */
export function toggleSort(current: Sort | null, key: string): Sort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}

/** Whether any filter is set, for 'Clear filters' and for what an empty list says. */
export function hasFilters<F extends string>(filters: FilterValues<F>): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
