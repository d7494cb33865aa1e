import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Branch } from '../../../../api/branches.api';
import {
  createUser,
  type RoleCatalogueEntry,
  type User,
  updateUser,
} from '../../../../api/users.api';
import { grantablePermissions } from '../../../../policies/user-grants';
import { useApi } from '../../../app/api-context';
import { useRequest } from '../../../app/use-request';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import * as fieldStyles from '../../../components/field.css';
import { controlProps } from '../../../components/form-rules/ruled-input';
import { renamedProblems, useFormRules } from '../../../components/form-rules/use-form-rules';
import { Notice } from '../../../components/notice';
import { SelectField } from '../../../components/select-field';
import { GrantsFieldset } from './grants-fieldset';
import {
  problemSummary,
  serverProblems,
  type UserFormProblems,
  userFormProblems,
  type UserFormValues as Values,
} from './user-form';
import * as styles from './users.css';

type Grant = NonNullable<Parameters<typeof createUser>[1]['grantedPermissions']>[number];

/** What the dialog hands back once the server has accepted it. */
export type UserSaved =
  | { kind: 'created'; user: User; temporaryPassword: string }
  | { kind: 'updated'; user: User };

/** The new-user form's fields the bank's rules may set, by the request's names. */
const RULED_FIELDS = {
  'body.username': 'username',
  'body.fullName': 'fullName',
  'body.email': 'email',
  'body.phone': 'phone',
  'body.branchId': 'branchId',
} as const;

function initialValues(user: User | null): Values {
  return {
    username: user?.username ?? '',
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    roles: [...(user?.roles ?? [])],
    branchId: user?.branchId ?? '',
    grants: [...(user?.grantedPermissions ?? [])],
  };
}

/**
 * Create or edit a user: names, contact, roles from the catalogue, the home branch and the
 * optional permissions of the chosen roles granted to this user.
 */
