import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import type { Transfer } from '../../api/accounts.api';
import {
  type AccountLookUp,
  type TransferAttempt,
  type TransferContext,
  type TransferDestination,
  type TransferEvent,
  transferMachine,
} from '../../machines/transfer.machine';
import { EMPTY_TRANSFER_DRAFT, transferDraftProblems } from '../../policies/deposit-inputs';
import {
  edgesOn,
  eventsOf,
  measureCoverage,
  pathTo,
  pending,
  replay,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';
import {
  AMOUNT,
  AMOUNT_KOBO,
  BAD_DRAFT_EVENTS as BAD,
  TRANSFER_EVENTS as E,
  FROM,
  INSUFFICIENT_FUNDS,
  NARRATION,
  NO_ANSWER,
  TO,
  TO_NUMBER,
  TRANSFER,
  TRANSFER_TRAVERSALS,
} from './transfer.model';

const coverage = measureCoverage(transferMachine, TRANSFER_TRAVERSALS);

const contextOf = (snapshot: { context: unknown }) => snapshot.context as TransferContext;
const keyOf = (event: EventObject) => (event as TransferEvent & { type: 'transfer.confirm' }).key;
const inState = (state: string) => (edge: { state: { matches: (value: never) => boolean } }) =>
  edge.state.matches(state as never);

const FULL_DRAFT = { toAccountNumber: TO_NUMBER, amount: AMOUNT, narration: NARRATION };
const BODY = {
  fromAccountId: FROM.id,
  toAccountId: TO.id,
  amountKobo: AMOUNT_KOBO,
  narration: NARRATION,
};

describe('transferMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('starts editing an empty draft from the paying account', () => {
    const starts = coverage.paths.filter((path) => path.steps.length === 1);
    expect(starts.length).toBeGreaterThan(0);
    for (const path of starts) {
      expect(path.state.value).toBe('editing');
      expect(path.state.context).toEqual({
        from: FROM,
        draft: EMPTY_TRANSFER_DRAFT,
        fieldErrors: {},
        destination: null,
        attempt: null,
        transfer: null,
        failure: null,
      });
    }
  });

  it('looks up only a draft without problems, and shows the problems of any other', () => {
    const reviews = edgesOn(coverage, E.review).filter(inState('editing'));
    const valid = reviews.filter(
      (edge) =>
        Object.keys(transferDraftProblems(contextOf(edge.state).draft, FROM.accountNumber))
          .length === 0,
    );
    const invalid = reviews.filter((edge) => !valid.includes(edge));
    expect(valid.length).toBeGreaterThan(0);
    expect(invalid.length).toBeGreaterThan(valid.length);
    for (const edge of valid) {
      expect(edge.nextState.value).toBe('lookingUp');
      expect(contextOf(edge.nextState).fieldErrors).toEqual({});
      expect(contextOf(edge.nextState).draft).toEqual(contextOf(edge.state).draft);
    }
    for (const edge of invalid) {
      const { draft } = contextOf(edge.state);
      expect(edge.nextState.value).toBe('editing');
      expect(contextOf(edge.nextState).fieldErrors).toEqual(
        transferDraftProblems(draft, FROM.accountNumber),
      );
      expect(Object.keys(contextOf(edge.nextState).fieldErrors).length).toBeGreaterThan(0);
    }
  });

  it('refuses the paying account itself, a short number, a nil amount and a blank narration', () => {
    const refusals = [
      [BAD.typeOwnNumber, 'toAccountNumber', 'Choose an account other than the one paying.'],
      [BAD.typeShortNumber, 'toAccountNumber', 'Enter the 10-digit account number.'],
      [BAD.typeZero, 'amount', 'Enter an amount above ₦0.00.'],
      [BAD.typeBlankNarration, 'narration', 'Say what the transfer is for.'],
    ] as const;
    for (const [bad, field, message] of refusals) {
      // The draft that is complete but for this one bad value, reviewed.
      const path = pathTo(coverage, `a draft refused for ${field}`, (snapshot) => {
        const { draft, fieldErrors } = contextOf(snapshot);
        return (
          snapshot.matches('editing') &&
          JSON.stringify(draft) === JSON.stringify({ ...FULL_DRAFT, [field]: bad.value }) &&
          JSON.stringify(fieldErrors) === JSON.stringify({ [field]: message })
        );
      });
      expect(eventsOf(path).at(-1)).toEqual(E.review);
    }
  });

  it('clears a field’s problem as soon as that field is typed in again', () => {
    const changes = coverage.edges.filter(
      (edge) =>
        edge.state.matches('editing') &&
        edge.event.type === 'transfer.change' &&
        Object.keys(contextOf(edge.state).fieldErrors).length > 0,
    );
    expect(changes.length).toBeGreaterThan(0);
    for (const edge of changes) {
      const { field, value } = edge.event as TransferEvent & { type: 'transfer.change' };
      const { [field]: _gone, ...others } = contextOf(edge.state).fieldErrors;
      expect(contextOf(edge.nextState).fieldErrors).toEqual(others);
      expect(contextOf(edge.nextState).draft[field]).toBe(value);
    }
  });

  it('keeps the draft as it is outside editing', () => {
    const elsewhere = coverage.edges.filter(
      (edge) => !edge.state.matches('editing') && edge.event.type === 'transfer.change',
    );
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const edge of elsewhere) {
      expect(edge.nextState.value).toBe(edge.state.value);
      expect(edge.nextState.context).toEqual(edge.state.context);
    }
  });

  it('confirms only an account that was found and that money may enter', () => {
    for (const edge of edgesOn(coverage, E.found).filter(inState('lookingUp'))) {
      expect(edge.nextState.value).toBe('confirming');
      expect(contextOf(edge.nextState).destination).toEqual(TO);
    }
    const refused = [
      [E.foundFrozen, `${TO_NUMBER} (${TO.name}) is frozen; money cannot enter it.`],
      [E.notFound, `No account has the number ${TO_NUMBER}.`],
      [E.lookUpFailed, 'The account could not be looked up: Network error'],
    ] as const;
    for (const [event, message] of refused) {
      const edges = edgesOn(coverage, event).filter(inState('lookingUp'));
      expect(edges.length).toBeGreaterThan(0);
      for (const edge of edges) {
        expect(edge.nextState.value).toBe('editing');
        expect(contextOf(edge.nextState).fieldErrors).toEqual({ toAccountNumber: message });
        expect(contextOf(edge.nextState).destination).toBeNull();
        expect(contextOf(edge.nextState).draft).toEqual(FULL_DRAFT);
      }
    }
  });

  it('goes back from confirming to editing with the values kept', () => {
    const backs = edgesOn(coverage, E.back).filter(inState('confirming'));
    expect(backs.length).toBeGreaterThan(0);
    for (const edge of backs) {
      expect(edge.nextState.value).toBe('editing');
      expect(contextOf(edge.nextState).draft).toEqual(FULL_DRAFT);
      expect(contextOf(edge.nextState).destination).toBeNull();
    }
  });

  it('sends on confirm the body of the draft with the key of that confirmation', () => {
    const confirms = [E.confirm, E.confirmAgain].flatMap((event) =>
      edgesOn(coverage, event).filter(inState('confirming')),
    );
    expect(confirms.length).toBeGreaterThan(0);
    for (const edge of confirms) {
      expect(edge.nextState.value).toBe('submitting');
      expect(contextOf(edge.nextState).attempt).toEqual({
        key: keyOf(edge.event),
        body: BODY,
      });
      expect(contextOf(edge.nextState).failure).toBeNull();
    }
  });

  it('ignores a confirm while sending (a double click sends once)', () => {
    const doubles = [E.confirm, E.confirmAgain, E.review, E.retry]
      .flatMap((event) => edgesOn(coverage, event))
      .filter((edge) => edge.state.matches('submitting') || edge.state.matches('lookingUp'));
    expect(doubles.length).toBeGreaterThan(0);
    for (const edge of doubles) {
      expect(edge.nextState.value).toBe(edge.state.value);
      expect(edge.nextState.context).toEqual(edge.state.context);
    }
  });

  it('keeps the key only while the outcome is unknown', () => {
    for (const event of [E.noAnswer, E.inProgress]) {
      const edges = edgesOn(coverage, event).filter(inState('submitting'));
      expect(edges.length).toBeGreaterThan(0);
      for (const edge of edges) {
        expect(edge.nextState.value).toBe('failed');
        expect(contextOf(edge.nextState).attempt).toEqual(contextOf(edge.state).attempt);
        expect(edge.nextState.can(E.retry)).toBe(true);
      }
    }
    for (const edge of edgesOn(coverage, E.refused).filter(inState('submitting'))) {
      expect(edge.nextState.value).toBe('failed');
      expect(contextOf(edge.nextState).attempt).toBeNull();
      expect(contextOf(edge.nextState).failure).toEqual({
        status: 422,
        message: INSUFFICIENT_FUNDS.message,
        code: 'insufficient_funds',
        fieldErrors: {},
      });
      expect(edge.nextState.can(E.retry)).toBe(false);
    }
  });

  it('retries with the same key, and only after an unknown outcome', () => {
    const retries = edgesOn(coverage, E.retry).filter(inState('failed'));
    const allowed = retries.filter((edge) => edge.state.can(E.retry));
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed.length).toBeLessThan(retries.length);
    for (const edge of allowed) {
      expect(edge.nextState.value).toBe('submitting');
      expect(contextOf(edge.nextState).attempt).toEqual(contextOf(edge.state).attempt);
      expect(contextOf(edge.nextState).failure).toBeNull();
    }
    for (const edge of retries.filter((e) => !allowed.includes(e))) {
      expect(contextOf(edge.state).failure?.status).toBe(422);
      expect(edge.nextState.context).toEqual(edge.state.context);
    }
  });

  it('carries along every path only the key of the last confirmation', () => {
    for (const path of coverage.paths) {
      let confirmedKey: string | null = null;
      for (const { state, event } of path.steps) {
        if (event.type === 'transfer.confirm') confirmedKey = keyOf(event);
        const { attempt } = contextOf(state);
        if (attempt !== null) expect(attempt.key).toBe(confirmedKey);
        if (state.matches('submitting') || state.matches('confirming')) {
          expect(contextOf(state).destination).toEqual(TO);
        }
      }
    }
    // Shortest paths never retry (a retry returns to a snapshot already reached), so every edge
    // is checked too: only a confirmation brings a key; any other step keeps or drops the key.
    for (const edge of coverage.edges) {
      const before = contextOf(edge.state).attempt;
      const after = contextOf(edge.nextState).attempt;
      if (after === null) continue;
      if (edge.state.matches('confirming') && edge.event.type === 'transfer.confirm') {
        expect(after.key).toBe(keyOf(edge.event));
      } else {
        expect(after).toBe(before);
      }
    }
  });

  it('edits after a failure with the draft kept and no key, so the next confirm makes one', () => {
    const edits = edgesOn(coverage, E.edit).filter(inState('failed'));
    expect(edits.length).toBeGreaterThan(0);
    for (const edge of edits) {
      expect(edge.nextState.value).toBe('editing');
      expect(contextOf(edge.nextState)).toMatchObject({
        draft: FULL_DRAFT,
        attempt: null,
        failure: null,
        destination: null,
      });
    }
    // Along a real actor: the path to a transfer with no answer, a retry, then Edit and confirm.
    const path = pathTo(
      coverage,
      'a transfer with no answer',
      (snapshot) =>
        snapshot.matches('failed') &&
        contextOf(snapshot).failure?.status === 0 &&
        contextOf(snapshot).attempt?.key === 'key-1',
    );
    const keys: string[] = [];
    const actor = createActor(
      transferMachine.provide({ actors: { lookUpAccount: pending(), submitTransfer: pending() } }),
      { input: { from: FROM } },
    );
    actor.subscribe((snapshot) => {
      if (snapshot.matches('submitting')) keys.push(contextOf(snapshot).attempt?.key ?? '');
    });
    replay(actor, [
      ...eventsOf(path),
      E.retry,
      E.noAnswer,
      E.edit,
      E.review,
      E.found,
      E.confirmAgain,
    ]);
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.stop();
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('keeps the entry after a success, and starts a new transfer from nothing', () => {
    for (const edge of edgesOn(coverage, E.transferred).filter(inState('submitting'))) {
      expect(edge.nextState.value).toBe('succeeded');
      expect(contextOf(edge.nextState)).toMatchObject({
        transfer: TRANSFER,
        attempt: null,
        failure: null,
      });
    }
    const resets = edgesOn(coverage, E.reset).filter(inState('succeeded'));
    expect(resets.length).toBeGreaterThan(0);
    for (const edge of resets) {
      expect(edge.nextState.value).toBe('editing');
      expect(edge.nextState.context).toEqual({
        from: FROM,
        draft: EMPTY_TRANSFER_DRAFT,
        fieldErrors: {},
        destination: null,
        attempt: null,
        transfer: null,
        failure: null,
      });
    }
  });
});

