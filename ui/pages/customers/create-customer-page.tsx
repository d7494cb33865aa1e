import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import {
  type Customer,
  type CustomerCreateRequest,
  createCustomer,
} from '../../../api/customers.api';
import { NIGERIAN_STATES, nigerianStateName } from '../../../policies/customer-edit';
import { useApi } from '../../app/api-context';
import { useAccessContext, useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { button } from '../../components/button.css';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { controlProps } from '../../components/form-rules/ruled-input';
import { useFormRules } from '../../components/form-rules/use-form-rules';
import { Notice } from '../../components/notice';
import { Card, Page } from '../../components/page';
import { canOpenAccounts, openAccountHref } from '../accounts/open-account-link';
import { type NamedCustomer, namedCustomerOf } from './customer-edit-holder';
import { type CustomerDraft, draftProblems, draftToRequest, EMPTY_DRAFT } from './customer-form';
import * as styles from './customers.css';

/**
 * The step after a customer is created: most walk-in customers came for an account, so a user
 * who may open one is offered it first, with the customer already chosen.
 */
function CustomerCreated({
  created,
  opensAccounts,
  onAnother,
}: {
  created: Customer;
  opensAccounts: boolean;
  onAnother: () => void;
}) {
  const number = created.customerNumber;
  return (
    <Page title="Customer created">
      <Card>
        <Notice tone="success">
          {created.displayName} is now customer {number}.
        </Notice>
        <p className={styles.nextSteps}>
          {opensAccounts && (
            <Link
              href={openAccountHref(number)}
              className={`${button({ tone: 'primary', size: 'small' })} ${styles.buttonLink}`}
            >
              Open an account
            </Link>
          )}
          <Link href={`/customers?q=${encodeURIComponent(number)}`}>Find them in Customers</Link>
          <Button size="small" onClick={onAnother}>
            Create another customer
          </Button>
        </p>
      </Card>
    </Page>
  );
}

/** Create Customer: an individual or a company, with the server's field errors beside each field. */
export default function CreateCustomerPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const api = useApi();
  const opensAccounts = canOpenAccounts(useAccessContext());
  const { branch } = useActors();
  const activeBranchId = useSelector(branch, (snapshot) => snapshot.context.activeBranchId);
  // A BVN already registered names its holder when the user may see them (decision 049).
  const [holder, setHolder] = useState<NamedCustomer | null>(null);
  const { snapshot: request, send } = useRequest(async (input) => {
    try {
      return await createCustomer(api, input as CustomerCreateRequest);
    } catch (error) {
      setHolder(namedCustomerOf(error));
      throw error;
    }
  });
  const [draft, setDraft] = useState<CustomerDraft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const created = request.matches('succeeded') ? (request.context.output as Customer) : null;
  const errors = { ...(request.context.failure?.fieldErrors ?? {}), ...problems };
  const set = (name: keyof CustomerDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const individual = draft.customerType === 'INDIVIDUAL';
  // The tenant's rules are for the individual form; a company's fields keep the server's own.
  const rules = useFormRules(individual ? 'customer.create' : null);
  const field = (
    name: keyof CustomerDraft,
    label: string,
    extra: Record<string, unknown> = {},
    path: string = name,
  ) => {
    const ruled = rules.input(path, label);
    if (ruled.hidden) return null;
    return (
      <Field
        label={ruled.label}
        value={String(draft[name])}
        onChange={set(name)}
        error={errors[`body.${path}`]}
        {...extra}
        {...controlProps(ruled)}
      />
    );
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = draftToRequest(draft, activeBranchId);
    const found = { ...rules.check(input), ...draftProblems(draft) };
    setProblems(found);
    if (Object.keys(found).length === 0) send({ type: 'request.submit', input });
  }
  function startOver() {
    setDraft(EMPTY_DRAFT);
    setProblems({});
    send({ type: 'request.reset' });
  }

  if (created) {
    return (
      <CustomerCreated created={created} opensAccounts={opensAccounts} onAnother={startOver} />
    );
  }

  return (
    <Page
      title={route.title}
      description="Onboard an individual or a company into the active branch."
    >
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          {request.context.failure && holder && (
            <Notice tone="danger">
              This BVN already belongs to{' '}
              <Link href={`/customer/${holder.customerId}`}>
                {holder.displayName} ({holder.customerNumber})
              </Link>
              .
            </Notice>
          )}
          {request.context.failure && !holder && (
            <Notice tone="danger">{request.context.failure.message}</Notice>
          )}
          <fieldset className={styles.tabs}>
            <legend className={fieldStyles.label}>Customer type</legend>
            {(['INDIVIDUAL', 'CORPORATE'] as const).map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  name="customerType"
                  value={type}
                  checked={draft.customerType === type}
                  onChange={() => setDraft((current) => ({ ...current, customerType: type }))}
                />{' '}
                {type === 'INDIVIDUAL' ? 'Individual' : 'Corporate'}
              </label>
            ))}
          </fieldset>
          <div className={styles.grid}>
            {individual ? (
              <>
                {field('firstName', 'First name', { maxLength: 120 })}
                {field('middleName', 'Middle name', { maxLength: 120 })}
                {field('lastName', 'Last name', { maxLength: 120 })}
                <div className={fieldStyles.field}>
                  <label className={fieldStyles.label} htmlFor="gender">
                    Gender
                  </label>
                  <select
                    id="gender"
                    className={fieldStyles.input}
                    value={draft.gender}
                    onChange={set('gender')}
                    aria-invalid={errors['body.gender'] ? true : undefined}
                  >
                    <option value="">Choose…</option>
                    <option value="FEMALE">Female</option>
                    <option value="MALE">Male</option>
                  </select>
                  {errors['body.gender'] && (
                    <span className={fieldStyles.error}>{errors['body.gender']}</span>
                  )}
                </div>
                <DateField
                  label="Date of birth"
                  value={draft.dateOfBirth}
                  onChange={(iso) => setDraft((current) => ({ ...current, dateOfBirth: iso }))}
                  error={errors['body.dateOfBirth']}
                />
                {field('bvn', 'BVN', { inputMode: 'numeric', maxLength: 11, hint: '11 digits' })}
                {field('nin', 'NIN', {
                  inputMode: 'numeric',
                  maxLength: 11,
                  hint: 'Needed for KYC tier 2 and 3',
                })}
                <div className={fieldStyles.field}>
                  <label className={fieldStyles.label} htmlFor="kyc-tier">
                    KYC tier
                  </label>
                  <select
                    id="kyc-tier"
                    className={fieldStyles.input}
                    value={draft.kycTier}
                    onChange={set('kycTier')}
                  >
                    <option value="1">Tier 1</option>
                    <option value="2">Tier 2</option>
                    <option value="3">Tier 3</option>
                  </select>
                </div>
              </>
            ) : (
              <>
                {field('companyName', 'Company name', { maxLength: 120 })}
                {field('rcNumber', 'RC number', {
                  maxLength: 10,
                  hint: 'CAC registration, e.g. RC123456',
                })}
                {field('tin', 'TIN', { maxLength: 13 })}
                {field('director', 'Director', { maxLength: 120 })}
              </>
            )}
            {field('phone', 'Phone', { type: 'tel', maxLength: 14 })}
            {field('email', 'Email', { type: 'email', maxLength: 254 })}
            {field('line1', 'Street address', { maxLength: 120 }, 'address.line1')}
            {field('city', 'City', { maxLength: 64 }, 'address.city')}
            <div className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor="state">
                State
              </label>
              <select
                id="state"
                className={fieldStyles.input}
                value={draft.state}
                onChange={set('state')}
              >
                {NIGERIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {nigerianStateName(state)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div>
            <Button type="submit" tone="primary" disabled={request.matches('submitting')}>
              {request.matches('submitting') ? 'Creating…' : 'Create customer'}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
