import { type FormEvent, useCallback, useState } from 'react';
import {
  type CashTransaction,
  reverseCashTransaction,
  type TillSessionLine,
} from '../../../api/tills.api';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import * as record from '../../components/record.css';
import { LINE_KIND_WORDS } from './till-words';

/** The contract's bounds on a reversal's reason. */
const REASON_MIN_LENGTH = 3;
const REASON_MAX_LENGTH = 200;

/**
 * The teller asks to reverse a posted cash transaction, with a reason. Nothing moves yet: the
 * head teller approves it, and only then is the opposite entry posted.
 */
export function ReversalDialog({
  line,
  onDone,
  onClose,
}: {
  line: TillSessionLine;
  onDone: (transaction: CashTransaction) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const perform = useCallback(
    (input: unknown) => reverseCashTransaction(api, line.id, input as string),
    [api, line.id],
  );
  const { snapshot, send } = useRequest(perform);
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as CashTransaction) : null,
    onDone,
  );
  const busy = snapshot.matches('submitting');
  const text = reason.trim();
  const problem =
    text.length < REASON_MIN_LENGTH ? 'Say why the transaction is reversed.' : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (!problem) send({ type: 'request.submit', input: text });
  }
  const amount = formatKobo(Math.abs(line.amountKobo));
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={`Reverse ${line.reference}`}
      description={`${LINE_KIND_WORDS[line.kind]} of ${amount}. The reversal waits for the head teller’s approval; only then does the cash move back.`}
    >
      <form className={record.form} onSubmit={submit} aria-label="Reverse transaction" noValidate>
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          error={shown ? problem : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone="danger"
          confirmLabel={'Ask for reversal'}
          busyLabel="Asking…"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
