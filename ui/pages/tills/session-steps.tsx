import { type FormEvent, useCallback } from 'react';
import {
  acceptTillSessionOpening,
  closeTillSession,
  openTillSession,
  reconcileTillSession,
  returnTillCash,
  startTillSessionClose,
  submitTillClosingCount,
  type TillSessionDetail,
} from '../../../api/tills.api';
import type { Denomination, DenominationCount } from '../../../policies/denominations';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import * as record from '../../components/record.css';
import { CashCountDialog } from './cash-count-dialog';

/** The chart's steps a session page offers, by the name the server lists them under. */
export type SessionStep =
  | 'open'
  | 'acceptOpening'
  | 'startClose'
  | 'submitClosingCount'
  | 'close'
  | 'reconcile'
  | 'returnCash';

const PLAIN_WORDS = {
  acceptOpening: {
    title: 'Accept the opening difference',
    text: 'The teller’s opening count differs from the till’s ledger balance. Accepting posts the difference to the cash variance account and opens the till for business.',
    confirm: 'Accept difference',
  },
  startClose: {
    title: 'Start closing',
    text: 'No more cash is taken or paid at this till today. The teller then counts the cash blind: what the till should hold stays hidden from them until their count is in.',
    confirm: 'Start closing',
  },
  close: {
    title: 'Close the session',
    text: 'The closing count equals the expected cash. Closing ends the teller’s day at this till.',
    confirm: 'Close session',
  },
  reconcile: {
    title: 'Reconcile the session',
    text: 'The session is closed and its cash is back in order. Reconciling marks it checked by the vault.',
    confirm: 'Reconcile',
  },
  returnCash: {
    title: 'Return the till’s cash to the vault',
    text: 'The till’s counted cash goes back into the branch vault now: you receive it from the teller, and it is posted from the till to the vault.',
    confirm: 'Return cash to vault',
  },
} as const;

type PlainStep = keyof typeof PLAIN_WORDS;

const PLAIN_CALLS = {
  acceptOpening: acceptTillSessionOpening,
  startClose: startTillSessionClose,
  close: closeTillSession,
  reconcile: reconcileTillSession,
  returnCash: returnTillCash,
} as const;

/** A step that needs only a confirm: nothing is typed, nothing moves but the session's state. */
function PlainStepDialog({
  session,
  step,
  onDone,
  onClose,
}: {
  session: TillSessionDetail;
  step: PlainStep;
  onDone: (session: TillSessionDetail) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const words = PLAIN_WORDS[step];
  const perform = useCallback(() => PLAIN_CALLS[step](api, session.id), [api, step, session.id]);
  const { snapshot, send } = useRequest(perform);
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as TillSessionDetail) : null,
    onDone,
  );
  const busy = snapshot.matches('submitting');
  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'request.submit', input: null });
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={`${words.title}: ${session.tillCode}`}
      description={words.text}
    >
      <form className={record.form} onSubmit={submit} aria-label={words.title}>
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone="primary"
          confirmLabel={words.confirm}
          busyLabel="Working…"
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}

/**
 * The opening or the blind closing count by denomination, with live totals. The closing count
 * shows the teller only what they counted: the expected cash stays hidden until it is submitted.
 */
function CountDialog({
  session,
  step,
  denominations,
  onDone,
  onClose,
}: {
  session: TillSessionDetail;
  step: 'open' | 'submitClosingCount';
  denominations: readonly Denomination[];
  onDone: (session: TillSessionDetail) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const opening = step === 'open';
  const perform = useCallback(
    (count: DenominationCount[]) =>
      opening
        ? openTillSession(api, session.id, count)
        : submitTillClosingCount(api, session.id, count),
    [api, opening, session.id],
  );
  return (
    <CashCountDialog
      title={opening ? 'Opening count' : 'Closing count'}
      subject={`${session.tillCode} · ${session.tillName}`}
      description={
        opening
          ? 'Count the cash in the till by denomination. If it differs from the till’s ledger balance, the head teller must accept the difference.'
          : 'Count the cash in the till by denomination. The expected figure is shown only after you submit: count what is there.'
      }
      countLabel={opening ? 'Cash in the till at opening' : 'Cash in the till at closing'}
      confirmLabel="Submit count of"
      busyLabel="Submitting…"
      denominations={denominations}
      perform={perform}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

/** The dialog of the chart's step being taken. */
export function SessionStepDialog(props: {
  session: TillSessionDetail;
  step: SessionStep;
  denominations: readonly Denomination[];
  onDone: (session: TillSessionDetail) => void;
  onClose: () => void;
}) {
  const { step, ...rest } = props;
  if (step === 'open' || step === 'submitClosingCount')
    return <CountDialog {...rest} step={step} />;
  return <PlainStepDialog {...rest} step={step} />;
}
