import { type FormEvent, useState } from 'react';
import type { MessagingTestResult } from '../../../api/messaging.api';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as settings from '../../components/settings/settings.css';
import { fieldErrorsOf } from './field-errors';

/**
 * "Send test": one message now with the saved settings, a busy button while it goes, and the
 * answer in words: sent, or why not.
 */
export function TestSendCard({
  id,
  label,
  hint,
  inputMode,
  configured,
  check,
  send: perform,
}: {
  readonly id: string;
  /** The recipient field's label: "Send to (email address)". */
  readonly label: string;
  readonly hint: string;
  readonly inputMode: 'email' | 'tel';
  readonly configured: boolean;
  /** Why the recipient cannot be sent to, or null. */
  readonly check: (to: string) => string | null;
  readonly send: (to: string) => Promise<MessagingTestResult>;
}) {
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { snapshot, send } = useRequest((input) => perform(input as string));
  const result = snapshot.matches('succeeded')
    ? (snapshot.context.output as MessagingTestResult)
    : null;
  const failure = snapshot.context.failure;
  const testing = snapshot.matches('submitting');

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(to.trim());
    setProblem(found);
    if (!found) send({ type: 'request.submit', input: to.trim() });
  }

  return (
    <Card title="Send test">
      <form className={settings.form} onSubmit={submit} aria-label="Send test" noValidate>
        <p className={settings.muted}>
          Sends one message now with the saved settings, outside the queue. Save your changes first.
        </p>
        {!configured && <Notice tone="info">Save the settings before testing them.</Notice>}
        <div className={settings.fields}>
          <Field
            id={id}
            label={label}
            hint={hint}
            type={inputMode === 'email' ? 'email' : 'tel'}
            inputMode={inputMode}
            autoComplete="off"
            maxLength={254}
            value={to}
            error={problem ?? fieldErrorsOf(failure).to}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <div className={settings.actions}>
          <Button type="submit" disabled={testing || !configured} aria-busy={testing}>
            {testing ? 'Sending…' : 'Send test'}
          </Button>
        </div>
        {failure && !fieldErrorsOf(failure).to && <Notice tone="danger">{failure.message}</Notice>}
        {result && <Notice tone={result.ok ? 'success' : 'danger'}>{result.message}</Notice>}
      </form>
    </Card>
  );
}
