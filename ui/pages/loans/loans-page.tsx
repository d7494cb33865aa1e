import { Link } from 'wouter';
import type { Api } from '../../../api/client';
import {
  exportLoansCsv,
  type LoanFilters,
  type LoanProduct,
  type LoanSummary,
  listLoanProducts,
  listLoans,
} from '../../../api/loans.api';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import { formatKobo } from '../../../policies/money';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useHeaderBranch } from '../../app/use-header-branch';
import { ListFilterSelect, ListSearchBar } from '../../components/list-page/list-filters';
import { ListScope } from '../../components/list-page/list-scope';
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
import { CsvButton } from './csv-button';
import { filtersAtOnce } from './filters-at-once';
import {
  bucketWords,
  classTone,
  daysPastDueText,
  LOAN_STATUSES,
  loanStatusWord,
  prudentialClassWords,
  unclassifiedReason,
} from './lending-words';
import { LoanProvisioningCard } from './loan-provisioning-card';
import { type OfficerChoice, useOfficerChoices } from './officer-choices';

const SEARCH_MAX_LENGTH = 120;

type LoanFilter = 'q' | 'status' | 'productId' | 'officerId' | 'inArrears';

/** The list in the address bar; the branch comes from the header, as on the accounts list. */
const LOAN_LIST: ListSpec<LoanFilter> = {
  filters: {
    q: textFilter(SEARCH_MAX_LENGTH),
    status: oneOfFilter(LOAN_STATUSES),
    productId: idFilter,
    officerId: idFilter,
    inArrears: oneOfFilter(['TRUE']),
  },
  sortKeys: [
    'loanNumber',
    'customer',
    'product',
    'outstanding',
    'arrears',
    'cbnClass',
    'status',
    'officer',
  ],
};

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Loan number', sortKey: 'loanNumber' },
  { heading: 'Customer', sortKey: 'customer' },
  { heading: 'Product', sortKey: 'product' },
  { heading: 'Outstanding', sortKey: 'outstanding', amount: true },
  { heading: 'Arrears', sortKey: 'arrears', amount: true },
  { heading: 'CBN class', sortKey: 'cbnClass' },
  { heading: 'Status', sortKey: 'status' },
  { heading: 'Officer', sortKey: 'officer' },
];

function loanSortValue(loan: LoanSummary, key: string): SortValue {
  const values: Record<string, SortValue> = {
    loanNumber: loan.loanNumber,
    customer: loan.customerName,
    product: loan.productName,
    outstanding: loan.totalOutstandingKobo,
    arrears: loan.arrearsKobo,
    // The classes follow the days past due, so they sort by them.
    cbnClass: loan.daysPastDue,
    status: loan.status,
    officer: loan.officerName,
  };
  return values[key] ?? null;
}

/** The call's filters for the list the address asks for, within the header's branch. */
function loanFilters(state: ListState<LoanFilter>, branchId: string | null): LoanFilters {
  const { inArrears, ...filters } = state.filters;
  return {
    ...filters,
    ...(inArrears ? { inArrears: true } : {}),
    ...(branchId ? { branchId } : {}),
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  } as LoanFilters;
}

/** The loans of the filters as CSV: every page, so the list's page and size are left out. */
function downloadLoans(api: Api, filters: LoanFilters): Promise<string> {
  const { page: _page, pageSize: _size, sort: _sort, ...chosen } = filters;
  return exportLoansCsv(api, chosen);
}

/** Null while the header's branch is not known yet, so no list of the wrong branch flashes by. */
function loadLoans(api: Api, filters: LoanFilters | null) {
  return filters ? listLoans(api, filters) : Promise.resolve(null);
}

/**
 * The loans: found by loan number or customer, narrowed by status, product and officer, within the
 * header's branch; each row leads to the loan with its schedule and actions.
 */
