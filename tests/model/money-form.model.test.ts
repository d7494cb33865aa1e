import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import type { Transfer } from '../../api/accounts.api';
import type { JournalEntry } from '../../api/journals.api';
import {
  createMoneyFormMachine,
  type MoneyAttempt,
  type MoneyFormContext,
  moneyFormMachine,
  outcomeUnknown,
  type Preparation,
  type PrepareInput,
  problemShown,
} from '../../machines/money-form.machine';
import type { TransferDraft } from '../../policies/deposit-inputs';
import type { JournalBody, JournalDraft } from '../../policies/journal-balance';
import {
  type checkJournal,
  type checkTransfer,
  JOURNAL_EVENTS as J,
  JOURNAL_INPUT,
  MONEY_FORM_TRAVERSALS,
  NO_ANSWER,
  NOT_FOUND_REASON,
  POSTED_ENTRY,
  REVERSAL_EVENTS as R,
  TRANSFER_EVENTS as T,
  TO,
  TRANSFER,
  TRANSFER_INPUT,
  type TransferIntent,
} from './money-form.model';
import {
  edgesOn,
  type ModelEdge,
  measureCoverage,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';

const coverage = measureCoverage(moneyFormMachine, MONEY_FORM_TRAVERSALS);

type AnyContext = MoneyFormContext<unknown, unknown, { body: unknown }, unknown, unknown>;
const contextOf = (snapshot: { context: unknown }) => snapshot.context as AnyContext;
const keyOf = (event: EventObject) => (event as { key?: string }).key;
const from =
  (...states: string[]) =>
  (edge: ModelEdge) =>
    states.some((state) => edge.state.matches(state as never));
const isSubmit = (edge: ModelEdge) => edge.event.type === 'form.submit';
const same = (edge: ModelEdge) => {
  expect(edge.nextState.value).toEqual(edge.state.value);
  expect(edge.nextState.context).toEqual(edge.state.context);
};

describe('moneyFormMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('starts editing the given draft, checked, with no problem showing', () => {
    const starts = coverage.paths.filter((path) => path.steps.length === 1);
    expect(starts).toHaveLength(MONEY_FORM_TRAVERSALS.length);
    for (const path of starts) {
      const context = contextOf(path.state);
      expect(path.state.value).toBe('editing');
      expect(context.check).toEqual(context.checkDraft(context.initial));
      expect([context.touched, context.attempted, context.attempt]).toEqual([[], false, null]);
    }
  });

  it('keeps the check current on every edit and drops what preparation refused', () => {
    const edits = coverage.edges.filter(
      (edge) => edge.event.type === 'form.edit' && edge.state.can(edge.event),
    );
    expect(edits.length).toBeGreaterThan(0);
    for (const edge of edits) {
      const next = contextOf(edge.nextState);
      expect(edge.nextState.value).toBe('editing');
      expect(next.draft).toEqual((edge.event as unknown as { draft: unknown }).draft);
      expect(next.check).toEqual(next.checkDraft(next.draft));
      expect(next.refusal).toEqual({});
      expect(next.failure).toBeNull();
    }
  });

  it('shows a problem only once its field is left or the person tries to send', () => {
    for (const edge of [
      ...edgesOn(coverage, T.leaveNarration),
      ...edgesOn(coverage, J.leaveNarration),
    ]) {
      expect(problemShown(contextOf(edge.nextState), 'narration')).toBe(true);
      expect(problemShown(contextOf(edge.nextState), 'amount')).toBe(
        contextOf(edge.state).attempted,
      );
    }
    const tries = coverage.edges.filter(
      (edge) =>
        isSubmit(edge) && from('editing')(edge) && contextOf(edge.state).check.body === null,
    );
    expect(tries.length).toBeGreaterThan(0);
    for (const edge of tries) {
      expect(edge.nextState.value).toBe('editing');
      expect(contextOf(edge.nextState).attempted).toBe(true);
      expect(contextOf(edge.nextState).attempt).toEqual(contextOf(edge.state).attempt);
    }
  });

  it('prepares only a draft its check gives a body, and looks nothing up twice at once', () => {
    for (const edge of coverage.edges.filter((e) => e.nextState.matches('preparing'))) {
      if (!edge.state.matches('preparing')) {
        expect(contextOf(edge.state).check.body).not.toBeNull();
        expect(contextOf(edge.nextState).offeredKey).toBe(keyOf(edge.event));
      }
    }
    const busy = coverage.edges.filter(
      (edge) =>
        from('preparing', 'submitting')(edge) &&
        (edge.event.type.startsWith('form.') || edge.event.type === 'xstate.init'),
    );
    expect(busy.length).toBeGreaterThan(0);
    for (const edge of busy.filter((e) => e.event.type !== 'form.touch')) same(edge);
  });

  it('puts what preparation refused beside its field, and confirms what it found', () => {
    for (const edge of edgesOn(coverage, T.notFound).filter(from('preparing'))) {
      expect(edge.nextState.value).toBe('editing');
      expect(contextOf(edge.nextState).refusal).toEqual({ toAccountNumber: NOT_FOUND_REASON });
    }
    for (const edge of edgesOn(coverage, T.found).filter(from('preparing'))) {
      expect(edge.nextState.value).toBe('confirming');
      expect(contextOf(edge.nextState).review).toEqual(TO);
    }
    for (const edge of edgesOn(coverage, T.lookUpFailed).filter(from('preparing'))) {
      expect(edge.nextState.value).toBe('editing');
      expect(contextOf(edge.nextState).failure?.message).toBe('Network error');
    }
    // A form without a confirm step sends as soon as it is prepared.
    for (const edge of edgesOn(coverage, J.prepared).filter(from('preparing'))) {
      expect(edge.nextState.value).toBe('submitting');
    }
  });

  it('goes back from confirming with the draft kept and nothing sent', () => {
    const backs = edgesOn(coverage, T.back).filter(from('confirming'));
    expect(backs.length).toBeGreaterThan(0);
    for (const edge of backs) {
      expect(edge.nextState.value).toBe('editing');
      expect(contextOf(edge.nextState).draft).toEqual(contextOf(edge.state).draft);
      expect(contextOf(edge.nextState).review).toBeNull();
      expect(contextOf(edge.nextState).attempt).toEqual(contextOf(edge.state).attempt);
    }
  });

  it('sends the offered key, unless the body is that of an attempt whose outcome is unknown', () => {
    const sends = coverage.edges.filter(
      (edge) => edge.nextState.matches('submitting') && !edge.state.matches('submitting'),
    );
    let reused = 0;
    let fresh = 0;
    for (const edge of sends.filter((e) => e.event.type !== 'form.retry')) {
      const before = contextOf(edge.state);
      const { attempt } = contextOf(edge.nextState);
      expect(attempt?.body).toEqual(before.check.body);
      const pending = before.attempt;
      if (pending && JSON.stringify(pending.body) === JSON.stringify(before.check.body)) {
        expect(attempt?.key).toBe(pending.key);
        if (pending.key !== before.offeredKey) reused += 1;
      } else {
        expect(attempt?.key).toBe(before.offeredKey);
        if (pending) fresh += 1;
      }
    }
    // Both cases happen: the same draft sent again, and a changed draft after a lost answer.
    expect([reused > 0, fresh > 0]).toEqual([true, true]);
  });

  it('keeps the attempt only while its outcome is unknown, and retries it unchanged', () => {
    for (const event of [T.noAnswer, T.inProgress, J.serverFailure, R.noAnswer]) {
      const edges = edgesOn(coverage, event).filter(from('submitting'));
      expect(edges.length).toBeGreaterThan(0);
      for (const edge of edges) {
        expect(edge.nextState.value).toBe('failed');
        expect(contextOf(edge.nextState).attempt).toEqual(contextOf(edge.state).attempt);
        expect(edge.nextState.can(T.retry)).toBe(true);
      }
    }
    for (const event of [T.refused, J.refused]) {
      for (const edge of edgesOn(coverage, event).filter(from('submitting'))) {
        expect(edge.nextState.value).toBe('failed');
        expect(contextOf(edge.nextState).attempt).toBeNull();
        expect(edge.nextState.can(T.retry)).toBe(false);
      }
    }
    const retries = edgesOn(coverage, T.retry).filter(from('failed'));
    const allowed = retries.filter((edge) => edge.state.can(T.retry));
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.length).toBeLessThan(retries.length);
    for (const edge of allowed) {
      expect(edge.nextState.value).toBe('submitting');
      expect(contextOf(edge.nextState).attempt).toEqual(contextOf(edge.state).attempt);
    }
    for (const edge of retries.filter((e) => !allowed.includes(e))) same(edge);
  });

  it('after a success keeps the answer, forgets the key and starts a fresh draft', () => {
    for (const event of [T.transferred, J.posted, R.reversed]) {
      const edges = edgesOn(coverage, event).filter(from('submitting'));
      expect(edges.length).toBeGreaterThan(0);
      for (const edge of edges) {
        const next = contextOf(edge.nextState);
        expect(edge.nextState.value).toBe('succeeded');
        expect(next.result).toEqual((edge.event as unknown as { output: unknown }).output);
        expect(next.draft).toEqual(next.initial);
        expect([next.attempt, next.touched, next.attempted, next.failure]).toEqual([
          null,
          [],
          false,
          null,
        ]);
      }
    }
  });

  it('starts over on reset, which forgets an unknown attempt too', () => {
    const resets = coverage.edges.filter(
      (edge) => edge.event.type === 'form.reset' && edge.state.can(edge.event),
    );
    expect(resets.some((edge) => contextOf(edge.state).attempt !== null)).toBe(true);
    for (const edge of resets) {
      const next = contextOf(edge.nextState);
      expect(edge.nextState.value).toBe('editing');
      expect(next.draft).toEqual(next.initial);
      expect([next.attempt, next.result, next.review, next.attempted]).toEqual([
        null,
        null,
        null,
        false,
      ]);
    }
  });

  it('counts no answer, a timeout, a running duplicate and server failures as unknown', () => {
    const unknown = [
      { status: 0, code: null },
      { status: 408, code: null },
      { status: 409, code: 'idempotency_request_in_progress' },
      { status: 500, code: null },
      { status: 503, code: null },
    ];
    expect(unknown.every(outcomeUnknown)).toBe(true);
    const refused = [
      { status: 400, code: 'validation_failed' },
      { status: 403, code: 'forbidden' },
      { status: 404, code: 'journal_not_found' },
      { status: 409, code: 'gl_code_taken' },
      { status: 422, code: 'idempotency_key_reused' },
      { status: 429, code: 'too_many_requests' },
    ];
    expect(refused.some(outcomeUnknown)).toBe(false);
  });
});

