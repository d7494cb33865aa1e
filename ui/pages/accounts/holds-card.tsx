import { type FormEvent, useState } from 'react';
import { type AccountHold, placeAccountHold, releaseAccountHold } from '../../../api/accounts.api';
import type { Failure } from '../../../machines/failure';
import { formatBankDateTime } from '../../../policies/calendar';
import { REASON_MAX_LENGTH, readNairaAmount } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field, TextAreaField } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as styles from './accounts.css';

const COLUMNS = ['Placed', 'Reason', 'Amount', 'Status', 'Released', ''] as const;

/**
 * The holds (liens) on an account: each reduces the available balance, never the ledger balance,
 * until it is released. Staff who may update accounts place and release them here.
 */
export function HoldsCard({
  accountId,
  accountNumber,
  holds,
  loading,
  failure,
  canManage,
  closed,
  onReload,
  onChanged,
}: {
  accountId: string;
  accountNumber: string;
  holds: readonly AccountHold[] | null;
  loading: boolean;
  failure: Failure | null;
  canManage: boolean;
  closed: boolean;
  onReload: () => void;
  onChanged: (message: string) => void;
}) {
  const [placing, setPlacing] = useState(false);
  const [releasing, setReleasing] = useState<AccountHold | null>(null);
  const active = (holds ?? []).filter((hold) => hold.status === 'ACTIVE');
  const ordered = [...active, ...(holds ?? []).filter((hold) => hold.status !== 'ACTIVE')];
  return (
    <Card>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          Holds {active.length > 0 && <span className={styles.muted}>{active.length} active</span>}
        </h2>
        {canManage && !closed && (
          <Button size="small" onClick={() => setPlacing(true)}>
            Place hold
          </Button>
        )}
      </div>
      {failure && <LoadFailure what="the holds" failure={failure} onRetry={onReload} />}
      <div className={table.frame} aria-busy={loading}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Holds on {accountNumber}</caption>
          <thead>
            <tr>
              {COLUMNS.map((heading) => (
                <th
                  key={heading || 'actions'}
                  scope="col"
                  className={heading === 'Amount' ? table.amountHeadCell : table.headCell}
                >
                  {heading || <span className={visuallyHidden}>Actions</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!holds && loading && (
              <TableMessage columns={COLUMNS.length}>Loading holds…</TableMessage>
            )}
            {holds?.length === 0 && (
              <TableMessage columns={COLUMNS.length}>No hold has been placed.</TableMessage>
            )}
            {ordered.map((hold) => (
              <tr key={hold.id} data-hold-status={hold.status}>
                <td className={`${table.cell} ${styles.nowrap}`}>
                  {formatBankDateTime(hold.placedAt)}
                </td>
                <td className={table.cell}>{hold.reason}</td>
                <td className={`${table.cell} ${styles.amount}`}>{formatKobo(hold.amountKobo)}</td>
                <td className={table.cell}>
                  <span
                    className={statusPill({
                      tone: hold.status === 'ACTIVE' ? 'warning' : 'neutral',
                    })}
                  >
                    {hold.status === 'ACTIVE' ? 'Active' : 'Released'}
                  </span>
                </td>
                <td className={`${table.cell} ${styles.nowrap}`}>
                  {hold.releasedAt ? formatBankDateTime(hold.releasedAt) : '—'}
                </td>
                <td className={table.cell}>
                  {canManage && hold.status === 'ACTIVE' && (
                    <Button
                      size="small"
                      aria-label={`Release the hold of ${formatKobo(hold.amountKobo)}: ${hold.reason}`}
                      onClick={() => setReleasing(hold)}
                    >
                      Release
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {placing && (
        <PlaceHoldDialog
          accountId={accountId}
          accountNumber={accountNumber}
          onClose={() => setPlacing(false)}
          onPlaced={(hold) => {
            setPlacing(false);
            onChanged(`A hold of ${formatKobo(hold.amountKobo)} has been placed.`);
          }}
        />
      )}
      {releasing && (
        <ReleaseHoldDialog
          accountId={accountId}
          hold={releasing}
          onClose={() => setReleasing(null)}
          onReleased={(hold) => {
            setReleasing(null);
            onChanged(`The hold of ${formatKobo(hold.amountKobo)} has been released.`);
          }}
        />
      )}
    </Card>
  );
}

function PlaceHoldDialog({
  accountId,
  accountNumber,
  onClose,
  onPlaced,
}: {
  accountId: string;
  accountNumber: string;
  onClose: () => void;
  onPlaced: (hold: AccountHold) => void;
}) {
  const api = useApi();
  const { snapshot: request, send } = useRequest((input) =>
    placeAccountHold(api, accountId, input as { amountKobo: number; reason: string }),
  );
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const placed = request.matches('succeeded') ? (request.context.output as AccountHold) : null;
  useSettled(placed, onPlaced);
  const failure = request.context.failure;
  const errors = { ...(failure?.fieldErrors ?? {}), ...problems };
  const saving = request.matches('submitting');

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const reading = readNairaAmount(amount);
    if ('error' in reading) found['body.amountKobo'] = reading.error;
    if (!reason.trim()) found['body.reason'] = 'Say why the money is held.';
    setProblems(found);
    if ('error' in reading || Object.keys(found).length > 0) return;
    send({ type: 'request.submit', input: { amountKobo: reading.kobo, reason: reason.trim() } });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={`Place hold: ${accountNumber}`}
      description="A hold reduces the available balance until it is released; the ledger balance does not change."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure && Object.keys(failure.fieldErrors).length === 0 && (
          <Notice tone="danger">{failure.message}</Notice>
        )}
        <Field
          label="Amount (₦)"
          inputMode="decimal"
          autoComplete="off"
          className={`${fieldStyles.input} ${styles.amountInput}`}
          value={amount}
          maxLength={24}
          placeholder="0.00"
          error={errors['body.amountKobo']}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextAreaField
          label="Reason"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          error={errors['body.reason']}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.footer}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" tone="primary" disabled={saving}>
            {saving ? 'Placing…' : 'Place hold'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ReleaseHoldDialog({
  accountId,
  hold,
  onClose,
  onReleased,
}: {
  accountId: string;
  hold: AccountHold;
  onClose: () => void;
  onReleased: (hold: AccountHold) => void;
}) {
  const api = useApi();
  const { snapshot: request, send } = useRequest(() => releaseAccountHold(api, accountId, hold.id));
  const released = request.matches('succeeded') ? (request.context.output as AccountHold) : null;
  useSettled(released, onReleased);
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={`Release hold of ${formatKobo(hold.amountKobo)}`}
      description={`${hold.reason}. The amount becomes available again.`}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            tone="primary"
            disabled={request.matches('submitting')}
            onClick={() => send({ type: 'request.submit', input: null })}
          >
            {request.matches('submitting') ? 'Releasing…' : 'Release hold'}
          </Button>
        </>
      }
    >
      {request.context.failure && <Notice tone="danger">{request.context.failure.message}</Notice>}
    </Dialog>
  );
}
