import type { NipTransferStatus } from '../../../api/nip.api';
import { NIP_STATUS_WORDS } from '../../../machines/nip-transfer.machine';

type Tone = 'good' | 'warning' | 'danger' | 'neutral';

/** Each status in the words a teller reads, with the tone of its badge, in the chart's order. */
export const NIP_STATUS_LABELS: Readonly<
  Record<NipTransferStatus, { readonly label: string; readonly tone: Tone }>
> = {
  AWAITING_APPROVAL: { label: NIP_STATUS_WORDS.AWAITING_APPROVAL, tone: 'warning' },
  DEBITED: { label: NIP_STATUS_WORDS.DEBITED, tone: 'neutral' },
  SENT: { label: NIP_STATUS_WORDS.SENT, tone: 'neutral' },
  SUCCESSFUL: { label: NIP_STATUS_WORDS.SUCCESSFUL, tone: 'good' },
  FAILED: { label: NIP_STATUS_WORDS.FAILED, tone: 'danger' },
  REVERSED: { label: NIP_STATUS_WORDS.REVERSED, tone: 'neutral' },
  MANUAL_REVIEW: { label: NIP_STATUS_WORDS.MANUAL_REVIEW, tone: 'warning' },
  REJECTED: { label: NIP_STATUS_WORDS.REJECTED, tone: 'danger' },
};

export const NIP_STATUSES = Object.keys(NIP_STATUS_LABELS) as NipTransferStatus[];

/** Re-query asks the switch again; it makes sense only while no final answer is known. */
export function canRequery(status: NipTransferStatus): boolean {
  return status === 'SENT' || status === 'MANUAL_REVIEW';
}

/** Reverse puts the money back: for a transfer left to operations, or failed and not yet reversed. */
export function canReverse(status: NipTransferStatus): boolean {
  return status === 'MANUAL_REVIEW' || status === 'FAILED';
}

/** The chart's final statuses: nothing more happens to the transfer on its own or by hand. */
export function isFinal(status: NipTransferStatus): boolean {
  return status === 'SUCCESSFUL' || status === 'REVERSED' || status === 'REJECTED';
}

/** Each step of a transfer's history in words; a step not named here is read from its code. */
const STEP_LABELS: Readonly<Record<string, string>> = {
  CREATED: 'Created',
  APPROVED: 'Approved',
  DEBITED: 'Debited',
  SENT: 'Sent to the switch',
  ANSWERED: 'Switch answered',
  STATUS_QUERY: 'Status query',
  REVERSED: 'Reversed',
  REJECTED: 'Approval rejected',
  CANCELLED: 'Approval withdrawn',
  EXPIRED: 'Approval expired',
  REVERSAL_REQUESTED: 'Reversal requested',
  REVERSAL_REJECTED: 'Reversal rejected',
  REVERSAL_CANCELLED: 'Reversal withdrawn',
  REVERSAL_EXPIRED: 'Reversal expired',
};

export function stepLabel(action: string): string {
  const known = STEP_LABELS[action];
  if (known) return known;
  const words = action.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
