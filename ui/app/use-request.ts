import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { requestMachine } from '../../machines/request.machine';

/**
 * The generic request chart (machines/request.machine.ts) bound to one call: `send` a
 * `request.submit` with the call's input, and the chart runs `perform` with it, once at a time.
 * Each run calls the `perform` of the latest render (useMachine hands a running chart the
 * latest implementations), so it may close over the component's props and refs.
 */
export function useRequest(perform: (input: unknown) => Promise<unknown>) {
  const machine = useMemo(
    () =>
      requestMachine.provide({
        actors: { perform: fromPromise<unknown, unknown>(({ input }) => perform(input)) },
      }),
    [perform],
  );
  const [snapshot, send] = useMachine(machine);
  return { snapshot, send };
}
