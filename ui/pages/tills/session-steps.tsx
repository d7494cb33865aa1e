import { type FormEvent, useCallback, useState } from 'react';
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
import type { Denomination } from '../../../policies/denominations';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import * as record from '../../components/record.css';
import { type CountDraft, checkCount } from './cash-count';
import { CountForm } from './count-form';

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
  const [draft, setDraft] = useState<CountDraft>({});
  const [shown, setShown] = useState(false);
  const opening = step === 'open';
  const perform = useCallback(
    (input: unknown) => {
      const count = input as NonNullable<ReturnType<typeof checkCount>['count']>;
      return opening
        ? openTillSession(api, session.id, count)
        : submitTillClosingCount(api, session.id, count);
    },
    [api, opening, session.id],
  );
  const { snapshot, send } = useRequest(perform);
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as TillSessionDetail) : null,
    onDone,
  );
  const busy = snapshot.matches('submitting');
  const check = checkCount(draft, denominations);
  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (check.count) send({ type: 'request.submit', input: check.count });
  }
  const title = opening ? 'Opening count' : 'Closing count';
  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || busy || onClose()}
      title={`${title}: ${session.tillCode} · ${session.tillName}`}
      description={
        opening
          ? 'Count the cash in the till by denomination. If it differs from the till’s ledger balance, the head teller must accept the difference.'
          : 'Count the cash in the till by denomination. The expected figure is shown only after you submit: count what is there.'
      }
    >
      <form className={record.form} onSubmit={submit} aria-label={title} noValidate>
        <CountForm
          label={opening ? 'Cash in the till at opening' : 'Cash in the till at closing'}
          denominations={denominations}
          draft={draft}
          disabled={busy}
          error={shown ? (check.problem ?? undefined) : undefined}
          onChange={setDraft}
        />
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone="primary"
          confirmLabel={`Submit count of ${formatKobo(check.totalKobo)}`}
          busyLabel="Submitting…"
          onBack={onClose}
          backLabel="Cancel"
        />
      </form>
    </Dialog>
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
