import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { queryMachine } from '../../machines/query.machine';
import {
  edgesOn,
  measureCoverage,
  pathTo,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';
import {
  CUSTOMERS,
  QUERY_EVENTS as E,
  FIRST_PAGE,
  QUERY_TRAVERSALS,
  SECOND_PAGE,
} from './query.model';

const coverage = measureCoverage(queryMachine, QUERY_TRAVERSALS);

describe('queryMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('starts loading with the page’s params', () => {
    const start = pathTo(coverage, 'the start', (state) => state.matches('loading'));
    expect(start.state.context).toEqual({ params: FIRST_PAGE, data: null, failure: null });
  });

  it('shows the data once loaded, and no failure', () => {
    for (const edge of edgesOn(coverage, E.loaded).filter((e) => e.state.matches('loading'))) {
      expect(edge.nextState.value).toBe('loaded');
      expect(edge.nextState.context).toMatchObject({ data: CUSTOMERS, failure: null });
    }
  });

  it('keeps the data on screen while reloading and when a reload fails', () => {
    const reloads = coverage.edges.filter(
      (edge) => edge.state.matches('loaded') && edge.nextState.matches('loading'),
    );
    expect(new Set(reloads.map((edge) => edge.event.type))).toEqual(
      new Set(['query.changed', 'query.reload']),
    );
    for (const edge of reloads) expect(edge.nextState.context.data).toEqual(CUSTOMERS);
    const failedReload = edgesOn(coverage, E.failed).find(
      (edge) => edge.state.matches('loading') && edge.state.context.data !== null,
    );
    expect(failedReload?.nextState.value).toBe('failed');
    expect(failedReload?.nextState.context).toMatchObject({
      data: CUSTOMERS,
      failure: { status: 0, message: 'Network error' },
    });
  });

  it('loads again with the new params when they change', () => {
    for (const edge of edgesOn(coverage, E.nextPage)) {
      expect(edge.nextState.value).toBe('loading');
      expect(edge.nextState.context.params).toEqual(SECOND_PAGE);
    }
  });

  it('asks with the newest params and ignores the answer to a superseded search', async () => {
    const answers = new Map<unknown, (data: unknown) => void>();
    const load = fromPromise<unknown, unknown>(
      ({ input }) => new Promise((resolve) => answers.set(input, resolve)),
    );
    const actor = createActor(queryMachine.provide({ actors: { load } }), {
      input: { params: FIRST_PAGE },
    }).start();
    actor.send(E.nextPage);
    expect([...answers.keys()]).toEqual([FIRST_PAGE, SECOND_PAGE]);
    answers.get(FIRST_PAGE)?.('first page');
    answers.get(SECOND_PAGE)?.('second page');
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(actor.getSnapshot().context.data).toBe('second page');
    actor.stop();
  });
});
