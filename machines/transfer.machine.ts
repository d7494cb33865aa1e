import { assign, fromPromise, setup } from 'xstate';
import type { Transfer, TransferRequest } from '../api/accounts.api';
import {
  EMPTY_TRANSFER_DRAFT,
  type TransferDraft,
  type TransferField,
  type TransferProblems,
  transferAmountKobo,
  transferDraftProblems,
} from '../policies/deposit-inputs';
import { type AccountStatus, canCredit } from './deposit-account.machine';
import { type Failure, toFailure } from './failure';
import { outcomeUnknown } from './journal-entry.machine';

/** The account the money leaves: the account whose page the transfer is made from. */
export interface TransferSource {
  readonly id: string;
  readonly accountNumber: string;
  readonly name: string;
}

/** The account a typed account number was found to be. */
export interface TransferDestination {
  readonly id: string;
  readonly accountNumber: string;
  readonly name: string;
  readonly status: AccountStatus;
}

/** One confirmed intent to move money: the body and the Idempotency-Key of every send of it. */
export interface TransferAttempt {
  readonly key: string;
  readonly body: TransferRequest;
}

export interface TransferContext {
  readonly from: TransferSource;
  /** What the person typed; kept through confirming, a failure and Back. */
  draft: TransferDraft;
  /** Problems shown beside the fields, from the draft check or the account look-up. */
  fieldErrors: TransferProblems;
  /** The destination found for the draft's account number, while it is being confirmed or sent. */
  destination: TransferDestination | null;
  /** The confirmed transfer while it is sent and, after a failure, while its outcome is unknown. */
  attempt: TransferAttempt | null;
  /** The transfer the server made. */
  transfer: Transfer | null;
  failure: Failure | null;
}

export type TransferEvent =
  | { type: 'transfer.change'; field: TransferField; value: string }
  | { type: 'transfer.review' }
  | { type: 'transfer.back' }
  | { type: 'transfer.confirm'; key: string }
  | { type: 'transfer.retry' }
  | { type: 'transfer.edit' }
  | { type: 'transfer.reset' };

/** What the look-up is asked: the destination's 10-digit account number. */
export interface AccountLookUp {
  readonly accountNumber: string;
}

const errorOf = (event: unknown) => (event as { error: unknown }).error;

const outputOf = (event: unknown) =>
  (event as { output: TransferDestination | null }).output ?? null;

const fresh = (from: TransferSource): TransferContext => ({
  from,
  draft: EMPTY_TRANSFER_DRAFT,
  fieldErrors: {},
  destination: null,
  attempt: null,
  transfer: null,
  failure: null,
});

/**
 * A transfer between two deposit accounts, from the page of the paying account (DESIGN.md "Money
 * and the ledger"). The person types the destination's account number, the amount in naira and a
 * narration; a draft with problems stays in editing with them beside the fields. A sound draft's
 * account number is looked up (`lookUpAccount`): an unknown number, or an account money cannot
 * enter, goes back to editing with the reason beside the number. Confirming shows both accounts,
 * the amount and the narration; Back returns to editing with the values kept.
 *
 * Confirm carries the Idempotency-Key, made once for that confirmation, and `submitTransfer`
 * sends it. After a failure whose outcome is unknown (no answer, 408, 409, 429, 5xx) Retry sends
 * the same key again, so the server moves the money at most once; after a refusal there is
 * nothing to retry. Edit returns to the draft, and the next confirmation is a new intent with a
 * new key. The chart holds no browser I/O: both calls are actors the page provides.
 */
