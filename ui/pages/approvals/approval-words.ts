import type { ApprovalOperationType, ApprovalRequestStatus } from '../../../api/approvals.api';
import { APPROVAL_TYPE_WORDS } from '../../../api/area-words.gen';
import { formatKobo } from '../../../policies/money';

/** Operation types as bank staff name them: the owning area's words (api/area-words.gen.ts). */
export const OPERATION_TYPE_WORDS: Readonly<Record<ApprovalOperationType, string>> =
  APPROVAL_TYPE_WORDS;

export const OPERATION_TYPES = Object.keys(OPERATION_TYPE_WORDS) as ApprovalOperationType[];

/**
 * The request's amount as the inbox shows it, or null for one that moves no money (a change of a
 * customer's record is submitted with a zero amount; every money operation moves more than that).
 */
export function requestAmount(request: { amountKobo: number }): string | null {
  return request.amountKobo === 0 ? null : formatKobo(request.amountKobo);
}

/** Request statuses as the inbox says them. */
export const REQUEST_STATUS_WORDS: Record<ApprovalRequestStatus, string> = {
  PENDING_LEVEL1: 'Awaiting level 1 approval',
  PENDING_LEVEL2: 'Awaiting level 2 approval',
  APPROVED: 'Approved',
  EXECUTED: 'Approved and carried out',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled by the maker',
};

export const REQUEST_STATUSES = Object.keys(REQUEST_STATUS_WORDS) as ApprovalRequestStatus[];

/** The tone of a status pill: waiting, done, or ended without running. */
export function statusTone(
  status: ApprovalRequestStatus,
): 'warning' | 'success' | 'neutral' | 'danger' {
  if (status === 'PENDING_LEVEL1' || status === 'PENDING_LEVEL2') return 'warning';
  if (status === 'APPROVED' || status === 'EXECUTED') return 'success';
  if (status === 'REJECTED') return 'danger';
  return 'neutral';
}
