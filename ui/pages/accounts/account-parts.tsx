import type { AccountStatus } from '../../../policies/deposit-account-status';
import { formatKobo } from '../../../policies/money';
import { statusPill } from '../../components/status-pill.css';
import { STATUS_LABELS, STATUS_TONES } from './account-status';
import * as styles from './accounts.css';

/** An account's status as a coloured pill; the word carries the meaning, not the colour. */
export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return (
    <span className={statusPill({ tone: STATUS_TONES[status] })} data-status={status}>
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

/** A balance in naira, red when it is below zero (an overdraft). */
export function Money({ kobo }: { kobo: number }) {
  return <span className={kobo < 0 ? styles.negative : undefined}>{formatKobo(kobo)}</span>;
}
