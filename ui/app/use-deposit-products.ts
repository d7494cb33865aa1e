import { useCallback } from 'react';
import { listProducts, type Product } from '../../api/products.api';
import type { Failure } from '../../machines/failure';
import { useApiQuery } from './use-api-query';

export interface DepositProducts {
  readonly items: readonly Product[];
  readonly loading: boolean;
  readonly failure: Failure | null;
  readonly reload: () => void;
}

/** The tenant's deposit products, loaded once per page through the generic query chart. */
export function useDepositProducts(): DepositProducts {
  const { snapshot, send, data } = useApiQuery(listProducts);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  return {
    items: data ?? [],
    loading: snapshot.matches('loading'),
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    reload,
  };
}
