import { type FormEvent, type ReactNode, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Api } from '../../api/client';
import type { Failure } from '../../machines/failure';
import {
  createMoneyFormMachine,
  type MoneyAttempt,
  problemShown,
} from '../../machines/money-form.machine';
import { useApi } from '../app/api-context';
import { useMoneyForm } from '../app/use-money-form';
import { useSettled } from '../app/use-settled';
import { Button } from './button';
import { Dialog } from './dialog';
import { Notice } from './notice';
import * as styles from './record.css';

/** A money action's check of its draft: the body to send, or null, with problems by field. */
export interface ActionCheck<TBody> {
  readonly body: TBody | null;
  readonly problems: Readonly<Record<string, string>>;
}

/** What a money action's fields are handed: the draft, a way to change it and the shown problems. */
export interface ActionFields<TDraft> {
  readonly draft: TDraft;
  readonly edit: (next: (draft: TDraft) => TDraft) => void;
  readonly touch: (field: string) => void;
  readonly errorOf: (field: string) => string | undefined;
  readonly locked: boolean;
}

export interface MoneyActionProps<TDraft, TBody, TResult> {
  readonly title: string;
  readonly description: string;
  readonly draft: TDraft;
  readonly check: (draft: TDraft) => ActionCheck<TBody>;
  readonly submit: (api: Api, body: TBody, idempotencyKey: string) => Promise<TResult>;
  /** The fields of the draft; none for an action that only needs confirming. */
  readonly fields?: (props: ActionFields<TDraft>) => ReactNode;
  /** What will happen, read before the money moves; shown with the draft's current body. */
  readonly summary: (body: TBody | null) => ReactNode;
  readonly reviewLabel?: string;
  readonly confirmLabel: string;
  readonly busyLabel: string;
  readonly onDone: (result: TResult) => void;
  readonly onClose: () => void;
  readonly wide?: boolean;
  /** The refusal in the words of what to do about it; the server's message when not given. */
  readonly explain?: (failure: Failure) => string;
}

/**
 * An action that moves money (a loan's disbursement or repayment, cash at the teller's counter,
 * cash sent between vault and till), on the money-form chart: the fields when the action has any,
 * a confirm step that shows what will move, then the answer. The Idempotency-Key is offered on review; Retry after an unknown outcome sends
 * the same confirmed body with the same key, so the money moves at most once.
 */
export function MoneyActionDialog<TDraft, TBody, TResult>(
  props: MoneyActionProps<TDraft, TBody, TResult>,
) {
  const api = useApi();
  const { submit: call } = props;
  const machine = useMemo(
    () =>
      createMoneyFormMachine<TDraft, TBody, TResult, ActionCheck<TBody>>().provide({
        actors: {
          submit: fromPromise<TResult, MoneyAttempt<TBody, null>>(({ input }) =>
            call(api, input.body, input.key),
          ),
        },
      }),
    [api, call],
  );
  const hasFields = Boolean(props.fields);
  const { snapshot, send, edit, touch, submit } = useMoneyForm(machine, {
    draft: props.draft,
    check: props.check,
    confirm: hasFields,
  });
  const { draft, check, attempt, failure, result } = snapshot.context;
  useSettled(result, props.onDone);
  const step = String(snapshot.value);
  const locked = step !== 'editing';
  const errorOf = (field: string) =>
    problemShown(snapshot.context, field) ? check.problems[field] : undefined;
  const busy = step === 'preparing' || step === 'submitting';
  const canRetry = snapshot.can({ type: 'form.retry' });

  function review(event: FormEvent) {
    event.preventDefault();
    if (step === 'failed' && canRetry) send({ type: 'form.retry' });
    else if (step === 'confirming') send({ type: 'form.confirm' });
    else submit();
  }

  const confirming = step === 'confirming' || (!hasFields && step === 'editing');
  const shownBody = attempt?.body ?? check.body;
  return (
    <Dialog
      open
      width={props.wide ? 'wide' : 'medium'}
      onOpenChange={(open) => open || busy || props.onClose()}
      title={props.title}
      description={props.description}
    >
      <form className={styles.form} onSubmit={review} noValidate aria-label={props.title}>
        {props.fields &&
          (step === 'editing' || (step === 'failed' && !canRetry)) &&
          props.fields({ draft, edit, touch, errorOf, locked: busy })}
        {(confirming || locked) && props.summary(shownBody)}
        {failure && (
          <ActionRefusal
            message={props.explain ? props.explain(failure) : failure.message}
            canRetry={canRetry}
          />
        )}
        <ActionButtons
          step={step}
          busy={busy}
          canRetry={canRetry}
          hasFields={hasFields}
          labels={props}
          onBack={() => send({ type: 'form.back' })}
          onCancel={props.onClose}
        />
      </form>
    </Dialog>
  );
}

/**
 * Why the action was not done. After an answer that never came, it may have gone through: the
 * words say so, and that Retry cannot move the money twice.
 */
function ActionRefusal({ message, canRetry }: { message: string; canRetry: boolean }) {
  return (
    <Notice tone="danger">
      <strong>Not done: </strong>
      {message}
      {canRetry && (
        <>
          {' '}
          It may still have gone through. Retry sends it again with the same request key, so it
          cannot happen twice.
        </>
      )}
    </Notice>
  );
}

/** Back or Cancel, and the button of the step: review, confirm, retry, or busy. */
function ActionButtons({
  step,
  busy,
  canRetry,
  hasFields,
  labels,
  onBack,
  onCancel,
}: {
  step: string;
  busy: boolean;
  canRetry: boolean;
  hasFields: boolean;
  labels: { reviewLabel?: string | undefined; confirmLabel: string; busyLabel: string };
  onBack: () => void;
  onCancel: () => void;
}) {
  let label = labels.confirmLabel;
  if (busy) label = labels.busyLabel;
  else if (step === 'failed' && canRetry) label = 'Retry';
  else if (hasFields && step === 'editing') label = labels.reviewLabel ?? 'Review';
  return (
    <div className={styles.footer}>
      {step === 'confirming' ? (
        <Button onClick={onBack}>Back</Button>
      ) : (
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
      <Button type="submit" tone="primary" disabled={busy}>
        {label}
      </Button>
    </div>
  );
}