describe('moneyFormMachine with real actors', () => {
  it('looks up, confirms, retries with the same key and sends a changed draft with a new one', async () => {
    const sent: MoneyAttempt<TransferIntent, typeof TO>[] = [];
    const answers: (Error | Transfer)[] = [NO_ANSWER, TRANSFER, TRANSFER];
    const machine = createMoneyFormMachine<
      TransferDraft,
      TransferIntent,
      Transfer,
      ReturnType<typeof checkTransfer>,
      typeof TO
    >().provide({
      actors: {
        prepare: fromPromise<Preparation<typeof TO>, PrepareInput<TransferDraft, TransferIntent>>(
          async () => ({ review: TO }),
        ),
        submit: fromPromise(async ({ input }) => {
          sent.push(input);
          const answer = answers.shift();
          if (answer instanceof Error) throw answer;
          return answer as Transfer;
        }),
      },
    });
    const actor = createActor(machine, { input: TRANSFER_INPUT }).start();
    const settle = () =>
      waitFor(
        actor,
        (s) => s.matches('failed') || s.matches('succeeded') || s.matches('confirming'),
      );
    actor.send(T.typeRent);
    actor.send(T.review);
    await settle();
    actor.send(T.confirm);
    await settle();
    expect(actor.getSnapshot().can(T.retry)).toBe(true);
    actor.send(T.retry);
    await settle();
    expect(actor.getSnapshot().context.result).toEqual(TRANSFER);
    actor.send(T.typeSchoolFees);
    actor.send(T.reviewAgain);
    await settle();
    actor.send(T.confirm);
    await settle();
    expect(sent.map((attempt) => [attempt.key, attempt.body.amountKobo])).toEqual([
      ['key-1', 150000],
      ['key-1', 150000],
      ['key-2', 4500000],
    ]);
    expect(sent[0]?.review).toEqual(TO);
    actor.stop();
  });

  it('posts a journal sent again after a server failure once, under its first key', async () => {
    const keys: string[] = [];
    let fail = true;
    const machine = createMoneyFormMachine<
      JournalDraft,
      JournalBody,
      JournalEntry,
      ReturnType<typeof checkJournal>
    >().provide({
      actors: {
        submit: fromPromise<JournalEntry, MoneyAttempt<JournalBody, null>>(async ({ input }) => {
          keys.push(input.key);
          if (fail) {
            fail = false;
            throw NO_ANSWER;
          }
          return POSTED_ENTRY;
        }),
      },
    });
    const actor = createActor(machine, { input: JOURNAL_INPUT }).start();
    actor.send(J.post);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    actor.send(J.typeRent);
    actor.send(J.post);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send(J.postAgain);
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(actor.getSnapshot().context.draft).toEqual(JOURNAL_INPUT.draft);
    expect(actor.getSnapshot().context.attempted).toBe(false);
    actor.stop();
  });
});
