import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type Customer, listCustomers } from '../../../api/customers.api';
import { formatBankDate } from '../../../policies/calendar';
import { type CustomerQuery, normaliseCustomerQuery } from '../../../policies/customer-query';
import { useActors } from '../../app/app-actor';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { useDocumentTitle } from '../document-title';
import { CustomerDetailDialog } from './customer-detail-dialog';
import { type SortKey, sortCustomers } from './customer-sort';
import * as styles from './customers.css';

const COLUMNS: readonly [SortKey, string][] = [
  ['displayName', 'Name'],
  ['customerNumber', 'Customer number'],
  ['customerType', 'Type'],
  ['phone', 'Phone'],
  ['branch', 'Branch'],
  ['createdAt', 'Since'],
];

const TYPE_OPTIONS = [
  { value: 'INDIVIDUAL', label: 'Individual' },
  { value: 'CORPORATE', label: 'Corporate' },
];

/** The query of the address bar (`/customers?q=ade&page=2`), as SPEC.md section 7 names it. */
function queryFromSearch(search: string): CustomerQuery {
  const params = new URLSearchParams(search);
  return normaliseCustomerQuery({
    q: params.get('q'),
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? undefined,
    customerType: params.get('customerType'),
  });
}

function searchFromQuery(query: CustomerQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.customerType) params.set('customerType', query.customerType);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** Customer search: one box for name, number, phone, email or BVN, a type filter and pages. */
export default function CustomersPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const [, navigate] = useLocation();
  const search = useSearch();
  const [initial] = useState(() => queryFromSearch(search));
  const { branch } = useActors();
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const { snapshot, send, data, params: query } = useApiQuery(listCustomers, initial);
  const [text, setText] = useState(initial.q ?? '');
  const [type, setType] = useState(initial.customerType ?? '');
  const [opened, setOpened] = useState<Customer | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({
    key: 'displayName',
    ascending: true,
  });
  const branchName = (id: string | null) =>
    branches.find((item) => item.id === id)?.name ?? (id ? id : 'Head office');
  const rows = sortCustomers(data?.items ?? [], sort.key, sort.ascending, branchName);

  function change(next: CustomerQuery) {
    send({ type: 'query.changed', params: next });
    const search = searchFromQuery(next);
    navigate(search ? `/customers?${search}` : '/customers', { replace: true });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    change(
      normaliseCustomerQuery({ q: text, customerType: type, page: 1, pageSize: query.pageSize }),
    );
  }
  const toggleSort = (key: SortKey) =>
    setSort((current) => ({ key, ascending: current.key === key ? !current.ascending : true }));

  return (
    <Page
      title={route.title}
      description="Find a customer by name, customer number, phone, email or BVN."
    >
      <form className={styles.filters} onSubmit={submit} aria-label="Search customers">
        <Field
          label="Search"
          type="search"
          value={text}
          maxLength={120}
          placeholder="Name, number, phone, email or BVN"
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          id="customer-type"
          label="Customer type"
          value={type}
          placeholder="All types"
          options={TYPE_OPTIONS}
          onChange={(event) => setType(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {snapshot.matches('failed') && snapshot.context.failure && (
        <LoadFailure
          what="the customers"
          failure={snapshot.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      <div className={table.frame} aria-busy={snapshot.matches('loading')}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Customers</caption>
          <thead>
            <tr>
              {COLUMNS.map(([key, label]) => (
                <th
                  key={key}
                  className={table.headCell}
                  scope="col"
                  aria-sort={
                    sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : 'none'
                  }
                >
                  <button
                    type="button"
                    className={styles.sortButton}
                    onClick={() => toggleSort(key)}
                  >
                    {label}
                    <span aria-hidden="true">
                      {sort.key === key ? (sort.ascending ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!data && snapshot.matches('loading') && (
              <TableMessage columns={COLUMNS.length}>Loading customers…</TableMessage>
            )}
            {data?.items.length === 0 && (
              <TableMessage columns={COLUMNS.length}>No customer matches the search.</TableMessage>
            )}
            {rows.map((customer) => (
              <CustomerRow
                key={customer.id}
                customer={customer}
                branchName={branchName(customer.branchId)}
                onOpen={() => setOpened(customer)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {data && (
        <Pager
          meta={data}
          noun={['customer', 'customers']}
          onPage={(page) => change({ ...query, page })}
        />
      )}
      {opened && (
        <CustomerDetailDialog
          customer={opened}
          branchName={branchName(opened.branchId)}
          onClose={() => setOpened(null)}
        />
      )}
    </Page>
  );
}

function CustomerRow({
  customer,
  branchName,
  onOpen,
}: {
  customer: Customer;
  branchName: string;
  onOpen: () => void;
}) {
  return (
    <tr>
      <td className={table.cell}>
        <button type="button" className={styles.nameButton} onClick={onOpen}>
          {customer.displayName}
        </button>
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
