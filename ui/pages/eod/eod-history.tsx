import { useEffect, useRef, useState } from 'react';
import type { Api } from '../../../api/client';
import { listEodRuns } from '../../../api/eod.api';
import { EOD_RUN_STATUS_LABELS } from '../../../machines/eod-run.machine';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { useApiQuery } from '../../app/use-api-query';
import { LoadFailure } from '../../components/load-failure';
import { Card } from '../../components/page';
import { Pager } from '../../components/pager';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { RUN_STATUS_TONES } from './eod-words';

const PAGE_SIZE = 10;
const loadPage = (api: Api, page: number) => listEodRuns(api, page, PAGE_SIZE);

/** The closes of business so far, newest first, a page at a time. */
export function EodHistory({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const { snapshot, send, data } = useApiQuery(loadPage, page);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  // A run that started or settled on this page changes the history: read it again.
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    send({ type: 'query.reload' });
  }, [version, send]);
  return (
    <Card title="Past closes of business">
      {failure && (
        <LoadFailure
          what="the past closes"
          failure={failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {data && (
        <>
          <div className={table.frame}>
            <table className={table.table} aria-label="Past closes of business">
              <thead>
                <tr>
                  <th className={table.headCell}>Business day</th>
                  <th className={table.headCell}>Status</th>
                  <th className={table.headCell}>Started</th>
                  <th className={table.headCell}>Finished</th>
                  <th className={table.headCell}>Started by</th>
                </tr>
              </thead>
              <tbody>
                {data.items.length === 0 && (
                  <tr>
                    <td className={table.empty} colSpan={5}>
                      No close of business has run yet.
                    </td>
                  </tr>
                )}
                {data.items.map((run) => (
                  <tr key={run.id} data-run-status={run.status}>
                    <td className={table.cell}>{formatBankDate(run.processingDate)}</td>
                    <td className={table.cell}>
                      <span className={statusPill({ tone: RUN_STATUS_TONES[run.status] })}>
                        {EOD_RUN_STATUS_LABELS[run.status]}
                      </span>
                    </td>
                    <td className={table.cell}>{formatBankDateTime(run.startedAt)}</td>
                    <td className={table.cell}>
                      {run.finishedAt ? formatBankDateTime(run.finishedAt) : ''}
                    </td>
                    <td className={table.cell}>{run.startedBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            meta={data}
            noun={['close', 'closes']}
            onPage={(next) => {
              setPage(next);
              send({ type: 'query.changed', params: next });
            }}
          />
        </>
      )}
    </Card>
  );
}
