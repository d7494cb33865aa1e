import { assign, fromCallback, setup } from 'xstate';
import { CLOCK_TICK_MS } from '../policies/constants';

export type ClockEvent = { type: 'clock.tick'; nowMs: number };

/**
 * The header's clock. The ticker is an actor so that tests drive time with events; the browser's
 * ticker reads the wall clock every CLOCK_TICK_MS (SPEC.md section 9), so the time never drifts
 * the way a counter of late timers would.
 */
export const clockMachine = setup({
  types: {
    context: {} as { nowMs: number },
    events: {} as ClockEvent,
    input: {} as { nowMs: number },
  },
  actors: {
    ticker: fromCallback<ClockEvent>(({ sendBack }) => {
      const timer = setInterval(
        () => sendBack({ type: 'clock.tick', nowMs: Date.now() }),
        CLOCK_TICK_MS,
      );
      return () => clearInterval(timer);
    }),
  },
}).createMachine({
  id: 'clock',
  initial: 'running',
  context: ({ input }) => ({ nowMs: input.nowMs }),
  states: {
    running: {
      invoke: { id: 'ticker', src: 'ticker' },
      on: { 'clock.tick': { actions: assign({ nowMs: ({ event }) => event.nowMs }) } },
    },
  },
});