describe('transferMachine with its calls', () => {
  it('looks the number up, sends one key for a retried transfer and a new one after Edit', async () => {
    const lookUps: AccountLookUp[] = [];
    const sent: TransferAttempt[] = [];
    const answers: (Error | null)[] = [NO_ANSWER, NO_ANSWER, INSUFFICIENT_FUNDS, null];
    const lookUpAccount = vi.fn(async (input: AccountLookUp): Promise<TransferDestination> => {
      lookUps.push(input);
      return TO;
    });
    const submitTransfer = vi.fn(async (attempt: TransferAttempt): Promise<Transfer> => {
      sent.push(attempt);
      const answer = answers.shift();
      if (answer) throw answer;
      return TRANSFER;
    });
    const actor = createActor(
      transferMachine.provide({
        actors: {
          lookUpAccount: fromPromise(({ input }) => lookUpAccount(input)),
          submitTransfer: fromPromise(({ input }) => submitTransfer(input)),
        },
      }),
      { input: { from: FROM } },
    ).start();
    const confirm = async (key: string) => {
      actor.send(E.review);
      await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
      actor.send({ type: 'transfer.confirm', key });
      await waitFor(
        actor,
        (snapshot) => snapshot.matches('failed') || snapshot.matches('succeeded'),
      );
    };
    actor.send({ ...E.typeTo, value: ` ${TO_NUMBER} ` });
    actor.send(E.typeAmount);
    actor.send(E.typeNarration);
    await confirm('key-1');
    actor.send(E.retry);
    await waitFor(actor, (snapshot) => snapshot.matches('failed') && sent.length === 2);
    actor.send(E.retry);
    // Refused on the second retry: nothing to resend.
    await waitFor(actor, (snapshot) => snapshot.matches('failed') && sent.length === 3);
    actor.send(E.retry);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send(E.edit);
    actor.send({ ...E.typeAmount, value: '1,000' });
    await confirm('key-2');
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.transfer).toEqual(TRANSFER);
    expect(lookUps).toEqual([{ accountNumber: TO_NUMBER }, { accountNumber: TO_NUMBER }]);
    expect(sent.map((attempt) => [attempt.key, attempt.body.amountKobo])).toEqual([
      ['key-1', AMOUNT_KOBO],
      ['key-1', AMOUNT_KOBO],
      ['key-1', AMOUNT_KOBO],
      ['key-2', 100000],
    ]);
    expect(sent[0]?.body).toEqual(BODY);
    actor.stop();
  });
});
