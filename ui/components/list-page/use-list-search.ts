import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  cleanFilters,
  decodeListSearch,
  encodeListSearch,
  type FilterValues,
  hasFilters,
  type ListSpec,
  type ListState,
  toggleSort,
} from './list-search';

export interface ListSearch<F extends string> {
  /** The list the address bar asks for. */
  readonly state: ListState<F>;
  /** The filters as typed, applied only by `apply`. */
  readonly draft: Readonly<Record<F, string>>;
  readonly setDraft: (name: F, value: string) => void;
  /** Applies the draft (or the filters given) from page 1. */
  readonly apply: (filters?: Partial<Record<F, string>>) => void;
  readonly clear: () => void;
  readonly setPage: (page: number) => void;
  readonly sortBy: (key: string) => void;
  readonly filtered: boolean;
}

function draftOf<F extends string>(spec: ListSpec<F>, filters: FilterValues<F>): Record<F, string> {
  const names = Object.keys(spec.filters) as F[];
  return Object.fromEntries(names.map((name) => [name, filters[name] ?? ''])) as Record<F, string>;
}

/**
 * A list's filters, sort and page kept in the address bar, so a reload, a shared link or the
 * back button brings the same list back. The address is the one source: every change is written
 * there (replacing the entry, so paging does not fill the history) and read back from it. `spec`
 * must be a constant of the page's module.
 */
export function useListSearch<F extends string>(spec: ListSpec<F>): ListSearch<F> {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const state = useMemo(() => decodeListSearch(search, spec), [search, spec]);
  const applied = encodeListSearch({ filters: state.filters, sort: null, page: 1 }, spec);
  const [draft, setDraftState] = useState(() => draftOf(spec, state.filters));
  // The filters this list last wrote: the boxes already show them as typed (spaces and all).
  const written = useRef(applied);
  // The filters changed in the address otherwise (a link, back or forward): the boxes show them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the applied filters' text.
  useEffect(() => {
    if (applied !== written.current) setDraftState(draftOf(spec, state.filters));
    written.current = applied;
  }, [applied]);

  const write = useCallback(
    (next: ListState<F>) => {
      written.current = encodeListSearch({ filters: next.filters, sort: null, page: 1 }, spec);
      const encoded = encodeListSearch(next, spec);
      navigate(encoded ? `${path}?${encoded}` : path, { replace: true });
    },
    [navigate, path, spec],
  );
  // The actions read the latest list and draft through a ref, so they keep one identity per
  // address and can be handed to effects and memoised children.
  const latest = useRef({ state, draft });
  latest.current = { state, draft };
  const setDraft = useCallback(
    (name: F, value: string) => setDraftState((current) => ({ ...current, [name]: value })),
    [],
  );
  const apply = useCallback(
    (filters?: Partial<Record<F, string>>) => {
      const { state: now, draft: typed } = latest.current;
      write({ ...now, filters: cleanFilters(spec, filters ?? typed), page: 1 });
    },
    [spec, write],
  );
  const clear = useCallback(() => {
    setDraftState(draftOf(spec, {}));
    write({ ...latest.current.state, filters: {}, page: 1 });
  }, [spec, write]);
  const setPage = useCallback((page: number) => write({ ...latest.current.state, page }), [write]);
  const sortBy = useCallback(
    (key: string) => {
      const now = latest.current.state;
      write({ ...now, sort: toggleSort(now.sort, key) });
    },
    [write],
  );
  return {
    state,
    draft,
    setDraft,
    apply,
    clear,
    setPage,
    sortBy,
    filtered: hasFilters(state.filters),
  };
}
