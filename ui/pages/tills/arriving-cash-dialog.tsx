import { useCallback } from 'react';
import { type CashMovement, confirmCashMovement } from '../../../api/tills.api';
import type { Denomination, DenominationCount } from '../../../policies/denominations';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { CashCountDialog } from './cash-count-dialog';

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
  const perform = useCallback(
    (count: DenominationCount[]) => confirmCashMovement(api, movement.id, count),
    [api, movement.id],
  );
  const arriving = movement.kind === 'PICKUP';
  return (
    <CashCountDialog
      title={arriving ? 'Count the cash from the vault' : 'Count the cash for the vault'}
      subject={movement.reference}
      description={`${movement.sentByName} sent ${formatKobo(movement.amountKobo)}. Count the notes by denomination before you take them: the till holds the cash only once your count matches.`}
      countLabel={arriving ? 'Cash arriving from the vault' : 'Cash leaving for the vault'}
      confirmLabel="Confirm count of"
      busyLabel="Confirming…"
      denominations={denominations}
      perform={perform}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
