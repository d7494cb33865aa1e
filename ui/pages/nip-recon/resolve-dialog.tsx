import { useState } from 'react';
import { type NipReconItem, resolveNipReconItem } from '../../../api/nip-recon.api';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import { Notice } from '../../components/notice';
import {
  ACTION_HELP,
  ACTION_LABELS,
  OUR_STATUS_LABELS,
  RESULT_LABELS,
  type ResolveAction,
  switchCodeText,
} from './nip-recon-labels';

const MAX_REASON = 500;

/** Asks for the reason of one action on one exception, then sends it; the server audits it. */
export function ResolveDialog({
  item,
  action,
  onClose,
  onResolved,
}: {
  item: NipReconItem;
  action: ResolveAction;
  onClose: () => void;
  onResolved: (item: NipReconItem) => void;
}) {
  const api = useApi();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { snapshot, send } = useRequest(async () => {
    const done = await resolveNipReconItem(api, item.id, { action, reason: reason.trim() });
    onResolved(done);
    return done;
  });
  const busy = snapshot.matches('submitting');
  const failure = snapshot.context.failure;
  const missing = reason.trim() === '';

  const submit = () => {
    setTouched(true);
    if (!missing) send({ type: 'request.submit', input: null });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`${ACTION_LABELS[action]}: session ${item.sessionId.slice(-12)}`}
      description={ACTION_HELP[action]}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button tone="primary" onClick={submit} disabled={busy}>
            {busy ? 'Working…' : ACTION_LABELS[action]}
          </Button>
        </>
      }
    >
      <p>
        {RESULT_LABELS[item.result]}. Switch:{' '}
        {item.switchAmountKobo === null
          ? 'no line'
          : `${formatKobo(item.switchAmountKobo)} (${switchCodeText(item.switchStatus)})`}
        . Ours:{' '}
        {item.ourAmountKobo === null
          ? 'no transfer'
          : `${formatKobo(item.ourAmountKobo)} (${item.ourStatus ? OUR_STATUS_LABELS[item.ourStatus] : 'no status'})`}
        .
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={MAX_REASON}
          rows={3}
          autoFocus
          onChange={(event) => setReason(event.target.value)}
          error={touched && missing ? 'Say why, for the audit trail.' : undefined}
        />
      </form>
      {failure && <Notice tone="danger">{failure.message}</Notice>}
    </Dialog>
  );
}
