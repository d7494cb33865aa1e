import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Api } from '../../../api/client';
import {
  listTermDepositProducts,
  listTermDeposits,
  type TermDeposit,
  type TermDepositList,
  type TermDepositQuery,
} from '../../../api/term-deposits.api';
import { listTillSessions } from '../../../api/tills.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import { formatKobo } from '../../../policies/money';
import { useAccessContext, useSession } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useHeaderBranch } from '../../app/use-header-branch';
import { useProcessingDate } from '../../app/use-processing-date';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { ListFilterSelect, ListFilters } from '../../components/list-page/list-filters';
import { ListScope } from '../../components/list-page/list-scope';
import {
  dateFilter,
  idFilter,
  type ListSpec,
  type ListState,
  oneOfFilter,
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
import { useToast } from '../../components/toast';
import { AccrualRun } from './accrual-run';
import { BookDepositDialog } from './book-deposit-dialog';
import { TERM_DEPOSIT_STATUS_WORDS, TERM_DEPOSIT_STATUSES, tenorText } from './term-deposit-words';

const MaturityChart = lazy(() => import('./maturity-chart'));

type DepositFilter = 'status' | 'productId' | 'maturityFrom' | 'maturityTo';

const DEPOSIT_LIST: ListSpec<DepositFilter> = {
  filters: {
    status: oneOfFilter(TERM_DEPOSIT_STATUSES),
    productId: idFilter,
    maturityFrom: dateFilter,
    maturityTo: dateFilter,
  },
  sortKeys: ['number', 'customer', 'product', 'principal', 'rate', 'maturity', 'amount', 'status'],
};

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Deposit', sortKey: 'number' },
  { heading: 'Customer', sortKey: 'customer' },
  { heading: 'Product', sortKey: 'product' },
  { heading: 'Principal', sortKey: 'principal', amount: true },
  { heading: 'Rate', sortKey: 'rate', amount: true },
  { heading: 'Maturity date', sortKey: 'maturity' },
  { heading: 'Maturity amount', sortKey: 'amount', amount: true },
  { heading: 'Status', sortKey: 'status' },
];

function sortValue(deposit: TermDeposit, key: string): SortValue {
  const values: Record<string, SortValue> = {
    number: deposit.depositNumber,
    customer: deposit.customerName,
    product: deposit.productName,
    principal: deposit.principalKobo,
    rate: Number(deposit.annualInterestRate),
    maturity: deposit.maturityDate,
    amount: deposit.maturityAmountKobo,
    status: TERM_DEPOSIT_STATUS_WORDS[deposit.status].label,
  };
  return values[key];
}

function queryOf(state: ListState<DepositFilter>, branchId: string | null): TermDepositQuery {
  return {
    ...state.filters,
    ...(branchId ? { branchId } : {}),
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  } as TermDepositQuery;
}

function loadDeposits(api: Api, query: TermDepositQuery | null) {
  return query ? listTermDeposits(api, query) : Promise.resolve(null);
}

