import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type Account, listAccounts } from '../../../api/accounts.api';
import type { Api } from '../../../api/client';
import { type Customer, listCustomers } from '../../../api/customers.api';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import * as picker from '../../components/picker.css';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';

/** The longest search text, and how many customers a search shows. */
const SEARCH_MAX_LENGTH = 120;
const CUSTOMER_MATCHES = 8;
/** A customer's deposit accounts fit in one page of this size. */
const ACCOUNTS_PAGE_SIZE = 50;

/** The applicant as the application holds it. */
export interface PickedCustomer {
  readonly id: string;
  readonly customerNumber: string;
  readonly displayName: string;
}

function customerOf(customer: Customer): PickedCustomer {
  return {
    id: customer.id,
    customerNumber: customer.customerNumber,
    displayName: customer.displayName,
  };
}

/**
 * The applicant: found by name, customer number or phone, picked from the matches, then shown with
 * a way to change it. The search runs when asked (Find or Enter), not on every keystroke.
 */
export function CustomerPicker({
  value,
  error,
  disabled,
  onPick,
}: {
  value: PickedCustomer | null;
  error?: string | undefined;
  disabled?: boolean;
  onPick: (customer: PickedCustomer | null) => void;
}) {
  const api = useApi();
  const [q, setQ] = useState('');
  const perform = useCallback(
    (input: unknown) => listCustomers(api, { q: String(input), pageSize: CUSTOMER_MATCHES }),
    [api],
  );
  const { snapshot, send } = useRequest(perform);

  if (value) return <PickedCustomerLine value={value} disabled={disabled} onPick={onPick} />;

  function search(event: FormEvent | KeyboardEvent) {
    event.preventDefault();
    if (q.trim()) send({ type: 'request.submit', input: q.trim() });
  }
  const busy = snapshot.matches('submitting');
  const page = snapshot.matches('succeeded')
    ? (snapshot.context.output as { items: Customer[] })
    : null;
  return (
    <div className={record.stack}>
      <div className={record.searchRow}>
        <Field
          label="Customer"
          type="search"
          value={q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Name, customer number or phone"
          autoComplete="off"
          error={error}
          disabled={disabled}
          onChange={(event) => {
            setQ(event.target.value);
            if (!snapshot.matches('idle')) send({ type: 'request.reset' });
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(event);
          }}
        />
        <Button onClick={search} disabled={disabled || busy || !q.trim()}>
          {busy ? 'Finding…' : 'Find customer'}
        </Button>
      </div>
      {snapshot.matches('failed') && snapshot.context.failure && (
        <span className={fieldStyles.error} role="alert">
          The customers could not be searched: {snapshot.context.failure.message}
        </span>
      )}
      {page && page.items.length === 0 && (
        <span className={record.muted} role="status">
          No customer matches “{q.trim()}”.
        </span>
      )}
      {page && page.items.length > 0 && (
        <CustomerMatches
          customers={page.items}
          onPick={(customer) => {
            onPick(customerOf(customer));
            send({ type: 'request.reset' });
            setQ('');
          }}
        />
      )}
    </div>
  );
}

/** The customer picked, with a way to change it. */
function PickedCustomerLine({
  value,
  disabled,
  onPick,
}: {
  value: PickedCustomer;
  disabled?: boolean | undefined;
  onPick: (customer: PickedCustomer | null) => void;
}) {
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label}>Customer</span>
      <div className={picker.chosen} data-testid="picked-customer">
        <span>
          <strong>{value.displayName}</strong>{' '}
          <span className={record.mono}>{value.customerNumber}</span>
        </span>
        {!disabled && (
          <Button size="small" onClick={() => onPick(null)}>
            Change
          </Button>
        )}
      </div>
    </div>
  );
}

/** The customers a search found, each a button that picks it. */
function CustomerMatches({
  customers,
  onPick,
}: {
  customers: readonly Customer[];
  onPick: (customer: Customer) => void;
}) {
  return (
    <ul className={picker.picks} aria-label="Matching customers">
      {customers.map((customer) => (
        <li key={customer.id}>
          <button type="button" className={picker.pick} onClick={() => onPick(customer)}>
            <strong>{customer.displayName}</strong>
            <span className={record.mono}>{customer.customerNumber}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

async function loadCustomerAccounts(api: Api, customerId: string | null): Promise<Account[]> {
  if (!customerId) return [];
  const page = await listAccounts(api, { customerId, pageSize: ACCOUNTS_PAGE_SIZE });
  return page.items.filter((account) => account.status === 'ACTIVE');
}

/**
 * The customer's active deposit account the loan is paid into and repaid from: a select of the
 * picked customer's accounts with their available balances.
 */
export function CustomerAccountSelect({
  customerId,
  value,
  error,
  disabled,
  onChange,
}: {
  customerId: string | null;
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (accountId: string) => void;
}) {
  const { snapshot, send, data } = useApiQuery(loadCustomerAccounts, customerId);
  // Another customer picked: the list of accounts follows.
  const asked = useRef(customerId);
  useEffect(() => {
    if (asked.current === customerId) return;
    asked.current = customerId;
    send({ type: 'query.changed', params: customerId });
  }, [customerId, send]);
  const accounts = data ?? [];
  const loading = snapshot.matches('loading');
  const failed = snapshot.matches('failed') ? snapshot.context.failure : null;
  const placeholder = !customerId
    ? 'Pick the customer first'
    : loading
      ? 'Loading accounts…'
      : accounts.length === 0
        ? 'The customer has no active account'
        : 'Choose an account';
  return (
    <SelectField
      label="Deposit account"
      value={value}
      placeholder={placeholder}
      disabled={disabled || !customerId || accounts.length === 0}
      error={error ?? (failed ? `The accounts could not be loaded: ${failed.message}` : undefined)}
      hint="The loan is paid into it, and repayments are taken from it."
      options={accounts.map((account) => ({
        value: account.id,
        label: `${account.accountNumber} · ${account.productName} · ${formatKobo(account.availableBalanceKobo)} available`,
      }))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
