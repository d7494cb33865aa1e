import { assign, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from './failure';

export interface RequestContext {
  output: unknown;
  failure: Failure | null;
}

export type RequestEvent = { type: 'request.submit'; input: unknown } | { type: 'request.reset' };

/**
 * One call a person starts from a form (create a user, reset a password, install a license...):
 * idle, submitting, then succeeded or failed. The call is the `perform` actor, which each page
 * provides. A second submit while one is running is ignored, so a double click posts once.
 */
export const requestMachine = setup({
  types: {
    context: {} as RequestContext,
    events: {} as RequestEvent,
  },
  actors: {
    perform: fromPromise<unknown, unknown>(async () => {
      throw new Error('perform must be provided.');
    }),
  },
}).createMachine({
  id: 'request',
  initial: 'idle',
  context: { output: null, failure: null },
  states: {
    idle: { on: { 'request.submit': 'submitting' } },
    submitting: {
      entry: assign({ failure: null }),
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ event }: { event: RequestEvent }) =>
          event.type === 'request.submit' ? event.input : undefined,
        onDone: { target: 'succeeded', actions: assign({ output: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    succeeded: { on: { 'request.submit': 'submitting' } },
    failed: { on: { 'request.submit': 'submitting' } },
  },
  on: {
    'request.reset': {
      target: '.idle',
      actions: assign({ output: null, failure: null }),
    },
  },
});
