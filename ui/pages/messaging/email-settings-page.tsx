import {
  type EmailSettings,
  getEmailSettings,
  type SmtpTlsMode,
  saveEmailSettings,
  testEmailSettings,
} from '../../../api/messaging.api';
import { useApi } from '../../app/api-context';
import type { PageProps } from '../../app/page-props';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { SavedSettingsPage, SaveNotices, SaveRow } from '../../components/settings/saved-settings';
import * as settings from '../../components/settings/settings.css';
import {
  type EmailForm,
  emailFormOf,
  emailFormProblems,
  emailSaveRequestOf,
  PASSWORD_KEPT,
  TLS_MODE_OPTIONS,
  USUAL_PORT,
} from './email-form';
import * as styles from './messaging.css';
import { TestSendCard } from './test-send-card';
import { type Setter as SetterOf, useSettingsForm } from './use-settings-form';

type Setter = SetterOf<EmailForm>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function ServerFields({
  form,
  set,
  errors,
}: {
  form: EmailForm;
  set: Setter;
  errors: Record<string, string>;
}) {
  function setMode(mode: SmtpTlsMode) {
    // The port follows the mode while it is still the usual port of the mode before.
    if (form.port === USUAL_PORT[form.tlsMode]) set('port', USUAL_PORT[mode]);
    set('tlsMode', mode);
  }
  return (
    <div className={settings.fields}>
      <div className={settings.wide}>
        <Field
          id="smtp-host"
          label="Host"
          hint="The mail server's name or address."
          maxLength={253}
          autoComplete="off"
          spellCheck={false}
          value={form.host}
          error={errors.host}
          onChange={(event) => set('host', event.target.value)}
        />
      </div>
      <SelectField
        id="smtp-tls"
        label="Encryption"
        hint="StartTLS upgrades the connection; TLS encrypts from the start."
        value={form.tlsMode}
        options={TLS_MODE_OPTIONS}
        error={errors.tlsMode}
        onChange={(event) => setMode(event.target.value as SmtpTlsMode)}
      />
      <Field
        id="smtp-port"
        label="Port number"
        inputMode="numeric"
        maxLength={5}
        value={form.port}
        error={errors.port}
        onChange={(event) => set('port', event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}

function SignInFields({
  form,
  set,
  errors,
  saved,
}: {
  form: EmailForm;
  set: Setter;
  errors: Record<string, string>;
  saved: EmailSettings;
}) {
  return (
    <div className={settings.fields}>
      <Field
        id="smtp-user"
        label="User"
        hint="Leave empty when the server takes mail without signing in."
        maxLength={200}
        autoComplete="off"
        spellCheck={false}
        value={form.username}
        error={errors.username}
        onChange={(event) => set('username', event.target.value)}
      />
      <Field
        id="smtp-password"
        label="Password"
        hint={saved.passwordSet ? PASSWORD_KEPT : 'Never shown again once saved.'}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        placeholder={saved.passwordSet ? '••••••••' : 'Not set'}
        value={form.password}
        error={errors.password}
        onChange={(event) => set('password', event.target.value)}
      />
    </div>
  );
}

function SenderFields({
  form,
  set,
  errors,
}: {
  form: EmailForm;
  set: Setter;
  errors: Record<string, string>;
}) {
  return (
    <>
      <div className={settings.fields}>
        <Field
          id="smtp-from-address"
          label="Sender address"
          type="email"
          maxLength={254}
          autoComplete="off"
          value={form.fromAddress}
          error={errors.fromAddress}
          onChange={(event) => set('fromAddress', event.target.value)}
        />
        <Field
          id="smtp-from-name"
          label="Sender name"
          hint="What customers see as the sender."
          maxLength={100}
          value={form.fromName}
          error={errors.fromName}
          onChange={(event) => set('fromName', event.target.value)}
        />
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={form.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        <span>Send email (while off, no message is queued by email)</span>
      </label>
    </>
  );
}

function EmailSettingsCard({
  saved,
  onSaved,
}: {
  saved: EmailSettings;
  onSaved: (next: EmailSettings) => void;
}) {
  const api = useApi();
  const { form, set, errors, snapshot, submit } = useSettingsForm({
    saved,
    formOf: emailFormOf,
    problemsOf: emailFormProblems,
    save: (input: EmailForm) => saveEmailSettings(api, emailSaveRequestOf(input)),
    onSaved,
  });
  const failure = snapshot.context.failure;

  return (
    <Card title="Mail server">
      <form className={settings.form} onSubmit={submit} aria-label="Mail server" noValidate>
        {!saved.configured && (
          <Notice tone="warning">
            The mail server is not set up: no alert or password is sent by email until it is saved.
          </Notice>
        )}
        <SaveNotices
          succeeded={
            snapshot.matches('succeeded') ? 'The mail server settings have been saved.' : null
          }
          failure={failure}
        />
        <ServerFields form={form} set={set} errors={errors} />
        <SignInFields form={form} set={set} errors={errors} saved={saved} />
        <SenderFields form={form} set={set} errors={errors} />
        <SaveRow
          saving={snapshot.matches('submitting')}
          updatedAt={saved.updatedAt}
          updatedBy={saved.updatedBy}
        />
      </form>
    </Card>
  );
}

/** The tenant's mail server: the settings, and a test message to an address. */
export default function EmailSettingsPage(props: PageProps) {
  const api = useApi();
  return (
    <SavedSettingsPage
      {...props}
      description="The mail server this bank sends alerts, one-time passwords and approval requests through."
      what="the mail server settings"
      load={getEmailSettings}
    >
      {(saved, setSaved) => (
        <>
          <EmailSettingsCard saved={saved} onSaved={(next) => setSaved(() => next)} />
          <TestSendCard
            id="smtp-test-to"
            label="Send to"
            hint="An email address that should receive the test."
            inputMode="email"
            configured={saved.configured}
            check={(to) => (EMAIL.test(to) ? null : 'Enter an email address.')}
            send={(to) => testEmailSettings(api, { to })}
          />
        </>
      )}
    </SavedSettingsPage>
  );
}
