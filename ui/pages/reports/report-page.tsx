import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Api } from '../../../api/client';
import {
  listReports,
  type ReportDefinition,
  type ReportParameter,
  type ReportResult,
  runReport,
} from '../../../api/reports.api';
import { formatBankDateTime } from '../../../policies/calendar';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import { ReportDownloads } from './report-downloads';
import { problemsByField } from './report-files';
import { ReportForm } from './report-form';
import {
  REPORT_PARAMETERS,
  type ReportParameters,
  type ReportSearch,
  reportQueryOf,
  toggleReportSort,
} from './report-search';
import { ReportTable, ReportTotals } from './report-table';
import * as styles from './reports.css';
import { useReportSearch } from './use-report-search';

// recharts comes with the chart alone, after the table's figures.
const ReportChart = lazy(() => import('./report-chart'));

interface Asked {
  readonly key: string;
  readonly search: ReportSearch;
}

const loadReport = (api: Api, asked: Asked) =>
  runReport(api, asked.key, reportQueryOf(asked.search));

/** The parameters a report answered with, as the form's text. */
function parametersOf(report: ReportResult | null): ReportParameters {
  const ran: Record<string, string> = {};
  for (const name of REPORT_PARAMETERS) {
    const value = report?.parameters[name];
    if (typeof value === 'string') ran[name] = value;
  }
  return ran;
}

/** What the report takes: its definition's list, else what its answer ran with. */
function parameterList(
  definition: ReportDefinition | null,
  report: ReportResult | null,
): readonly ReportParameter[] {
  if (definition) return definition.parameters;
  return REPORT_PARAMETERS.filter((name) => report?.parameters[name] !== undefined);
}

function useReport(key: string) {
  const { search, written, go } = useReportSearch();
  const query = useApiQuery(loadReport, { key, search });
  // The address is the source: a change there (Apply, a sort, a page, back) runs the report.
  const ran = useRef(`${key}?${written}`);
  useEffect(() => {
    const asked = `${key}?${written}`;
    if (asked === ran.current) return;
    ran.current = asked;
    query.send({ type: 'query.changed', params: { key, search } });
  }, [key, written, search, query.send]);
  const move = useCallback(
    (next: ReportSearch) => {
      // The same report asked again runs again, as Apply promises.
      if (go(next) === written) query.send({ type: 'query.reload' });
    },
    [go, written, query.send],
  );
  return { search, query, move };
}

/** One report of the center: its parameters, chart, table with totals, and its three files. */
export default function ReportPage({ route, params }: PageProps) {
  const key = params.key ?? '';
  const catalogue = useApiQuery(listReports);
  const definition = catalogue.data?.items.find((item) => item.key === key) ?? null;
  const { search, query, move } = useReport(key);
  const failure = query.snapshot.matches('failed') ? query.snapshot.context.failure : null;
  const loading = query.snapshot.matches('loading');
  const report = query.data && query.data.key === key ? query.data : null;
  const title = definition?.name ?? report?.name ?? route.title;
  useDocumentTitle(title);

  const [draft, setDraft] = useState<ReportParameters>(search.parameters);
  // Each answer fills the form with what the report ran with, defaults included.
  useEffect(() => {
    if (report) setDraft(parametersOf(report));
  }, [report]);

  const shown = parameterList(definition, report);
  const problems = problemsByField(failure, shown, search.parameters);
  const unplaced = failure && Object.keys(problems).length === 0 ? failure : null;
  const notFound = failure?.code === 'report_not_found';

  function apply() {
    const chosen: ReportParameters = {};
    for (const name of shown) if (draft[name]) chosen[name] = draft[name];
    move({ ...search, parameters: chosen, page: 1 });
  }

  return (
    <Page
      title={title}
      description={
        definition?.description ??
        (report ? `Generated ${formatBankDateTime(report.generatedAt)}.` : undefined)
      }
      actions={
        report && !notFound ? (
          <ReportDownloads reportKey={key} search={search} ran={parametersOf(report)} />
        ) : undefined
      }
    >
      <div className={styles.stack}>
        <p className={styles.backLine}>
          <Link href="/admin/reports">← All reports</Link>
        </p>
        {notFound ? (
          <Notice tone="danger">
            There is no report at this address. Choose one from the Reports Center.
          </Notice>
        ) : (
          <ReportForm
            group={definition?.group ?? null}
            parameters={shown}
            required={definition?.requiredParameters ?? []}
            maxRangeDays={definition?.maxRangeDays ?? null}
            draft={draft}
            problems={problems}
            busy={loading}
            onChange={(name, value) => setDraft((now) => ({ ...now, [name]: value }))}
            onApply={apply}
          />
        )}
        {unplaced && !notFound && (
          <LoadFailure
            what="the report"
            failure={unplaced}
            onRetry={() => query.send({ type: 'query.reload' })}
          />
        )}
        {!report && loading && (
          <p className={styles.muted} role="status">
            Running the report…
          </p>
        )}
        {report && !failure && (
          <>
            <ReportTotals totals={report.totals} />
            {report.chart && report.rows.length > 0 && (
              <Suspense fallback={<p className={styles.muted}>Loading the chart…</p>}>
                <ReportChart
                  chart={report.chart}
                  columns={report.columns}
                  rows={report.rows}
                  title={report.name}
                />
              </Suspense>
            )}
            <ReportTable
              report={report}
              loading={loading}
              sort={search.sort}
              onSort={(column) =>
                move({ ...search, sort: toggleReportSort(search.sort, column), page: 1 })
              }
              onPage={(page) => move({ ...search, page })}
              onPageSize={(pageSize) => move({ ...search, pageSize, page: 1 })}
            />
          </>
        )}
      </div>
    </Page>
  );
}
