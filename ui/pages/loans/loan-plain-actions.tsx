import { type FormEvent, useCallback, useState } from 'react';
import {
  cancelLoan,
  closeLoan,
  type Loan,
  type LoanUpdateRequest,
  updateLoan,
  writeOffLoan,
} from '../../../api/loans.api';
import { REASON_MAX_LENGTH } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import {
  type ActionCheck,
  type ActionFields,
  MoneyActionDialog,
} from '../../components/money-action-dialog';
import { Notice } from '../../components/notice';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { Summary } from '../../components/summary-list';
import { useOfficerChoices } from './officer-choices';

/** The contract's bound on a loan's purpose. */
const PURPOSE_MAX_LENGTH = 255;

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
      <form className={record.form} onSubmit={submit} aria-label={`${words.title} loan`}>
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone="danger"
          confirmLabel={words.confirm}
          busyLabel={words.busy}
          onBack={onClose}
        />
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

/** The officer and purpose a loan waiting for disbursement is saved with, as the form holds them. */
function changesOf(loan: Loan, officerId: string, purpose: string): LoanUpdateRequest {
  return {
    ...(officerId !== loan.officerId && { officerId }),
    ...(purpose !== loan.purpose && { purpose }),
  };
}

/**
 * The officer and purpose of a loan waiting for disbursement, corrected: only what changed is
 * sent. Nothing moves.
 */
export function EditLoanDialog({ loan, onDone, onClose }: Omit<Props, 'action'>) {
  const api = useApi();
  const officers = useOfficerChoices();
  const [officerId, setOfficerId] = useState(loan.officerId);
  const [purpose, setPurpose] = useState(loan.purpose);
  const perform = useCallback(
    (input: unknown) => updateLoan(api, loan.id, input as LoanUpdateRequest),
    [api, loan.id],
  );
  const { snapshot, send } = useRequest(perform);
  useSettled(snapshot.matches('succeeded') ? (snapshot.context.output as Loan) : null, (done) =>
    onDone(done, `${done.loanNumber} is saved.`),
  );
  const busy = snapshot.matches('submitting');
  const blank = purpose.trim() === '';
  const changes = changesOf(loan, officerId, purpose.trim());
  const unchanged = Object.keys(changes).length === 0;
  // The loan's own officer stays a choice even when they no longer hold loan.create.
  const choices = officers.some((choice) => choice.value === loan.officerId)
    ? officers
    : [{ value: loan.officerId, label: loan.officerName }, ...officers];
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank && !unchanged) send({ type: 'request.submit', input: changes });
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={`Edit ${loan.loanNumber}`}
      description="Who looks after the loan and what it is for, until it is disbursed."
    >
      <form className={record.form} onSubmit={submit} aria-label="Loan officer and purpose">
        <SelectField
          label="Loan officer"
          value={officerId}
          options={choices}
          onChange={(event) => setOfficerId(event.target.value)}
        />
        <TextAreaField
          label="Purpose"
          value={purpose}
          maxLength={PURPOSE_MAX_LENGTH}
          error={blank ? 'Say what the loan is for.' : undefined}
          onChange={(event) => setPurpose(event.target.value)}
        />
        {snapshot.context.failure && (
          <Notice tone="danger">
            <strong>Not saved: </strong>
            {snapshot.context.failure.message}
          </Notice>
        )}
        <div className={record.footer}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" tone="primary" disabled={busy || blank || unchanged}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
