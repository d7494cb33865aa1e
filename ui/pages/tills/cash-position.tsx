import { useState } from 'react';
import type { Api } from '../../../api/client';
import { type CashPosition, exportCashPositionCsv, getCashPosition } from '../../../api/tills.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { CSV_TYPE, saveFile } from '../../app/save-file';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { HIDDEN_UNTIL_COUNTED, limitGauge, SESSION_STATUS_WORDS } from './till-words';
import * as styles from './tills.css';

const HEADINGS = [
  'Till',
  'Teller',
  'Session',
  'Opening',
  'Deposits',
  'Withdrawals',
  'From vault',
  'To vault',
  'Expected',
  'Ledger',
];

function loadPosition(api: Api, query: { branchId: string; date: string }) {
  return getCashPosition(api, query.date ? query : { branchId: query.branchId });
}

/** A figure, or a dash where it is kept from a teller who works blind. */
const shown = (kobo: number | null) => (kobo === null ? '—' : formatKobo(kobo));

function PositionTable({ position }: { position: CashPosition }) {
  // A figure kept from a teller counting blind leaves its column's total unknown too.
  const total = (pick: (row: CashPosition['rows'][number]) => number | null) =>
    position.rows.some((row) => pick(row) === null)
      ? '—'
      : formatKobo(position.rows.reduce((acc, row) => acc + (pick(row) ?? 0), 0));
  return (
    <div className={record.scroll}>
      <table className={`${table.table} ${record.compact}`} aria-label="Cash position">
        <thead>
          <tr>
            {HEADINGS.map((heading, index) => (
              <th
                key={heading}
                scope="col"
                className={index >= 3 ? table.amountHeadCell : table.headCell}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {position.rows.map((row) => {
            const gauge =
              row.balanceKobo === null
                ? null
                : limitGauge({ ...row, balanceKobo: row.balanceKobo });
            const status = row.sessionStatus ? SESSION_STATUS_WORDS[row.sessionStatus] : null;
            return (
              <tr key={row.tillId} data-till={row.tillCode}>
                <td className={table.cell}>
                  {row.tillCode}
                  <span className={record.listNote}>{row.tillName}</span>
                </td>
                <td className={table.cell}>{row.tellerName ?? '—'}</td>
                <td className={table.cell}>
                  {status ? (
                    <span className={statusPill({ tone: status.tone })}>{status.label}</span>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={`${table.cell} ${record.amount}`}>{shown(row.openingKobo)}</td>
                <td className={`${table.cell} ${record.amount}`}>{shown(row.depositsKobo)}</td>
                <td className={`${table.cell} ${record.amount}`}>{shown(row.withdrawalsKobo)}</td>
                <td className={`${table.cell} ${record.amount}`}>{shown(row.pickupsKobo)}</td>
                <td className={`${table.cell} ${record.amount}`}>{shown(row.dropsKobo)}</td>
                <td className={`${table.cell} ${record.amount}`}>
                  {row.expectedCashKobo === null ? (
                    <>
                      —<span className={record.listNote}>{HIDDEN_UNTIL_COUNTED}</span>
                    </>
                  ) : (
                    formatKobo(row.expectedCashKobo)
                  )}
                </td>
                <td className={`${table.cell} ${record.amount}`}>
                  {row.balanceKobo === null ? '—' : formatKobo(row.balanceKobo)}
                  {gauge && gauge.tone !== 'good' && (
                    <span className={record.lateness}>{gauge.words}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className={record.totalRow}>
            <th className={`${table.cell} ${record.rowHead}`} scope="row" colSpan={3}>
              Tills · vault holds {formatKobo(position.vaultBalanceKobo)}
            </th>
            <td className={`${table.cell} ${record.amount}`}>{total((r) => r.openingKobo)}</td>
            <td className={`${table.cell} ${record.amount}`}>{total((r) => r.depositsKobo)}</td>
            <td className={`${table.cell} ${record.amount}`}>{total((r) => r.withdrawalsKobo)}</td>
            <td className={`${table.cell} ${record.amount}`}>{total((r) => r.pickupsKobo)}</td>
            <td className={`${table.cell} ${record.amount}`}>{total((r) => r.dropsKobo)}</td>
            <td className={`${table.cell} ${record.amount}`}>{total((r) => r.expectedCashKobo)}</td>
            <td className={`${table.cell} ${record.amount}`}>{total((r) => r.balanceKobo)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * The branch's cash on a business date: each till's opening, cash in and out, what it should hold
 * and what the ledger says, with the vault; also as CSV for the branch's files.
 */
export function CashPositionCard({
  branchId,
  branchName,
}: {
  branchId: string;
  branchName: string;
}) {
  const api = useApi();
  const [date, setDate] = useState('');
  // The branch is fixed for the card (the page keys it by branch); the date changes the query.
  const { snapshot, send, data } = useApiQuery(loadPosition, { branchId, date: '' });
  const reload = () => send({ type: 'query.reload' });
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const { snapshot: csv, send: sendCsv } = useRequest(async () => {
    const text = await exportCashPositionCsv(api, date ? { branchId, date } : { branchId });
    saveFile(text, `cash-position-${branchId}-${data?.date ?? date}.csv`, CSV_TYPE);
  });
  const problem = csv.context.failure?.message ?? null;
  return (
    <Card title={`Cash position · ${branchName}${data ? ` · ${formatBankDate(data.date)}` : ''}`}>
      <div className={record.stack}>
        <div className={styles.positionBar}>
          <DateField
            label="Business date"
            value={date}
            onChange={(value) => {
              setDate(value);
              send({ type: 'query.changed', params: { branchId, date: value } });
            }}
          />
          <Button
            onClick={() => sendCsv({ type: 'request.submit', input: null })}
            disabled={csv.matches('submitting')}
          >
            {csv.matches('submitting') ? 'Preparing CSV…' : 'Download CSV'}
          </Button>
        </div>
        {problem && <Notice tone="danger">{problem}</Notice>}
        {failure && <LoadFailure what="the cash position" failure={failure} onRetry={reload} />}
        {!data && !failure && (
          <p className={record.muted} aria-busy="true">
            Loading the cash position…
          </p>
        )}
        {data && <PositionTable position={data} />}
      </div>
    </Card>
  );
}
