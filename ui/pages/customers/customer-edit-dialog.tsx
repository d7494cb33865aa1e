import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import {
  type Customer,
  type CustomerChanges,
  type CustomerEditResult,
  updateCustomer,
} from '../../../api/customers.api';
import type { Failure } from '../../../machines/failure';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { Button } from '../../components/button';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import { Notice } from '../../components/notice';
import * as record from '../../components/record.css';
import { type NamedCustomer, namedCustomerOf } from './customer-edit-holder';

/** A field of the customer as text, for a form to start from ('' when it has none). */
export function textOf(customer: Customer, key: string): string {
  const value = (customer as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
}

/** One edit of the customer at the version the dialog read, and what became of it. */
export function useCustomerEdit(customer: Customer, onDone: (result: CustomerEditResult) => void) {
  const api = useApi();
  const [holder, setHolder] = useState<NamedCustomer | null>(null);
  const { snapshot, send } = useRequest(async (input) => {
    try {
      return await updateCustomer(api, customer.id, customer.version, input as CustomerChanges);
    } catch (error) {
      setHolder(namedCustomerOf(error));
      throw error;
    }
  });
  const result = snapshot.matches('succeeded')
    ? (snapshot.context.output as CustomerEditResult)
    : null;
  useSettled(result, onDone);
  return {
    failure: snapshot.context.failure,
    busy: snapshot.matches('submitting'),
    holder,
    fieldError: (name: string) => snapshot.context.failure?.fieldErrors[`body.changes.${name}`],
    submit: (changes: CustomerChanges) => send({ type: 'request.submit', input: changes }),
  };
}

/** Why the server refused, in the words that help: a stale edit, or who already holds the BVN. */
function Refusal({
  failure,
  holder,
  onReload,
}: {
  failure: Failure;
  holder: NamedCustomer | null;
  onReload: () => void;
}) {
  if (failure.code === 'customer_version_conflict') {
    return (
      <Notice tone="danger">
        {failure.message}{' '}
        <Button size="small" onClick={onReload}>
          Reload
        </Button>
      </Notice>
    );
  }
  if (holder) {
    return (
      <Notice tone="danger">
        This BVN already belongs to{' '}
        <Link href={`/customer/${holder.customerId}`}>
          {holder.displayName} ({holder.customerNumber})
        </Link>
        .
      </Notice>
    );
  }
  return null;
}

/**
 * The frame of every edit dialog of a customer: its fields, a note of what happens next, then
 * the refusal (a stale edit offers to reload) and Cancel and the button that sends.
 */
export function CustomerEditDialog({
  title,
  description,
  confirmLabel,
  edit,
  problem,
  onSubmit,
  onClose,
  onReload,
  children,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  edit: ReturnType<typeof useCustomerEdit>;
  /** A problem found before sending (nothing changed). */
  problem: string | null;
  onSubmit: () => void;
  onClose: () => void;
  onReload: () => void;
  children: ReactNode;
}) {
  const special =
    edit.failure && (edit.failure.code === 'customer_version_conflict' || edit.holder !== null);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog open onOpenChange={(open) => open || onClose()} title={title} description={description}>
      <form className={record.form} onSubmit={submit} noValidate>
        {children}
        {problem && <Notice tone="danger">{problem}</Notice>}
        {special && edit.failure && (
          <Refusal failure={edit.failure} holder={edit.holder} onReload={onReload} />
        )}
        <ConfirmFooter
          failure={special ? null : edit.failure}
          busy={edit.busy}
          tone="primary"
          confirmLabel={confirmLabel}
          busyLabel="Saving…"
          onBack={onClose}
          backLabel="Cancel"
          refusal="Not saved"
        />
      </form>
    </Dialog>
  );
}
