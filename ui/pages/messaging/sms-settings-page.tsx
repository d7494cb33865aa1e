import {
  getSmsSettings,
  type SmsSettings,
  saveSmsSettings,
  testSmsSettings,
} from '../../../api/messaging.api';
import { useApi } from '../../app/api-context';
import type { PageProps } from '../../app/page-props';
import { Field, useFieldFrame } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { SavedSettingsPage, SaveNotices, SaveRow } from '../../components/settings/saved-settings';
import * as settings from '../../components/settings/settings.css';
import * as styles from './messaging.css';
import {
  BODY_PLACEHOLDERS,
  METHOD_OPTIONS,
  SECRET_KEPT,
  SECRET_MIN_LENGTH,
  type SmsForm,
  smsFormOf,
  smsFormProblems,
  smsSaveRequestOf,
} from './sms-form';
import { SmsHeadersFieldset } from './sms-headers-fieldset';
import { TestSendCard } from './test-send-card';
import { type Setter as SetterOf, useSettingsForm } from './use-settings-form';

type Setter = SetterOf<SmsForm>;

const PHONE = /^(\+234|0)[789][01]\d{8}$/;
const BODY_HINT = `Sent as JSON. ${BODY_PLACEHOLDERS.map((p) => `{{${p.name}}} is ${p.meaning}`).join(', ')}.`;

function BodyTemplateField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { control, frame } = useFieldFrame('sms-body', { label: 'Body', hint: BODY_HINT, error });
  return frame(
    <textarea
      className={`${fieldStyles.textarea} ${styles.mono}`}
      {...control}
      rows={5}
      maxLength={2000}
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />,
  );
}

function WebhookFields({
  form,
  set,
  errors,
}: {
  form: SmsForm;
  set: Setter;
  errors: Record<string, string>;
}) {
  return (
    <div className={settings.fields}>
      <div className={settings.wide}>
        <Field
          id="sms-url"
          label="Webhook address"
          hint="The gateway's address each SMS is sent to."
          type="url"
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
          value={form.url}
          error={errors.url}
          onChange={(event) => set('url', event.target.value)}
        />
      </div>
      <SelectField
        id="sms-method"
        label="Method"
        hint="How the gateway expects the call."
        value={form.method}
        options={METHOD_OPTIONS}
        error={errors.method}
        onChange={(event) => set('method', event.target.value as SmsForm['method'])}
      />
      <Field
        id="sms-sender"
        label="Sender ID"
        hint="The name the SMS comes from: at most 11 letters or digits."
        maxLength={11}
        value={form.senderId}
        error={errors.senderId}
        onChange={(event) => set('senderId', event.target.value)}
      />
    </div>
  );
}

function SecretField({
  form,
  set,
  errors,
  saved,
}: {
  form: SmsForm;
  set: Setter;
  errors: Record<string, string>;
  saved: SmsSettings;
}) {
  return (
    <div className={settings.fields}>
      <Field
        id="sms-secret"
        label="Shared secret"
        hint={
          saved.secretSet
            ? SECRET_KEPT
            : `Signs every call (HMAC); at least ${SECRET_MIN_LENGTH} characters.`
        }
        type="password"
        autoComplete="new-password"
        maxLength={200}
        placeholder={saved.secretSet ? '••••••••' : 'Not set'}
        value={form.sharedSecret}
        error={errors.sharedSecret}
        onChange={(event) => set('sharedSecret', event.target.value)}
      />
    </div>
  );
}

function SmsSettingsCard({
  saved,
  onSaved,
}: {
  saved: SmsSettings;
  onSaved: (next: SmsSettings) => void;
}) {
  const api = useApi();
  const { form, set, errors, snapshot, submit } = useSettingsForm({
    saved,
    formOf: smsFormOf,
    problemsOf: smsFormProblems,
    save: (input: SmsForm) => saveSmsSettings(api, smsSaveRequestOf(input)),
    onSaved,
  });
  const failure = snapshot.context.failure;

  return (
    <Card title="SMS webhook">
      <form className={settings.form} onSubmit={submit} aria-label="SMS webhook" noValidate>
        {!saved.configured && (
          <Notice tone="warning">
            The webhook is not set up: no alert is sent by SMS until it is saved.
          </Notice>
        )}
        <SaveNotices
          succeeded={snapshot.matches('succeeded') ? 'The webhook settings have been saved.' : null}
          failure={failure}
        />
        <WebhookFields form={form} set={set} errors={errors} />
        <SmsHeadersFieldset
          headers={form.headers}
          errors={errors}
          onChange={(headers) => set('headers', headers)}
        />
        <BodyTemplateField
          value={form.bodyTemplate}
          error={errors.bodyTemplate}
          onChange={(value) => set('bodyTemplate', value)}
        />
        <SecretField form={form} set={set} errors={errors} saved={saved} />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
          <span>Send SMS (while off, no message is queued by SMS)</span>
        </label>
        <SaveRow
          saving={snapshot.matches('submitting')}
          updatedAt={saved.updatedAt}
          updatedBy={saved.updatedBy}
        />
      </form>
    </Card>
  );
}

/** The tenant's SMS gateway webhook: the settings, and a test SMS to a phone number. */
export default function SmsSettingsPage(props: PageProps) {
  const api = useApi();
  return (
    <SavedSettingsPage
      {...props}
      description="The SMS gateway's webhook this bank sends alerts through, each call signed with the shared secret."
      what="the SMS webhook settings"
      load={getSmsSettings}
    >
      {(saved, setSaved) => (
        <>
          <SmsSettingsCard saved={saved} onSaved={(next) => setSaved(() => next)} />
          <TestSendCard
            id="sms-test-to"
            label="Send to"
            hint="A phone number, such as 08031234567 or +2348031234567."
            inputMode="tel"
            configured={saved.configured}
            check={(to) =>
              PHONE.test(to) ? null : 'Enter a Nigerian mobile number, such as 08031234567.'
            }
            send={(to) => testSmsSettings(api, { to })}
          />
        </>
      )}
    </SavedSettingsPage>
  );
}
