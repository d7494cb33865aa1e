import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { Api } from '../../../api/client';
import {
  type LoanFilters,
  type LoanProduct,
  type LoanSummary,
  listLoanProducts,
  listLoans,
} from '../../../api/loans.api';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import { formatKobo } from '../../../policies/money';
import { useActors } from '../../app/app-actor';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { ListFilters, ListSearchField } from '../../components/list-page/list-filters';
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
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useDocumentTitle } from '../document-title';
import * as styles from './lending.css';
import { LOAN_STATUSES, loanStatusWord } from './lending-words';

const SEARCH_MAX_LENGTH = 120;

type LoanFilter = 'q' | 'status' | 'productId' | 'officerId';

/** The list in the address bar; the branch comes from the header, as on the accounts list. */
const LOAN_LIST: ListSpec<LoanFilter> = {
  filters: {
    q: textFilter(SEARCH_MAX_LENGTH),
    status: oneOfFilter(LOAN_STATUSES),
    productId: idFilter,
    officerId: idFilter,
  },
  sortKeys: ['loanNumber', 'customer', 'product', 'principal', 'outstanding', 'status', 'officer'],
};

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Loan number', sortKey: 'loanNumber' },
  { heading: 'Customer', sortKey: 'customer' },
  { heading: 'Product', sortKey: 'product' },
  { heading: 'Principal', sortKey: 'principal', amount: true },
  { heading: 'Outstanding', sortKey: 'outstanding', amount: true },
  { heading: 'Status', sortKey: 'status' },
  { heading: 'Officer', sortKey: 'officer' },
];

function loanSortValue(loan: LoanSummary, key: string): SortValue {
  const values: Record<string, SortValue> = {
    loanNumber: loan.loanNumber,
    customer: loan.customerName,
    product: loan.productName,
    principal: loan.principalKobo,
    outstanding: loan.totalOutstandingKobo,
    status: loan.status,
    officer: loan.officerName,
  };
  return values[key] ?? null;
}

/** The call's filters for the list the address asks for, within the header's branch. */
export function loanFilters(state: ListState<LoanFilter>, branchId: string | null): LoanFilters {
  return {
    ...state.filters,
    ...(branchId ? { branchId } : {}),
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  } as LoanFilters;
}

/** Null while the header's branch is not known yet, so no list of the wrong branch flashes by. */
function loadLoans(api: Api, filters: LoanFilters | null) {
  return filters ? listLoans(api, filters) : Promise.resolve(null);
}

function useHeaderBranch() {
  const { branch, session } = useActors();
  const activeBranchId = useSelector(branch, (snapshot) => snapshot.context.activeBranchId);
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const settled = useSelector(
    branch,
    (snapshot) => !snapshot.matches('idle') && !snapshot.matches('loading'),
  );
  const userId = useSelector(session, (snapshot) => snapshot.context.user?.id);
  const name = activeBranchId
    ? (branches.find((item) => item.id === activeBranchId)?.name ?? activeBranchId)
    : 'All branches';
  return { activeBranchId, settled, name, userId: typeof userId === 'string' ? userId : null };
}

/**
 * The loans: found by loan number or customer, narrowed by status, product and officer, within the
 * header's branch; each row leads to the loan with its schedule and actions.
 */
export default function LoansPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const branch = useHeaderBranch();
  const { data: products } = useApiQuery(listLoanProducts);
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
    >
      <LoanFilterBar list={loans} products={products ?? []} branch={branch} />
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
    </Page>
  );
}

/** Search, status, product and officer, applied together; the branch comes from the header. */
function LoanFilterBar({
  list,
  products,
  branch,
}: {
  list: ListSearch<LoanFilter>;
  products: readonly LoanProduct[];
  branch: ReturnType<typeof useHeaderBranch>;
}) {
  return (
    <ListFilters
      label="Search loans"
      onApply={() => list.apply()}
      onClear={list.clear}
      filtered={list.filtered}
    >
      <ListSearchField
        value={list.draft.q}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Loan number or customer name"
        onChange={(value) => list.setDraft('q', value)}
      />
      <SelectField
        label="Status"
        value={list.draft.status}
        placeholder="All statuses"
        options={LOAN_STATUSES.map((status) => ({
          value: status,
          label: loanStatusWord(status).label,
        }))}
        onChange={(event) => list.setDraft('status', event.target.value)}
      />
      <SelectField
        label="Product"
        value={list.draft.productId}
        placeholder="All products"
        options={products.map((product) => ({
          value: product.id,
          label: `${product.code} · ${product.name}`,
        }))}
        onChange={(event) => list.setDraft('productId', event.target.value)}
      />
      <SelectField
        label="Officer"
        value={list.draft.officerId}
        placeholder="Any officer"
        options={branch.userId ? [{ value: branch.userId, label: 'My loans' }] : []}
        onChange={(event) => list.setDraft('officerId', event.target.value)}
      />
      <ListScope label="Branch" value={branch.name} hint="set in the header" />
    </ListFilters>
  );
}

function LoanRow({ loan }: { loan: LoanSummary }) {
  const status = loanStatusWord(loan.status);
  return (
    <tr data-loan-number={loan.loanNumber} data-status={loan.status}>
      <td className={table.cell}>
        <Link href={`/loan/${encodeURIComponent(loan.id)}`} className={styles.recordLink}>
          {loan.loanNumber}
        </Link>
      </td>
      <td className={table.cell}>{loan.customerName}</td>
      <td className={table.cell}>{loan.productName}</td>
      <td className={`${table.cell} ${styles.amount}`}>{formatKobo(loan.principalKobo)}</td>
      <td className={`${table.cell} ${styles.amount}`}>{formatKobo(loan.totalOutstandingKobo)}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: status.tone })}>{status.label}</span>
      </td>
      <td className={table.cell}>{loan.officerName}</td>
    </tr>
  );
}
