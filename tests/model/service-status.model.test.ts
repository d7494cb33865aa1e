import { describe, expect, it } from 'vitest';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
} from 'xstate/graph';
import { serviceStatusMachine } from '../../machines/service-status.machine';

const HEALTH = { status: 'ok' as const, version: '0.1.0', time: '2026-11-21T09:00:00.000Z' };

// Invoked actors and timers are driven with the synthetic events XState itself sends.
const EVENTS = [
  { type: 'xstate.done.actor.checkHealth', output: HEALTH },
  { type: 'xstate.error.actor.checkHealth', error: new Error('Network error') },
  { type: 'xstate.after.retryDelay.serviceStatus.down' },
  { type: 'serviceStatus.retry' },
] as never[];

const TRANSITIONS = [
  'checking -xstate.done.actor.checkHealth-> up',
  'checking -xstate.error.actor.checkHealth-> down',
  'up -serviceStatus.retry-> checking',
  'down -serviceStatus.retry-> checking',
  'down -xstate.after.retryDelay.serviceStatus.down-> checking',
];

describe('serviceStatusMachine paths', () => {
  const shortest = getShortestPaths(serviceStatusMachine, { events: EVENTS });
  const simple = getSimplePaths(serviceStatusMachine, { events: EVENTS });

  it('reaches every state', () => {
    const reached = new Set(shortest.map((path) => path.state.value));
    expect([...reached].sort()).toEqual(['checking', 'down', 'up']);
  });

  it('takes every transition', () => {
    const edges = adjacencyMapToArray(getAdjacencyMap(serviceStatusMachine, { events: EVENTS }));
    const taken = new Set(
      edges
        .filter(({ state, nextState }) => state.value !== nextState.value)
        .map(({ state, event, nextState }) => `${state.value} -${event.type}-> ${nextState.value}`),
    );
    expect([...taken].sort()).toEqual([...TRANSITIONS].sort());
  });

  it('keeps the health when the service is up and the message when it is down', () => {
    const up = shortest.find((path) => path.state.value === 'up');
    const down = shortest.find((path) => path.state.value === 'down');
    expect(up?.state.context).toEqual({ health: HEALTH, message: null });
    expect(down?.state.context).toEqual({ health: null, message: 'Network error' });
  });

  it('has a path to every state of the chart', () => {
    const states = Object.keys(serviceStatusMachine.root.states).sort();
    expect(states).toEqual(['checking', 'down', 'up']);
    for (const value of states) {
      expect(simple.some((path) => path.state.value === value)).toBe(true);
    }
  });
});
