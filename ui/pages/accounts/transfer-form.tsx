import { type FormEvent, type RefObject, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { createTransfer, listAccounts, type Transfer } from '../../../api/accounts.api';
import type { Api } from '../../../api/client';
import { type Failure, toFailure } from '../../../machines/failure';
import {
  createMoneyFormMachine,
  type MoneyAttempt,
  type MoneyFormEvent,
  type Preparation,
  type PrepareInput,
  problemShown,
} from '../../../machines/money-form.machine';
import { type ChargeRule, totalFeeKobo } from '../../../policies/charge-fee';
import { type AccountStatus, canCredit } from '../../../policies/deposit-account-status';
import {
  EMPTY_TRANSFER_DRAFT,
  NARRATION_MAX_LENGTH,
  type TransferDraft,
  type TransferField,
  type TransferProblems,
  transferAmountKobo,
  transferDraftProblems,
} from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { NUBAN_LENGTH } from '../../../policies/nuban';
import { useApi } from '../../app/api-context';
import { useMoneyForm } from '../../app/use-money-form';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { controlProps } from '../../components/form-rules/ruled-input';
import {
  type FormRules,
  renamedProblems,
  useFormRules,
} from '../../components/form-rules/use-form-rules';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as styles from './accounts.css';

/** How many matches the look-up reads: a 10-digit number matches one account at most. */
const LOOK_UP_PAGE_SIZE = 5;

/** The account the money leaves: the account whose page the transfer is made from. */
export interface TransferSource {
  readonly id: string;
  readonly accountNumber: string;
  readonly name: string;
}

/** The account a typed account number was found to be. */
interface TransferDestination {
  readonly id: string;
  readonly accountNumber: string;
  readonly name: string;
  readonly status: AccountStatus;
}

/** What the draft asks for, before the account number is known to be an account. */
interface TransferIntent {
  readonly toAccountNumber: string;
  readonly amountKobo: number;
  readonly narration: string;
}

interface TransferCheck {
  readonly body: TransferIntent | null;
  readonly problems: TransferProblems;
}

const RULED_FIELDS = { 'body.amountKobo': 'amount', 'body.narration': 'narration' } as const;

function checkTransfer(
  draft: TransferDraft,
  fromAccountNumber: string,
  rules: FormRules,
): TransferCheck {
  const problems = transferDraftProblems(draft, fromAccountNumber);
  if (Object.keys(problems).length > 0) return { body: null, problems };
  const body = {
    toAccountNumber: draft.toAccountNumber.trim(),
    amountKobo: transferAmountKobo(draft),
    narration: draft.narration.trim(),
  };
  // The bank's own form rules, as the server will apply them.
  const ruled = renamedProblems(rules.check(body), RULED_FIELDS);
  if (Object.keys(ruled).length > 0) return { body: null, problems: ruled };
  return { body, problems };
}

/** The destination's look-up: an unknown number, or an account money cannot enter, is refused. */
async function lookUpDestination(
  api: Api,
  accountNumber: string,
): Promise<Preparation<TransferDestination>> {
  const refuse = (reason: string) => ({ refused: { toAccountNumber: reason } });
  let found: TransferDestination | undefined;
  try {
    const page = await listAccounts(api, { q: accountNumber, pageSize: LOOK_UP_PAGE_SIZE });
    found = page.items.find((item) => item.accountNumber === accountNumber);
  } catch (error) {
    return refuse(`The account could not be looked up: ${toFailure(error).message}`);
  }
  if (!found) return refuse(`No account has the number ${accountNumber}.`);
  const { id, name, status } = found;
  if (!canCredit(status)) {
    return refuse(`${accountNumber} (${name}) is ${status.toLowerCase()}; money cannot enter it.`);
  }
  return { review: { id, accountNumber, name, status } };
}

function useTransferMachine(from: TransferSource) {
  const api = useApi();
  return useMemo(
    () =>
      createMoneyFormMachine<
        TransferDraft,
        TransferIntent,
        Transfer,
        TransferCheck,
        TransferDestination
      >().provide({
        actors: {
          prepare: fromPromise<
            Preparation<TransferDestination>,
            PrepareInput<TransferDraft, TransferIntent>
          >(({ input }) => lookUpDestination(api, input.body.toAccountNumber)),
          submit: fromPromise<Transfer, MoneyAttempt<TransferIntent, TransferDestination>>(
            ({ input }) =>
              createTransfer(
                api,
                {
                  fromAccountId: from.id,
                  toAccountId: input.review.id,
                  amountKobo: input.body.amountKobo,
                  narration: input.body.narration,
                },
                input.key,
              ),
          ),
        },
      }),
    [api, from.id],
  );
}

function TransferSummary({
  from,
  to,
  amountKobo,
  feeKobo,
  narration,
}: {
  from: TransferSource;
  to: TransferDestination;
  amountKobo: number;
  feeKobo: number | null;
  narration: string;
}) {
  return (
    <dl className={styles.summary} aria-label="Transfer to confirm">
      <dt className={styles.summaryLabel}>From</dt>
      <dd className={styles.summaryValue}>
        <span className={styles.mono}>{from.accountNumber}</span> · {from.name}
      </dd>
      <dt className={styles.summaryLabel}>To</dt>
      <dd className={styles.summaryValue} data-testid="transfer-to">
        <span className={styles.mono}>{to.accountNumber}</span> · {to.name}
      </dd>
      <dt className={styles.summaryLabel}>Amount</dt>
      <dd className={`${styles.summaryValue} ${styles.summaryAmount}`}>{formatKobo(amountKobo)}</dd>
      <dt className={styles.summaryLabel}>Fee</dt>
      <dd className={`${styles.summaryValue} ${styles.summaryAmount}`} data-testid="transfer-fee">
        {feeKobo === null ? "As the product's charges say" : formatKobo(feeKobo)}
      </dd>
      <dt className={styles.summaryLabel}>Narration</dt>
      <dd className={styles.summaryValue}>{narration}</dd>
    </dl>
  );
}

/** The buttons of the steps after the details: confirm, sending, a failure, the result. */
function TransferActions({
  step,
  canRetry,
  send,
}: {
  step: string;
  canRetry: boolean;
  send: (event: MoneyFormEvent<TransferDraft>) => void;
}) {
  return (
    <div className={styles.footer}>
      {step === 'confirming' && (
        <>
          <Button onClick={() => send({ type: 'form.back' })}>Back</Button>
          <Button data-focus-next tone="primary" onClick={() => send({ type: 'form.confirm' })}>
            Confirm transfer
          </Button>
        </>
      )}
      {step === 'submitting' && (
        <Button tone="primary" disabled>
          Transferring…
        </Button>
      )}
      {step === 'failed' && (
        <>
          <Button
            data-focus-next={canRetry ? undefined : true}
            onClick={() => send({ type: 'form.back' })}
          >
            Edit
          </Button>
          {canRetry && (
            <Button data-focus-next tone="primary" onClick={() => send({ type: 'form.retry' })}>
              Retry
            </Button>
          )}
        </>
      )}
      {step === 'succeeded' && (
        <Button data-focus-next onClick={() => send({ type: 'form.reset' })}>
          New transfer
        </Button>
      )}
    </div>
  );
}

type FieldProps = ReturnType<ReturnType<typeof fieldPropsFor>>;

/** The props that bind one field of the draft to the chart: its value, its shown problem, its sends. */
function fieldPropsFor(
  draft: TransferDraft,
  lookingUp: boolean,
  errorOf: (field: TransferField) => string | undefined,
  edit: (next: (draft: TransferDraft) => TransferDraft) => void,
  touch: (field: string) => void,
) {
  return (name: TransferField) => ({
    value: draft[name],
    readOnly: lookingUp,
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      edit((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => touch(name),
  });
}

/** Step 1: the destination's number, the amount and the narration. */
function TransferDetails({
  from,
  field,
  lookingUp,
  failure,
  onSubmit,
  rules,
}: {
  from: TransferSource;
  rules: FormRules;
  field: (name: TransferField) => FieldProps;
  lookingUp: boolean;
  failure: Failure | null;
  onSubmit: (event: FormEvent) => void;
}) {
  const amount = rules.input('amountKobo', 'Amount (₦)');
  const narration = rules.input('narration', 'Narration');
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label="Transfer details"
      aria-busy={lookingUp}
    >
      <div className={styles.form}>
        <div className={fieldStyles.field}>
          <span className={fieldStyles.label}>From</span>
          <span>
            <span className={styles.identityNumber}>{from.accountNumber}</span> · {from.name}
          </span>
        </div>
        <Field
          label="To account number"
          inputMode="numeric"
          autoComplete="off"
          className={`${fieldStyles.input} ${styles.mono}`}
          maxLength={NUBAN_LENGTH + 2}
          placeholder="10-digit NUBAN"
          {...field('toAccountNumber')}
        />
        <Field
          label={amount.label}
          inputMode="decimal"
          autoComplete="off"
          className={`${fieldStyles.input} ${styles.amountInput}`}
          maxLength={24}
          placeholder="0.00"
          {...field('amount')}
          aria-required={amount['aria-required']}
        />
        {!narration.hidden && (
          <Field
            maxLength={NARRATION_MAX_LENGTH}
            placeholder="What the transfer is for"
            {...field('narration')}
            {...controlProps(narration)}
            label={narration.label}
            readOnly={field('narration').readOnly || narration.readOnly}
          />
        )}
      </div>
      {failure && (
        <Notice tone="danger">
          <strong>Not reviewed: </strong>
          {failure.message}
        </Notice>
      )}
      <div className={styles.footer}>
        <Button type="submit" tone="primary" disabled={lookingUp}>
          {lookingUp ? 'Checking the account…' : 'Review transfer'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Each step puts the keyboard on its next action; a refused draft on its first bad field (once
 * the review answers, never while the person types); Back and Edit on the first field. The
 * caller sets the returned flag when the person asks for a review.
 */
function useStepFocus(card: RefObject<HTMLDivElement | null>, step: string, shownErrors: number) {
  const reviewed = useRef(false);
  const previous = useRef(step);
  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (step === 'preparing') return;
    let selector: string | null = null;
    if (step !== 'editing') selector = '[data-focus-next]';
    else if (reviewed.current && shownErrors > 0) selector = '[aria-invalid="true"]';
    else if (before !== 'editing') selector = 'input';
    reviewed.current = false;
    if (selector) card.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [card, step, shownErrors]);
  return reviewed;
}

/**
 * A transfer out of this account to another, through the money-form chart: the draft, the look-up
 * of the destination's account number, a confirm step that shows both accounts, the amount and
 * the narration, then the result. The Idempotency-Key is offered when the person reviews; Retry
 * after an unknown outcome resends the confirmed transfer with its key, so the money moves at
 * most once.
 */
export function TransferForm({
  from,
  feeRules,
  onTransferred,
}: {
  from: TransferSource;
  /** The source product's TRANSFER charges; null while they are not known. */
  feeRules: readonly ChargeRule[] | null;
  onTransferred: (transfer: Transfer) => void;
}) {
  const machine = useTransferMachine(from);
  const rules = useFormRules('transfer');
  const { snapshot, send, edit, touch, submit } = useMoneyForm(machine, {
    draft: EMPTY_TRANSFER_DRAFT,
    check: (draft) => checkTransfer(draft, from.accountNumber, rules),
    confirm: true,
  });
  const { draft, check, refusal, review: destination, attempt, result, failure } = snapshot.context;
  useSettled(result, onTransferred);
  const lookingUp = snapshot.matches('preparing');
  const editing = snapshot.matches('editing') || lookingUp;
  const step = String(snapshot.value);
  // What is being confirmed: the attempt's amount, else the draft's (0 while it is not a sum).
  const amountKobo = attempt?.body.amountKobo ?? check.body?.amountKobo ?? 0;
  const feeKobo = feeRules === null ? null : totalFeeKobo(feeRules, amountKobo);
  const card = useRef<HTMLDivElement>(null);
  const errorOf = (field: TransferField) =>
    refusal[field] ?? (problemShown(snapshot.context, field) ? check.problems[field] : undefined);
  const shownErrors = (['toAccountNumber', 'amount', 'narration'] as const).filter(errorOf);

  const reviewed = useStepFocus(card, step, shownErrors.length);

  const field = fieldPropsFor(draft, lookingUp, errorOf, edit, touch);
  function review(event: FormEvent) {
    event.preventDefault();
    reviewed.current = true;
    submit();
  }

  return (
    <Card>
      <div ref={card} className={styles.stack}>
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>Transfer</h2>
          <span className={styles.muted}>
            {editing
              ? 'Step 1 of 2: details'
              : snapshot.matches('confirming')
                ? 'Step 2 of 2: confirm'
                : ''}
          </span>
        </div>
        {editing && (
          <TransferDetails
            from={from}
            field={field}
            lookingUp={lookingUp}
            failure={failure}
            onSubmit={review}
            rules={rules}
          />
        )}
        {!editing && (
          <div className={styles.form}>
            {snapshot.matches('succeeded') && result ? (
              <Notice tone="success">
                Transferred {formatKobo(result.amountKobo)} to {destination?.accountNumber ?? ''}
                {result.feeKobo > 0 && `, with a fee of ${formatKobo(result.feeKobo)}`}. Entry{' '}
                <strong data-testid="transfer-entry-number">{result.entryNumber}</strong>.
              </Notice>
            ) : (
              destination && (
                <TransferSummary
                  from={from}
                  to={destination}
                  amountKobo={amountKobo}
                  feeKobo={feeKobo}
                  narration={draft.narration.trim()}
                />
              )
            )}
            {snapshot.matches('failed') && failure && (
              <Notice tone="danger">
                <strong>Not transferred: </strong>
                {failure.message}
                {snapshot.can({ type: 'form.retry' }) && (
                  <>
                    {' '}
                    The transfer may still have gone through. Retry sends it again with the same
                    request key, so it cannot be made twice.
                  </>
                )}
              </Notice>
            )}
            <TransferActions
              step={step}
              canRetry={snapshot.can({ type: 'form.retry' })}
              send={send}
            />
          </div>
        )}
      </div>
    </Card>
  );
}
