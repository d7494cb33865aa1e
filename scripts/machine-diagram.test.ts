import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { toMermaid } from './machine-diagram';

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
