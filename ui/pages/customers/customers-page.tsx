import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { type Customer, listCustomers } from '../../../api/customers.api';
import { checkAccess } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { routeById } from '../../../policies/routes';
import { useAccessContext, useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { button } from '../../components/button.css';
import { ListFilters, ListSearchField } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import { sortRows } from '../../components/list-page/sort-rows';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import {
  CUSTOMER_LIST,
  CUSTOMER_SEARCH_MAX_LENGTH,
  customerQuery,
  customerSortValue,
} from './customer-list';
import * as styles from './customers.css';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Name', sortKey: 'displayName' },
  { heading: 'Customer number', sortKey: 'customerNumber' },
  { heading: 'Type', sortKey: 'customerType' },
  { heading: 'Phone', sortKey: 'phone' },
  { heading: 'Branch', sortKey: 'branch' },
  { heading: 'Since', sortKey: 'createdAt' },
];

const TYPE_OPTIONS = [
  { value: 'INDIVIDUAL', label: 'Individual' },
  { value: 'CORPORATE', label: 'Corporate' },
];

/** Customer search: one box for name, number, phone, email or BVN, a type filter and pages. */
export default function CustomersPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { branch } = useActors();
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  // Offered only to staff whom the Create Customer page itself would let in.
  const creates = checkAccess(useAccessContext(), routeById('customer-create')).allowed;
  const customers = useListQuery({
    spec: CUSTOMER_LIST,
    load: listCustomers,
    params: customerQuery,
  });
  const branchName = (id: string | null) =>
    branches.find((item) => item.id === id)?.name ?? (id ? id : 'Head office');
  const { data, draft, setDraft, state } = customers;
  const rows = sortRows(data?.items ?? [], state.sort, (customer, key) =>
    customerSortValue(customer, key, branchName),
  );

  return (
    <Page
      title={route.title}
      description="Find a customer by name, customer number, phone, email or BVN."
      actions={
        creates && (
          <Link
            href="/customer/create"
            className={`${button({ tone: 'primary' })} ${styles.buttonLink}`}
          >
            New customer
          </Link>
        )
      }
    >
      <ListFilters
        label="Search customers"
        onApply={() => customers.apply()}
        onClear={customers.clear}
        filtered={customers.filtered}
      >
        <ListSearchField
          value={draft.q}
          maxLength={CUSTOMER_SEARCH_MAX_LENGTH}
          placeholder="Name, number, phone, email or BVN"
          onChange={(value) => setDraft('q', value)}
        />
        <SelectField
          id="customer-type"
          label="Customer type"
          value={draft.customerType}
          placeholder="All types"
          options={TYPE_OPTIONS}
          onChange={(event) => setDraft('customerType', event.target.value)}
        />
      </ListFilters>
      <ListTable
        caption="Customers"
        columns={COLUMNS}
        texts={{
          what: 'the customers',
          loading: 'Loading customers…',
          empty: customers.filtered
            ? 'No customer matches the search.'
            : 'No customer has been registered yet.',
        }}
        loaded={data !== null}
        loading={customers.loading}
        failure={customers.failure}
        onRetry={customers.reload}
        rowCount={rows.length}
        sort={state.sort}
        onSort={customers.sortBy}
        paging={data && { meta: data, noun: ['customer', 'customers'], onPage: customers.setPage }}
      >
        {rows.map((customer) => (
          <CustomerRow
            key={customer.id}
            customer={customer}
            branchName={branchName(customer.branchId)}
          />
        ))}
      </ListTable>
    </Page>
  );
}

/** A customer's row; the name leads to the customer's page (a link, so it opens in a new tab too). */
function CustomerRow({ customer, branchName }: { customer: Customer; branchName: string }) {
  return (
    <tr>
      <td className={table.cell}>
        <Link
          href={`/customer/${encodeURIComponent(customer.id)}`}
          className={styles.nameLink}
          data-testid="customer-link"
        >
          {customer.displayName}
        </Link>
        <div className={styles.muted}>{customer.email ?? ''}</div>
      </td>
      <td className={`${table.cell} ${styles.mono}`}>{customer.customerNumber}</td>
      <td className={table.cell}>
        {customer.customerType === 'CORPORATE' ? 'Corporate' : 'Individual'}
      </td>
      <td className={`${table.cell} ${styles.mono}`}>{customer.phone}</td>
      <td className={table.cell}>{branchName}</td>
      <td className={table.cell}>{formatBankDate(customer.createdAt.slice(0, 10))}</td>
    </tr>
  );
}
