import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { listBranches } from '../../../api/branches.api';
import { bulkCreateExpenses, type Expense, listExpenses } from '../../../api/expenses.api';
import { formatBankDate } from '../../../policies/calendar';
import { EXPENSE_COLUMNS } from '../../../policies/expense-columns';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { BulkUploadDialog } from '../../components/bulk-upload/bulk-upload-dialog';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { ListFilters } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Card, Page } from '../../components/page';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import { Summary } from '../../components/summary-list';
import * as table from '../../components/table.css';
import { EXPENSE_LIST, expenseQuery, STATUS_OPTIONS, statusWords } from './expense-words';
import { RecordExpenseDialog } from './record-expense-dialog';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Expense' },
  { heading: 'Invoice date' },
  { heading: 'Payee' },
  { heading: 'Branch' },
  { heading: 'Invoice total', amount: true },
  { heading: 'Paid', amount: true },
  { heading: 'Status' },
];

const loadBranches = (api: Parameters<typeof listBranches>[0]) => listBranches(api);

function ExpenseRow({ expense }: { expense: Expense }) {
  const status = statusWords(expense);
  return (
    <tr data-expense-number={expense.expenseNumber}>
      <td className={`${table.cell} ${record.nowrap}`}>
        <Link href={`/expenses/${expense.id}`}>{expense.expenseNumber}</Link>
      </td>
      <td className={`${table.cell} ${record.nowrap}`}>{formatBankDate(expense.invoiceDate)}</td>
      <td className={table.cell}>
        {expense.payeeName}
        <div className={record.muted}>{expense.description}</div>
      </td>
      <td className={table.cell}>{expense.branchName}</td>
      <td className={`${table.cell} ${record.amount}`}>{formatKobo(expense.grossKobo)}</td>
      <td className={`${table.cell} ${record.amount}`}>{formatKobo(expense.paidKobo)}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: status.tone })}>{status.label}</span>
      </td>
    </tr>
  );
}

/** The bank's expenses: record one for approval, upload many, find them and their totals. */
export default function ExpensesPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const api = useApi();
  const [, navigate] = useLocation();
  const expenses = useListQuery({ spec: EXPENSE_LIST, load: listExpenses, params: expenseQuery });
  const { data, draft, setDraft, reload, setPage } = expenses;
  const branches = useApiQuery(loadBranches);
  const [recording, setRecording] = useState(false);
  const branchOptions = (branches.data ?? []).map((b) => ({ value: b.id, label: b.name }));
  const dateError =
    draft.from && draft.to && draft.from > draft.to
      ? 'The start date is after the end date.'
      : undefined;
  const onRecorded = useCallback(
    (expense: Expense) => {
      setRecording(false);
      navigate(`/expenses/${expense.id}`);
    },
    [navigate],
  );
  const totals = data?.totals;
  return (
    <Page
      title={route.title}
      description="What the bank pays its suppliers, with VAT and withholding tax, approved before it posts."
      actions={
        <>
          <BulkUploadDialog
            title="Upload expenses"
            templateName="expenses-template"
            columns={EXPENSE_COLUMNS}
            send={(body) => bulkCreateExpenses(api, body)}
            onCreated={reload}
          />
          <Button tone="primary" onClick={() => setRecording(true)}>
            Record an expense
          </Button>
        </>
      }
    >
      <ListFilters
        label="Search expenses"
        onApply={() => {
          if (!dateError) expenses.apply();
        }}
        onClear={expenses.clear}
        filtered={expenses.filtered}
      >
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={draft.status ?? ''}
          onChange={(event) => setDraft('status', event.target.value)}
        />
        <SelectField
          label="Branch"
          placeholder="All branches"
          options={branchOptions}
          value={draft.branchId ?? ''}
          onChange={(event) => setDraft('branchId', event.target.value)}
        />
        <Field
          label="Payee"
          type="search"
          maxLength={120}
          value={draft.payee ?? ''}
          onChange={(event) => setDraft('payee', event.target.value)}
        />
        <DateField label="From" value={draft.from} onChange={(from) => setDraft('from', from)} />
        <DateField
          label="To"
          value={draft.to}
          error={dateError}
          onChange={(to) => setDraft('to', to)}
        />
      </ListFilters>
      {totals && (
        <Card title={`Totals of ${totals.count === 1 ? '1 expense' : `${totals.count} expenses`}`}>
          <Summary
            label="Totals of the expenses found"
            lines={[
              ['Amount before VAT', formatKobo(totals.amountKobo)],
              ['VAT', formatKobo(totals.vatKobo)],
              ['Withholding tax', formatKobo(totals.whtKobo)],
              ['Paid', formatKobo(totals.paidKobo), true],
            ]}
          />
        </Card>
      )}
      <ListTable
        caption="Expenses"
        columns={COLUMNS}
        texts={{
          what: 'the expenses',
          loading: 'Loading expenses…',
          empty: expenses.filtered
            ? 'No expense matches the search.'
            : 'No expense has been recorded yet.',
        }}
        loaded={data !== null}
        loading={expenses.loading}
        failure={expenses.failure}
        onRetry={reload}
        rowCount={data?.items.length ?? 0}
        paging={data && { meta: data, noun: ['expense', 'expenses'], onPage: setPage }}
      >
        {data?.items.map((expense) => (
          <ExpenseRow key={expense.id} expense={expense} />
        ))}
      </ListTable>
      {recording && (
        <RecordExpenseDialog onRecorded={onRecorded} onClose={() => setRecording(false)} />
      )}
    </Page>
  );
}
