import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { requestMachine } from '../../machines/request.machine';
import { edgesOn, measureCoverage, unreachedStates, untakenTransitions } from './path-coverage';
import { REQUEST_EVENTS as E, NEW_USER, REQUEST_TRAVERSALS } from './request.model';

const coverage = measureCoverage(requestMachine, REQUEST_TRAVERSALS);

describe('requestMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('keeps what the server answered', () => {
    for (const edge of edgesOn(coverage, E.done).filter((e) => e.state.matches('submitting'))) {
      expect(edge.nextState.value).toBe('succeeded');
      expect(edge.nextState.context.output).toEqual({ id: 'u-9', ...NEW_USER });
    }
  });

  it('keeps why the call failed, field errors included, for the form to show', () => {
    for (const edge of edgesOn(coverage, E.failed).filter((e) => e.state.matches('submitting'))) {
      expect(edge.nextState.value).toBe('failed');
      expect(edge.nextState.context.failure).toEqual({
        status: 409,
        message: 'That username is already taken.',
        code: 'username_taken',
        fieldErrors: { username: 'Already taken' },
      });
    }
  });

  it('clears the last failure as soon as the form is sent again', () => {
    const retries = edgesOn(coverage, E.submit).filter((e) => e.state.matches('failed'));
    expect(retries.length).toBeGreaterThan(0);
    for (const edge of retries) {
      expect(edge.nextState.value).toBe('submitting');
      expect(edge.nextState.context.failure).toBeNull();
    }
  });

  it('ignores a second submit while the first is running (a double click posts once)', () => {
    const doubles = edgesOn(coverage, E.submit).filter((e) => e.state.matches('submitting'));
    expect(doubles.length).toBeGreaterThan(0);
    for (const edge of doubles) {
      expect(edge.state.can(E.submit)).toBe(false);
      expect(edge.nextState.context).toEqual(edge.state.context);
    }
  });

  it('posts once with the form’s input and settles on the answer', async () => {
    const perform = vi.fn(async (input: unknown) => ({ id: 'u-9', ...(input as object) }));
    const actor = createActor(
      requestMachine.provide({ actors: { perform: fromPromise(({ input }) => perform(input)) } }),
    ).start();
    actor.send(E.submit);
    actor.send(E.submit);
    await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
    expect(perform.mock.calls).toEqual([[NEW_USER]]);
    expect(actor.getSnapshot().context.output).toEqual({ id: 'u-9', ...NEW_USER });
    actor.stop();
  });

  it('returns to a clean idle form on reset, from every state', () => {
    const resets = edgesOn(coverage, E.reset);
    expect(new Set(resets.map((edge) => String(edge.state.value)))).toEqual(
      new Set(['idle', 'submitting', 'succeeded', 'failed']),
    );
    for (const edge of resets) {
      expect(edge.nextState.value).toBe('idle');
      expect(edge.nextState.context).toEqual({ output: null, failure: null });
    }
  });
});
