import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { GlAccount } from '../../../api/coa.api';
import { type GlMapping, type GlMappingSaveRequest, saveGlMapping } from '../../../api/glmap.api';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import * as fieldStyles from '../../components/field.css';
import { Notice } from '../../components/notice';
import * as styles from './gl.css';
import { GL_EVENT_LABELS, GL_EVENTS, type GlEvent } from './gl-events';
import { accountLabel, postableAccounts } from './gl-format';
import { AccountSelect } from './gl-parts';

interface Values {
  event: GlEvent | '';
  debitAccountId: string;
  creditAccountId: string;
}

/**
 * Saves the GL mapping of one event for the whole tenant (productId null): the account debited
 * and the account credited when the event posts. Saving an event that is mapped replaces it.
 */
export function GlMappingDialog({
  mapping,
  mappings,
  accounts,
  onClose,
  onSaved,
}: {
  mapping: GlMapping | null;
  mappings: readonly GlMapping[];
  accounts: readonly GlAccount[];
  onClose: () => void;
  onSaved: (mapping: GlMapping) => void;
}) {
  const api = useApi();
  const eventId = useId();
  const { snapshot: request, send } = useRequest((input) =>
    saveGlMapping(api, input as GlMappingSaveRequest),
  );
  const [values, setValues] = useState<Values>(() => ({
    event: mapping?.event ?? '',
    debitAccountId: mapping?.debitAccountId ?? '',
    creditAccountId: mapping?.creditAccountId ?? '',
  }));
  const [checked, setChecked] = useState(false);
  // The accounts mapped now stay selectable even if no longer active, so editing shows them.
  const choices = useMemo(
    () =>
      accounts.filter(
        (account) =>
          postableAccounts([account]).length > 0 ||
          account.id === mapping?.debitAccountId ||
          account.id === mapping?.creditAccountId,
      ),
    [accounts, mapping],
  );
  const byId = useMemo(() => new Map(accounts.map((item) => [item.id, item])), [accounts]);
  const saved = request.matches('succeeded') ? (request.context.output as GlMapping) : null;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const productId = mapping?.productId ?? null;
  const replaced = mappings.find(
    (item) =>
      item.event === values.event && item.productId === productId && item.id !== mapping?.id,
  );
  const failure = request.context.failure;
  const errors = failure?.fieldErrors ?? {};
  const local = {
    event: values.event ? undefined : 'Choose the event.',
    debit: values.debitAccountId ? undefined : 'Choose the account to debit.',
    credit: !values.creditAccountId
      ? 'Choose the account to credit.'
      : values.creditAccountId === values.debitAccountId
        ? 'Debit and credit must be different accounts.'
        : undefined,
  };
  const show = (message: string | undefined) => (checked ? message : undefined);
  const creditError =
    show(local.credit) ??
    errors['body.creditAccountId'] ??
    (failure?.code === 'debit_and_credit_account_same' ? failure.message : undefined);
  const saving = request.matches('submitting');

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (local.event || local.debit || local.credit || !values.event) return;
    const body: GlMappingSaveRequest = {
      productId,
      event: values.event,
      debitAccountId: values.debitAccountId,
      creditAccountId: values.creditAccountId,
    };
    send({ type: 'request.submit', input: body });
  }

  const describe = (id: string) => {
    const account = byId.get(id);
    return account ? accountLabel(account) : id;
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={mapping ? `Edit mapping: ${GL_EVENT_LABELS[mapping.event]}` : 'New GL mapping'}
      description="When the event posts, the debit account is debited and the credit account credited. This mapping applies to all products."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure && <Notice tone="danger">{failure.message}</Notice>}
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={eventId}>
            Event
          </label>
          <select
            id={eventId}
            className={fieldStyles.input}
            value={values.event}
            disabled={mapping !== null}
            aria-invalid={show(local.event) || errors['body.event'] ? true : undefined}
            onChange={(event) =>
              setValues((current) => ({ ...current, event: event.target.value as GlEvent }))
            }
          >
            <option value="">Choose an event</option>
            {GL_EVENTS.map((item) => (
              <option key={item} value={item}>
                {GL_EVENT_LABELS[item]}
              </option>
            ))}
          </select>
          {(show(local.event) ?? errors['body.event']) && (
            <span className={fieldStyles.error}>{show(local.event) ?? errors['body.event']}</span>
          )}
        </div>
        {replaced && (
          <Notice tone="warning">
            Saving replaces the current mapping of this event: debit{' '}
            {describe(replaced.debitAccountId)}, credit {describe(replaced.creditAccountId)}.
          </Notice>
        )}
        <AccountSelect
          label="Debit account"
          accounts={choices}
          value={values.debitAccountId}
          placeholder="Choose the account to debit"
          error={show(local.debit) ?? errors['body.debitAccountId']}
          onChange={(debitAccountId) => setValues((current) => ({ ...current, debitAccountId }))}
        />
        <AccountSelect
          label="Credit account"
          accounts={choices}
          value={values.creditAccountId}
          placeholder="Choose the account to credit"
          error={creditError}
          onChange={(creditAccountId) => setValues((current) => ({ ...current, creditAccountId }))}
        />
        <p className={styles.muted}>Only active postable accounts are offered.</p>
        <div className={styles.footer}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" tone="primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save mapping'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
