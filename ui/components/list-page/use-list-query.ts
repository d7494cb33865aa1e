import { useCallback, useEffect, useRef } from 'react';
import type { Api } from '../../../api/client';
import type { Failure } from '../../../machines/failure';
import { useApiQuery } from '../../app/use-api-query';
import type { ListSpec, ListState } from './list-search';
import { type ListSearch, useListSearch } from './use-list-search';

export interface ListQuery<F extends string, D> extends ListSearch<F> {
  /** The last answer; it stays on screen while the next one loads. */
  readonly data: D | null;
  readonly loading: boolean;
  readonly failure: Failure | null;
  readonly reload: () => void;
}

export interface ListQueryOptions<F extends string, P, D> {
  readonly spec: ListSpec<F>;
  /** The call; a constant of the page's module, so the chart is made once. */
  readonly load: (api: Api, params: P) => Promise<D>;
  /** The call's params for the list the address asks for (and anything else it depends on). */
  readonly params: (state: ListState<F>) => P;
  /**
   * Something outside the address that scopes the list (the header's branch), undefined while it
   * is not known yet: when it changes from one known value to another the list goes back to
   * page 1. Learning it is no change, so a reload keeps its page.
   */
  readonly scope?: string | undefined;
}

/**
 * A server-paged list: its filters, sort and page in the address bar (useListSearch) and its
 * rows through the query chart (useApiQuery), loaded again whenever the params change.
 */
export function useListQuery<F extends string, P, D>({
  spec,
  load,
  params,
  scope,
}: ListQueryOptions<F, P, D>): ListQuery<F, D> {
  const list = useListSearch(spec);
  const wanted = params(list.state);
  const key = JSON.stringify(wanted);
  const { snapshot, send, data } = useApiQuery(load, wanted);
  const asked = useRef({ key, params: wanted, scope });
  asked.current.params = wanted;

  useEffect(() => {
    if (asked.current.key === key) return;
    asked.current.key = key;
    send({ type: 'query.changed', params: asked.current.params });
  }, [key, send]);

  const { setPage, state } = list;
  useEffect(() => {
    const known = asked.current.scope;
    if (known === scope) return;
    asked.current.scope = scope;
    if (known !== undefined && state.page > 1) setPage(1);
  }, [scope, state.page, setPage]);

  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  return {
    ...list,
    data,
    loading: snapshot.matches('loading'),
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    reload,
  };
}
