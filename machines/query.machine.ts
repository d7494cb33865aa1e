import { assign, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from './failure';

export interface QueryContext {
  params: unknown;
  data: unknown;
  failure: Failure | null;
}

export type QueryEvent = { type: 'query.reload' } | { type: 'query.changed'; params: unknown };

/**
 * Data a page shows (a list of users, the role catalogue, the license): loading, then loaded or
 * failed. The data stays on screen while a new search reloads it, so tables do not flash. The
 * call is the `load` actor, given the current params; each page provides it.
 */
export const queryMachine = setup({
  types: {
    context: {} as QueryContext,
    events: {} as QueryEvent,
    input: {} as { params?: unknown },
  },
  actors: {
    load: fromPromise<unknown, unknown>(async () => {
      throw new Error('load must be provided.');
    }),
  },
}).createMachine({
  id: 'query',
  initial: 'loading',
  context: ({ input }) => ({ params: input.params ?? null, data: null, failure: null }),
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: QueryContext }) => context.params,
        onDone: {
          target: 'loaded',
          actions: assign({ data: ({ event }) => event.output, failure: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    loaded: {},
    failed: {},
  },
  on: {
    'query.reload': '.loading',
    'query.changed': {
      target: '.loading',
      actions: assign({ params: ({ event }) => event.params }),
    },
  },
});
