import type { ApprovalRequest } from '../../../api/journals.api';
import { formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { Notice } from '../../components/notice';
import { REQUEST_STATUS_WORDS } from '../approvals/approval-words';

/**
 * Said instead of "posted" when the tenant's approval flow held the entry: nothing is in the
 * ledger yet, and the checkers find the request in the approvals inbox.
 */
export function SentForApproval({ request }: { request: ApprovalRequest }) {
  const amount = formatKobo(request.amountKobo);
  // The engine's summaries of journals name the amount already; others may not.
  const summary = request.summary.includes(amount)
    ? request.summary
    : `${request.summary} (${amount})`;
  return (
    <Notice tone="info">
      <strong data-testid="sent-for-approval">Sent for approval</strong>: {summary}. Status:{' '}
      <span data-testid="approval-status">{REQUEST_STATUS_WORDS[request.status]}</span>. Nothing is
      posted until it is approved{request.levelsRequired === 2 ? ' at both levels' : ''}; it expires{' '}
      {formatBankDateTime(request.expiresAt)}.
    </Notice>
  );
}
