import { useEffect, useRef, useState } from 'react';
import type { Api } from '../../../api/client';
import {
  type CashMovement,
  cancelCashMovement,
  getCashReceiptPdf,
  listCashMovements,
  type TillSessionDetail,
  type TillSessionLine,
} from '../../../api/tills.api';
import { formatClockTime } from '../../../policies/calendar';
import type { Denomination, DenominationCount } from '../../../policies/denominations';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { saveFile } from '../../app/save-file';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { ArrivingCashDialog } from './arriving-cash-dialog';
import { LINE_KIND_WORDS, lineStatusWord, MOVEMENT_STATUS_WORDS } from './till-words';
import * as styles from './tills.css';

/** The time of a line as the branch's clock shows it (Lagos), whatever the browser's zone. */
const timeOf = (iso: string) => formatClockTime(Date.parse(iso)).slice(0, 5);

/** The receipt of a cash transaction, as the PDF the server prints, saved for the counter. */
function ReceiptButton({ line }: { line: TillSessionLine }) {
  const api = useApi();
  const { snapshot, send } = useRequest(async () => {
    const pdf = await getCashReceiptPdf(api, line.id);
    saveFile(pdf, `receipt-${line.reference}.pdf`, 'application/pdf');
  });
  const busy = snapshot.matches('submitting');
  const problem = snapshot.context.failure?.message ?? null;
  return (
    <>
      <Button
        size="small"
        onClick={() => send({ type: 'request.submit', input: null })}
        disabled={busy}
        aria-label={`${busy ? 'Preparing receipt' : 'Receipt'} ${line.reference}`}
      >
        {busy ? 'Preparing…' : 'Receipt'}
      </Button>
      {problem && (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
    </>
  );
}

const LINE_HEADINGS = [
  { heading: 'Time' },
  { heading: 'Transaction' },
  { heading: 'Account' },
  { heading: 'Status' },
  { heading: 'In', amount: true },
  { heading: 'Out', amount: true },
  { heading: 'Cash after', amount: true },
  { heading: 'Actions', screenOnly: true },
];

/** One movement of the till's cash; counter lines print a receipt and may be reversed. */
function LineRow({
  line,
  blind,
  onReverse,
}: {
  line: TillSessionLine;
  blind: boolean;
  onReverse?: ((line: TillSessionLine) => void) | undefined;
}) {
  const status = lineStatusWord(line.status);
  const counter =
    line.kind === 'DEPOSIT' || line.kind === 'WITHDRAWAL' || line.kind === 'LOAN_REPAYMENT';
  return (
    <tr data-kind={line.kind} data-reference={line.reference}>
      <td className={table.cell}>{timeOf(line.at)}</td>
      <td className={table.cell}>
        {LINE_KIND_WORDS[line.kind]}
        {line.kind !== 'OPENING' && (
          <span className={`${record.mono} ${record.listNote}`}>{line.reference}</span>
        )}
      </td>
      <td className={table.cell}>
        <span className={record.mono}>{line.accountNumber ?? '—'}</span>
      </td>
      <td className={table.cell}>
        <span className={statusPill({ tone: status.tone })}>{status.label}</span>
      </td>
      <td className={`${table.cell} ${record.amount}`}>
        {line.amountKobo > 0 ? formatKobo(line.amountKobo) : ''}
      </td>
      <td className={`${table.cell} ${record.amount}`}>
        {line.amountKobo < 0 ? formatKobo(-line.amountKobo) : ''}
      </td>
      {!blind && (
        <td className={`${table.cell} ${record.amount}`} data-figure="running-cash">
          {line.runningCashKobo === null ? '—' : formatKobo(line.runningCashKobo)}
        </td>
      )}
      <td className={`${table.cell} ${styles.screenOnly}`}>
        <span className={record.rowActions}>
          {counter && line.status !== 'AWAITING_APPROVAL' && line.status !== 'REJECTED' && (
            <ReceiptButton line={line} />
          )}
          {counter && onReverse && line.status === 'POSTED' && (
            <Button
              size="small"
              onClick={() => onReverse(line)}
              aria-label={`Reverse ${line.reference}`}
            >
              Reverse
            </Button>
          )}
        </span>
      </td>
    </tr>
  );
}

/** Every movement of the till's cash in the session, with the cash after each. */
export function LinesCard({
  session,
  onReverse,
}: {
  session: TillSessionDetail;
  /** Offered on posted counter lines when this user may ask for a reversal; else absent. */
  onReverse?: ((line: TillSessionLine) => void) | undefined;
}) {
  const blind = session.lines.some((line) => line.runningCashKobo === null);
  // A column of dashes all day says nothing: the teller's table leaves it out.
  const headings = blind
    ? LINE_HEADINGS.filter(({ heading }) => heading !== 'Cash after')
    : LINE_HEADINGS;
  return (
    <Card title="Transactions">
      {blind && (
        <p className={record.muted}>
          The cash after each line is hidden from the teller until their closing count is in.
        </p>
      )}
      <div className={record.scroll}>
        <table className={table.table} aria-label="Session transactions">
          <thead>
            <tr>
              {headings.map(({ heading, amount, screenOnly }) => (
                <th
                  key={heading}
                  className={[
                    amount ? table.amountHeadCell : table.headCell,
                    screenOnly ? styles.screenOnly : '',
                  ].join(' ')}
                  scope="col"
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {session.lines.length === 0 && (
              <tr>
                <td className={table.cell} colSpan={headings.length}>
                  No cash has moved in this session yet.
                </td>
              </tr>
            )}
            {session.lines.map((line) => (
              <LineRow key={line.id} line={line} blind={blind} onReverse={onReverse} />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** A count by denomination as a small table, or a line saying there is none yet. */
export function CountTable({
  title,
  count,
  denominations,
}: {
  title: string;
  count: readonly DenominationCount[];
  denominations: readonly Denomination[];
}) {
  const label = (valueKobo: number) =>
    denominations.find((item) => item.valueKobo === valueKobo)?.label ?? formatKobo(valueKobo);
  const totalKobo = count.reduce((sum, line) => sum + line.valueKobo * line.pieces, 0);
  return (
    <Card title={title}>
      {count.length === 0 ? (
        <p className={record.muted}>Not counted yet.</p>
      ) : (
        <table className={styles.countTable} aria-label={title}>
          <tbody>
            {count.map((line) => (
              <tr key={line.valueKobo}>
                <th className={styles.countRowHead} scope="row">
                  {label(line.valueKobo)}
                </th>
                <td className={styles.countValue}>× {line.pieces}</td>
                <td className={styles.countValue}>{formatKobo(line.valueKobo * line.pieces)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th className={styles.countTotalHead} scope="row" colSpan={2}>
                Total
              </th>
              <td className={styles.countTotal}>{formatKobo(totalKobo)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Card>
  );
}

function loadInTransit(api: Api, tillId: string) {
  return listCashMovements(api, { tillId, status: 'IN_TRANSIT' });
}

/**
 * Cash on its way between the vault and this till: the till's teller confirms it (only then is it
 * posted), the head teller may call it back.
 */
export function InTransitCard({
  tillId,
  canConfirm,
  canCancel,
  denominations,
  revision,
  onChanged,
}: {
  tillId: string;
  canConfirm: boolean;
  canCancel: boolean;
  denominations: readonly Denomination[];
  revision: number;
  onChanged: (message: string) => void;
}) {
  const [counting, setCounting] = useState<CashMovement | null>(null);
  const api = useApi();
  const { snapshot, send, data } = useApiQuery(loadInTransit, tillId);
  // A movement sent or confirmed elsewhere on the page changes the list: it is read again.
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    send({ type: 'query.reload' });
  }, [revision, send]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const reload = () => send({ type: 'query.reload' });
  async function callBack(movement: CashMovement) {
    setBusyId(movement.id);
    setProblem(null);
    try {
      await cancelCashMovement(api, movement.id);
      onChanged(`${movement.reference} was called back.`);
      reload();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The movement could not be changed.');
    } finally {
      setBusyId(null);
    }
  }
  const items = data?.items ?? [];
  if (!failure && items.length === 0) return null;
  return (
    <Card title="Cash in transit">
      {failure && <LoadFailure what="the cash in transit" failure={failure} onRetry={reload} />}
      {problem && (
        <Notice tone="danger">
          <strong>Not done: </strong>
          {problem}
        </Notice>
      )}
      <ul className={styles.queueList} aria-label="Cash in transit">
        {items.map((movement) => (
          <li key={movement.id} className={styles.queueItem} data-reference={movement.reference}>
            <span className={styles.queueText}>
              <strong>
                {movement.kind === 'PICKUP' ? 'From the vault' : 'To the vault'}:{' '}
                {formatKobo(movement.amountKobo)}
              </strong>
              <span className={record.muted}>
                {movement.reference} · sent by {movement.sentByName} ·{' '}
                {MOVEMENT_STATUS_WORDS[movement.status].label}
              </span>
            </span>
            <span className={record.actions}>
              {canConfirm && (
                <Button
                  size="small"
                  tone="primary"
                  disabled={busyId !== null}
                  onClick={() => setCounting(movement)}
                >
                  {movement.kind === 'PICKUP' ? 'Count and confirm' : 'Count and hand over'}
                </Button>
              )}
              {canCancel && (
                <Button size="small" disabled={busyId !== null} onClick={() => callBack(movement)}>
                  Call back
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      {counting && (
        <ArrivingCashDialog
          movement={counting}
          denominations={denominations}
          onClose={() => setCounting(null)}
          onDone={(movement) => {
            setCounting(null);
            onChanged(
              `${movement.reference}: ${formatKobo(movement.amountKobo)} counted, confirmed and posted.`,
            );
            reload();
          }}
        />
      )}
    </Card>
  );
}
