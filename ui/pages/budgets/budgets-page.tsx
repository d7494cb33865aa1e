import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import {
  type BudgetActualsQuery,
  type BudgetPeriod,
  bulkCreateBudgets,
  getBudgetActuals,
} from '../../../api/budgets.api';
import { listGlAccounts } from '../../../api/coa.api';
import { hasPermission } from '../../../policies/access';
import { BUDGET_COLUMNS } from '../../../policies/budget-columns';
import { useApi } from '../../app/api-context';
import { useAccessContext, useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useProcessingDate } from '../../app/use-processing-date';
import { BulkUploadDialog } from '../../components/bulk-upload/bulk-upload-dialog';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { BudgetExports } from './budget-exports';
import { BudgetLineDialog } from './budget-line-dialog';
import { BudgetTable } from './budget-table';
import { PERIOD_OPTIONS, periodChoices, periodOfDate } from './budget-words';
import * as styles from './budgets.css';

// recharts is loaded with the chart alone, after the table's figures (decision 060).
const BudgetChart = lazy(() => import('./budget-chart'));

function yearOptions(current: number) {
  return [current - 2, current - 1, current, current + 1].map((year) => ({
    value: String(year),
    label: String(year),
  }));
}

/** Budget against actual for a year, a branch or the whole bank, by month, quarter or year. */
export default function BudgetsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const api = useApi();
  const processingDate = useProcessingDate();
  const thisYear = Number(processingDate?.slice(0, 4)) || new Date().getFullYear();
  const branches = useSelector(useActors().branch, (snapshot) => snapshot.context.branches);
  const canManage = hasPermission(useAccessContext(), 'finance.budget.manage');
  const [query, setQuery] = useState<BudgetActualsQuery>({ year: thisYear, period: 'MONTH' });
  const [period, setPeriod] = useState(() => periodOfDate('MONTH', processingDate));
  const [adding, setAdding] = useState(false);
  const loadReport = useCallback(
    (client: typeof api, params: BudgetActualsQuery) => getBudgetActuals(client, params),
    [],
  );
  const report = useApiQuery(loadReport, query);
  const accounts = useApiQuery(listGlAccounts);
  const data = report.snapshot.matches('failed') ? null : report.data;
  const kind: BudgetPeriod = query.period ?? 'MONTH';
  const branchOptions = useMemo(
    () => branches.map((branch) => ({ value: branch.code, label: branch.name })),
    [branches],
  );

  function change(next: Partial<BudgetActualsQuery>) {
    const merged = { ...query, ...next };
    if (!merged.branchCode) delete merged.branchCode;
    setQuery(merged);
    if (next.period) setPeriod(periodOfDate(next.period, processingDate));
    report.send({ type: 'query.changed', params: merged });
  }
  const reload = () => report.send({ type: 'query.reload' });

  return (
    <Page
      title={route.title}
      description="Each income and expense account's budget against what the ledger posted, for the whole bank or one branch."
      actions={
        <div className={styles.actions}>
          <BudgetExports query={query} />
          {canManage && (
            <Button tone="primary" onClick={() => setAdding(true)}>
              Add a budget line
            </Button>
          )}
          {canManage && (
            <BulkUploadDialog
              title="Upload budget lines"
              templateName="budget-lines-template"
              columns={BUDGET_COLUMNS}
              send={(body) => bulkCreateBudgets(api, body)}
              onCreated={reload}
            />
          )}
        </div>
      }
    >
      <div className={styles.stack}>
        <form
          className={styles.filters}
          aria-label="Budget report"
          onSubmit={(e) => e.preventDefault()}
        >
          <SelectField
            label="Financial year"
            value={String(query.year)}
            options={yearOptions(thisYear)}
            onChange={(event) => change({ year: Number(event.target.value) })}
          />
          <SelectField
            label="Branch"
            value={query.branchCode ?? ''}
            placeholder="Whole bank"
            options={branchOptions}
            onChange={(event) => change({ branchCode: event.target.value })}
          />
          <SelectField
            label="Period"
            value={kind}
            options={PERIOD_OPTIONS}
            onChange={(event) => change({ period: event.target.value as BudgetPeriod })}
          />
          {kind !== 'YEAR' && (
            <SelectField
              label={kind === 'MONTH' ? 'Month' : 'Quarter'}
              value={String(period)}
              options={periodChoices(kind, query.year)}
              onChange={(event) => setPeriod(Number(event.target.value))}
            />
          )}
        </form>
        {report.snapshot.matches('failed') && report.snapshot.context.failure && (
          <LoadFailure
            what="the budget against actual"
            failure={report.snapshot.context.failure}
            onRetry={reload}
          />
        )}
        {data && (
          <Suspense fallback={<p className={styles.muted}>Loading the chart…</p>}>
            <BudgetChart report={data} />
          </Suspense>
        )}
        <BudgetTable
          report={data}
          period={kind === 'YEAR' ? 1 : period}
          loading={report.snapshot.matches('loading')}
        />
      </div>
      {adding && (
        <BudgetLineDialog
          year={query.year}
          branchCode={query.branchCode ?? ''}
          accounts={accounts.data ?? []}
          branches={branches}
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
    </Page>
  );
}
