import { assign, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from './failure';

/**
 * Whether a failed call that moves money may still have moved it: no answer at all (status 0,
 * which a timeout is too), a gateway or server timeout (408), the first request with the same
 * Idempotency-Key still running (409 `idempotency_request_in_progress`) or a server failure (5xx).
 * Any other answer is the server's refusal, and a refused call moved nothing. This is the only
 * place the rule is written.
 */
export function outcomeUnknown(failure: Pick<Failure, 'status' | 'code'>): boolean {
  const { status, code } = failure;
  if (status === 409) return code === 'idempotency_request_in_progress';
  return status === 0 || status === 408 || status >= 500;
}

/** What the form's check makes of a draft: the body to send, or null while it cannot be sent. */
export interface CheckedDraft<TBody> {
  readonly body: TBody | null;
}

/** Problems beside the fields they are about, keyed by the form's own field names. */
export type FieldProblems = Readonly<Record<string, string>>;

/**
 * What the form's preparation (a look-up of the destination, a name enquiry) answers: the body may
 * go on, with what the person is shown to confirm (`review`), or it is refused with problems
 * beside fields (an unknown account number, an account money cannot enter).
 */
export type Preparation<TReview> =
  | { readonly review: TReview }
  | { readonly refused: FieldProblems };

export interface PrepareInput<TDraft, TBody> {
  readonly draft: TDraft;
  readonly body: TBody;
}

/** One intent to move money: the body, what was confirmed, and the key of every send of it. */
export interface MoneyAttempt<TBody, TReview> {
  readonly key: string;
  readonly body: TBody;
  readonly review: TReview;
}

export interface MoneyFormInput<TDraft, TCheck> {
  /** The draft a new form starts from, and returns to after a success or a reset. */
  readonly draft: TDraft;
  /** Pure: the same draft always gives the same check. It runs on every edit. */
  readonly check: (draft: TDraft) => TCheck;
  /** Whether the person confirms what preparation found before it is sent (a transfer's step 2). */
  readonly confirm?: boolean;
}

export interface MoneyFormContext<TDraft, TBody, TCheck, TReview, TResult> {
  readonly initial: TDraft;
  readonly checkDraft: (draft: TDraft) => TCheck;
  readonly confirmStep: boolean;
  draft: TDraft;
  /** The check of `draft`, kept current on every edit. */
  check: TCheck;
  /** Fields the person has left: their problems show before any try to send. */
  touched: readonly string[];
  /** The person tried to send this draft: every problem shows. */
  attempted: boolean;
  /** Problems preparation found, shown until the draft changes. */
  refusal: FieldProblems;
  /** The fresh key of the last submit, used unless the body is that of the unknown attempt. */
  offeredKey: string;
  review: TReview | null;
  /** The intent being sent, and after a failure whose outcome is unknown, the intent to resend. */
  attempt: MoneyAttempt<TBody, TReview> | null;
  /** What the last success answered; kept until the next send or a reset. */
  result: TResult | null;
  failure: Failure | null;
}

/**
 * `form.edit` carries the whole next draft, so a form with lines adds and removes them the same
 * way it types into them. `form.submit` carries a fresh key the form makes at each click; the chart
 * decides whether it is used.
 */
export type MoneyFormEvent<TDraft> =
  | { type: 'form.edit'; draft: TDraft }
  | { type: 'form.touch'; field: string }
  | { type: 'form.submit'; key: string }
  | { type: 'form.confirm' }
  | { type: 'form.back' }
  | { type: 'form.retry' }
  | { type: 'form.reset' };

/** Whether a problem about `field` is shown: after a try to send, or once the field was left. */
export function problemShown(
  context: Pick<
    MoneyFormContext<unknown, unknown, unknown, unknown, unknown>,
    'attempted' | 'touched'
  >,
  field: string,
): boolean {
  return context.attempted || context.touched.includes(field);
}

function sameBody(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function freshContext<TDraft, TBody, TCheck, TReview, TResult>(
  input: MoneyFormInput<TDraft, TCheck>,
): MoneyFormContext<TDraft, TBody, TCheck, TReview, TResult> {
  return {
    initial: input.draft,
    checkDraft: input.check,
    confirmStep: input.confirm ?? false,
    draft: input.draft,
    check: input.check(input.draft),
    touched: [],
    attempted: false,
    refusal: {},
    offeredKey: '',
    review: null,
    attempt: null,
    result: null,
    failure: null,
  };
}

/** The draft the form started from, with nothing shown against it. */
function restarted<TDraft, TCheck>(
  context: Pick<
    MoneyFormContext<TDraft, unknown, TCheck, unknown, unknown>,
    'initial' | 'checkDraft'
  >,
) {
  return {
    draft: context.initial,
    check: context.checkDraft(context.initial),
    touched: [] as readonly string[],
    attempted: false,
    refusal: {} as FieldProblems,
    failure: null,
  };
}

const preparationOf = <TReview>(event: unknown) =>
  (event as { output: Preparation<TReview> }).output;
const errorOf = (event: unknown) => toFailure((event as { error: unknown }).error);

/** The chart's types, actors, guards and actions; `createMoneyFormMachine` adds its states. */
function moneyFormSetup<
  TDraft,
  TBody,
  TResult,
  TCheck extends CheckedDraft<TBody> = CheckedDraft<TBody>,
  TReview = null,
>() {
  type Context = MoneyFormContext<TDraft, TBody, TCheck, TReview, TResult>;
  type Attempt = MoneyAttempt<TBody, TReview>;
  return setup({
    types: {
      context: {} as Context,
      events: {} as MoneyFormEvent<TDraft>,
      input: {} as MoneyFormInput<TDraft, TCheck>,
    },
    actors: {
      // Most forms send what they checked: nothing to look up, nothing more to confirm.
      prepare: fromPromise<Preparation<TReview>, PrepareInput<TDraft, TBody>>(async () => ({
        review: null as TReview,
      })),
      submit: fromPromise<TResult, Attempt>(async () => {
        throw new Error('submit must be provided.');
      }),
    },
    guards: {
      draftReady: ({ context }) => context.check.body !== null,
      refused: ({ event }) => 'refused' in preparationOf<TReview>(event),
      confirmStep: ({ context }) => context.confirmStep,
      outcomeUnknown: ({ event }) => outcomeUnknown(errorOf(event)),
      retryable: ({ context }) => context.attempt !== null,
    },
    actions: {
      edit: assign(({ context, event }) => {
        if (event.type !== 'form.edit') return {};
        return { draft: event.draft, check: context.checkDraft(event.draft), refusal: {} };
      }),
      touch: assign({
        touched: ({ context, event }) =>
          event.type !== 'form.touch' || context.touched.includes(event.field)
            ? context.touched
            : [...context.touched, event.field],
      }),
      revealProblems: assign({ attempted: true }),
      offerKey: assign({
        offeredKey: ({ event }) => (event.type === 'form.submit' ? event.key : ''),
        attempted: true,
        refusal: {},
        failure: null,
      }),
      keepRefusal: assign({
        refusal: ({ event }) => {
          const preparation = preparationOf<TReview>(event);
          return 'refused' in preparation ? preparation.refused : {};
        },
      }),
      keepReview: assign({
        review: ({ event }) => {
          const preparation = preparationOf<TReview>(event);
          return 'review' in preparation ? preparation.review : null;
        },
      }),
      forgetReview: assign({ review: null }),
      startAttempt: assign(({ context }) => {
        const body = context.check.body as TBody;
        const review = context.review as TReview;
        const pending = context.attempt;
        const key = pending && sameBody(pending.body, body) ? pending.key : context.offeredKey;
        return { attempt: { key, body, review }, result: null, failure: null };
      }),
      keepResult: assign(({ context, event }) => ({
        ...restarted(context),
        result: (event as unknown as { output: TResult }).output,
        attempt: null,
      })),
      keepFailure: assign({ failure: ({ event }) => errorOf(event) }),
      forgetAttempt: assign({ attempt: null }),
      clearFailure: assign({ failure: null }),
      startOver: assign(({ context }) => ({
        ...restarted(context),
        review: null,
        attempt: null,
        result: null,
      })),
    },
  });
}

/**
 * One way to build a form that moves money (DESIGN.md "Money and the ledger"), generic over the
 * draft the person types, the body the server is sent, the form's check of the draft, what
 * preparation finds for the person to confirm, and the server's answer.
 *
 * The chart owns the draft and checks it on every edit with the form's pure `check`; problems show
 * beside a field once the person has left it, and all of them once the person tries to send. A
 * sendable draft is prepared (`prepare`, by default nothing to look up), confirmed when the form
 * asks for a confirm step, and sent (`submit`) with an Idempotency-Key. The key is the one the
 * submit offered, unless the body is that of an earlier attempt whose outcome is unknown: then that
 * attempt's key is sent again, so the server moves the money at most once. Retry resends the
 * unknown attempt as it was. A success or a refusal forgets the attempt; a success also starts a
 * fresh draft with no problems showing. The chart holds no browser I/O: `prepare` and `submit` are
 * actors each form (or the server) provides.
 *
 * A new money form (an NIP transfer, a cash deposit or withdrawal, a loan repayment, an expense):
 * write the draft type and a pure check in policies/ (draft in, `{ body, ...what the form shows }`
 * out, body null while it cannot be sent); call `createMoneyFormMachine<Draft, Body, Result, Check,
 * Review>()` and `provide` it `submit` (the API call with `input.key` as its Idempotency-Key) and,
 * when something must be looked up first (an NIP name enquiry, the loan's amount due, the till),
 * `prepare`, which answers `{ review }` or `{ refused: { field: reason } }`; pass
 * `{ draft, check, confirm }` as input. The check's answer is plain data (no BigInt, no Date), as
 * the chart's context is. The form sends `form.edit` with each new draft, `form.touch` when a
 * field is left, `form.submit` with a fresh key, and `form.confirm`, `form.back`, `form.retry`,
 * `form.reset` from its buttons; in the console `useMoneyForm` (ui/app/use-money-form.ts) runs the
 * chart and makes the first three sends. ui/pages/accounts/transfer-form.tsx is the example with
 * a look-up and a confirm step, ui/pages/gl/journal-form.tsx the one without.
 */
export function createMoneyFormMachine<
  TDraft,
  TBody,
  TResult,
  TCheck extends CheckedDraft<TBody> = CheckedDraft<TBody>,
  TReview = null,
>() {
  type Context = MoneyFormContext<TDraft, TBody, TCheck, TReview, TResult>;
  return moneyFormSetup<TDraft, TBody, TResult, TCheck, TReview>().createMachine({
    id: 'moneyForm',
    initial: 'editing',
    context: ({ input }): Context => freshContext(input),
    on: { 'form.touch': { actions: 'touch' } },
    states: {
      editing: {
        on: {
          'form.edit': { actions: ['clearFailure', 'edit'] },
          'form.submit': [
            { guard: 'draftReady', target: 'preparing', actions: 'offerKey' },
            { actions: 'revealProblems' },
          ],
          'form.reset': { actions: 'startOver' },
        },
      },
      preparing: {
        invoke: {
          id: 'prepare',
          src: 'prepare',
          input: ({ context }) => ({ draft: context.draft, body: context.check.body as TBody }),
          onDone: [
            { guard: 'refused', target: 'editing', actions: 'keepRefusal' },
            { guard: 'confirmStep', target: 'confirming', actions: 'keepReview' },
            { target: 'submitting', actions: ['keepReview', 'startAttempt'] },
          ],
          onError: { target: 'editing', actions: 'keepFailure' },
        },
      },
      confirming: {
        on: {
          'form.back': { target: 'editing', actions: 'forgetReview' },
          'form.confirm': { target: 'submitting', actions: 'startAttempt' },
        },
      },
      submitting: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => context.attempt as MoneyAttempt<TBody, TReview>,
          onDone: { target: 'succeeded', actions: 'keepResult' },
          onError: [
            { guard: 'outcomeUnknown', target: 'failed', actions: 'keepFailure' },
            { target: 'failed', actions: ['keepFailure', 'forgetAttempt'] },
          ],
        },
      },
      failed: {
        on: {
          'form.retry': { guard: 'retryable', target: 'submitting', actions: 'clearFailure' },
          'form.submit': { target: 'preparing', actions: 'offerKey' },
          'form.edit': { target: 'editing', actions: ['clearFailure', 'edit'] },
          'form.back': { target: 'editing', actions: 'clearFailure' },
          'form.reset': { target: 'editing', actions: 'startOver' },
        },
      },
      succeeded: {
        on: {
          'form.edit': { target: 'editing', actions: 'edit' },
          'form.submit': [
            { guard: 'draftReady', target: 'preparing', actions: 'offerKey' },
            { target: 'editing', actions: 'revealProblems' },
          ],
          'form.reset': { target: 'editing', actions: 'startOver' },
        },
      },
    },
  });
}

/** The chart of one form, typed by its draft, body, result, check and review. */
export type MoneyFormMachine<
  TDraft,
  TBody,
  TResult,
  TCheck extends CheckedDraft<TBody> = CheckedDraft<TBody>,
  TReview = null,
> = ReturnType<typeof createMoneyFormMachine<TDraft, TBody, TResult, TCheck, TReview>>;

/**
 * The chart as the diagrams and the model tests read it; each form makes its own typed copy with
 * `createMoneyFormMachine`, which has the same states and transitions.
 */
export const moneyFormMachine = createMoneyFormMachine<unknown, unknown, unknown>();
