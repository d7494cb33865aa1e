import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { JournalEntry } from '../../api/journals.api';
import {
  type JournalAttempt,
  type JournalEntryContext,
  journalEntryMachine,
  outcomeUnknown,
} from '../../machines/journal-entry.machine';
import {
  DIESEL,
  JOURNAL_ENTRY_EVENTS as E,
  JOURNAL_ENTRY_TRAVERSALS,
  NO_ANSWER,
  POSTED_ENTRY,
  RENT,
} from './journal-entry.model';
import { edgesOn, measureCoverage, unreachedStates, untakenTransitions } from './path-coverage';

const coverage = measureCoverage(journalEntryMachine, JOURNAL_ENTRY_TRAVERSALS);

const contextOf = (snapshot: { context: unknown }) => snapshot.context as JournalEntryContext;

describe('journalEntryMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('never sends an entry whose debits and credits differ', () => {
    const edges = edgesOn(coverage, E.postUnbalanced);
    expect(edges.length).toBeGreaterThan(0);
    for (const edge of edges) {
      expect(edge.state.can(E.postUnbalanced)).toBe(false);
      expect(edge.nextState.value).toBe(edge.state.value);
      expect(edge.nextState.context).toEqual(edge.state.context);
    }
  });

  it('ignores a second post while the first is running (a double click posts once)', () => {
    const doubles = [E.postRent, E.postRentAgain, E.postDiesel]
      .flatMap((event) => edgesOn(coverage, event))
      .filter((edge) => edge.state.matches('posting'));
    expect(doubles.length).toBeGreaterThan(0);
    for (const edge of doubles) {
      expect(edge.nextState.value).toBe('posting');
      expect(edge.nextState.context).toEqual(edge.state.context);
    }
  });

  it('retries the same body after no answer with the key of the first attempt', () => {
    const retries = edgesOn(coverage, E.postRentAgain).filter(
      (edge) => edge.state.matches('failed') && contextOf(edge.state).attempt?.key === 'key-rent-1',
    );
    expect(retries.length).toBeGreaterThan(0);
    for (const edge of retries) {
      expect(edge.nextState.value).toBe('posting');
      expect(contextOf(edge.nextState).attempt).toEqual({ key: 'key-rent-1', body: RENT });
      expect(contextOf(edge.nextState).failure).toBeNull();
    }
  });

  it('keeps the attempt only while its outcome is unknown', () => {
    for (const edge of edgesOn(coverage, E.noAnswer).filter((e) => e.state.matches('posting'))) {
      expect(edge.nextState.value).toBe('failed');
      expect(contextOf(edge.nextState).attempt).toEqual(contextOf(edge.state).attempt);
      expect(contextOf(edge.nextState).failure?.status).toBe(0);
    }
    // A refusal posted nothing: the same body later is a new intent with a new key.
    for (const edge of edgesOn(coverage, E.refused).filter((e) => e.state.matches('posting'))) {
      expect(edge.nextState.value).toBe('failed');
      expect(contextOf(edge.nextState).attempt).toBeNull();
      expect(contextOf(edge.nextState).failure?.code).toBe('journal_not_balanced');
    }
  });

  it('gives a changed body a new key, even after no answer', () => {
    const changed = edgesOn(coverage, E.postDiesel).filter(
      (edge) => !edge.state.matches('posting') && edge.state.can(E.postDiesel),
    );
    expect(changed.length).toBeGreaterThan(0);
    for (const edge of changed) {
      expect(contextOf(edge.nextState).attempt).toEqual({ key: 'key-diesel', body: DIESEL });
    }
  });

  it('keeps the posted entry and forgets the key after a success', () => {
    for (const edge of edgesOn(coverage, E.posted).filter((e) => e.state.matches('posting'))) {
      expect(edge.nextState.value).toBe('posted');
      expect(contextOf(edge.nextState)).toEqual({
        attempt: null,
        posted: POSTED_ENTRY,
        failure: null,
      });
    }
  });

  it('starts over on discard from a result, never while posting', () => {
    const discards = edgesOn(coverage, E.discard);
    for (const edge of discards.filter((e) => e.state.matches('posting'))) {
      expect(edge.nextState.value).toBe('posting');
    }
    const fromResults = discards.filter(
      (e) => e.state.matches('posted') || e.state.matches('failed'),
    );
    expect(fromResults.length).toBeGreaterThan(0);
    for (const edge of fromResults) {
      expect(edge.nextState.value).toBe('editing');
      expect(edge.nextState.context).toEqual({ attempt: null, posted: null, failure: null });
    }
  });

  it('counts no answer, a running duplicate, throttling and server failures as unknown', () => {
    expect([0, 408, 409, 429, 500, 503].map((status) => outcomeUnknown({ status }))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 403, 404, 422].some((status) => outcomeUnknown({ status }))).toBe(false);
  });

  it('sends one key for a retried post and a new one for the next entry', async () => {
    const calls: JournalAttempt[] = [];
    let fail = true;
    const postJournal = vi.fn(async (attempt: JournalAttempt): Promise<JournalEntry> => {
      calls.push(attempt);
      if (fail) {
        fail = false;
        throw NO_ANSWER;
      }
      return POSTED_ENTRY;
    });
    const actor = createActor(
      journalEntryMachine.provide({
        actors: { postJournal: fromPromise(({ input }) => postJournal(input)) },
      }),
    ).start();
    actor.send(E.postRent);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send(E.postRentAgain);
    await waitFor(actor, (snapshot) => snapshot.matches('posted'));
    actor.send(E.postDiesel);
    await waitFor(actor, (snapshot) => snapshot.matches('posted') && calls.length === 3);
    expect(calls.map((call) => call.key)).toEqual(['key-rent-1', 'key-rent-1', 'key-diesel']);
    actor.stop();
  });
});
