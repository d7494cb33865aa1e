import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { createTransfer, listAccounts, type Transfer } from '../../../api/accounts.api';
import { newIdempotencyKey } from '../../../api/idempotency';
import {
  type AccountLookUp,
  type TransferAttempt,
  type TransferDestination,
  type TransferSource,
  transferMachine,
} from '../../../machines/transfer.machine';
import { type ChargeRule, totalFeeKobo } from '../../../policies/charge-fee';
import {
  NARRATION_MAX_LENGTH,
  readNairaAmount,
  type TransferField,
} from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { NUBAN_LENGTH } from '../../../policies/nuban';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as styles from './accounts.css';
import { useSettled } from './use-settled';

/** How many matches the look-up reads: a 10-digit number matches one account at most. */
const LOOK_UP_PAGE_SIZE = 5;

/**
 * A transfer out of this account to another, through the transfer chart: the draft, the look-up
 * of the destination's account number, a confirm step that shows both accounts, the amount and
 * the narration, then the result. The Idempotency-Key is made once when the person confirms;
 * Retry after an unknown outcome resends it, so the money moves at most once.
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
  const api = useApi();
  const machine = useMemo(
    () =>
      transferMachine.provide({
        actors: {
          lookUpAccount: fromPromise<TransferDestination | null, AccountLookUp>(
            async ({ input }) => {
              const page = await listAccounts(api, {
                q: input.accountNumber,
                pageSize: LOOK_UP_PAGE_SIZE,
              });
              const found = page.items.find((item) => item.accountNumber === input.accountNumber);
              return found
                ? {
                    id: found.id,
                    accountNumber: found.accountNumber,
                    name: found.name,
                    status: found.status,
                  }
                : null;
            },
          ),
          submitTransfer: fromPromise<Transfer, TransferAttempt>(({ input }) =>
            createTransfer(api, input.body, input.key),
          ),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine, { input: { from } });
  const { draft, fieldErrors, destination, attempt, transfer, failure } = snapshot.context;
  useSettled(transfer, onTransferred);
  const editing = snapshot.matches('editing') || snapshot.matches('lookingUp');
  const lookingUp = snapshot.matches('lookingUp');
  const step = String(snapshot.value);
  // What is being confirmed: the attempt's amount, else the draft's (0 while it is not a sum).
  const typed = readNairaAmount(draft.amount);
  const amountKobo = attempt?.body.amountKobo ?? ('error' in typed ? 0 : typed.kobo);
  const feeKobo = feeRules === null ? null : totalFeeKobo(feeRules, amountKobo);
  const card = useRef<HTMLDivElement>(null);

  const reviewed = useRef(false);
  const previous = useRef(step);

  // Each step puts the keyboard on its next action; a refused draft on its first bad field (once
  // the review answers, never while the person types); Back and Edit on the first field.
  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (step === 'lookingUp') return;
    let selector: string | null = null;
    if (step !== 'editing') selector = '[data-focus-next]';
    else if (reviewed.current && Object.keys(fieldErrors).length > 0)
      selector = '[aria-invalid="true"]';
    else if (before !== 'editing') selector = 'input';
    reviewed.current = false;
    if (selector) card.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [step, fieldErrors]);

  const change = (field: TransferField) => (event: { target: { value: string } }) =>
    send({ type: 'transfer.change', field, value: event.target.value });
  function review(event: FormEvent) {
    event.preventDefault();
    reviewed.current = true;
    send({ type: 'transfer.review' });
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
          <form
            className={styles.form}
            onSubmit={review}
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
                value={draft.toAccountNumber}
                maxLength={NUBAN_LENGTH + 2}
                placeholder="10-digit NUBAN"
                readOnly={lookingUp}
                error={fieldErrors.toAccountNumber}
                onChange={change('toAccountNumber')}
              />
              <Field
                label="Amount (₦)"
                inputMode="decimal"
                autoComplete="off"
                className={`${fieldStyles.input} ${styles.amountInput}`}
                value={draft.amount}
                maxLength={24}
                placeholder="0.00"
                readOnly={lookingUp}
                error={fieldErrors.amount}
                onChange={change('amount')}
              />
              <Field
                label="Narration"
                value={draft.narration}
                maxLength={NARRATION_MAX_LENGTH}
                placeholder="What the transfer is for"
                readOnly={lookingUp}
                error={fieldErrors.narration}
                onChange={change('narration')}
              />
            </div>
            <div className={styles.footer}>
              <Button type="submit" tone="primary" disabled={lookingUp}>
                {lookingUp ? 'Checking the account…' : 'Review transfer'}
              </Button>
            </div>
          </form>
        )}
        {!editing && (
          <div className={styles.form}>
            {snapshot.matches('succeeded') && transfer ? (
              <Notice tone="success">
                Transferred {formatKobo(transfer.amountKobo)} to {destination?.accountNumber ?? ''}
                {transfer.feeKobo > 0 && `, with a fee of ${formatKobo(transfer.feeKobo)}`}. Entry{' '}
                <strong data-testid="transfer-entry-number">{transfer.entryNumber}</strong>.
              </Notice>
            ) : (
              destination && (
                <dl className={styles.summary} aria-label="Transfer to confirm">
                  <dt className={styles.summaryLabel}>From</dt>
                  <dd className={styles.summaryValue}>
                    <span className={styles.mono}>{from.accountNumber}</span> · {from.name}
                  </dd>
                  <dt className={styles.summaryLabel}>To</dt>
                  <dd className={styles.summaryValue} data-testid="transfer-to">
                    <span className={styles.mono}>{destination.accountNumber}</span> ·{' '}
                    {destination.name}
                  </dd>
                  <dt className={styles.summaryLabel}>Amount</dt>
                  <dd className={`${styles.summaryValue} ${styles.summaryAmount}`}>
                    {formatKobo(amountKobo)}
                  </dd>
                  <dt className={styles.summaryLabel}>Fee</dt>
                  <dd
                    className={`${styles.summaryValue} ${styles.summaryAmount}`}
                    data-testid="transfer-fee"
                  >
                    {feeKobo === null ? "As the product's charges say" : formatKobo(feeKobo)}
                  </dd>
                  <dt className={styles.summaryLabel}>Narration</dt>
                  <dd className={styles.summaryValue}>{draft.narration.trim()}</dd>
                </dl>
              )
            )}
            {snapshot.matches('failed') && failure && (
              <Notice tone="danger">
                <strong>Not transferred: </strong>
                {failure.message}
                {snapshot.can({ type: 'transfer.retry' }) && (
                  <>
                    {' '}
                    The transfer may still have gone through. Retry sends it again with the same
                    request key, so it cannot be made twice.
                  </>
                )}
              </Notice>
            )}
            <div className={styles.footer}>
              {snapshot.matches('confirming') && (
                <>
                  <Button onClick={() => send({ type: 'transfer.back' })}>Back</Button>
                  <Button
                    data-focus-next
                    tone="primary"
                    onClick={() => send({ type: 'transfer.confirm', key: newIdempotencyKey() })}
                  >
                    Confirm transfer
                  </Button>
                </>
              )}
              {snapshot.matches('submitting') && (
                <Button tone="primary" disabled>
                  Transferring…
                </Button>
              )}
              {snapshot.matches('failed') && (
                <>
                  <Button
                    data-focus-next={snapshot.can({ type: 'transfer.retry' }) ? undefined : true}
                    onClick={() => send({ type: 'transfer.edit' })}
                  >
                    Edit
                  </Button>
                  {snapshot.can({ type: 'transfer.retry' }) && (
                    <Button
                      data-focus-next
                      tone="primary"
                      onClick={() => send({ type: 'transfer.retry' })}
                    >
                      Retry
                    </Button>
                  )}
                </>
              )}
              {snapshot.matches('succeeded') && (
                <Button data-focus-next onClick={() => send({ type: 'transfer.reset' })}>
                  New transfer
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
