import { useSelector } from '@xstate/react';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { type Account, listAccounts } from '../../../api/accounts.api';
import { ACCOUNT_STATUSES } from '../../../policies/deposit-account-status';
import { hasPermission } from '../../../policies/access';
import { useAccessContext, useActors } from '../../app/app-actor';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { Field } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { useDocumentTitle } from '../document-title';
import { AccountStatusBadge, Money } from './account-parts';
import {
  ACCOUNT_SEARCH_MAX_LENGTH,
  type AccountQuery,
  accountFilters,
  accountQueryFromSearch,
  normaliseAccountQuery,
  searchFromAccountQuery,
} from './account-query';
import { STATUS_LABELS } from './account-status';
import * as styles from './accounts.css';
import { OpenAccountDialog } from './open-account-dialog';
import { useDepositProducts } from './use-deposit-products';

const COLUMNS = [
  ['Account number', false],
  ['Name', false],
  ['Product', false],
  ['Branch', false],
  ['Status', false],
  ['Ledger balance', true],
  ['Available balance', true],
] as const;

const STATUS_OPTIONS = ACCOUNT_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

interface Draft {
  q: string;
  status: string;
  productId: string;
  branchId: string;
}

function draftOf(query: AccountQuery): Draft {
  return {
    q: query.q ?? '',
    status: query.status ?? '',
    productId: query.productId ?? '',
    branchId: query.branchId ?? '',
  };
}

/**
 * Deposit accounts: one search box for the account number or name, filters by status, product
 * and branch, kept in the address bar like the Customers page; each row leads to the account.
 * Staff who may open accounts open one here for a customer they search for.
 */
export default function AccountsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const [, navigate] = useLocation();
  const search = useSearch();
  const access = useAccessContext();
  const [initial] = useState(() => accountQueryFromSearch(search));
  const { branch } = useActors();
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const products = useDepositProducts();
  const {
    snapshot,
    send,
    data,
    params: query,
  } = useApiQuery(
    (api, wanted: AccountQuery) => listAccounts(api, accountFilters(wanted)),
    initial,
  );
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [opening, setOpening] = useState(false);
  const closeDialog = useCallback(() => setOpening(false), []);
  const canOpen = hasPermission(access, 'account.create');
  const branchName = (id: string) => branches.find((item) => item.id === id)?.name ?? id;
  const filtered = Boolean(query.q || query.status || query.productId || query.branchId);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  function change(next: AccountQuery) {
    send({ type: 'query.changed', params: next });
    const nextSearch = searchFromAccountQuery(next);
    navigate(nextSearch ? `/accounts?${nextSearch}` : '/accounts', { replace: true });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    change(normaliseAccountQuery({ ...draft, page: 1 }));
  }
  function clear() {
    setDraft(draftOf({ page: 1, pageSize: query.pageSize }));
    change({ page: 1, pageSize: query.pageSize });
  }
  const onOpened = useCallback(
    (account: Account) => navigate(`/account/${encodeURIComponent(account.id)}`),
    [navigate],
  );

  return (
    <Page
      title={route.title}
      description="Savings and current accounts: find one by number or name, or narrow by status, product and branch."
      actions={
        canOpen && (
          <Button tone="primary" onClick={() => setOpening(true)}>
            Open account
          </Button>
        )
      }
    >
      <form className={styles.filters} onSubmit={submit} aria-label="Search accounts">
        <div className={styles.searchField}>
          <Field
            label="Search"
            type="search"
            value={draft.q}
            maxLength={ACCOUNT_SEARCH_MAX_LENGTH}
            placeholder="Account number or name"
            onChange={set('q')}
          />
        </div>
        <SelectField
          id="account-status"
          label="Status"
          value={draft.status}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          onChange={set('status')}
        />
        <SelectField
          id="account-product"
          label="Product"
          value={draft.productId}
          placeholder="All products"
          options={products.items.map((product) => ({
            value: product.id,
            label: `${product.code} · ${product.name}`,
          }))}
          onChange={set('productId')}
        />
        <SelectField
          id="account-branch"
          label="Branch"
          value={draft.branchId}
          placeholder="All branches"
          options={branches.map((item) => ({ value: item.id, label: item.name }))}
          onChange={set('branchId')}
        />
        <Button type="submit" tone="primary">
          Search
        </Button>
        {filtered && <Button onClick={clear}>Clear filters</Button>}
      </form>
      {snapshot.matches('failed') && snapshot.context.failure && (
        <LoadFailure
          what="the accounts"
          failure={snapshot.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      <div className={table.frame} aria-busy={snapshot.matches('loading')}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Accounts</caption>
          <ColumnHeads
            headings={COLUMNS.map(([heading]) => heading)}
            amounts={COLUMNS.filter(([, isAmount]) => isAmount).map(([heading]) => heading)}
          />
          <tbody>
            {!data && snapshot.matches('loading') && (
              <TableMessage columns={COLUMNS.length}>Loading accounts…</TableMessage>
            )}
            {data?.items.length === 0 && (
              <TableMessage columns={COLUMNS.length}>
                {filtered ? 'No account matches the filters.' : 'No account has been opened yet.'}
              </TableMessage>
            )}
            {data?.items.map((account) => (
              <tr key={account.id} data-account-number={account.accountNumber}>
                <td className={table.cell}>
                  <Link
                    href={`/account/${encodeURIComponent(account.id)}`}
                    className={styles.accountLink}
                  >
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
                  <Money kobo={account.availableBalanceKobo} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.total > 0 && (
        <Pager
          meta={data}
          noun={['account', 'accounts']}
          onPage={(page) => change({ ...query, page })}
        />
      )}
      {opening && (
        <OpenAccountDialog products={products.items} onClose={closeDialog} onOpened={onOpened} />
      )}
    </Page>
  );
}
