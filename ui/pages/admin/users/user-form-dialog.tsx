import { type FormEvent, useEffect, useState } from 'react';
import type { Branch } from '../../../../api/branches.api';
import {
  createUser,
  type RoleCatalogueEntry,
  type User,
  updateUser,
} from '../../../../api/users.api';
import { useApi } from '../../../app/api-context';
import { useRequest } from '../../../app/use-request';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Field } from '../../../components/field';
import * as fieldStyles from '../../../components/field.css';
import { Notice } from '../../../components/notice';
import * as styles from './users.css';

interface Values {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  roles: string[];
  branchId: string;
}

/** What the dialog hands back once the server has accepted it. */
export type UserSaved =
  | { kind: 'created'; user: User; temporaryPassword: string }
  | { kind: 'updated'; user: User };

function initialValues(user: User | null): Values {
  return {
    username: user?.username ?? '',
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    roles: [...(user?.roles ?? [])],
    branchId: user?.branchId ?? '',
  };
}

/** Create or edit a user: names, contact, roles from the catalogue and the home branch. */
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
    const common = {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      roles: values.roles,
      branchId: values.branchId || null,
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
  const [roleError, setRoleError] = useState<string | undefined>();
  const saving = request.matches('submitting');
  const saved = request.matches('succeeded') ? (request.context.output as UserSaved) : null;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);
  const errors = request.context.failure?.fieldErrors ?? {};
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const toggleRole = (key: string) =>
    setValues((current) => ({
      ...current,
      roles: current.roles.includes(key)
        ? current.roles.filter((role) => role !== key)
        : [...current.roles, key],
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setRoleError(values.roles.length === 0 ? 'Choose at least one role.' : undefined);
    if (values.roles.length > 0) send({ type: 'request.submit', input: values });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={user ? `Edit ${user.fullName}` : 'New user'}
      description={
        user
          ? `Username ${user.username}`
          : 'The user gets a one-time password and must change it at first sign-in.'
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {request.context.failure && (
          <Notice tone="danger">{request.context.failure.message}</Notice>
        )}
        {!user && (
          <Field
            label="Username"
            value={values.username}
            onChange={set('username')}
            maxLength={64}
            hint="3 to 64 characters: lower-case letters, digits, dot, dash, underscore."
            error={errors['body.username']}
            autoComplete="off"
          />
        )}
        <Field
          label="Full name"
          value={values.fullName}
          onChange={set('fullName')}
          maxLength={120}
          error={errors['body.fullName']}
        />
        <Field
          label="Email"
          type="email"
          value={values.email}
          onChange={set('email')}
          maxLength={254}
          error={errors['body.email']}
        />
        <Field
          label="Phone"
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          maxLength={14}
          hint="Nigerian number, e.g. 08031234567 or +2348031234567."
          error={errors['body.phone']}
        />
        <label className={fieldStyles.label} htmlFor="user-branch">
          Home branch
        </label>
        <select
          id="user-branch"
          className={fieldStyles.input}
          value={values.branchId}
          onChange={set('branchId')}
        >
          <option value="">Head office (all branches)</option>
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
        <fieldset className={styles.roles}>
          <legend className={fieldStyles.label}>Roles</legend>
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
        {(roleError ?? errors['body.roles']) && (
          <span className={fieldStyles.error}>{roleError ?? errors['body.roles']}</span>
        )}
        <div className={styles.footer}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" tone="primary" disabled={saving}>
            {saving ? 'Saving…' : user ? 'Save changes' : 'Create user'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
