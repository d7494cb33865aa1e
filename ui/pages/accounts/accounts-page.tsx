import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { type Account, type AccountFilters, listAccounts } from '../../../api/accounts.api';
import type { Api } from '../../../api/client';
import { hasPermission } from '../../../policies/access';
import { ACCOUNT_STATUSES } from '../../../policies/deposit-account-status';
import { shownAvailable } from '../../../policies/deposit-balance';
import { useAccessContext, useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { type DepositProducts, useDepositProducts } from '../../app/use-deposit-products';
import { Button } from '../../components/button';
import { ListFilters, ListSearchField } from '../../components/list-page/list-filters';
import { ListScope } from '../../components/list-page/list-scope';
import { ListTable } from '../../components/list-page/list-table';
import { sortRows } from '../../components/list-page/sort-rows';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import type { ListSearch } from '../../components/list-page/use-list-search';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import { AccountStatusBadge, Money } from './account-parts';
import {
  ACCOUNT_LIST,
  ACCOUNT_SEARCH_MAX_LENGTH,
  type AccountFilter,
  accountFilters,
  accountSortValue,
} from './account-query';
import { STATUS_LABELS } from './account-status';
import * as styles from './accounts.css';
import { OpenAccountDialog } from './open-account-dialog';
import { openForOf } from './open-account-link';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Account number', sortKey: 'accountNumber' },
  { heading: 'Name', sortKey: 'name' },
  { heading: 'Product', sortKey: 'product' },
  { heading: 'Branch', sortKey: 'branch' },
  { heading: 'Status', sortKey: 'status' },
  { heading: 'Ledger balance', sortKey: 'ledger', amount: true },
  { heading: 'Available balance', sortKey: 'available', amount: true },
];

const STATUS_OPTIONS = ACCOUNT_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** Null while the header's branch is not known yet, so no list of the wrong branch flashes by. */
function loadAccounts(api: Api, filters: AccountFilters | null) {
  return filters ? listAccounts(api, filters) : Promise.resolve(null);
}

/**
 * The header's branch, which scopes the list ('All branches' is null), and whether it is known:
 * until the branches have loaded the choice may still change.
 */
function useHeaderBranch() {
  const { branch } = useActors();
  const activeBranchId = useSelector(branch, (snapshot) => snapshot.context.activeBranchId);
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const settled = useSelector(
    branch,
    (snapshot) => !snapshot.matches('idle') && !snapshot.matches('loading'),
  );
  const name = (id: string) => branches.find((item) => item.id === id)?.name ?? id;
  return { activeBranchId, settled, name };
}

/**
 * Deposit accounts: one search box for the account number or name and filters by status and
 * product, kept in the address bar; the header's branch scopes the list. Each row leads to the
 * account. Staff who may open accounts open one here for a customer they search for.
 */
export default function AccountsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const [, navigate] = useLocation();
  const access = useAccessContext();
  const branch = useHeaderBranch();
  const products = useDepositProducts();
  const accounts = useListQuery({
    spec: ACCOUNT_LIST,
    load: loadAccounts,
    params: (state) => (branch.settled ? accountFilters(state, branch.activeBranchId) : null),
    scope: branch.settled ? (branch.activeBranchId ?? 'all') : undefined,
  });
  // A customer just created on the desk arrives with their number, to open their account at once.
  const search = useSearch();
  const [openFor] = useState(() => openForOf(search));
  const [opening, setOpening] = useState(
    openFor !== null && hasPermission(access, 'account.create'),
  );
  const closeDialog = useCallback(() => setOpening(false), []);
  const onOpened = useCallback(
    (account: Account) => navigate(`/account/${encodeURIComponent(account.id)}`),
    [navigate],
  );
  const { data, state } = accounts;
  const rows = sortRows(data?.items ?? [], state.sort, (account, key) =>
    accountSortValue(account, key, branch.name),
  );

  return (
    <Page
      title={route.title}
      description="Savings and current accounts: find one by number or name, or narrow by status and product."
      actions={
        hasPermission(access, 'account.create') && (
          <Button tone="primary" onClick={() => setOpening(true)}>
            Open account
          </Button>
        )
      }
    >
      {products.failure && (
        <LoadFailure
          what="the products to filter by"
          failure={products.failure}
          onRetry={products.reload}
        />
      )}
      <AccountFilterBar
        list={accounts}
        products={products}
        branchName={branch.activeBranchId ? branch.name(branch.activeBranchId) : 'All branches'}
      />
      <ListTable
        caption="Accounts"
        columns={COLUMNS}
        texts={{
          what: 'the accounts',
          loading: 'Loading accounts…',
          empty: accounts.filtered
            ? 'No account matches the filters.'
            : branch.activeBranchId
              ? 'No account has been opened in this branch yet.'
              : 'No account has been opened yet.',
        }}
        loaded={data !== null}
        loading={accounts.loading || !branch.settled}
        failure={accounts.failure}
        onRetry={accounts.reload}
        rowCount={rows.length}
        sort={state.sort}
        onSort={accounts.sortBy}
        paging={data && { meta: data, noun: ['account', 'accounts'], onPage: accounts.setPage }}
      >
        {rows.map((account) => (
          <AccountRow key={account.id} account={account} branchName={branch.name} />
        ))}
      </ListTable>
      {opening && (
        <OpenAccountDialog
          products={products.items}
          customerNumber={openFor}
          onClose={closeDialog}
          onOpened={onOpened}
        />
      )}
    </Page>
  );
}

/** Search, status and product, applied together; the branch comes from the header. */
function AccountFilterBar({
  list,
  products,
  branchName,
}: {
  list: ListSearch<AccountFilter>;
  products: DepositProducts;
  branchName: string;
}) {
  return (
    <ListFilters
      label="Search accounts"
      onApply={() => list.apply()}
      onClear={list.clear}
      filtered={list.filtered}
    >
      <ListSearchField
        value={list.draft.q}
        maxLength={ACCOUNT_SEARCH_MAX_LENGTH}
        placeholder="Account number or name"
        onChange={(value) => list.setDraft('q', value)}
      />
      <SelectField
        id="account-status"
        label="Status"
        value={list.draft.status}
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        onChange={(event) => list.setDraft('status', event.target.value)}
      />
      <SelectField
        id="account-product"
        label="Product"
        value={list.draft.productId}
        placeholder={products.loading ? 'Loading products…' : 'All products'}
        options={products.items.map((product) => ({
          value: product.id,
          label: `${product.code} · ${product.name}`,
        }))}
        onChange={(event) => list.setDraft('productId', event.target.value)}
      />
      <ListScope label="Branch" value={branchName} hint="set in the header" testId="branch-scope" />
    </ListFilters>
  );
}

function AccountRow({
  account,
  branchName,
}: {
  account: Account;
  branchName: (id: string) => string;
}) {
  return (
    <tr data-account-number={account.accountNumber}>
      <td className={table.cell}>
        <Link href={`/account/${encodeURIComponent(account.id)}`} className={styles.accountLink}>
          {account.accountNumber}
        </Link>
      </td>
      <td className={table.cell}>{account.name}</td>
      <td className={table.cell}>{account.productName}</td>
      <td className={table.cell}>{branchName(account.branchId)}</td>
      <td className={table.cell}>
        <AccountStatusBadge status={account.status} />
      </td>
      <td className={`${table.cell} ${styles.amount}`}>
        <Money kobo={account.ledgerBalanceKobo} />
      </td>
      <td className={`${table.cell} ${styles.amount}`}>
        <Money kobo={shownAvailable(account.availableBalanceKobo).availableKobo} />
      </td>
    </tr>
  );
}
