import { Link } from 'wouter';
import type { ChartPaths } from '../../../machines/diagram/paths';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { CHARTS, loadAllChartPaths } from '../../components/statechart/chart-catalogue';
import { consoleCoverage, coverageWords } from '../../components/statechart/coverage';
import * as styles from '../../components/statechart/statechart.css';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';

const loadPaths = () => loadAllChartPaths();

/**
 * Every statechart of the product, read from machines/ itself: its states and transitions,
 * whether the server runs it (and so refuses a transition it lacks), its model paths and how
 * many of them the console's screens drive.
 */
export default function StatechartsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { snapshot, send, data } = useApiQuery(loadPaths);
  return (
    <Page
      title={route.title}
      description="Every workflow's chart, as the console and the server run it, with its model paths."
    >
      {snapshot.matches('failed') && snapshot.context.failure && (
        <LoadFailure
          what="the charts' paths"
          failure={snapshot.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      <div className={table.frame}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Statecharts</caption>
          <thead>
            <tr>
              {['Chart', 'States', 'Transitions', 'Runs on', 'Model paths', 'Console coverage'].map(
                (head) => (
                  <th key={head} className={table.headCell} scope="col">
                    {head}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {CHARTS.map((chart) => (
              <ChartRow key={chart.name} chart={chart} paths={data?.get(chart.name) ?? null} />
            ))}
          </tbody>
        </table>
      </div>
    </Page>
  );
}

function ChartRow({ chart, paths }: { chart: (typeof CHARTS)[number]; paths: ChartPaths | null }) {
  const coverage = paths ? consoleCoverage(chart.name, paths.paths) : null;
  return (
    <tr data-chart={chart.name}>
      <th className={`${table.cell} ${styles.rowHead}`} scope="row">
        <Link href={`/admin/statecharts/${chart.name}`}>{chart.name}</Link>
      </th>
      <td className={table.cell}>{chart.stateCount}</td>
      <td className={table.cell}>{chart.transitionCount}</td>
      <td className={table.cell}>
        {paths === null ? (
          '…'
        ) : paths.serverRuns ? (
          <span className={styles.tag}>Server and console</span>
        ) : (
          <span className={styles.tagMuted}>Browser only</span>
        )}
      </td>
      <td className={table.cell}>{paths ? paths.paths.length : '…'}</td>
      <td className={table.cell} data-coverage={coverage ? 'listed' : 'none'}>
        {paths === null ? '…' : coverage ? coverageWords(coverage) : 'No console steps listed'}
      </td>
    </tr>
  );
}
