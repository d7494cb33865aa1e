import { useMachine, useSelector } from '@xstate/react';
import { type FormEvent, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { type Customer, type CustomerPage, listCustomers } from '../../../api/customers.api';
import { queryMachine } from '../../../machines/query.machine';
import { formatBankDate } from '../../../policies/calendar';
import { type CustomerQuery, normaliseCustomerQuery } from '../../../policies/customer-query';
import { useApi } from '../../app/api-context';
import { useActors } from '../../app/app-actor';
import type { PageProps } from '../../app/route-pages';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import * as table from '../../components/table.css';
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
  const api = useApi();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [initial] = useState(() => queryFromSearch(search));
  const { branch } = useActors();
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const machine = useMemo(
    () =>
      queryMachine.provide({
        actors: {
          load: fromPromise<unknown, unknown>(({ input }) =>
            listCustomers(api, input as CustomerQuery),
          ),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine, { input: { params: initial } });
  const query = snapshot.context.params as CustomerQuery;
  const data = snapshot.context.data as CustomerPage | null;
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
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

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
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor="customer-type">
            Customer type
          </label>
          <select
            id="customer-type"
            className={fieldStyles.input}
            value={type}
            onChange={(event) => setType(event.target.value)}
          >
            <option value="">All types</option>
            <option value="INDIVIDUAL">Individual</option>
            <option value="CORPORATE">Corporate</option>
          </select>
        </div>
        <Button type="submit">Search</Button>
      </form>
      {snapshot.matches('failed') && (
        <Notice tone="danger">
          Could not load the customers: {snapshot.context.failure?.message}{' '}
          <Button size="small" onClick={() => send({ type: 'query.reload' })}>
            Try again
          </Button>
        </Notice>
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
              <tr>
                <td className={table.empty} colSpan={COLUMNS.length}>
                  Loading customers…
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr>
                <td className={table.empty} colSpan={COLUMNS.length}>
                  No customer matches the search.
                </td>
              </tr>
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
        <nav className={table.pager} aria-label="Pages">
          <span>
            Page {data.page} of {pageCount} · {data.total}{' '}
            {data.total === 1 ? 'customer' : 'customers'}
          </span>
          <span className={styles.pagerButtons}>
            <Button
              size="small"
              disabled={data.page <= 1}
              onClick={() => change({ ...query, page: data.page - 1 })}
            >
              Previous
            </Button>
            <Button
              size="small"
              disabled={data.page >= pageCount}
              onClick={() => change({ ...query, page: data.page + 1 })}
            >
              Next
            </Button>
          </span>
        </nav>
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
