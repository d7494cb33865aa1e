import { useEffect, useRef, useState } from 'react';
import {
  listNipReconItems,
  type NipReconItem,
  type NipReconItemQuery,
  type NipReconResult,
  type NipReconRun,
} from '../../../api/nip-recon.api';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { Card } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import * as styles from './nip-recon.css';
import {
  ACTION_LABELS,
  actionsFor,
  differenceKobo,
  GL_PART_LABELS,
  OUR_STATUS_LABELS,
  RESOLUTION_LABELS,
  RESULT_LABELS,
  RESULTS,
  type ResolveAction,
  switchCodeText,
} from './nip-recon-labels';
import { ResolveDialog } from './resolve-dialog';

const LINE_COLUMNS: readonly ListColumn[] = [
  { heading: 'Session ID' },
  { heading: 'Result' },
  { heading: 'Switch amount' },
  { heading: 'Our amount' },
  { heading: 'Switch code' },
  { heading: 'Our status' },
  { heading: 'Resolution' },
  { heading: 'Actions' },
];

const RESULT_OPTIONS = RESULTS.map((value) => ({ value, label: RESULT_LABELS[value] }));

const loadLines = (api: Parameters<typeof listNipReconItems>[0], p: LinesParams) =>
  listNipReconItems(api, p.id, p.query);

interface LinesParams {
  id: string;
  query: NipReconItemQuery;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <div className={styles.figureLabel}>{label}</div>
      <div className={styles.figureValue}>{value}</div>
    </div>
  );
}

/** The run's counts by result, both totals, the settlement account and the difference. */
function RunSummary({ run }: { run: NipReconRun }) {
  const { counts } = run;
  return (
    <div className={styles.summary}>
      <Figure label="Matched" value={String(counts.matched)} />
      <Figure label={RESULT_LABELS.ONLY_WITH_US} value={String(counts.onlyWithUs)} />
      <Figure label={RESULT_LABELS.ONLY_AT_SWITCH} value={String(counts.onlyAtSwitch)} />
      <Figure label={RESULT_LABELS.AMOUNT_MISMATCH} value={String(counts.mismatchedValue)} />
      <Figure label={RESULT_LABELS.STATUS_MISMATCH} value={String(counts.mismatchedStatus)} />
      <Figure label="Open exceptions" value={String(run.openExceptions)} />
      <Figure label="Settled at the switch" value={formatKobo(run.switchTotalKobo)} />
      <Figure label="Our successful transfers" value={formatKobo(run.ourTotalKobo)} />
      <Figure label="Difference" value={formatKobo(differenceKobo(run))} />
      <Figure label="NIP settlement GL balance" value={formatKobo(run.settlementGlBalanceKobo)} />
    </div>
  );
}

/**
 * How the NIP settlement GL balance is made up from the page's own figures: the balance the day
 * before, then the date's transfers by how they stand, adding up to the balance shown above.
 */
