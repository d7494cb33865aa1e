import { type FormEvent, useCallback, useState } from 'react';
import { cancelLoan, closeLoan, type Loan, updateLoan, writeOffLoan } from '../../../api/loans.api';
import { REASON_MAX_LENGTH } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import { Notice } from '../../components/notice';
import { useSettled } from '../accounts/use-settled';
import * as styles from './lending.css';
import { Summary } from './loan-actions';
import { type ActionCheck, type ActionFields, MoneyActionDialog } from './money-action-dialog';

interface Props {
  readonly loan: Loan;
  readonly action: 'CLOSE' | 'CANCEL' | 'WRITE_OFF';
  readonly onDone: (loan: Loan, message: string) => void;
  readonly onClose: () => void;
}

const WORDS = {
  CLOSE: {
    title: 'Close',
    description: 'The loan owes nothing: closing it ends its life. Nothing moves.',
    confirm: 'Close loan',
    busy: 'Closing…',
    done: 'has been closed',
  },
  CANCEL: {
    title: 'Cancel',
    description: 'The loan was approved but never disbursed: cancelling it ends it. Nothing moves.',
    confirm: 'Cancel loan',
    busy: 'Cancelling…',
    done: 'has been cancelled',
  },
} as const;

/** Close or cancel: a reason and a confirm; nothing moves, so no Idempotency-Key is needed. */
function ReasonDialog({ loan, action, onDone, onClose }: Props & { action: 'CLOSE' | 'CANCEL' }) {
  const api = useApi();
  const words = WORDS[action];
  const [reason, setReason] = useState('');
  const perform = useCallback(
    (input: unknown) => {
      const body = input as { reason?: string };
      return action === 'CLOSE' ? closeLoan(api, loan.id, body) : cancelLoan(api, loan.id, body);
    },
    [api, action, loan.id],
  );
  const { snapshot, send } = useRequest(perform);
  useSettled(snapshot.matches('succeeded') ? (snapshot.context.output as Loan) : null, (done) =>
    onDone(done, `${done.loanNumber} ${words.done}.`),
  );
  const busy = snapshot.matches('submitting');
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    send({ type: 'request.submit', input: text ? { reason: text } : {} });
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={`${words.title} ${loan.loanNumber}`}
      description={words.description}
    >
      <form className={styles.form} onSubmit={submit} aria-label={`${words.title} loan`}>
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
        {snapshot.context.failure && (
          <Notice tone="danger">
            <strong>Not done: </strong>
            {snapshot.context.failure.message}
          </Notice>
        )}
        <div className={styles.footer}>
          <Button onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" tone="danger" disabled={busy}>
            {busy ? words.busy : words.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Write-off: what is still owed leaves the books as a loss; it asks for a reason. */
function WriteOffDialog({ loan, onDone, onClose }: Omit<Props, 'action'>) {
  const check = useCallback(
    (draft: { reason: string }): ActionCheck<{ reason: string }> =>
      draft.reason.trim()
        ? { body: { reason: draft.reason.trim() }, problems: {} }
        : { body: null, problems: { reason: 'Say why the loan is written off.' } },
    [],
  );
  const submit = useCallback(
    (api: Parameters<typeof writeOffLoan>[0], body: { reason: string }, key: string) =>
      writeOffLoan(api, loan.id, body, key),
    [loan.id],
  );
  return (
    <MoneyActionDialog
      title={`Write off ${loan.loanNumber}`}
      description="What the loan still owes leaves the books as a loss, against its provision. It cannot be undone."
      draft={{ reason: '' }}
      check={check}
      submit={submit}
      fields={({ draft, edit, touch, errorOf, locked }: ActionFields<{ reason: string }>) => (
        <TextAreaField
          label="Reason"
          value={draft.reason}
          maxLength={REASON_MAX_LENGTH}
          readOnly={locked}
          error={errorOf('reason')}
          onChange={(event) => {
            const reason = event.target.value;
            edit(() => ({ reason }));
          }}
          onBlur={() => touch('reason')}
        />
      )}
      summary={() => (
        <Summary
          label="Write-off to confirm"
          lines={[
            ['Principal', formatKobo(loan.balances.principal.outstandingKobo)],
            ['Interest', formatKobo(loan.balances.interest.outstandingKobo)],
            [
              'Fees and penalties',
              formatKobo(
                loan.balances.fees.outstandingKobo + loan.balances.penalties.outstandingKobo,
              ),
            ],
            ['Written off', formatKobo(loan.balances.totalOutstandingKobo), true],
          ]}
        />
      )}
      reviewLabel="Review write-off"
      confirmLabel="Write off"
      busyLabel="Writing off…"
      onDone={(done) => onDone(done, `${done.loanNumber} has been written off.`)}
      onClose={onClose}
    />
  );
}

/** The loan actions that are a confirm with a reason: close, cancel and write off. */
export function PlainActionDialog(props: Props) {
  if (props.action === 'WRITE_OFF') return <WriteOffDialog {...props} />;
  return <ReasonDialog {...props} action={props.action} />;
}

/** The purpose of a loan waiting for disbursement, corrected. Nothing moves. */
export function PurposeDialog({ loan, onDone, onClose }: Omit<Props, 'action'>) {
  const api = useApi();
  const [purpose, setPurpose] = useState(loan.purpose);
  const perform = useCallback(
    (input: unknown) => updateLoan(api, loan.id, { purpose: String(input) }),
    [api, loan.id],
  );
  const { snapshot, send } = useRequest(perform);
  useSettled(snapshot.matches('succeeded') ? (snapshot.context.output as Loan) : null, (done) =>
    onDone(done, `The purpose of ${done.loanNumber} is saved.`),
  );
  const busy = snapshot.matches('submitting');
  const blank = purpose.trim() === '';
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank) send({ type: 'request.submit', input: purpose.trim() });
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={`Purpose of ${loan.loanNumber}`}
      description="What the loan is for, as the credit file records it."
    >
      <form className={styles.form} onSubmit={submit} aria-label="Loan purpose">
        <TextAreaField
          label="Purpose"
          value={purpose}
          maxLength={REASON_MAX_LENGTH}
          error={blank ? 'Say what the loan is for.' : undefined}
          onChange={(event) => setPurpose(event.target.value)}
        />
        {snapshot.context.failure && (
          <Notice tone="danger">
            <strong>Not saved: </strong>
            {snapshot.context.failure.message}
          </Notice>
        )}
        <div className={styles.footer}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" tone="primary" disabled={busy || blank}>
            {busy ? 'Saving…' : 'Save purpose'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
