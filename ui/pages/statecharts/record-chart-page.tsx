import { Link } from 'wouter';
import type { Api } from '../../../api/client';
import { getStatechartRecord, type StatechartRecord } from '../../../api/statecharts.api';
import { formatBankDateTime } from '../../../policies/calendar';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Card, Facts, Page } from '../../components/page';
import { RecordLoading } from '../../components/record-loading';
import { chartByName, loadChartPaths } from '../../components/statechart/chart-catalogue';
import { ChartView } from '../../components/statechart/chart-view';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { NotFoundPage } from '../not-found-page';

interface Params {
  readonly chart: string;
  readonly id: string;
}

/** The record from the server, and the chart's paths for the panel of a state. */
async function loadRecord(api: Api, { chart, id }: Params) {
  const [record, paths] = await Promise.all([
    getStatechartRecord(api, chart, id),
    loadChartPaths(chart),
  ]);
  return { record, paths };
}

/**
 * A record's live state: its chart with the state it is in filled and chosen, and every move it
 * made between states since it was created (when, from, to, the event, who).
 */
export default function RecordChartPage({ route, params }: PageProps) {
  useDocumentTitle(route.title);
  const chart = params.chart ?? '';
  const entry = chartByName(chart);
  const { snapshot, send, data } = useApiQuery(loadRecord, { chart, id: params.id ?? '' });
  if (!entry) return <NotFoundPage />;
  const back = <Link href={`/admin/statecharts/${chart}`}>The {chart} chart</Link>;
  if (!data) {
    return (
      <RecordLoading
        title={route.title}
        back={back}
        what="the record"
        failure={snapshot.context.failure ?? null}
        onRetry={() => send({ type: 'query.reload' })}
      />
    );
  }
  const { record, paths } = data;
  const current = record.state.split('.').join('__');
  return (
    <Page title={`${route.title}: ${chart}`} description={back}>
      <Card>
        <Facts
          items={[
            ['Status', record.label],
            ['State on the chart', record.state],
            ['Created', formatBankDateTime(record.createdAt)],
            ['Moves', String(record.history.length - 1)],
          ]}
        />
      </Card>
      <ChartView
        key={`${chart}/${record.recordId}`}
        name={chart}
        machine={entry.machine}
        serverRuns={paths?.serverRuns ?? false}
        paths={paths?.paths ?? null}
        current={current}
      />
      <HistoryCard record={record} />
    </Page>
  );
}

function HistoryCard({ record }: { record: StatechartRecord }) {
  return (
    <Card title="History of transitions">
      <div className={table.frame}>
        <table className={table.table} data-history>
          <caption className={visuallyHidden}>History of transitions, oldest first</caption>
          <thead>
            <tr>
              {['When', 'From', 'To', 'Event', 'By'].map((head) => (
                <th key={head} className={table.headCell} scope="col">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {record.history.map((entry, index) => (
              <tr key={`${entry.at}-${index.toString()}`}>
                <td className={table.cell}>{formatBankDateTime(entry.at)}</td>
                <td className={table.cell}>{entry.from ?? 'Created'}</td>
                <td className={table.cell}>{entry.to}</td>
                <td className={table.cell}>{entry.event ?? (entry.from ? '—' : 'created')}</td>
                <td className={table.cell}>{entry.by ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
