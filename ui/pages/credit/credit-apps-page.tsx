import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import type { Api } from '../../../api/client';
import {
  type CreditApplication,
  type CreditApplicationFilters,
  exportCreditApplicationsCsv,
  listCreditApplications,
} from '../../../api/credit.api';
import { listLoanProducts } from '../../../api/loans.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import { formatKobo } from '../../../policies/money';
import { useAccessContext, useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { ListFilterSelect, ListSearchBar } from '../../components/list-page/list-filters';
import {
  idFilter,
  type ListSpec,
  type ListState,
  oneOfFilter,
  textFilter,
} from '../../components/list-page/list-search';
import { ListTable } from '../../components/list-page/list-table';
import { type SortValue, sortRows } from '../../components/list-page/sort-rows';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import type { ListSearch } from '../../components/list-page/use-list-search';
import { Page } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { CsvButton } from '../loans/csv-button';
import { filtersAtOnce } from '../loans/filters-at-once';
import { APPLICATION_STATUSES, applicationStatusWord } from '../loans/lending-words';
import { useOfficerChoices } from '../loans/officer-choices';
import { NEW_APPLICATION_ID } from './application-form';

const SEARCH_MAX_LENGTH = 120;

type ApplicationFilter = 'q' | 'status' | 'officerId' | 'branchId' | 'productId';

const APPLICATION_LIST: ListSpec<ApplicationFilter> = {
  filters: {
    q: textFilter(SEARCH_MAX_LENGTH),
    status: oneOfFilter(APPLICATION_STATUSES),
    officerId: idFilter,
    branchId: idFilter,
    productId: idFilter,
  },
  sortKeys: ['number', 'customer', 'product', 'amount', 'grade', 'status', 'officer', 'created'],
};

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Application', sortKey: 'number' },
  { heading: 'Customer', sortKey: 'customer' },
  { heading: 'Product', sortKey: 'product' },
  { heading: 'Amount', sortKey: 'amount', amount: true },
  { heading: 'Grade', sortKey: 'grade' },
  { heading: 'Status', sortKey: 'status' },
  { heading: 'Officer', sortKey: 'officer' },
  { heading: 'Created', sortKey: 'created' },
];

function sortValue(application: CreditApplication, key: string): SortValue {
  const values: Record<string, SortValue> = {
    number: application.applicationNumber,
    customer: application.customerName,
    product: application.productName,
    amount: application.principalKobo,
    grade: application.grade,
    status: application.status,
    officer: application.officerName,
    created: application.createdAt,
  };
  return values[key] ?? null;
}

function applicationFilters(state: ListState<ApplicationFilter>): CreditApplicationFilters {
  return {
    ...state.filters,
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  } as CreditApplicationFilters;
}

/** The applications of the filters as CSV: every page, so the list's page and size are left out. */
function downloadApplications(api: Api, filters: CreditApplicationFilters): Promise<string> {
  const { page: _page, pageSize: _size, ...chosen } = filters;
  return exportCreditApplicationsCsv(api, chosen);
}

function loadApplications(api: Api, filters: CreditApplicationFilters) {
  return listCreditApplications(api, filters);
}

function useFilterChoices() {
  const { branch } = useActors();
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const { data: products } = useApiQuery(listLoanProducts);
  const officers = useOfficerChoices();
  return {
    branches: branches.map((item) => ({ value: item.id, label: item.name })),
    products: (products ?? []).map((item) => ({
      value: item.id,
      label: `${item.code} · ${item.name}`,
    })),
    officers,
  };
}

/**
 * Credit applications: found by number or customer, narrowed by status, officer, branch and
 * product; each leads to its score, decision and history. Loan officers start a new one here.
 */