export default function LoansPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const branch = useHeaderBranch();
  const { data: products } = useApiQuery(listLoanProducts);
  const officers = useOfficerChoices();
  const loans = useListQuery({
    spec: LOAN_LIST,
    load: loadLoans,
    params: (state) => (branch.settled ? loanFilters(state, branch.activeBranchId) : null),
    scope: branch.settled ? (branch.activeBranchId ?? 'all') : undefined,
  });
  const { data, state } = loans;
  const rows = sortRows(data?.items ?? [], state.sort, loanSortValue);
  return (
    <Page
      title={route.title}
      description="Loans booked for customers: what each owes and how it is paying."
      actions={
        <CsvButton
          filters={branch.settled ? loanFilters(state, branch.activeBranchId) : null}
          fileName="loans.csv"
          download={downloadLoans}
        />
      }
    >
      <LoanFilterBar list={loans} products={products ?? []} officers={officers} branch={branch} />
      <ListTable
        caption="Loans"
        columns={COLUMNS}
        texts={{
          what: 'the loans',
          loading: 'Loading loans…',
          empty: loans.filtered ? 'No loan matches the filters.' : 'No loan has been booked yet.',
        }}
        loaded={data !== null}
        loading={loans.loading || !branch.settled}
        failure={loans.failure}
        onRetry={loans.reload}
        rowCount={rows.length}
        sort={state.sort}
        onSort={loans.sortBy}
        paging={data && { meta: data, noun: ['loan', 'loans'], onPage: loans.setPage }}
      >
        {rows.map((loan) => (
          <LoanRow key={loan.id} loan={loan} />
        ))}
      </ListTable>
      {/* Below the list, so the loans come first on every screen and the figures follow. */}
      <LoanProvisioningCard />
    </Page>
  );
}

/**
 * Search, status, arrears, product and officer, applied together; the branch comes from the
 * header.
 */
function LoanFilterBar({
  list,
  products,
  officers,
  branch,
}: {
  list: ListSearch<LoanFilter>;
  products: readonly LoanProduct[];
  officers: readonly OfficerChoice[];
  branch: ReturnType<typeof useHeaderBranch>;
}) {
  const atOnce = filtersAtOnce(list);
  return (
    <ListSearchBar
      list={list}
      label="Search loans"
      placeholder="Loan number or customer name"
      maxLength={SEARCH_MAX_LENGTH}
    >
      <ListFilterSelect
        list={atOnce}
        name="status"
        label="Status"
        placeholder="All statuses"
        options={LOAN_STATUSES.map((status) => ({
          value: status,
          label: loanStatusWord(status).label,
        }))}
      />
      <ListFilterSelect
        list={atOnce}
        name="inArrears"
        label="Arrears"
        placeholder="Any loan"
        options={[{ value: 'TRUE', label: 'In arrears' }]}
      />
      <ListFilterSelect
        list={atOnce}
        name="productId"
        label="Product"
        placeholder="All products"
        options={products.map((product) => ({
          value: product.id,
          label: `${product.code} · ${product.name}`,
        }))}
      />
      <ListFilterSelect
        list={atOnce}
        name="officerId"
        label="Officer"
        placeholder="Any officer"
        options={officers}
      />
      <ListScope label="Branch" value={branch.name} hint="set in the header" />
    </ListSearchBar>
  );
}

function LoanRow({ loan }: { loan: LoanSummary }) {
  const status = loanStatusWord(loan.status);
  return (
    <tr data-loan-number={loan.loanNumber} data-status={loan.status}>
      <td className={table.cell}>
        <Link href={`/loan/${encodeURIComponent(loan.id)}`} className={record.recordLink}>
          {loan.loanNumber}
        </Link>
      </td>
      <td className={table.cell}>{loan.customerName}</td>
      <td className={table.cell}>{loan.productName}</td>
      <td className={`${table.cell} ${record.amount}`}>
        {formatKobo(loan.totalOutstandingKobo)}
        <span className={record.listNote}>
          {loan.status === 'APPROVED'
            ? `${formatKobo(loan.principalKobo)} to disburse`
            : `of ${formatKobo(loan.principalKobo)}`}
        </span>
      </td>
      <td className={`${table.cell} ${record.amount}`}>
        <span data-figure="arrears">
          {loan.arrearsKobo > 0 ? formatKobo(loan.arrearsKobo) : '—'}
        </span>
        {loan.daysPastDue > 0 && (
          <span className={record.lateness} data-figure="days-past-due">
            {daysPastDueText(loan.daysPastDue)} late · bucket {bucketWords(loan.delinquencyBucket)}
          </span>
        )}
      </td>
      <td className={table.cell}>
        {/* Only a loan out with the customer is classified; the others owe nothing yet or more. */}
        {unclassifiedReason(loan.status) === null ? (
          <span className={statusPill({ tone: classTone(loan.prudentialClass) })}>
            {prudentialClassWords(loan.prudentialClass)}
          </span>
        ) : (
          '—'
        )}
      </td>
      <td className={table.cell}>
        <span className={statusPill({ tone: status.tone })}>{status.label}</span>
      </td>
      <td className={table.cell}>{loan.officerName}</td>
    </tr>
  );
}
