import { assign, fromPromise, setup } from 'xstate';
import type { Health } from '../api/health.api';

export interface ServiceStatusContext {
  health: Health | null;
  message: string | null;
}

/** How long the page waits before asking again after the service did not answer. */
export const SERVICE_RETRY_DELAY_MS = 10_000;

/**
 * Whether the API server answers, as the first screen shows it. The health call is
 * an actor by name: the app provides the real one, tests provide their own.
 */
export const serviceStatusMachine = setup({
  types: {
    context: {} as ServiceStatusContext,
    events: {} as { type: 'serviceStatus.retry' },
  },
  actors: {
    checkHealth: fromPromise<Health>(async () => {
      throw new Error('checkHealth must be provided.');
    }),
  },
  delays: { retryDelay: SERVICE_RETRY_DELAY_MS },
}).createMachine({
  id: 'serviceStatus',
  initial: 'checking',
  context: { health: null, message: null },
  states: {
    checking: {
      invoke: {
        id: 'checkHealth',
        src: 'checkHealth',
        onDone: {
          target: 'up',
          actions: assign({ health: ({ event }) => event.output, message: null }),
        },
        onError: {
          target: 'down',
          actions: assign({
            health: null,
            message: ({ event }) =>
              event.error instanceof Error ? event.error.message : String(event.error),
          }),
        },
      },
    },
    up: { on: { 'serviceStatus.retry': 'checking' } },
    down: {
      after: { retryDelay: 'checking' },
      on: { 'serviceStatus.retry': 'checking' },
    },
  },
});
