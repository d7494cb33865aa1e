import { type BudgetActualsQuery, exportBudgetActuals } from '../../../api/budgets.api';
import { useApi } from '../../app/api-context';
import { saveFile } from '../../app/save-file';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import * as styles from './budgets.css';

const TYPES = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The file's name, as the server names it: budget-vs-actual-2026-whole-bank-month.csv. */
export function budgetFileName(query: BudgetActualsQuery, format: 'csv' | 'xlsx'): string {
  const where = (query.branchCode ?? 'whole-bank').toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const cut = (query.period ?? 'MONTH').toLowerCase();
  return `budget-vs-actual-${query.year}-${where}-${cut}.${format}`;
}

/** Downloads the report on screen as CSV or XLSX, the same figures as the table. */
export function BudgetExports({ query }: { query: BudgetActualsQuery }) {
  const api = useApi();
  const { snapshot: request, send } = useRequest(async (input) => {
    const format = input as 'csv' | 'xlsx';
    const file = await exportBudgetActuals(api, { ...query, format });
    saveFile(
      new Blob([file], { type: TYPES[format] }),
      budgetFileName(query, format),
      TYPES[format],
    );
    return null;
  });
  const working = request.matches('submitting');
  return (
    <>
      <Button disabled={working} onClick={() => send({ type: 'request.submit', input: 'csv' })}>
        Download CSV
      </Button>
      <Button disabled={working} onClick={() => send({ type: 'request.submit', input: 'xlsx' })}>
        Download XLSX
      </Button>
      {request.context.failure && (
        <span role="alert" className={styles.cellError}>
          Could not download the file: {request.context.failure.message}
        </span>
      )}
    </>
  );
}