export default function CreditAppsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const [, navigate] = useLocation();
  const access = useAccessContext();
  const choices = useFilterChoices();
  const list = useListQuery({
    spec: APPLICATION_LIST,
    load: loadApplications,
    params: applicationFilters,
  });
  const { data, state } = list;
  const rows = sortRows(data?.items ?? [], state.sort, sortValue);
  return (
    <Page
      title={route.title}
      description="Applications for loans, from the officer’s draft through scoring, review and approval."
      actions={
        <>
          {hasPermission(access, 'txn.approve.level1') && (
            <Button onClick={() => showAwaitingApproval(list)}>Awaiting approval</Button>
          )}
          <CsvButton
            filters={applicationFilters(list.state)}
            fileName="credit-applications.csv"
            download={downloadApplications}
          />
          {hasPermission(access, 'loan.create') && (
            <Button tone="primary" onClick={() => navigate(`/credit-app/${NEW_APPLICATION_ID}`)}>
              New application
            </Button>
          )}
        </>
      }
    >
      <ApplicationFilterBar list={list} choices={choices} />
      <ListTable
        caption="Credit applications"
        columns={COLUMNS}
        texts={{
          what: 'the credit applications',
          loading: 'Loading credit applications…',
          empty: list.filtered
            ? 'No application matches the filters.'
            : 'No credit application yet.',
        }}
        loaded={data !== null}
        loading={list.loading}
        failure={list.failure}
        onRetry={list.reload}
        rowCount={rows.length}
        sort={state.sort}
        onSort={list.sortBy}
        paging={data && { meta: data, noun: ['application', 'applications'], onPage: list.setPage }}
      >
        {rows.map((application) => (
          <ApplicationRow key={application.id} application={application} />
        ))}
      </ListTable>
    </Page>
  );
}

/** The checkers' shortcut: the applications waiting for approval, with the other filters kept. */
function showAwaitingApproval(list: ListSearch<ApplicationFilter>): void {
  list.setDraft('status', 'PENDING_APPROVAL');
  list.apply({ ...list.draft, status: 'PENDING_APPROVAL' });
}

/** Search, status, officer, branch and product, applied together. */
function ApplicationFilterBar({
  list,
  choices,
}: {
  list: ListSearch<ApplicationFilter>;
  choices: ReturnType<typeof useFilterChoices>;
}) {
  const atOnce = filtersAtOnce(list);
  return (
    <ListSearchBar
      list={list}
      label="Search credit applications"
      placeholder="Application number or customer"
      maxLength={SEARCH_MAX_LENGTH}
    >
      <ListFilterSelect
        list={atOnce}
        name="status"
        label="Status"
        placeholder="All statuses"
        options={APPLICATION_STATUSES.map((status) => ({
          value: status,
          label: applicationStatusWord(status).label,
        }))}
      />
      <ListFilterSelect
        list={atOnce}
        name="officerId"
        label="Officer"
        placeholder="Any officer"
        options={choices.officers}
      />
      <ListFilterSelect
        list={atOnce}
        name="branchId"
        label="Branch"
        placeholder="All branches"
        options={choices.branches}
      />
      <ListFilterSelect
        list={atOnce}
        name="productId"
        label="Product"
        placeholder="All products"
        options={choices.products}
      />
    </ListSearchBar>
  );
}

function ApplicationRow({ application }: { application: CreditApplication }) {
  const status = applicationStatusWord(application.status);
  return (
    <tr data-application-number={application.applicationNumber} data-status={application.status}>
      <td className={table.cell}>
        <Link
          href={`/credit-app/${encodeURIComponent(application.id)}`}
          className={record.recordLink}
        >
          {application.applicationNumber}
        </Link>
      </td>
      <td className={table.cell}>{application.customerName}</td>
      <td className={table.cell}>{application.productName}</td>
      <td className={`${table.cell} ${record.amount}`}>{formatKobo(application.principalKobo)}</td>
      <td className={table.cell}>{application.grade ?? '—'}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: status.tone })}>{status.label}</span>
      </td>
      <td className={table.cell}>{application.officerName}</td>
      <td className={table.cell}>{formatBankDate(application.createdAt.slice(0, 10))}</td>
    </tr>
  );
}
