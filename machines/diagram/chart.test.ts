import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { descendantStates, statechart, toMermaid } from './chart';

const sample = setup({
  actors: { load: fromPromise(async () => 1) },
  guards: { canRetry: () => true },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: { on: { 'sample.start': 'loading' } },
    loading: {
      invoke: { id: 'load', src: 'load', onDone: 'done', onError: 'failed' },
    },
    failed: {
      after: { 1000: 'idle' },
      on: { 'sample.retry': { target: 'loading', guard: 'canRetry' } },
    },
    done: {
      initial: 'shown',
      states: { shown: { on: { 'sample.hide': 'hidden' } }, hidden: { type: 'final' } },
    },
  },
});

describe('toMermaid', () => {
  const diagram = toMermaid(sample);

  it('starts a Mermaid state diagram with the initial state', () => {
    expect(diagram.startsWith('stateDiagram-v2\n  [*] --> idle\n')).toBe(true);
  });

  it('labels events, invoked actors, delays and guards', () => {
    expect(diagram).toContain('idle --> loading : sample.start');
    expect(diagram).toContain('loading --> done : done: load');
    expect(diagram).toContain('loading --> failed : error: load');
    expect(diagram).toContain('failed --> idle : after 1000');
    expect(diagram).toContain('failed --> loading : sample.retry [canRetry]');
  });

  it('nests compound states and marks final states', () => {
    expect(diagram).toContain('state done {');
    expect(diagram).toContain('[*] --> done__shown');
    expect(diagram).toContain('done__shown --> done__hidden : sample.hide');
    expect(diagram).toContain('done__hidden --> [*]');
  });
});

describe('statechart', () => {
  const chart = statechart(sample);

  it('lists every state below the root, parents before children', () => {
    expect(descendantStates(chart).map(({ id }) => id)).toEqual([
      'idle',
      'loading',
      'failed',
      'done',
      'done__shown',
      'done__hidden',
    ]);
  });

  it("labels a compound state's own onDone plainly", () => {
    const flow = setup({}).createMachine({
      initial: 'steps',
      states: {
        steps: { initial: 'last', onDone: 'finished', states: { last: { type: 'final' } } },
        finished: {},
      },
    });
    expect(statechart(flow).children[0]?.transitions).toMatchObject([
      { source: 'steps', target: 'finished', label: 'done', event: 'done', guard: null },
    ]);
  });

  it("names each transition's event, guard and actions apart, for the console to list", () => {
    const counter = setup({
      guards: { isSmall: () => true },
      actions: { count: () => {}, note: () => {} },
    }).createMachine({
      initial: 'idle',
      states: {
        idle: {
          on: { 'counter.add': { guard: 'isSmall', target: 'busy', actions: ['count', 'note'] } },
        },
        busy: {},
      },
    });
    expect(statechart(counter).children[0]?.transitions).toEqual([
      {
        source: 'idle',
        target: 'busy',
        label: 'counter.add [isSmall]',
        eventType: 'counter.add',
        event: 'counter.add',
        guard: 'isSmall',
        actions: ['count', 'note'],
      },
    ]);
  });

  it('names an invoked actor without an id by the actor it runs', () => {
    const anonymous = setup({ actors: { login: fromPromise(async () => 1) } }).createMachine({
      initial: 'signingIn',
      states: {
        signingIn: { invoke: { src: 'login', onDone: 'in', onError: 'out' } },
        in: {},
        out: {},
      },
    });
    const labels = statechart(anonymous).children[0]?.transitions.map(({ label }) => label);
    expect(labels).toEqual(['done: login', 'error: login']);
  });
});

describe('toMermaid with transitions of the machine itself', () => {
  const machine = setup({}).createMachine({
    id: 'theme',
    initial: 'light',
    on: { 'theme.reset': '.light' },
    states: { light: { on: { 'theme.toggle': 'dark' } }, dark: {} },
  });

  it('draws them from an "any state" pseudo-state rather than dropping them', () => {
    expect(
      toMermaid(machine).endsWith('  state "any state" as root\n  root --> light : theme.reset\n'),
    ).toBe(true);
  });
});
