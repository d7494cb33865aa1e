import { useState } from 'react';
import { Link } from 'wouter';
import {
  exportNipTransferAdvicePdf,
  getNipTransfer,
  type NipTransfer,
  type NipTransferDetail,
  requeryNipTransfer,
  reverseNipTransfer,
} from '../../../api/nip.api';
import { type Failure, toFailure } from '../../../machines/failure';
import { checkAccess } from '../../../policies/access';
import { formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { routeById } from '../../../policies/routes';
import { useApi } from '../../app/api-context';
import { useAccessContext } from '../../app/app-actor';
import { saveFile } from '../../app/save-file';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextAreaField } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Facts } from '../../components/page';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as styles from './nip.css';
import { refusalOf } from './nip-draft';
import { NipStatusBadge } from './nip-sent';
import { canRequery, canReverse, stepLabel } from './nip-status';

const REASON_MAX_LENGTH = 500;

const loadTransfer = (api: Parameters<typeof getNipTransfer>[0], id: string) =>
  getNipTransfer(api, id);

function orNone(value: string | null) {
  return value ?? <span className={styles.muted}>None</span>;
}

/** Whether the signed-in user may open the journals, where a transfer's entries are found. */
function useCanSeeJournals(): boolean {
  return checkAccess(useAccessContext(), routeById('journals')).allowed;
}

/** A journal number, opening the journals on the transfer's reference when the user may. */
function JournalLink({ transfer, number }: { transfer: NipTransfer; number: string | null }) {
  const canSee = useCanSeeJournals();
  if (!number) return orNone(null);
  if (!canSee) return <span className={styles.mono}>{number}</span>;
  const href = `/admin/journals?reference=${encodeURIComponent(transfer.reference)}`;
  return (
    <Link className={`${styles.link} ${styles.mono}`} href={href}>
      {number}
    </Link>
  );
}

/**
 * The account the money left, opening its page (where its holder's name leads to the customer)
 * when the user may see accounts.
 */
function DebitAccountLink({ transfer }: { transfer: NipTransfer }) {
  const canSee = checkAccess(useAccessContext(), routeById('account')).allowed;
  const text = `${transfer.debitAccountNumber} · ${transfer.debitAccountName}`;
  if (!canSee) return <>{text}</>;
  return (
    <Link className={styles.link} href={`/account/${encodeURIComponent(transfer.debitAccountId)}`}>
      {text}
    </Link>
  );
}

/** Where the approval stands: the engine has no readable number, so it says since when. */
function ApprovalFact({ transfer }: { transfer: NipTransferDetail }) {
  if (transfer.status === 'AWAITING_APPROVAL') {
    return <>Waiting for approval since {formatBankDateTime(transfer.createdAt)}</>;
  }
  const approved = transfer.history.filter((event) => event.action === 'APPROVED');
  const last = approved.at(-1);
  if (!last) return orNone(transfer.approvalRequestId ? 'Ended without approval' : null);
  return (
    <>
      Approved by {last.actor ?? 'System'} on {formatBankDateTime(last.at)}
    </>
  );
}

function TransferFacts({ transfer }: { transfer: NipTransferDetail }) {
  const mono = (value: string | null) =>
    value ? <span className={styles.mono}>{value}</span> : orNone(null);
  return (
    <Facts
      items={[
        ['Status', <NipStatusBadge key="status" status={transfer.status} />],
        ['Reference', mono(transfer.reference)],
        ['Session ID', mono(transfer.sessionId)],
        ['Debit account', <DebitAccountLink key="debit-account" transfer={transfer} />],
        ['Beneficiary', transfer.beneficiaryAccountName],
        [
          'Beneficiary account',
          `${transfer.beneficiaryAccountNumber} · ${transfer.beneficiaryBankName} (${transfer.beneficiaryBankCode})`,
        ],
        ['Amount', formatKobo(transfer.amountKobo)],
        ['Fee', formatKobo(transfer.feeKobo)],
        ['VAT', formatKobo(transfer.vatKobo)],
        ['Total debit', formatKobo(transfer.amountKobo + transfer.feeKobo + transfer.vatKobo)],
        ['Narration', transfer.narration],
        [
          'Switch answer',
          transfer.responseCode
            ? `${transfer.responseCode} ${transfer.responseMessage ?? ''}`.trim()
            : orNone(transfer.responseMessage),
        ],
        ['Status queries', String(transfer.queryAttempts)],
        [
          'Next query',
          transfer.nextQueryAt ? formatBankDateTime(transfer.nextQueryAt) : orNone(null),
        ],
        ['Approval', <ApprovalFact key="approval" transfer={transfer} />],
        ['Reversal', transfer.reversalRequestId ? 'Waiting for approval' : orNone(null)],
        [
          'Debit entry',
          <JournalLink key="debit" transfer={transfer} number={transfer.entryNumber} />,
        ],
        [
          'Reversal entry',
          <JournalLink key="reversal" transfer={transfer} number={transfer.reversalEntryNumber} />,
        ],
        ['Made by', transfer.makerName],
        ['Created', formatBankDateTime(transfer.createdAt)],
        ['Last change', formatBankDateTime(transfer.updatedAt)],
      ]}
    />
  );
}

