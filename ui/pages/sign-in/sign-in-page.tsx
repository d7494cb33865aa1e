import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { LOGIN_ROUTE } from '../../../policies/routes';
import { useActors } from '../../app/app-actor';
import { lastTenantId } from '../../app/browser-storage';
import { useDocumentTitle } from '../../app/document-title';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import * as styles from './sign-in-page.css';

type FieldName = 'tenantId' | 'username' | 'password';

const REQUIRED: Record<FieldName, string> = {
  tenantId: 'Enter your tenant.',
  username: 'Enter your username.',
  password: 'Enter your password.',
};

/** Sign-in: tenant, username and password; the tenant field remembers the last tenant. */
export default function SignInPage() {
  useDocumentTitle(LOGIN_ROUTE.title);
  const { session } = useActors();
  const signingIn = useSelector(session, (snapshot) => snapshot.matches('signingIn'));
  const failure = useSelector(session, (snapshot) => snapshot.context.error);
  const [values, setValues] = useState({
    tenantId: lastTenantId(window.localStorage) ?? '',
    username: '',
    password: '',
  });
  const [missing, setMissing] = useState<Partial<Record<FieldName, string>>>({});

  const change = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const blank = (Object.keys(REQUIRED) as FieldName[]).filter((name) => !values[name].trim());
    setMissing(Object.fromEntries(blank.map((name) => [name, REQUIRED[name]])));
    if (blank.length > 0) return;
    session.send({ type: 'session.login', ...values, tenantId: values.tenantId.trim() });
  }

  return (
    <main className={styles.screen}>
      <aside className={styles.brandPanel}>
        <div className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            K
          </span>
          Kobo Back Office
        </div>
        <div>
          <p className={styles.pitch}>Banking and lending operations, correct to the kobo.</p>
          <p className={styles.pitchDetail}>
            Customers, accounts, tills, NIP transfers, loans and the general ledger for Nigerian
            banks and microfinance banks.
          </p>
        </div>
        <p className={styles.footnote}>Authorised staff only. Every action is recorded.</p>
      </aside>
      <section className={styles.formPanel}>
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="sign-in-title">
          <div>
            <h1 id="sign-in-title" className={styles.heading}>
              Sign in
            </h1>
            <p className={styles.subheading}>Use the tenant and username your bank gave you.</p>
          </div>
          {failure && <Notice tone="danger">{failure.message}</Notice>}
          <Field
            label="Tenant"
            name="tenant"
            autoComplete="organization"
            value={values.tenantId}
            onChange={change('tenantId')}
            error={missing.tenantId}
          />
          <Field
            label="Username"
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={change('username')}
            error={missing.username}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={missing.password}
          />
          <Button type="submit" tone="primary" wide disabled={signingIn}>
            {signingIn ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </section>
    </main>
  );
}
