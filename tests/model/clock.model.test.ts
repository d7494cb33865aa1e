import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { type ClockEvent, clockMachine } from '../../machines/clock.machine';
import { CLOCK_TRAVERSALS, CLOCK_EVENTS as E, NOW_MS } from './clock.model';
import { measureCoverage, unreachedStates, untakenTransitions } from './path-coverage';

const coverage = measureCoverage(clockMachine, CLOCK_TRAVERSALS);

describe('clockMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('shows the start time, then the time of each tick', () => {
    const times = coverage.paths.map((path) => path.state.context.nowMs).sort((a, b) => a - b);
    expect(times).toEqual([NOW_MS, E.tick.nowMs, E.nextTick.nowMs]);
    for (const edge of coverage.edges) {
      expect(edge.nextState.context.nowMs).toBe((edge.event as ClockEvent).nowMs);
    }
  });

  it('takes the time from its ticker, and stops the ticker when it stops', () => {
    const tickers: Array<(event: ClockEvent) => void> = [];
    const stops: string[] = [];
    const ticker = fromCallback<ClockEvent>(({ sendBack }) => {
      tickers.push(sendBack);
      return () => stops.push('stopped');
    });
    const actor = createActor(clockMachine.provide({ actors: { ticker } }), {
      input: { nowMs: NOW_MS },
    }).start();
    expect(tickers).toHaveLength(1);
    tickers[0]?.({ type: 'clock.tick', nowMs: NOW_MS + 1_000 });
    expect(actor.getSnapshot().context.nowMs).toBe(NOW_MS + 1_000);
    actor.stop();
    expect(stops).toEqual(['stopped']);
  });
});
