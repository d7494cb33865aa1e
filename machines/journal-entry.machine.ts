import { assign, fromPromise, setup } from 'xstate';
import type { JournalEntry } from '../api/journals.api';
import { type JournalBody, journalProblems } from '../policies/journal-balance';
import { type Failure, toFailure } from './failure';

/** One intent to post: the body and the Idempotency-Key that goes with it on every retry. */
export interface JournalAttempt {
  readonly key: string;
  readonly body: JournalBody;
}

export interface JournalEntryContext {
  /** The last post whose outcome is not known (no answer, or one saying it may still run). */
  attempt: JournalAttempt | null;
  posted: JournalEntry | null;
  failure: Failure | null;
}

/**
 * `key` is a fresh key the form makes at each click; the chart decides whether it is used or the
 * key of the same body's unanswered attempt is sent again.
 */
export type JournalEntryEvent =
  | { type: 'journal.post'; body: JournalBody; key: string }
  | { type: 'journal.discard' };

function sameBody(a: JournalBody, b: JournalBody): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether a failed post may still have posted: no answer (status 0), a timeout, the first request
 * with the key still running (409), throttling or a server failure. Any other answer is the
 * server's refusal, and a refused entry posted nothing.
 */
export function outcomeUnknown(failure: Pick<Failure, 'status'>): boolean {
  const { status } = failure;
  return status === 0 || status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Posting a manual journal entry (DESIGN.md "Money and the ledger"). Only an entry whose lines
 * balance is sent. Each post carries an Idempotency-Key: a retry of the same body after an
 * unknown outcome sends the same key, so the server posts it at most once; a changed body, a
 * refused one or the next entry after a success gets a new key. A second post while one runs is
 * ignored. The call is the `postJournal` actor, which the page provides; the chart holds no
 * browser I/O.
 */
export const journalEntryMachine = setup({
  types: {
    context: {} as JournalEntryContext,
    events: {} as JournalEntryEvent,
  },
  actors: {
    postJournal: fromPromise<JournalEntry, JournalAttempt>(async () => {
      throw new Error('postJournal must be provided.');
    }),
  },
  guards: {
    balanced: ({ event }) =>
      event.type === 'journal.post' && journalProblems(event.body).length === 0,
    outcomeUnknown: ({ event }) =>
      outcomeUnknown(toFailure((event as unknown as { error: unknown }).error)),
  },
  actions: {
    startAttempt: assign({
      attempt: ({ context, event }) => {
        if (event.type !== 'journal.post') return context.attempt;
        const previous = context.attempt;
        return previous && sameBody(previous.body, event.body)
          ? previous
          : { key: event.key, body: event.body };
      },
      failure: null,
    }),
    keepFailure: assign({
      failure: ({ event }) => toFailure((event as unknown as { error: unknown }).error),
    }),
    forgetAttempt: assign({ attempt: null }),
    clear: assign({ attempt: null, posted: null, failure: null }),
  },
}).createMachine({
  id: 'journalEntry',
  initial: 'editing',
  context: { attempt: null, posted: null, failure: null },
  states: {
    editing: {
      on: { 'journal.post': { guard: 'balanced', target: 'posting', actions: 'startAttempt' } },
    },
    posting: {
      invoke: {
        id: 'postJournal',
        src: 'postJournal',
        input: ({ context }) => context.attempt as JournalAttempt,
        onDone: {
          target: 'posted',
          actions: assign({ posted: ({ event }) => event.output, attempt: null }),
        },
        onError: [
          { guard: 'outcomeUnknown', target: 'failed', actions: 'keepFailure' },
          { target: 'failed', actions: ['keepFailure', 'forgetAttempt'] },
        ],
      },
    },
    posted: {
      on: {
        'journal.post': { guard: 'balanced', target: 'posting', actions: 'startAttempt' },
        'journal.discard': { target: 'editing', actions: 'clear' },
      },
    },
    failed: {
      on: {
        'journal.post': { guard: 'balanced', target: 'posting', actions: 'startAttempt' },
        'journal.discard': { target: 'editing', actions: 'clear' },
      },
    },
  },
});