function Totals({ totals }: { totals: TermDepositList['totals'] }) {
  const figures: [string, string, string][] = [
    ['count', 'Deposits', String(totals.count)],
    ['principal', 'Principal', formatKobo(totals.principalKobo)],
    ['accrued', 'Interest accrued', formatKobo(totals.accruedInterestKobo)],
    ['maturity', 'Due at maturity', formatKobo(totals.maturityAmountKobo)],
  ];
  return (
    <dl className={record.figures} aria-label="Portfolio totals">
      {figures.map(([name, label, value]) => (
        <div key={name} className={record.figure} data-figure={name}>
          <dt className={record.figureLabel}>{label}</dt>
          <dd className={record.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DepositRow({ deposit }: { deposit: TermDeposit }) {
  const status = TERM_DEPOSIT_STATUS_WORDS[deposit.status];
  return (
    <tr data-deposit-number={deposit.depositNumber} data-status={deposit.status}>
      <td className={`${table.cell} ${record.nowrap}`}>
        <Link
          href={`/term-deposits/${encodeURIComponent(deposit.id)}`}
          className={record.recordLink}
        >
          {deposit.depositNumber}
        </Link>
      </td>
      <td className={table.cell}>
        {deposit.customerName}
        <span className={`${record.listNote} ${record.mono}`}>{deposit.accountNumber}</span>
      </td>
      <td className={table.cell}>
        {deposit.productName}
        <span className={record.listNote}>{tenorText(deposit.tenor, deposit.tenorUnit)}</span>
      </td>
      <td className={`${table.cell} ${record.amount}`}>{formatKobo(deposit.principalKobo)}</td>
      <td className={`${table.cell} ${record.amount}`}>{deposit.annualInterestRate}%</td>
      <td className={`${table.cell} ${record.nowrap}`}>
        {formatBankDate(deposit.maturityDate)}
        <span className={record.listNote}>from {formatBankDate(deposit.startDate)}</span>
      </td>
      <td className={`${table.cell} ${record.amount}`}>{formatKobo(deposit.maturityAmountKobo)}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: status.tone })}>{status.label}</span>
      </td>
    </tr>
  );
}

/** Status and product apply at once; the maturity dates with Filter; the branch is the header's. */
function DepositFilters({
  list,
  products,
  branchName,
}: {
  list: ListSearch<DepositFilter>;
  products: readonly { id: string; code: string; name: string }[];
  branchName: string;
}) {
  const atOnce = {
    draft: list.draft,
    setDraft: (name: DepositFilter, value: string) => {
      list.setDraft(name, value);
      list.apply({ ...list.draft, [name]: value });
    },
  };
  return (
    <ListFilters
      label="Filter term deposits"
      submitLabel="Filter"
      filtered={list.filtered}
      onApply={() => list.apply()}
      onClear={list.clear}
    >
      <ListFilterSelect
        list={atOnce}
        name="status"
        label="Status"
        placeholder="All statuses"
        options={TERM_DEPOSIT_STATUSES.map((value) => ({
          value,
          label: TERM_DEPOSIT_STATUS_WORDS[value].label,
        }))}
      />
      <ListFilterSelect
        list={atOnce}
        name="productId"
        label="Product"
        placeholder="All products"
        options={products.map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
      />
      <DateField
        label="Maturing from"
        value={list.draft.maturityFrom}
        onChange={(value) => list.setDraft('maturityFrom', value)}
      />
      <DateField
        label="Maturing to"
        value={list.draft.maturityTo}
        onChange={(value) => list.setDraft('maturityTo', value)}
      />
      <ListScope label="Branch" value={branchName} hint="set in the header" />
    </ListFilters>
  );
}

/** The signed-in user's open till session, so cash is offered only at an open till. */
function useOpenTillSession(enabled: boolean): string | null {
  const userId = useSession().context.user?.id;
  const tellerId = typeof userId === 'string' ? userId : '';
  const load = useCallback(
    (api: Api) =>
      enabled && tellerId
        ? listTillSessions(api, { tellerId, status: 'ACTIVE', pageSize: 1 }).catch(() => null)
        : Promise.resolve(null),
    [enabled, tellerId],
  );
  const { data } = useApiQuery(load);
  return data?.items[0]?.id ?? null;
}

/**
 * The term deposit portfolio: its totals and maturity profile, the deposits by status, product,
 * branch and maturity date, and for those who manage it, booking one and running the accrual.
 */
export default function TermDepositsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const access = useAccessContext();
  const manages = hasPermission(access, 'term.deposits.manage');
  const branch = useHeaderBranch();
  const today = useProcessingDate() ?? new Date().toISOString().slice(0, 10);
  const toast = useToast();
  const [, navigate] = useLocation();
  const [booking, setBooking] = useState(false);
  const products = useApiQuery(listTermDepositProducts);
  const tillSessionId = useOpenTillSession(manages && hasPermission(access, 'till.session.view'));
  const deposits = useListQuery({
    spec: DEPOSIT_LIST,
    load: loadDeposits,
    params: (state) => (branch.settled ? queryOf(state, branch.activeBranchId) : null),
    scope: branch.settled ? (branch.activeBranchId ?? 'all') : undefined,
  });
  const { data, state } = deposits;
  const rows = sortRows(data?.items ?? [], state.sort, sortValue);
  const onBooked = useCallback(
    (deposit: TermDeposit) => {
      setBooking(false);
      if (deposit.status === 'PENDING_APPROVAL') {
        toast(`${deposit.depositNumber} waits for approval; the funds are held on the account.`);
        deposits.reload();
        return;
      }
      toast(`${deposit.depositNumber} is booked.`);
      navigate(`/term-deposits/${encodeURIComponent(deposit.id)}`);
    },
    [toast, navigate, deposits.reload],
  );
  return (
    <Page
      title={route.title}
      description="Fixed deposits booked for customers: what the bank owes at maturity and when."
      actions={
        manages && (
          <Button tone="primary" onClick={() => setBooking(true)}>
            Book a deposit
          </Button>
        )
      }
    >
      {manages && (
        <div className={record.actions}>
          <AccrualRun onDone={deposits.reload} />
        </div>
      )}
      {data && <Totals totals={data.totals} />}
      {data && data.maturityProfile.length > 0 && (
        <Suspense fallback={<p className={record.muted}>Drawing the maturity profile…</p>}>
          <MaturityChart profile={data.maturityProfile} />
        </Suspense>
      )}
      <DepositFilters
        list={deposits}
        products={products.data?.items ?? []}
        branchName={branch.name}
      />
      <ListTable
        caption="Term deposits"
        columns={COLUMNS}
        texts={{
          what: 'the term deposits',
          loading: 'Loading term deposits…',
          empty: deposits.filtered
            ? 'No term deposit matches the filters.'
            : 'No term deposit has been booked yet.',
        }}
        loaded={data !== null}
        loading={deposits.loading || !branch.settled}
        failure={deposits.failure}
        onRetry={deposits.reload}
        rowCount={rows.length}
        sort={state.sort}
        onSort={deposits.sortBy}
        paging={data && { meta: data, noun: ['deposit', 'deposits'], onPage: deposits.setPage }}
      >
        {rows.map((deposit) => (
          <DepositRow key={deposit.id} deposit={deposit} />
        ))}
      </ListTable>
      {booking && (
        <BookDepositDialog
          products={products.data?.items ?? []}
          today={today}
          tillSessionId={tillSessionId}
          onDone={onBooked}
          onClose={() => setBooking(false)}
        />
      )}
    </Page>
  );
}
