import { useCallback } from 'react';
import { type GlAccount, listGlAccounts } from '../../../api/coa.api';
import type { Failure } from '../../../machines/failure';
import { useApiQuery } from '../../app/use-api-query';

export interface GlAccounts {
  readonly accounts: readonly GlAccount[];
  readonly loading: boolean;
  readonly failure: Failure | null;
  readonly reload: () => void;
}

/** The whole chart of accounts, loaded once per page through the generic query chart. */
export function useGlAccounts(): GlAccounts {
  const { snapshot, send, data } = useApiQuery(listGlAccounts);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  return {
    accounts: data ?? [],
    loading: snapshot.matches('loading'),
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    reload,
  };
}
