import { type FormEvent, useState } from 'react';
import {
  getPaymentIntegration,
  type PaymentIntegration,
  savePaymentIntegration,
} from '../../../api/integrations.api';
import { useApi } from '../../app/api-context';
import type { PageProps } from '../../app/page-props';
import { useRequest } from '../../app/use-request';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import { SavedSettingsPage, SaveNotices, SaveRow } from '../../components/settings/saved-settings';
import * as styles from '../../components/settings/settings.css';
import {
  formOf,
  formProblems,
  type PaymentForm,
  SECRET_MIN_LENGTH,
  savedSecretText,
  saveRequestOf,
} from './payment-form';
import { PaymentTestCard } from './payment-test-card';

type Setter = (field: keyof PaymentForm, value: string) => void;

function ConnectionFields({
  form,
  set,
  errors,
  saved,
}: {
  form: PaymentForm;
  set: Setter;
  errors: Record<string, string>;
  saved: PaymentIntegration;
}) {
  const secretText = savedSecretText(saved);
  return (
    <div className={styles.fields}>
      <div className={styles.wide}>
        <Field
          id="nip-endpoint"
          label="Switch endpoint"
          hint="The NIP switch's address; each message is posted to it."
          type="url"
          maxLength={300}
          autoComplete="off"
          spellCheck={false}
          value={form.endpoint}
          error={errors.endpoint}
          onChange={(event) => set('endpoint', event.target.value)}
        />
      </div>
      <Field
        id="nip-institution"
        label="Our institution code"
        hint="This bank's 6-digit NIP code."
        inputMode="numeric"
        maxLength={6}
        value={form.institutionCode}
        error={errors.institutionCode}
        onChange={(event) => set('institutionCode', event.target.value.replace(/\D/g, ''))}
      />
      <Field
        id="nip-channel"
        label="Channel code"
        hint="1 is internet banking."
        inputMode="numeric"
        maxLength={2}
        value={form.channelCode}
        error={errors.channelCode}
        onChange={(event) => set('channelCode', event.target.value.replace(/\D/g, ''))}
      />
      <Field
        id="nip-timeout"
        label="Timeout (seconds)"
        hint="How long to wait for the switch's answer."
        inputMode="numeric"
        maxLength={3}
        value={form.timeoutSeconds}
        error={errors.timeoutMs}
        onChange={(event) => set('timeoutSeconds', event.target.value.replace(/\D/g, ''))}
      />
      <Field
        id="nip-secret"
        label="Shared secret"
        hint={
          secretText
            ? 'Leave empty to keep the saved secret.'
            : `Signs every message; at least ${SECRET_MIN_LENGTH} characters.`
        }
        type="password"
        autoComplete="new-password"
        maxLength={200}
        placeholder={secretText || 'Not set'}
        value={form.sharedSecret}
        error={errors.sharedSecret}
        onChange={(event) => set('sharedSecret', event.target.value)}
      />
    </div>
  );
}

function ConnectionCard({
  saved,
  onSaved,
}: {
  saved: PaymentIntegration;
  onSaved: (next: PaymentIntegration) => void;
}) {
  const api = useApi();
  const [form, setForm] = useState(() => formOf(saved));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { snapshot, send } = useRequest(async (input) => {
    const next = await savePaymentIntegration(api, saveRequestOf(input as PaymentForm));
    onSaved(next);
    setForm(formOf(next));
    return next;
  });
  const failure = snapshot.context.failure;
  const saving = snapshot.matches('submitting');
  const errors = { ...failure?.fieldErrors, ...problems };
  const set: Setter = (field, value) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = formProblems(form);
    setProblems(found);
    if (Object.keys(found).length === 0) send({ type: 'request.submit', input: form });
  }

  return (
    <Card title="NIP switch connection">
      <form className={styles.form} onSubmit={submit} aria-label="NIP switch connection" noValidate>
        {!saved.configured && (
          <Notice tone="warning">
            The connection is not set up: interbank transfers and name enquiries are refused until
            it is saved.
          </Notice>
        )}
        <SaveNotices
          succeeded={
            snapshot.matches('succeeded') ? 'The connection settings have been saved.' : null
          }
          failure={failure}
        />
        <ConnectionFields form={form} set={set} errors={errors} saved={saved} />
        <SaveRow saving={saving} updatedAt={saved.updatedAt} updatedBy={saved.updatedBy} />
      </form>
    </Card>
  );
}

/** The tenant's connection to the NIP switch: the settings, and a test with a name enquiry. */
export default function PaymentIntegrationPage(props: PageProps) {
  return (
    <SavedSettingsPage
      {...props}
      description="How this bank reaches the NIP switch for interbank transfers and name enquiries."
      what="the connection settings"
      load={getPaymentIntegration}
    >
      {(saved, setSaved) => (
        <>
          <ConnectionCard saved={saved} onSaved={(next) => setSaved(() => next)} />
          <PaymentTestCard configured={saved.configured} />
        </>
      )}
    </SavedSettingsPage>
  );
}
