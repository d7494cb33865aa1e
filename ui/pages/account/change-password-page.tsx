import { type FormEvent, useState } from 'react';
import { changePassword } from '../../../api/auth.api';
import { PASSWORD_RULES, passwordProblems } from '../../../policies/password-rules';
import { useApi } from '../../app/api-context';
import { useActors, useSession } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { Card, Page } from '../../components/page';
import * as styles from './change-password-page.css';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: current, new and confirm, with the server's rules shown before submitting. */
export default function ChangePasswordPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const api = useApi();
  const { session } = useActors();
  const { user } = useSession().context;
  const { snapshot: request, send } = useRequest(async (input) => {
    await changePassword(api, input as Omit<Values, 'confirmPassword'>);
    session.send({ type: 'session.passwordChanged' });
  });
  const [values, setValues] = useState<Values>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [shown, setShown] = useState<Partial<Record<keyof Values, string>>>({});
  const username = typeof user?.username === 'string' ? user.username : '';

  const change = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = passwordProblems(values.newPassword, {
      username,
      currentPassword: values.currentPassword,
    });
    const errors: Partial<Record<keyof Values, string>> = {};
    if (!values.currentPassword) errors.currentPassword = 'Enter your current password.';
    if (problems.length > 0)
      errors.newPassword = problems.map((problem) => problem.message).join(' ');
    if (values.confirmPassword !== values.newPassword)
      errors.confirmPassword = 'The two new passwords differ.';
    setShown(errors);
    if (Object.keys(errors).length > 0) return;
    send({
      type: 'request.submit',
      input: { currentPassword: values.currentPassword, newPassword: values.newPassword },
    });
  }

  const failure = request.context.failure;
  const serverErrors = failure?.fieldErrors ?? {};
  return (
    <Page
      title={route.title}
      description={
        user?.mustChangePassword
          ? 'Your password must be changed before you can continue.'
          : 'Choose a new password for your account.'
      }
    >
      <Card>
        <form className={styles.form} onSubmit={submit} noValidate>
          {request.matches('succeeded') && (
            <Notice tone="success">Your password has been changed.</Notice>
          )}
          {failure && <Notice tone="danger">{failure.message}</Notice>}
          <Field
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={change('currentPassword')}
            error={shown.currentPassword ?? serverErrors['body.currentPassword']}
          />
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={change('newPassword')}
            error={shown.newPassword ?? serverErrors['body.newPassword']}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            error={shown.confirmPassword}
          />
          <div className={styles.rules}>
            <strong>The new password must:</strong>
            <ul>
              {PASSWORD_RULES.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
          <div>
            <Button type="submit" tone="primary" disabled={request.matches('submitting')}>
              {request.matches('submitting') ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </Card>
    </Page>
  );
}
