import { type FormEvent, useEffect, useId, useState } from 'react';
import { type Account, type AccountOpenRequest, openAccount } from '../../../api/accounts.api';
import { type Customer, type CustomerPage, listCustomers } from '../../../api/customers.api';
import type { Product } from '../../../api/products.api';
import { useApi } from '../../app/api-context';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { controlProps } from '../../components/form-rules/ruled-input';
import { useFormRules } from '../../components/form-rules/use-form-rules';
import { Notice } from '../../components/notice';
import * as styles from './accounts.css';

/** How many customers one search shows; a longer list means the search should be narrower. */
const CUSTOMER_MATCHES = 8;

const CUSTOMER_CODES = new Set(['customer_not_found', 'customer_not_active']);
const PRODUCT_CODES = new Set(['product_not_found', 'product_not_active']);

const NO_MATCHES: CustomerPage = { items: [], total: 0, page: 1, pageSize: CUSTOMER_MATCHES };

/**
 * Opens a deposit account: the customer is found by a search (name, number, phone, email or
 * BVN) and picked from the matches, the product chosen from the active deposit products, the
 * name optional (the customer's name by default). The new account is handed to `onOpened`.
 */
export function OpenAccountDialog({
  products,
  customerNumber = null,
  onClose,
  onOpened,
}: {
  products: readonly Product[];
  /** A customer to start with, found by number and chosen when the number matches exactly. */
  customerNumber?: string | null;
  onClose: () => void;
  onOpened: (account: Account) => void;
}) {
  const api = useApi();
  const productId = useId();
  const { snapshot: search, send: sendSearch } = useApiQuery(
    (api, wanted: { q: string } | null) =>
      wanted?.q
        ? listCustomers(api, { q: wanted.q, pageSize: CUSTOMER_MATCHES })
        : Promise.resolve(NO_MATCHES),
    null,
  );
  const { snapshot: request, send } = useRequest((input) =>
    openAccount(api, input as AccountOpenRequest),
  );
  const [text, setText] = useState(customerNumber ?? '');
  const [customer, setCustomer] = useState<Customer | null>(null);
  useStartingCustomer(customerNumber, sendSearch);
  const active = products.filter((product) => product.status === 'ACTIVE');
  const [chosenProduct, setChosenProduct] = useState(active[0]?.id ?? '');
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const rules = useFormRules('account.open');
  const nameRule = rules.input('name', 'Account name');
  const opened = request.matches('succeeded') ? (request.context.output as Account) : null;
  useSettled(opened, onOpened);

  const matches = (search.context.data as CustomerPage | null) ?? NO_MATCHES;
  const starting = customerNumber
    ? matches.items.find(
        (item) => item.customerNumber === customerNumber && item.status === 'ACTIVE',
      )
    : undefined;
  useEffect(() => {
    if (starting) setCustomer((current) => current ?? starting);
  }, [starting]);
  const searched = search.context.params !== null;
  const failure = request.context.failure;
  const errors = { ...(failure?.fieldErrors ?? {}), ...problems };
  const customerError =
    errors['body.customerId'] ??
    (failure?.code && CUSTOMER_CODES.has(failure.code) ? failure.message : undefined);
  const productError =
    errors['body.productId'] ??
    (failure?.code && PRODUCT_CODES.has(failure.code) ? failure.message : undefined);
  const generalFailure =
    failure && !customerError && !productError && !errors['body.name'] ? failure.message : null;
  const saving = request.matches('submitting');

  function find(event: FormEvent) {
    event.preventDefault();
    const q = text.trim();
    if (!q) {
      setProblems({ search: 'Type a name, customer number, phone, email or BVN.' });
      return;
    }
    setProblems({});
    sendSearch({ type: 'query.changed', params: { q } });
  }

  function open() {
    const found: Record<string, string> = {};
    if (!customer) found['body.customerId'] = 'Find the customer and choose them.';
    if (!chosenProduct) found['body.productId'] = 'Choose the product.';
    setProblems(found);
    if (!customer || !chosenProduct) return;
    const body: AccountOpenRequest = {
      customerId: customer.id,
      productId: chosenProduct,
      ...(name.trim() ? { name: name.trim() } : {}),
    };
    const ruled = rules.check(body);
    setProblems(ruled);
    if (Object.keys(ruled).length === 0) send({ type: 'request.submit', input: body });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title="Open account"
      description="The account opens active, in the customer's branch, with a new NUBAN account number."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button tone="primary" disabled={saving} onClick={open}>
            {saving ? 'Opening…' : 'Open account'}
          </Button>
        </>
      }
    >
      {generalFailure && <Notice tone="danger">{generalFailure}</Notice>}
      <form className={styles.inlineForm} onSubmit={find} aria-label="Find a customer">
        <div className={styles.grow}>
          <Field
            label="Customer"
            type="search"
            value={text}
            maxLength={120}
            placeholder="Name, customer number, phone, email or BVN"
            error={problems.search}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={search.matches('loading') && searched}>
          Find
        </Button>
      </form>
      {search.matches('failed') && search.context.failure && (
        <Notice tone="danger">
          Could not search the customers: {search.context.failure.message}{' '}
          <Button size="small" onClick={() => sendSearch({ type: 'query.reload' })}>
            Try again
          </Button>
        </Notice>
      )}
      {searched && (
        <fieldset
          className={styles.fieldset}
          aria-busy={search.matches('loading')}
          aria-invalid={customerError ? true : undefined}
        >
          <legend className={styles.legend}>
            {search.matches('loading')
              ? 'Searching…'
              : matches.total === 0
                ? 'No customer matches the search.'
                : matches.total > matches.items.length
                  ? `The first ${matches.items.length} of ${matches.total} matches; choose one`
                  : 'Choose the customer'}
          </legend>
          {matches.items.length > 0 && (
            <ul className={styles.pickList}>
              {matches.items.map((item) => (
                <li key={item.id}>
                  <label className={styles.pickItem}>
                    <input
                      type="radio"
                      name="open-account-customer"
                      value={item.id}
                      checked={customer?.id === item.id}
                      disabled={item.status !== 'ACTIVE'}
                      onChange={() => setCustomer(item)}
                    />
                    <span className={styles.pickText}>
                      <strong>{item.displayName}</strong>
                      <span className={styles.muted}>
                        <span className={styles.mono}>{item.customerNumber}</span> ·{' '}
                        {item.customerType === 'CORPORATE' ? 'Corporate' : 'Individual'}
                        {item.status !== 'ACTIVE' ? ` · ${item.status.toLowerCase()}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      {customerError && <span className={fieldStyles.error}>{customerError}</span>}
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={productId}>
          Product
        </label>
        <select
          id={productId}
          className={fieldStyles.input}
          value={chosenProduct}
          aria-invalid={productError ? true : undefined}
          aria-describedby={productError ? `${productId}-error` : undefined}
          onChange={(event) => setChosenProduct(event.target.value)}
        >
          <option value="">Choose a product</option>
          {active.map((product) => (
            <option key={product.id} value={product.id}>
              {product.code} · {product.name}
            </option>
          ))}
        </select>
        {productError && (
          <span id={`${productId}-error`} className={fieldStyles.error}>
            {productError}
          </span>
        )}
      </div>
      {!nameRule.hidden && (
        <Field
          value={name}
          maxLength={120}
          placeholder={customer?.displayName ?? 'The customer’s name'}
          hint={nameRule.required ? undefined : 'Leave blank to use the customer’s name.'}
          error={errors['body.name']}
          onChange={(event) => setName(event.target.value)}
          {...controlProps(nameRule)}
          label={nameRule.label}
        />
      )}
    </Dialog>
  );
}

/** Searches once, on opening, for the customer the dialog was asked to start with. */
function useStartingCustomer(
  customerNumber: string | null,
  sendSearch: (event: { type: 'query.changed'; params: { q: string } }) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the number the dialog opened with.
  useEffect(() => {
    if (customerNumber) sendSearch({ type: 'query.changed', params: { q: customerNumber } });
  }, [customerNumber]);
}
