import { Link } from 'wouter';
import { eventWords } from '../../../machines/diagram/paths';
import { isRecordChart } from '../../../machines/diagram/record-charts';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { LoadFailure } from '../../components/load-failure';
import { Card, Page } from '../../components/page';
import { chartByName, loadChartPaths } from '../../components/statechart/chart-catalogue';
import { ChartView } from '../../components/statechart/chart-view';
import { consoleCoverage, coverageWords } from '../../components/statechart/coverage';
import { NotFoundPage } from '../not-found-page';
import { FindRecord } from './find-record';
import { PathsCard } from './paths-card';

const loadPaths = (_: unknown, chart: string) => loadChartPaths(chart);

/**
 * One chart drawn from its machine: its states and transitions, the paths that reach a state
 * and the events that leave it, its model paths to filter and download, and how far the
 * console's screens drive it.
 */
export default function StatechartPage({ route, params }: PageProps) {
  const name = params.chart ?? '';
  const entry = chartByName(name);
  useDocumentTitle(entry ? `${name} · ${route.title}` : route.title);
  if (!entry) return <NotFoundPage />;
  return <ChartPage name={name} title={route.title} machine={entry.machine} />;
}

function ChartPage({
  name,
  title,
  machine,
}: {
  name: string;
  title: string;
  machine: NonNullable<ReturnType<typeof chartByName>>['machine'];
}) {
  const { snapshot, send, data } = useApiQuery(loadPaths, name);
  const paths = data?.paths ?? null;
  const coverage = paths ? consoleCoverage(name, paths) : null;
  return (
    <Page
      title={`${title}: ${name}`}
      description={<Link href="/admin/statecharts">All statecharts</Link>}
    >
      {snapshot.matches('failed') && snapshot.context.failure && (
        <LoadFailure
          what="the chart's paths"
          failure={snapshot.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      <ChartView
        key={name}
        name={name}
        machine={machine}
        serverRuns={data?.serverRuns ?? false}
        paths={paths}
      />
      {coverage && (
        <Card title="Console coverage">
          <p data-coverage-summary>{coverageWords(coverage)}.</p>
          {coverage.missing.length > 0 && (
            <p>
              Events the console cannot perform:{' '}
              <span data-missing-events>{coverage.missing.map(eventWords).join(', ')}</span>
            </p>
          )}
        </Card>
      )}
      {isRecordChart(name) && <FindRecord chart={name} />}
      {paths && <PathsCard chart={name} paths={paths} coverage={coverage} />}
    </Page>
  );
}
