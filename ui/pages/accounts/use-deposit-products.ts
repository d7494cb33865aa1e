import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { listProducts, type Product } from '../../../api/products.api';
import type { Failure } from '../../../machines/failure';
import { queryMachine } from '../../../machines/query.machine';
import { useApi } from '../../app/api-context';

export interface DepositProducts {
  readonly items: readonly Product[];
  readonly loading: boolean;
  readonly failure: Failure | null;
  readonly reload: () => void;
}

/** The tenant's deposit products, loaded once per page through the generic query chart. */
export function useDepositProducts(): DepositProducts {
  const api = useApi();
  const machine = useMemo(
    () =>
      queryMachine.provide({
        actors: { load: fromPromise<unknown, unknown>(() => listProducts(api)) },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine, { input: {} });
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  return {
    items: (snapshot.context.data as Product[] | null) ?? [],
    loading: snapshot.matches('loading'),
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    reload,
  };
}
