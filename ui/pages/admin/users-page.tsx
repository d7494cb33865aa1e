import { useSelector } from '@xstate/react';
import { type FormEvent, useCallback, useState } from 'react';
import {
  listRoles,
  listUsers,
  type RoleCatalogueEntry,
  type User,
  type UserQuery,
} from '../../../api/users.api';
import { formatBankDateTime } from '../../../policies/calendar';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import { useActors } from '../../app/app-actor';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { useDocumentTitle } from '../document-title';
import * as styles from './admin.css';
import { OneTimePasswordDialog } from './users/one-time-password-dialog';
import { type UserAction, UserActionDialog } from './users/user-action-dialog';
import { UserFormDialog, type UserSaved } from './users/user-form-dialog';
import * as userStyles from './users/users.css';

type Open =
  | { kind: 'form'; user: User | null }
  | { kind: 'action'; user: User; action: UserAction }
  | { kind: 'password'; saved: Extract<UserSaved, { kind: 'created' }> }
  | null;

const COLUMNS = ['Name', 'Email', 'Roles', 'Branch', 'Status', 'Last sign-in', 'Actions'];

const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DISABLED', label: 'Disabled' },
];

function useRoleCatalogue(): readonly RoleCatalogueEntry[] {
  return useApiQuery(listRoles).data ?? [];
}

/** User administration: search, create, edit, disable, enable and reset passwords. */
export default function UsersPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const { branch } = useActors();
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const roles = useRoleCatalogue();
  const {
    snapshot: query,
    send,
    data,
    params,
  } = useApiQuery(listUsers, { page: 1, pageSize: DEFAULT_PAGE_SIZE } as UserQuery);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const roleName = (key: string) => roles.find((role) => role.key === key)?.name ?? key;
  const branchName = (id: string | null) =>
    id ? (branches.find((item) => item.id === id)?.name ?? id) : 'Head office';

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    send({
      type: 'query.changed',
      params: {
        q: search.trim() || undefined,
        status: status || undefined,
        page: 1,
        pageSize: params.pageSize,
      },
    });
  }
  const goTo = (page: number) => send({ type: 'query.changed', params: { ...params, page } });

  const onSaved = useCallback(
    (saved: UserSaved) => {
      reload();
      if (saved.kind === 'created') setOpen({ kind: 'password', saved });
      else {
        toast(`${saved.user.fullName} has been updated.`);
        setOpen(null);
      }
    },
    [reload, toast],
  );

  return (
    <Page
      title={route.title}
      description="Staff who can sign in to this tenant, their roles and their branch."
      actions={
        <Button tone="primary" onClick={() => setOpen({ kind: 'form', user: null })}>
          New user
        </Button>
      }
    >
      <form className={userStyles.filters} onSubmit={applyFilters} aria-label="Search users">
        <Field
          label="Search"
          type="search"
          value={search}
          maxLength={120}
          placeholder="Name, username or email"
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          id="user-status"
          label="Status"
          value={status}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          onChange={(event) => setStatus(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {query.matches('failed') && query.context.failure && (
        <LoadFailure what="the users" failure={query.context.failure} onRetry={reload} />
      )}
      <div className={table.frame} aria-busy={query.matches('loading')}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Users</caption>
          <thead>
            <tr>
              {COLUMNS.map((heading) => (
                <th key={heading} className={table.headCell} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {!data && query.matches('loading') && (
              <TableMessage columns={COLUMNS.length}>Loading users…</TableMessage>
            )}
            {data?.items.length === 0 && (
              <TableMessage columns={COLUMNS.length}>No user matches the search.</TableMessage>
            )}
            {data?.items.map((user) => (
              <tr key={user.id}>
                <td className={table.cell}>
                  <strong>{user.fullName}</strong>
                  <div className={styles.code}>{user.username}</div>
                </td>
                <td className={table.cell}>{user.email}</td>
                <td className={table.cell}>{user.roles.map(roleName).join(', ')}</td>
                <td className={table.cell}>{branchName(user.branchId)}</td>
                <td className={table.cell}>
                  <span
                    className={statusPill({ tone: user.status === 'DISABLED' ? 'danger' : 'good' })}
                    data-status={user.status}
                  >
                    {user.status === 'ACTIVE' ? 'Active' : 'Disabled'}
                  </span>
                  {user.mustChangePassword && (
                    <div className={styles.muted}>Must change password</div>
                  )}
                </td>
                <td className={table.cell}>{formatBankDateTime(user.lastLoginAt)}</td>
                <td className={table.cell}>
                  <div className={userStyles.actions}>
                    <Button
                      size="small"
                      aria-label={`Edit ${user.username}`}
                      onClick={() => setOpen({ kind: 'form', user })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      aria-label={`${user.status === 'ACTIVE' ? 'Disable' : 'Enable'} ${user.username}`}
                      onClick={() =>
                        setOpen({
                          kind: 'action',
                          user,
                          action: user.status === 'ACTIVE' ? 'disable' : 'enable',
                        })
                      }
                    >
                      {user.status === 'ACTIVE' ? 'Disable' : 'Enable'}
                    </Button>
                    <Button
                      size="small"
                      aria-label={`Reset password of ${user.username}`}
                      onClick={() => setOpen({ kind: 'action', user, action: 'resetPassword' })}
                    >
                      Reset password
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && <Pager meta={data} noun={['user', 'users']} onPage={goTo} />}
      {open?.kind === 'form' && (
        <UserFormDialog
          user={open.user}
          roles={roles}
          branches={branches}
          onClose={close}
          onSaved={onSaved}
        />
      )}
      {open?.kind === 'action' && (
        <UserActionDialog user={open.user} action={open.action} onClose={close} onDone={reload} />
      )}
      {open?.kind === 'password' && (
        <OneTimePasswordDialog
          name={open.saved.user.fullName}
          password={open.saved.temporaryPassword}
          onClose={close}
        />
      )}
    </Page>
  );
}