export function UserFormDialog({
  user,
  roles,
  branches,
  onClose,
  onSaved,
}: {
  user: User | null;
  roles: readonly RoleCatalogueEntry[];
  branches: readonly Branch[];
  onClose: () => void;
  onSaved: (saved: UserSaved) => void;
}) {
  const api = useApi();
  const { snapshot: request, send } = useRequest(async (input) => {
    const values = input as Values;
    // Only grants the chosen roles still offer are sent: unticking a role takes its extras away.
    const offered = new Set(grantablePermissions(values.roles));
    const common = {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      roles: values.roles,
      branchId: values.branchId || null,
      grantedPermissions: values.grants.filter((permission) => offered.has(permission)) as Grant[],
    };
    if (user) {
      const phone = values.phone.trim() || null;
      const updated = await updateUser(api, user.id, {
        ...common,
        phone,
        branchIds: user.scope.branchIds,
      });
      return { kind: 'updated', user: updated } satisfies UserSaved;
    }
    const body = {
      ...common,
      username: values.username.trim(),
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    };
    const created = await createUser(api, body);
    return { kind: 'created', ...created } satisfies UserSaved;
  });
  const [values, setValues] = useState(() => initialValues(user));
  // Checked on every submit and, once tried, as the person types, so a fixed field clears.
  const [tried, setTried] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const saving = request.matches('submitting');
  const saved = request.matches('succeeded') ? (request.context.output as UserSaved) : null;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);
  const failure = request.context.failure;
  // The bank's rules are for the new-user form; an edit keeps the server's own limits.
  const rules = useFormRules(user ? null : 'user');
  const ruledProblems = (v: Values) =>
    renamedProblems(
      rules.check({
        username: v.username.trim(),
        fullName: v.fullName.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        branchId: v.branchId || null,
      }),
      RULED_FIELDS,
    );
  const ruledField = (name: 'username' | 'fullName' | 'email' | 'phone', label: string) => {
    const ruled = rules.input(name, label);
    return ruled.hidden ? null : { ...controlProps(ruled), label: ruled.label };
  };
  const ownProblems = tried ? { ...ruledProblems(values), ...userFormProblems(values, !user) } : {};
  const problems: UserFormProblems = {
    ...serverProblems(failure?.fieldErrors ?? {}),
    ...ownProblems,
  };
  const summary = problemSummary(problems);
  // After each attempt, the first field to fix gets the focus, as a screen reader's user needs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt, by design.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')
      ?.focus();
  }, [attempt, failure]);
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const toggleRole = (key: string) =>
    setValues((current) => ({
      ...current,
      roles: current.roles.includes(key)
        ? current.roles.filter((role) => role !== key)
        : [...current.roles, key],
    }));

  const toggleGrant = (permission: string) =>
    setValues((current) => ({
      ...current,
      grants: current.grants.includes(permission)
        ? current.grants.filter((grant) => grant !== permission)
        : [...current.grants, permission],
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setAttempt((count) => count + 1);
    if (Object.keys({ ...ruledProblems(values), ...userFormProblems(values, !user) }).length === 0)
      send({ type: 'request.submit', input: values });
  }

  const rolesErrorId = `${formId}-roles-error`;
  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || onClose()}
      title={user ? `Edit ${user.fullName}` : 'New user'}
      description={
        user
          ? `Username ${user.username}`
          : 'The user gets a one-time password and must change it at first sign-in.'
      }
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} tone="primary" disabled={saving}>
            {saving ? 'Saving…' : user ? 'Save changes' : 'Create user'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        {summary ? (
          <Notice tone="danger">{summary}</Notice>
        ) : (
          failure && <Notice tone="danger">{failure.message}</Notice>
        )}
        <div className={fieldStyles.row}>
          {!user && (
            <Field
              label="Username"
              value={values.username}
              onChange={set('username')}
              maxLength={64}
              hint="3 to 64 characters: lower-case letters, digits, dot, dash, underscore."
              error={problems.username}
              autoComplete="off"
              {...ruledField('username', 'Username')}
            />
          )}
          <Field
            label="Full name"
            value={values.fullName}
            onChange={set('fullName')}
            maxLength={120}
            error={problems.fullName}
            {...ruledField('fullName', 'Full name')}
          />
          <Field
            label="Email"
            type="email"
            value={values.email}
            onChange={set('email')}
            maxLength={254}
            error={problems.email}
            {...ruledField('email', 'Email')}
          />
          {ruledField('phone', 'Phone') && (
            <Field
              label="Phone"
              type="tel"
              value={values.phone}
              onChange={set('phone')}
              maxLength={14}
              hint="Nigerian number, e.g. 08031234567 or +2348031234567."
              error={problems.phone}
              {...ruledField('phone', 'Phone')}
            />
          )}
          <SelectField
            label="Home branch"
            value={values.branchId}
            onChange={set('branchId')}
            placeholder="Head office (all branches)"
            options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
            error={problems.branchId}
          />
        </div>
        <fieldset
          className={styles.roles}
          data-invalid={problems.roles ? '' : undefined}
          aria-describedby={problems.roles ? rolesErrorId : undefined}
        >
          <legend className={fieldStyles.label}>Roles</legend>
          {problems.roles && (
            <span id={rolesErrorId} className={`${fieldStyles.error} ${styles.rolesError}`}>
              {problems.roles}
            </span>
          )}
          {roles.map((role) => (
            <label key={role.key} className={styles.roleOption}>
              <input
                type="checkbox"
                checked={values.roles.includes(role.key)}
                onChange={() => toggleRole(role.key)}
              />
              <span>{role.name}</span>
            </label>
          ))}
        </fieldset>
        <GrantsFieldset
          roles={values.roles}
          grants={values.grants}
          error={problems.grantedPermissions}
          onToggle={toggleGrant}
        />
      </form>
    </Dialog>
  );
}
