import { type FormEvent, useCallback, useState } from 'react';
import { type CashMovement, confirmCashMovement } from '../../../api/tills.api';
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

/**
 * The teller counts the cash that changes hands, by denomination, before it is confirmed: the
 * server refuses a count whose total is not what was sent, and nothing posts until it matches.
 */
export function ArrivingCashDialog({
  movement,
  denominations,
  onDone,
  onClose,
}: {
  movement: CashMovement;
  denominations: readonly Denomination[];
  onDone: (movement: CashMovement) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState<CountDraft>({});
  const [shown, setShown] = useState(false);
  const perform = useCallback(
    (input: unknown) =>
      confirmCashMovement(
        api,
        movement.id,
        input as NonNullable<ReturnType<typeof checkCount>['count']>,
      ),
    [api, movement.id],
  );
  const { snapshot, send } = useRequest(perform);
  useSettled(
    snapshot.matches('succeeded') ? (snapshot.context.output as CashMovement) : null,
    onDone,
  );
  const busy = snapshot.matches('submitting');
  const check = checkCount(draft, denominations);
  const arriving = movement.kind === 'PICKUP';
  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (check.count) send({ type: 'request.submit', input: check.count });
  }
  const title = arriving ? 'Count the cash from the vault' : 'Count the cash for the vault';
  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || busy || onClose()}
      title={`${title}: ${movement.reference}`}
      description={`${movement.sentByName} sent ${formatKobo(movement.amountKobo)}. Count the notes by denomination before you take them: the till holds the cash only once your count matches.`}
    >
      <form className={record.form} onSubmit={submit} aria-label={title} noValidate>
        <CountForm
          label={arriving ? 'Cash arriving from the vault' : 'Cash leaving for the vault'}
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
          confirmLabel={`Confirm count of ${formatKobo(check.totalKobo)}`}
          busyLabel="Confirming…"
          onBack={onClose}
          backLabel="Cancel"
        />
      </form>
    </Dialog>
  );
}