export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as { from: TransferSource },
  },
  actors: {
    lookUpAccount: fromPromise<TransferDestination | null, AccountLookUp>(async () => {
      throw new Error('lookUpAccount must be provided.');
    }),
    submitTransfer: fromPromise<Transfer, TransferAttempt>(async () => {
      throw new Error('submitTransfer must be provided.');
    }),
  },
  guards: {
    draftValid: ({ context }) =>
      Object.keys(transferDraftProblems(context.draft, context.from.accountNumber)).length === 0,
    creditableAccountFound: ({ event }) => {
      const found = outputOf(event);
      return found !== null && canCredit(found.status);
    },
    accountFound: ({ event }) => outputOf(event) !== null,
    outcomeUnknown: ({ event }) => outcomeUnknown(toFailure(errorOf(event))),
    retryable: ({ context }) =>
      context.attempt !== null && context.failure !== null && outcomeUnknown(context.failure),
  },
  actions: {
    changeDraft: assign(({ context, event }) => {
      if (event.type !== 'transfer.change') return {};
      const { [event.field]: _fixed, ...otherErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors: otherErrors };
    }),
    showDraftProblems: assign({
      fieldErrors: ({ context }) =>
        transferDraftProblems(context.draft, context.from.accountNumber),
    }),
    clearProblems: assign({ fieldErrors: {}, failure: null }),
    keepDestination: assign({ destination: ({ event }) => outputOf(event) }),
    refuseDestination: assign({
      fieldErrors: ({ event }) => {
        const found = outputOf(event) as TransferDestination;
        return {
          toAccountNumber: `${found.accountNumber} (${found.name}) is ${found.status.toLowerCase()}; money cannot enter it.`,
        };
      },
    }),
    reportNotFound: assign({
      fieldErrors: ({ context }) => ({
        toAccountNumber: `No account has the number ${context.draft.toAccountNumber.trim()}.`,
      }),
    }),
    reportLookUpFailure: assign({
      fieldErrors: ({ event }) => ({
        toAccountNumber: `The account could not be looked up: ${toFailure(errorOf(event)).message}`,
      }),
    }),
    forgetDestination: assign({ destination: null }),
    startAttempt: assign({
      attempt: ({ context, event }) => {
        const destination = context.destination as TransferDestination;
        const key = event.type === 'transfer.confirm' ? event.key : '';
        return {
          key,
          body: {
            fromAccountId: context.from.id,
            toAccountId: destination.id,
            amountKobo: transferAmountKobo(context.draft),
            narration: context.draft.narration.trim(),
          },
        };
      },
      failure: null,
    }),
    keepTransfer: assign({
      transfer: ({ event }) => (event as unknown as { output: Transfer }).output,
      attempt: null,
      failure: null,
    }),
    keepFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
    clearFailure: assign({ failure: null }),
    forgetAttempt: assign({ attempt: null }),
    backToDraft: assign({ attempt: null, failure: null, destination: null }),
    startOver: assign(({ context }) => fresh(context.from)),
  },
}).createMachine({
  id: 'transfer',
  initial: 'editing',
  context: ({ input }) => fresh(input.from),
  states: {
    editing: {
      on: {
        'transfer.change': { actions: 'changeDraft' },
        'transfer.review': [
          { guard: 'draftValid', target: 'lookingUp', actions: 'clearProblems' },
          { actions: 'showDraftProblems' },
        ],
      },
    },
    lookingUp: {
      invoke: {
        id: 'lookUpAccount',
        src: 'lookUpAccount',
        input: ({ context }) => ({ accountNumber: context.draft.toAccountNumber.trim() }),
        onDone: [
          { guard: 'creditableAccountFound', target: 'confirming', actions: 'keepDestination' },
          { guard: 'accountFound', target: 'editing', actions: 'refuseDestination' },
          { target: 'editing', actions: 'reportNotFound' },
        ],
        onError: { target: 'editing', actions: 'reportLookUpFailure' },
      },
    },
    confirming: {
      on: {
        'transfer.back': { target: 'editing', actions: 'forgetDestination' },
        'transfer.confirm': { target: 'submitting', actions: 'startAttempt' },
      },
    },
    submitting: {
      invoke: {
        id: 'submitTransfer',
        src: 'submitTransfer',
        input: ({ context }) => context.attempt as TransferAttempt,
        onDone: { target: 'succeeded', actions: 'keepTransfer' },
        onError: [
          { guard: 'outcomeUnknown', target: 'failed', actions: 'keepFailure' },
          { target: 'failed', actions: ['keepFailure', 'forgetAttempt'] },
        ],
      },
    },
    succeeded: {
      on: { 'transfer.reset': { target: 'editing', actions: 'startOver' } },
    },
    failed: {
      on: {
        'transfer.retry': { guard: 'retryable', target: 'submitting', actions: 'clearFailure' },
        'transfer.edit': { target: 'editing', actions: 'backToDraft' },
      },
    },
  },
});
