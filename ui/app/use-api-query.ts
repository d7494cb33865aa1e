import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Api } from '../../api/client';
import { queryMachine } from '../../machines/query.machine';
import { useApi } from './api-context';

/**
 * The generic query chart (machines/query.machine.ts) bound to one API call: `load` runs with
 * `params` as soon as the component mounts, and again on `query.reload` or with new params on
 * `query.changed`. `data` and `params` are the chart's, typed. Each load calls the `load` of the
 * latest render (useMachine hands a running chart the latest implementations), so a loader may
 * close over the component's props.
 */
export function useApiQuery<D, P = undefined>(
  load: (api: Api, params: P) => Promise<D>,
  params?: P,
) {
  const api = useApi();
  const machine = useMemo(
    () =>
      queryMachine.provide({
        actors: {
          load: fromPromise<unknown, unknown>(({ input }) =>
            // The chart holds "no params" as null; a loader's own defaults want undefined.
            load(api, (input ?? undefined) as P),
          ),
        },
      }),
    [api, load],
  );
  const [snapshot, send] = useMachine(machine, { input: { params } });
  return {
    snapshot,
    send,
    data: snapshot.context.data as D | null,
    params: snapshot.context.params as P,
  };
}
