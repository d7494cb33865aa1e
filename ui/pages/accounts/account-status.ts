import type { Account, AccountStatusEvent } from '../../../api/accounts.api';
import { accountEvent, nextAccountStatus } from '../../../machines/deposit-account.machine';
import { type AccountStatus, closeRefusal } from '../../../policies/deposit-account-status';

export const STATUS_LABELS: Readonly<Record<AccountStatus, string>> = {
  PENDING: 'Pending',
  ACTIVE: 'Active',
  DORMANT: 'Dormant',
  FROZEN: 'Frozen',
  CLOSED: 'Closed',
};

export type StatusTone = 'good' | 'warning' | 'danger' | 'neutral';

export const STATUS_TONES: Readonly<Record<AccountStatus, StatusTone>> = {
  PENDING: 'neutral',
  ACTIVE: 'good',
  DORMANT: 'warning',
  FROZEN: 'danger',
  CLOSED: 'neutral',
};

export interface StatusAction {
  /** The contract's event (`POST /accounts/{id}/status`). */
  readonly event: AccountStatusEvent;
  readonly label: string;
  /** What happens, for the confirm dialog. */
  readonly consequence: string;
  readonly tone: 'primary' | 'secondary' | 'danger';
}

/** Every status action in the order the page offers them. */
export const STATUS_ACTIONS: readonly StatusAction[] = [
  {
    event: 'activate',
    label: 'Activate',
    consequence: 'The account can take and send money.',
    tone: 'primary',
  },
  {
    event: 'reactivate',
    label: 'Reactivate',
    consequence: 'The holder is back: money can leave the account again.',
    tone: 'primary',
  },
  {
    event: 'unfreeze',
    label: 'Unfreeze',
    consequence: 'The account returns to the status it was frozen from.',
    tone: 'primary',
  },
  {
    event: 'markDormant',
    label: 'Mark dormant',
    consequence: 'Money can still arrive, but nothing can leave until it is reactivated.',
    tone: 'secondary',
  },
  {
    event: 'freeze',
    label: 'Freeze',
    consequence: 'No money can enter or leave the account until it is unfrozen.',
    tone: 'danger',
  },
  {
    event: 'close',
    label: 'Close account',
    consequence: 'A closed account can never be used again.',
    tone: 'danger',
  },
];

type AccountState = Pick<Account, 'status' | 'ledgerBalanceKobo' | 'holdsKobo'>;

/**
 * The status actions the deposit-account chart allows from where the account is, read from the
 * chart itself (nextAccountStatus), so the page never offers a move the server would refuse.
 * Close is offered only for a zero balance (the chart's guard) with no hold left on it (the
 * server's rule on top).
 */
export function offeredStatusActions(account: AccountState): StatusAction[] {
  return STATUS_ACTIONS.filter(({ event }) => {
    const chartEvent = accountEvent(event, account.ledgerBalanceKobo);
    if (nextAccountStatus(account.status, chartEvent) === null) return false;
    return event !== 'close' || closeRefusal(account) === null;
  });
}