function History({ transfer }: { transfer: NipTransferDetail }) {
  return (
    <div className={`${table.frame} ${styles.history}`}>
      <table className={table.table}>
        <caption className={visuallyHidden}>History of {transfer.reference}</caption>
        <thead>
          <tr>
            {['Time', 'Step', 'Status', 'Detail', 'By'].map((heading) => (
              <th key={heading} scope="col" className={table.headCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {transfer.history.map((event, index) => (
            // The history is append-only and in order: its position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td className={table.cell}>{formatBankDateTime(event.at)}</td>
              <td className={table.cell}>{stepLabel(event.action)}</td>
              <td className={table.cell}>
                <NipStatusBadge status={event.status} />
              </td>
              <td className={table.cell}>
                {/* The switch's code leads its meaning, as the switch answer above reads. */}
                {[event.responseCode, event.detail].filter(Boolean).join(' ') || '—'}
              </td>
              <td className={table.cell}>{event.actor ?? 'System'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Action = { readonly kind: 'idle' | 'requery' | 'reverse' };

/** Re-query and Reverse, for operations staff (txn.view.all), each offered only where it applies. */
function Actions({
  transfer,
  onChanged,
}: {
  transfer: NipTransferDetail;
  onChanged: (next: NipTransferDetail, note: string) => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState<Action['kind']>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [reversing, setReversing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  async function run(kind: 'requery' | 'reverse') {
    if (kind === 'reverse' && !reason.trim()) {
      setReasonError('Say why the money goes back to the customer.');
      return;
    }
    setBusy(kind);
    setFailure(null);
    try {
      if (kind === 'requery') {
        onChanged(await requeryNipTransfer(api, transfer.id), 'The switch was asked again.');
      } else {
        const answer = await reverseNipTransfer(api, transfer.id, reason.trim());
        onChanged(
          answer.transfer,
          answer.waitsForApproval
            ? 'The reversal waits for approval.'
            : 'The money was put back on the account.',
        );
        setReversing(false);
        setReason('');
      }
    } catch (error) {
      setFailure(toFailure(error));
    } finally {
      setBusy('idle');
    }
  }

  const requery = canRequery(transfer.status);
  const reverse = canReverse(transfer.status) && !transfer.reversalRequestId;
  if (!requery && !reverse) return null;
  const refusal = failure && refusalOf(failure.code, failure.message);
  return (
    <div className={styles.stack}>
      {failure && <Notice tone="danger">{refusal ? refusal.message : failure.message}</Notice>}
      {reversing && (
        <TextAreaField
          label="Reason for the reversal"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          error={reasonError}
          autoFocus
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
      )}
      <div className={styles.footer}>
        {requery && !reversing && (
          <Button onClick={() => void run('requery')} disabled={busy !== 'idle'}>
            {busy === 'requery' ? 'Asking the switch…' : 'Re-query'}
          </Button>
        )}
        {reverse && !reversing && (
          <Button tone="danger" onClick={() => setReversing(true)} disabled={busy !== 'idle'}>
            Reverse…
          </Button>
        )}
        {reversing && (
          <>
            <Button onClick={() => setReversing(false)} disabled={busy !== 'idle'}>
              Cancel
            </Button>
            <Button tone="danger" onClick={() => void run('reverse')} disabled={busy !== 'idle'}>
              {busy === 'reverse' ? 'Reversing…' : 'Reverse transfer'}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/** "Print advice": the transfer advice as a PDF for the customer. */
function AdviceButton({ transfer }: { transfer: NipTransfer }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const file = await exportNipTransferAdvicePdf(api, transfer.id);
      saveFile(file, `nip-advice-${transfer.reference}.pdf`, 'application/pdf');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={() => void download()} disabled={busy}>
      {busy ? 'Preparing advice…' : failed ? 'Advice failed, try again' : 'Print advice'}
    </Button>
  );
}

/** One transfer: every field, every step it went through, and the actions operations may take. */
export function NipTransferDialog({
  transferId,
  canAct,
  onClose,
  onChanged,
}: {
  transferId: string;
  canAct: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { snapshot, send, data } = useApiQuery(loadTransfer, transferId);
  const [changed, setChanged] = useState<{ transfer: NipTransferDetail; note: string } | null>(
    null,
  );
  const transfer = changed?.transfer ?? data;
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  return (
    <Dialog
      open
      width="wide"
      title={transfer ? `Transfer ${transfer.reference}` : 'Transfer'}
      description={
        transfer
          ? `${formatKobo(transfer.amountKobo)} to ${transfer.beneficiaryAccountName}`
          : undefined
      }
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          {transfer && <AdviceButton transfer={transfer} />}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {failure && (
        <LoadFailure
          what="the transfer"
          failure={failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {!transfer && !failure && (
        <span className={styles.progress} role="status">
          <span className={styles.spinner} aria-hidden="true" /> Loading the transfer…
        </span>
      )}
      {transfer && (
        <div className={styles.stack}>
          {changed && <Notice tone="success">{changed.note}</Notice>}
          <TransferFacts transfer={transfer} />
          <h3 className={styles.sectionTitle}>History</h3>
          <History transfer={transfer} />
          {canAct && (
            <Actions
              transfer={transfer}
              onChanged={(next, note) => {
                setChanged({ transfer: next, note });
                onChanged();
              }}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
