import type {
  CashMovementStatus,
  CashTransactionStatus,
  TillSessionLine,
  TillSessionStatus,
} from '../../../api/tills.api';
import { formatKobo } from '../../../policies/money';
import { tillLimitState } from '../../../policies/till-limits';

export type Tone = 'good' | 'warning' | 'danger' | 'neutral';

interface Word {
  readonly label: string;
  readonly tone: Tone;
}

/** The session statuses as the branch says them, in the order of a day. */
export const SESSION_STATUS_WORDS: Readonly<Record<TillSessionStatus, Word>> = {
  ASSIGNED: { label: 'Assigned', tone: 'neutral' },
  OPENED: { label: 'Opening difference', tone: 'warning' },
  ACTIVE: { label: 'Open', tone: 'good' },
  CLOSING: { label: 'Closing count', tone: 'warning' },
  BALANCED: { label: 'Balanced', tone: 'good' },
  VARIANCE_PENDING: { label: 'Variance to approve', tone: 'danger' },
  CLOSED: { label: 'Closed', tone: 'neutral' },
  RECONCILED: { label: 'Reconciled', tone: 'neutral' },
};

export const SESSION_STATUSES = Object.keys(SESSION_STATUS_WORDS) as TillSessionStatus[];

export const LINE_KIND_WORDS: Readonly<Record<TillSessionLine['kind'], string>> = {
  OPENING: 'Opening count',
  DEPOSIT: 'Cash deposit',
  WITHDRAWAL: 'Cash withdrawal',
  LOAN_REPAYMENT: 'Loan repayment in cash',
  PICKUP: 'Cash from the vault',
  DROP: 'Cash to the vault',
  REVERSAL: 'Reversal',
  VARIANCE: 'Closing variance',
};

export const TRANSACTION_STATUS_WORDS: Readonly<Record<CashTransactionStatus, Word>> = {
  AWAITING_APPROVAL: { label: 'Awaiting approval', tone: 'warning' },
  POSTED: { label: 'Posted', tone: 'good' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  REVERSAL_PENDING: { label: 'Reversal pending', tone: 'warning' },
  REVERSED: { label: 'Reversed', tone: 'neutral' },
};

export const MOVEMENT_STATUS_WORDS: Readonly<Record<CashMovementStatus, Word>> = {
  IN_TRANSIT: { label: 'In transit', tone: 'warning' },
  CONFIRMED: { label: 'Confirmed', tone: 'good' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
};

/** A line's status word; movements and cash transactions share the column. */
export function lineStatusWord(status: string): Word {
  return (
    TRANSACTION_STATUS_WORDS[status as CashTransactionStatus] ??
    MOVEMENT_STATUS_WORDS[status as CashMovementStatus] ?? {
      label: status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' '),
      tone: 'neutral',
    }
  );
}

/** Closing count less expected cash, in words: a shortage, an overage, or balanced. */
export function varianceText(varianceKobo: number | null): string {
  if (varianceKobo === null) return '—';
  if (varianceKobo === 0) return 'Balanced';
  return varianceKobo < 0
    ? `Shortage of ${formatKobo(-varianceKobo)}`
    : `Overage of ${formatKobo(varianceKobo)}`;
}

/** How full a till is against its hard limit, for the bar (0 to 100), and the tone to draw it in. */
export function limitGauge(till: {
  balanceKobo: number;
  softLimitKobo: number;
  hardLimitKobo: number;
}): { percent: number; tone: Tone; words: string } {
  const state = tillLimitState(till.balanceKobo, till);
  const ratio = till.hardLimitKobo > 0 ? till.balanceKobo / till.hardLimitKobo : 0;
  const percent = Math.max(0, Math.min(100, Math.round(ratio * 100)));
  if (state === 'over-hard') return { percent, tone: 'danger', words: 'Over the hard limit' };
  if (state === 'over-soft')
    return { percent, tone: 'warning', words: 'Over the soft limit: drop cash' };
  return { percent, tone: 'good', words: 'Within limits' };
}

/** Said beside a figure kept from a teller whose closing count is not yet in (blind count). */
export const HIDDEN_UNTIL_COUNTED = 'Hidden until the count is in';