function GlExplanation({ run }: { run: NipReconRun }) {
  const parts = run.glExplanation;
  if (!parts || parts.length === 0) return null;
  const count = (n: number) => (n === 0 ? '' : `${n} ${n === 1 ? 'transfer' : 'transfers'}`);
  return (
    <section aria-labelledby="gl-explanation" className={styles.explanation}>
      <h3 id="gl-explanation" className={styles.explanationTitle}>
        How the NIP settlement GL balance is made up
      </h3>
      <p className={styles.muted}>
        The settlement account is credited with every transfer we debit and debited when one is put
        back or an inward transfer is credited; a debit balance is money the switch owes us, a
        credit balance (−) money we owe the switch.
      </p>
      <table className={styles.explanationTable}>
        <tbody>
          {parts.map((part) => (
            <tr key={part.kind}>
              <th scope="row" className={styles.explanationLabel}>
                {GL_PART_LABELS[part.kind]}
              </th>
              <td className={styles.muted}>{count(part.count)}</td>
              <td className={styles.amount}>{formatKobo(part.amountKobo)}</td>
            </tr>
          ))}
          <tr className={styles.explanationTotal}>
            <th scope="row" className={styles.explanationLabel}>
              NIP settlement GL balance at the end of {formatBankDate(run.date)}
            </th>
            <td />
            <td className={styles.amount}>{formatKobo(run.settlementGlBalanceKobo)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function LineRow({
  item,
  onAct,
}: {
  item: NipReconItem;
  onAct: (item: NipReconItem, action: ResolveAction) => void;
}) {
  const amount = (kobo: number | null) => (kobo === null ? '—' : formatKobo(kobo));
  const tone = item.result === 'MATCHED' ? 'good' : item.resolution ? 'neutral' : 'danger';
  return (
    <tr>
      <td className={`${table.cell} ${styles.mono} ${styles.session}`}>{item.sessionId}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone })}>{RESULT_LABELS[item.result]}</span>
      </td>
      <td className={`${table.cell} ${styles.amount}`}>{amount(item.switchAmountKobo)}</td>
      <td className={`${table.cell} ${styles.amount}`}>{amount(item.ourAmountKobo)}</td>
      <td className={table.cell}>{switchCodeText(item.switchStatus)}</td>
      <td className={table.cell}>
        {item.ourStatus ? OUR_STATUS_LABELS[item.ourStatus] : 'No transfer'}
      </td>
      <td className={table.cell}>
        {item.resolution ? (
          <span title={item.reason ?? undefined}>
            {RESOLUTION_LABELS[item.resolution]}
            <span className={styles.muted}> by {item.resolvedBy}</span>
          </span>
        ) : (
          '—'
        )}
      </td>
      <td className={table.cell}>
        <div className={styles.actions}>
          {actionsFor(item).map((action) => (
            <Button key={action} size="small" onClick={() => onAct(item, action)}>
              {ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
}

/** One run: its summary and its lines, exceptions first, with the actions on each exception. */
export function RunDetail({ run, onChanged }: { run: NipReconRun; onChanged: () => void }) {
  const [result, setResult] = useState('');
  const [openOnly, setOpenOnly] = useState(true);
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ item: NipReconItem; action: ResolveAction } | null>(null);
  const query: NipReconItemQuery = {
    page,
    ...(result && { result: result as NipReconResult }),
    ...(openOnly && { open: true }),
  };
  const params: LinesParams = { id: run.id, query };
  const key = JSON.stringify(params);
  const lines = useApiQuery(loadLines, params);
  const asked = useRef({ key, params });
  asked.current.params = params;
  const { send } = lines;
  useEffect(() => {
    if (asked.current.key === key) return;
    asked.current.key = key;
    send({ type: 'query.changed', params: asked.current.params });
  }, [key, send]);
  const data = lines.data;
  const reload = () => lines.send({ type: 'query.reload' });

  return (
    <Card title={`Settlement of ${formatBankDate(run.date)}`}>
      <div className={styles.stack}>
        <p className={styles.muted}>
          {run.source === 'SWITCH' ? 'Fetched from the switch' : 'Uploaded report'} by{' '}
          {run.createdBy} on {formatBankDateTime(run.createdAt)}.
        </p>
        <RunSummary run={run} />
        <GlExplanation run={run} />
        <div className={styles.filters}>
          <SelectField
            id="recon-result"
            label="Result"
            value={result}
            placeholder="All results"
            options={RESULT_OPTIONS}
            onChange={(event) => {
              setResult(event.target.value);
              setPage(1);
            }}
          />
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={openOnly}
              onChange={(event) => {
                setOpenOnly(event.target.checked);
                setPage(1);
              }}
            />
            Open exceptions only
          </label>
        </div>
        <ListTable
          caption={`Lines of the settlement of ${formatBankDate(run.date)}`}
          columns={LINE_COLUMNS}
          texts={{
            what: 'the lines',
            loading: 'Loading the lines…',
            empty: openOnly
              ? 'No open exceptions: every line is matched or resolved.'
              : 'No lines.',
          }}
          loaded={data !== null}
          loading={lines.snapshot.matches('loading')}
          failure={lines.snapshot.matches('failed') ? lines.snapshot.context.failure : null}
          onRetry={reload}
          rowCount={data?.items.length ?? 0}
          paging={data && { meta: data, noun: ['line', 'lines'], onPage: setPage }}
        >
          {(data?.items ?? []).map((item) => (
            <LineRow
              key={item.id}
              item={item}
              onAct={(i, action) => setActing({ item: i, action })}
            />
          ))}
        </ListTable>
      </div>
      {acting && (
        <ResolveDialog
          item={acting.item}
          action={acting.action}
          onClose={() => setActing(null)}
          onResolved={() => {
            setActing(null);
            reload();
            onChanged();
          }}
        />
      )}
    </Card>
  );
}
