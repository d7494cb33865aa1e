import { useState } from 'react';
import type {
  Customer,
  CustomerChanges,
  CustomerEditResult,
  CustomerTierReadiness,
} from '../../../api/customers.api';
import {
  CUSTOMER_FIELD_LABELS,
  NIGERIAN_STATES,
  nigerianStateName,
} from '../../../policies/customer-edit';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { SelectField } from '../../components/select-field';
import { CustomerEditDialog, textOf, useCustomerEdit } from './customer-edit-dialog';

interface EditProps {
  readonly customer: Customer;
  readonly onDone: (result: CustomerEditResult) => void;
  readonly onClose: () => void;
  readonly onReload: () => void;
}

const STATE_OPTIONS = NIGERIAN_STATES.map((key) => ({ value: key, label: nigerianStateName(key) }));
const NOTHING_CHANGED = 'Change at least one field, or cancel.';

type Address = NonNullable<CustomerChanges['address']>;

/** Phone, e-mail and address: saved at once. */
export function ContactDialog({ customer, onDone, onClose, onReload }: EditProps) {
  const edit = useCustomerEdit(customer, onDone);
  const address = (customer as { address: Address }).address;
  const [draft, setDraft] = useState({
    phone: customer.phone,
    email: textOf(customer, 'email'),
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    state: address.state as string,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  function submit() {
    const changes: Record<string, unknown> = {};
    if (draft.phone.trim() !== customer.phone) changes.phone = draft.phone.trim();
    const email = draft.email.trim();
    if (email !== '' && email !== textOf(customer, 'email')) changes.email = email;
    const next: Address = {
      ...address,
      line1: draft.line1.trim(),
      city: draft.city.trim(),
      state: draft.state as Address['state'],
    };
    if (draft.line2.trim()) next.line2 = draft.line2.trim();
    else delete next.line2;
    if (JSON.stringify(next) !== JSON.stringify(address)) changes.address = next;
    if (Object.keys(changes).length === 0) return setProblem(NOTHING_CHANGED);
    setProblem(null);
    edit.submit(changes as CustomerChanges);
  }

  return (
    <CustomerEditDialog
      title="Edit contact details"
      description={`${customer.displayName}. Contact details change at once.`}
      confirmLabel="Save contact details"
      edit={edit}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      onReload={onReload}
    >
      <Field
        label={CUSTOMER_FIELD_LABELS.phone}
        value={draft.phone}
        onChange={set('phone')}
        error={edit.fieldError('phone')}
        maxLength={14}
      />
      <Field
        label={CUSTOMER_FIELD_LABELS.email}
        type="email"
        value={draft.email}
        onChange={set('email')}
        error={edit.fieldError('email')}
        maxLength={254}
      />
      <Field
        label="Address line 1"
        value={draft.line1}
        onChange={set('line1')}
        error={edit.fieldError('address.line1')}
        maxLength={120}
      />
      <Field
        label="Address line 2"
        value={draft.line2}
        onChange={set('line2')}
        error={edit.fieldError('address.line2')}
        maxLength={120}
      />
      <Field
        label="City"
        value={draft.city}
        onChange={set('city')}
        error={edit.fieldError('address.city')}
        maxLength={64}
      />
      <SelectField
        label="State"
        value={draft.state}
        onChange={set('state')}
        options={STATE_OPTIONS}
        error={edit.fieldError('address.state')}
      />
    </CustomerEditDialog>
  );
}

const INDIVIDUAL_IDENTITY = ['firstName', 'middleName', 'lastName', 'bvn', 'nin'] as const;
type IdentityText = (typeof INDIVIDUAL_IDENTITY)[number] | 'companyName' | 'dateOfBirth';

/** Names, date of birth, BVN and NIN (or a company's name): sent for a checker's approval. */
export function IdentityDialog({ customer, onDone, onClose, onReload }: EditProps) {
  const edit = useCustomerEdit(customer, onDone);
  const corporate = customer.customerType === 'CORPORATE';
  const fields: readonly IdentityText[] = corporate
    ? ['companyName']
    : [...INDIVIDUAL_IDENTITY, 'dateOfBirth'];
  const [draft, setDraft] = useState(
    () => Object.fromEntries(fields.map((f) => [f, textOf(customer, f)])) as Record<string, string>,
  );
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    const changes: Record<string, unknown> = {};
    for (const field of fields) {
      const value = (draft[field] ?? '').trim();
      if (value === textOf(customer, field)) continue;
      if (value === '' && field !== 'middleName') continue;
      changes[field] = value === '' ? null : value;
    }
    if (Object.keys(changes).length === 0) return setProblem(NOTHING_CHANGED);
    setProblem(null);
    edit.submit(changes as CustomerChanges);
  }

  const text = (field: IdentityText, maxLength: number) => (
    <Field
      key={field}
      label={CUSTOMER_FIELD_LABELS[field]}
      value={draft[field] ?? ''}
      onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
      error={edit.fieldError(field)}
      maxLength={maxLength}
      inputMode={field === 'bvn' || field === 'nin' ? 'numeric' : undefined}
    />
  );
  return (
    <CustomerEditDialog
      title="Change identity details"
      description={`${customer.displayName}. A second person approves these before they apply.`}
      confirmLabel="Send for approval"
      edit={edit}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      onReload={onReload}
    >
      {corporate ? (
        text('companyName', 120)
      ) : (
        <>
          {text('firstName', 120)}
          {text('middleName', 120)}
          {text('lastName', 120)}
          <DateField
            label={CUSTOMER_FIELD_LABELS.dateOfBirth}
            value={draft.dateOfBirth ?? ''}
            onChange={(iso) => setDraft((current) => ({ ...current, dateOfBirth: iso }))}
            error={edit.fieldError('dateOfBirth')}
          />
          {text('bvn', 11)}
          {text('nin', 11)}
        </>
      )}
    </CustomerEditDialog>
  );
}

/** The next tier, with what still stands in its way; a compliance officer approves it. */
export function TierDialog({
  customer,
  readiness,
  onDone,
  onClose,
  onReload,
}: EditProps & { readonly readiness: CustomerTierReadiness }) {
  const edit = useCustomerEdit(customer, onDone);
  const { currentTier, nextTier, blockers } = readiness;
  const blocked = blockers.length > 0 || nextTier === null;
  return (
    <CustomerEditDialog
      title="Upgrade tier"
      description={`${customer.displayName}: Tier ${currentTier} to Tier ${nextTier}. A compliance officer approves the new tier before it applies.`}
      confirmLabel="Send for approval"
      edit={edit}
      problem={blocked ? 'The customer cannot move to the next tier yet.' : null}
      onSubmit={() => !blocked && nextTier !== null && edit.submit({ kycTier: nextTier })}
      onClose={onClose}
      onReload={onReload}
    >
      {blockers.length > 0 ? (
        <Notice tone="warning">
          <ul>
            {blockers.map((blocker) => (
              <li key={blocker.code}>{blocker.message}</li>
            ))}
          </ul>
        </Notice>
      ) : (
        <Notice tone="info">Nothing stands in the way of Tier {nextTier}.</Notice>
      )}
    </CustomerEditDialog>
  );
}
