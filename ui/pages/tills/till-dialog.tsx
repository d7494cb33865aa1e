import { type FormEvent, useCallback, useState } from 'react';
import { createTill, type Till, updateTill } from '../../../api/tills.api';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import {
  checkTill,
  draftOfTill,
  EMPTY_TILL_DRAFT,
  type TillDraft,
  tillRequestOf,
  tillUpdateOf,
} from './till-form';

/** A new till of the branch, or an existing one's name, status and limits. */
export function TillDialog({
  till,
  branchId,
  branchName,
  onDone,
  onClose,
}: {
  till: Till | null;
  branchId: string;
  branchName: string;
  onDone: (till: Till) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState<TillDraft>(till ? draftOfTill(till) : EMPTY_TILL_DRAFT);
  const [shown, setShown] = useState(false);
  const perform = useCallback(
    (input: unknown) => {
      if (till) return updateTill(api, till.id, tillUpdateOf(input as TillDraft) ?? {});
      const request = tillRequestOf(input as TillDraft, branchId);
      if (!request) throw new Error('The till is not complete.');
      return createTill(api, request);
    },
    [api, till, branchId],
  );
  const { snapshot, send } = useRequest(perform);
  useSettled(snapshot.matches('succeeded') ? (snapshot.context.output as Till) : null, onDone);
  const busy = snapshot.matches('submitting');
  const { problems } = checkTill(draft);
  const errorOf = (field: string) => (shown ? problems[field] : undefined);
  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problems).length === 0) send({ type: 'request.submit', input: draft });
  }
  const set = (field: keyof TillDraft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const title = till ? `Edit till ${till.code}` : 'New till';
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={title}
      description={
        till
          ? 'Over the soft limit the teller is asked to drop cash; over the hard limit a deposit is refused.'
          : `A till of ${branchName}, with its own teller cash account in the ledger.`
      }
    >
      <form className={record.form} onSubmit={submit} aria-label={title} noValidate>
        <Field
          label="Code"
          value={draft.code}
          maxLength={32}
          readOnly={till !== null}
          error={errorOf('code')}
          onChange={set('code')}
        />
        <Field
          label="Name"
          value={draft.name}
          maxLength={80}
          error={errorOf('name')}
          onChange={set('name')}
        />
        <Field
          label="Soft limit (₦)"
          inputMode="decimal"
          hint="Over this the teller is asked to drop cash to the vault."
          value={draft.softLimit}
          error={errorOf('softLimit')}
          onChange={set('softLimit')}
        />
        <Field
          label="Hard limit (₦)"
          inputMode="decimal"
          hint="A deposit that takes the till over this is refused."
          value={draft.hardLimit}
          error={errorOf('hardLimit')}
          onChange={set('hardLimit')}
        />
        {till && (
          <SelectField
            label="Status"
            value={draft.active ? 'ACTIVE' : 'INACTIVE'}
            options={[
              { value: 'ACTIVE', label: 'Active: may be given to a teller' },
              { value: 'INACTIVE', label: 'Inactive' },
            ]}
            onChange={(event) =>
              setDraft((current) => ({ ...current, active: event.target.value === 'ACTIVE' }))
            }
          />
        )}
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone="primary"
          confirmLabel={till ? 'Save till' : 'Create till'}
          busyLabel="Saving…"
          onBack={onClose}
          backLabel="Cancel"
          refusal="Not saved"
        />
      </form>
    </Dialog>
  );
}
