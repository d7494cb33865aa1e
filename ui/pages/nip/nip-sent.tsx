import { useEffect } from 'react';
import { Link } from 'wouter';
import type { NipTransfer, NipTransferSent, NipTransferStatus } from '../../../api/nip.api';
import { checkAccess } from '../../../policies/access';
import { formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { routeById } from '../../../policies/routes';
import { useAccessContext } from '../../app/app-actor';
import { Notice } from '../../components/notice';
import { statusPill } from '../../components/status-pill.css';
import * as styles from './nip.css';
import { stillMoving } from './nip-draft';
import { useLiveTransfer } from './nip-hooks';
import { NIP_STATUS_LABELS } from './nip-status';

export function NipStatusBadge({ status }: { status: NipTransferStatus }) {
  const { label, tone } = NIP_STATUS_LABELS[status];
  return (
    <span className={statusPill({ tone })} data-status={status}>
      {label}
    </span>
  );
}

/** Whether the signed-in user may open the approvals inbox for NIP transfers. */
function useCanApprove(): boolean {
  const rule = routeById('nip-approvals');
  return checkAccess(useAccessContext(), rule).allowed;
}

function References({ transfer }: { transfer: NipTransfer }) {
  return (
    <dl className={styles.summary}>
      <dt className={styles.summaryLabel}>Reference</dt>
      <dd className={styles.summaryText}>
        <span className={styles.mono} data-testid="sent-reference">
          {transfer.reference}
        </span>
      </dd>
      <dt className={styles.summaryLabel}>Session ID</dt>
      <dd className={styles.summaryText}>
        <span className={styles.mono} data-testid="sent-session">
          {transfer.sessionId}
        </span>
      </dd>
    </dl>
  );
}

/** A transfer that went out: its status as it changes, until the switch gives a final answer. */
function LiveStatus({ sent, onStatus }: { sent: NipTransfer; onStatus: () => void }) {
  const { transfer, failure } = useLiveTransfer(sent.id);
  const shown = transfer ?? sent;
  // The recent transfers list shows each new status too.
  useEffect(() => {
    if (shown.status) onStatus();
  }, [shown.status, onStatus]);
  const moving = stillMoving(shown.status);
  return (
    <div className={styles.stack} data-testid="sent-transfer">
      <div className={styles.progress} role="status" aria-live="polite">
        {moving && <span className={styles.spinner} aria-hidden="true" />}
        <span>Status:</span>
        <NipStatusBadge status={shown.status} />
      </div>
      <span>
        {formatKobo(shown.amountKobo)} to {shown.beneficiaryAccountName} (
        <span className={styles.mono}>{shown.beneficiaryAccountNumber}</span>,{' '}
        {shown.beneficiaryBankName}).
        {shown.responseMessage && ` The switch says: ${shown.responseMessage}.`}
      </span>
      <References transfer={shown} />
      {failure && (
        <Notice tone="warning">
          The status could not be read just now ({failure.message}); trying again.
        </Notice>
      )}
    </div>
  );
}

function ApprovalSent({ transfer }: { transfer: NipTransfer }) {
  const canApprove = useCanApprove();
  return (
    <Notice tone="info">
      <strong data-testid="sent-for-approval">Sent for approval.</strong>{' '}
      {formatKobo(transfer.amountKobo + transfer.feeKobo + transfer.vatKobo)} is held on{' '}
      {transfer.debitAccountNumber} until a checker approves it.{' '}
      <span data-testid="approval-waiting">
        Waiting for approval since {formatBankDateTime(transfer.createdAt)}.
      </span>{' '}
      {canApprove ? (
        <Link className={styles.link} href="/approvals?type=NIP_TRANSFER">
          Open approvals
        </Link>
      ) : (
        <Link className={styles.link} href="/approvals?show=MINE">
          See it in your requests
        </Link>
      )}
    </Notice>
  );
}

/** What sending answered: the live status (201), or that it waits for approval (202). */
export function NipSent({ sent, onStatus }: { sent: NipTransferSent; onStatus: () => void }) {
  useEffect(() => {
    if (sent.waitsForApproval) onStatus();
  }, [sent, onStatus]);
  return sent.waitsForApproval ? (
    <ApprovalSent transfer={sent.transfer} />
  ) : (
    <LiveStatus sent={sent.transfer} onStatus={onStatus} />
  );
}
