import { type FormEvent, useState } from 'react';
import {
  type IdentityService,
  type IdentityServiceTestResult,
  saveIdentityService,
  testIdentityService,
} from '../../../api/identity-checks.api';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import { SaveNotices, SaveRow } from '../../components/settings/saved-settings';
import * as styles from '../../components/settings/settings.css';
import {
  type IdentityServiceForm,
  identityFormOf,
  identityFormProblems,
  identitySaveRequestOf,
} from './identity-service-form';

type Setter = (field: keyof IdentityServiceForm, value: string) => void;

const TITLES = { bvn: 'BVN validation (NIBSS)', nin: 'NIN identity search (NIMC)' } as const;

function SecretField({
  id,
  label,
  value,
  saved,
  error,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  saved: boolean;
  error: string | undefined;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      id={id}
      label={label}
      hint={saved ? 'Leave empty to keep the saved one.' : 'Never shown again once saved.'}
      type="password"
      autoComplete="new-password"
      maxLength={maxLength}
      placeholder={saved ? '•••• saved' : 'Not set'}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function ServiceFields({
  saved,
  form,
  set,
  errors,
}: {
  saved: IdentityService;
  form: IdentityServiceForm;
  set: Setter;
  errors: Record<string, string>;
}) {
  const key = saved.service;
  return (
    <div className={styles.fields}>
      <div className={styles.wide}>
        <Field
          id={`${key}-endpoint`}
          label="Service address"
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
        id={`${key}-organisation`}
        label={key === 'bvn' ? 'Organisation code' : 'Org ID'}
        maxLength={40}
        value={form.organisationCode}
        error={errors.organisationCode}
        onChange={(event) => set('organisationCode', event.target.value)}
      />
      {key === 'nin' && (
        <Field
          id="nin-username"
          label="Username"
          maxLength={100}
          autoComplete="off"
          value={form.username}
          error={errors.username}
          onChange={(event) => set('username', event.target.value)}
        />
      )}
      <Field
        id={`${key}-timeout`}
        label="Timeout (seconds)"
        inputMode="numeric"
        maxLength={3}
        value={form.timeoutSeconds}
        error={errors.timeoutMs}
        onChange={(event) => set('timeoutSeconds', event.target.value.replace(/\D/g, ''))}
      />
      <SecretField
        id={`${key}-password`}
        label="Password"
        value={form.password}
        saved={saved.secretsSet}
        error={errors.password}
        maxLength={200}
        onChange={(value) => set('password', value)}
      />
      {key === 'bvn' && (
        <>
          <SecretField
            id="bvn-aes-key"
            label="AES key"
            value={form.aesKey}
            saved={saved.secretsSet}
            error={errors.aesKey}
            maxLength={16}
            onChange={(value) => set('aesKey', value)}
          />
          <SecretField
            id="bvn-iv-key"
            label="IV key"
            value={form.ivKey}
            saved={saved.secretsSet}
            error={errors.ivKey}
            maxLength={16}
            onChange={(value) => set('ivKey', value)}
          />
        </>
      )}
    </div>
  );
}

function TestOutcome({ result }: { result: IdentityServiceTestResult }) {
  const tone = result.ok ? 'success' : 'danger';
  const after = `(${result.latencyMs} ms${result.responseCode ? `, code ${result.responseCode}` : ''})`;
  return (
    <Notice tone={tone}>
      {result.message} {after}
    </Notice>
  );
}

function TestButton({ saved }: { saved: IdentityService }) {
  const api = useApi();
  const { snapshot, send } = useRequest(() => testIdentityService(api, saved.service));
  const testing = snapshot.matches('submitting');
  const result = snapshot.matches('succeeded')
    ? (snapshot.context.output as IdentityServiceTestResult)
    : null;
  const failure = snapshot.context.failure;
  return (
    <>
      <Button
        tone="secondary"
        disabled={testing || !saved.configured}
        onClick={() => send({ type: 'request.submit', input: null })}
      >
        {testing ? 'Testing…' : 'Test connection'}
      </Button>
      {result && <TestOutcome result={result} />}
      {failure && <Notice tone="danger">{failure.message}</Notice>}
    </>
  );
}

/** One service's connection: its settings, saved with secrets never shown back, and a test. */
export function IdentityServiceCard({
  saved,
  onSaved,
}: {
  saved: IdentityService;
  onSaved: (next: IdentityService) => void;
}) {
  const api = useApi();
  const key = saved.service;
  const [form, setForm] = useState(() => identityFormOf(saved));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { snapshot, send } = useRequest(async (input) => {
    const next = await saveIdentityService(
      api,
      key,
      identitySaveRequestOf(key, input as IdentityServiceForm),
    );
    onSaved(next);
    setForm(identityFormOf(next));
    return next;
  });
  const failure = snapshot.context.failure;
  const saving = snapshot.matches('submitting');
  const errors = { ...failure?.fieldErrors, ...problems };
  const set: Setter = (field, value) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = identityFormProblems(key, form, saved.secretsSet);
    setProblems(found);
    if (Object.keys(found).length === 0) send({ type: 'request.submit', input: form });
  }

  return (
    <Card title={TITLES[key]}>
      <form className={styles.form} onSubmit={submit} aria-label={TITLES[key]} noValidate>
        {!saved.configured && (
          <Notice tone="warning">
            Not set up: customers' {key.toUpperCase()} checks are refused until it is saved.
          </Notice>
        )}
        <SaveNotices
          succeeded={snapshot.matches('succeeded') ? 'The settings have been saved.' : null}
          failure={failure}
        />
        <ServiceFields saved={saved} form={form} set={set} errors={errors} />
        <SaveRow saving={saving} updatedAt={saved.updatedAt} updatedBy={saved.updatedBy} />
        <div className={styles.actions}>
          <TestButton saved={saved} />
        </div>
      </form>
    </Card>
  );
}
