import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { listRoles, listUsers, type RoleCatalogueEntry, type User } from '../../../api/users.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDateTime } from '../../../policies/calendar';
import { roleByKey } from '../../../policies/roles';
import { canManageUser } from '../../../policies/user-admin-scope';
import { useAccessContext, useActors } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { ListFilters, ListSearchField } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import { sortRows } from '../../components/list-page/sort-rows';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import * as styles from './admin.css';
import { USER_LIST, USER_SEARCH_MAX_LENGTH, userQuery, userSortValue } from './user-list';
import { OneTimePasswordDialog } from './users/one-time-password-dialog';
import { type UserAction, UserActionDialog } from './users/user-action-dialog';
import { UserFormDialog, type UserSaved } from './users/user-form-dialog';
import * as userStyles from './users/users.css';

type Open =
  | { kind: 'form'; user: User | null }
  | { kind: 'action'; user: User; action: UserAction }
  | { kind: 'password'; saved: Extract<UserSaved, { kind: 'created' }> }
  | null;

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Name', sortKey: 'name' },
  { heading: 'Email', sortKey: 'email' },
  { heading: 'Roles' },
  { heading: 'Branch', sortKey: 'branch' },
  { heading: 'Status', sortKey: 'status' },
  { heading: 'Last sign-in', sortKey: 'lastSignIn' },
  { heading: 'Actions' },
];

const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DISABLED', label: 'Disabled' },
];

function useRoleCatalogue(): readonly RoleCatalogueEntry[] {
  return useApiQuery(listRoles).data ?? [];
}

const assignmentOf = (user: User) => ({
  roles: user.roles,
  branchId: user.branchId,
  branchIds: user.scope.branchIds,
});

/**
 * What the signed-in administrator may do on a row, by the rules the server applies: change only
 * users within their reach, and never disable themselves.
 */
function useUserActions() {
  const access = useAccessContext();
  const me = access.user as User | null | undefined;
  const manages = hasPermission(access, 'admin.user.manage');
  return {
    creates: manages,
    manages: (user: User) => manages && !!me && canManageUser(assignmentOf(me), assignmentOf(user)),
    disables: (user: User) => user.id !== me?.id,
  };
}

/** User administration: search, create, edit, disable, enable and reset passwords. */
export default function UsersPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const { branch } = useActors();
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const roles = useRoleCatalogue();
  const may = useUserActions();
  const users = useListQuery({ spec: USER_LIST, load: listUsers, params: userQuery });
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const { data, draft, setDraft, state, reload } = users;
  // The catalogue's names at once: the list may draw before the roles query answers.
  const roleName = (key: string) => roleByKey(key)?.name ?? key;
  const branchName = (id: string | null) =>
    id ? (branches.find((item) => item.id === id)?.name ?? id) : 'Head office';

  const rows = sortRows(data?.items ?? [], state.sort, (user, key) =>
    userSortValue(user, key, branchName),
  );

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
        may.creates && (
          <Button tone="primary" onClick={() => setOpen({ kind: 'form', user: null })}>
            New user
          </Button>
        )
      }
    >
      <ListFilters
        label="Search users"
        onApply={() => users.apply()}
        onClear={users.clear}
        filtered={users.filtered}
      >
        <ListSearchField
          value={draft.q}
          maxLength={USER_SEARCH_MAX_LENGTH}
          placeholder="Name, username or email"
          onChange={(value) => setDraft('q', value)}
        />
        <SelectField
          id="user-status"
          label="Status"
          value={draft.status}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          onChange={(event) => setDraft('status', event.target.value)}
        />
      </ListFilters>
      <ListTable
        caption="Users"
        columns={COLUMNS}
        texts={{
          what: 'the users',
          loading: 'Loading users…',
          empty: 'No user matches the search.',
        }}
        loaded={data !== null}
        loading={users.loading}
        failure={users.failure}
        onRetry={reload}
        rowCount={rows.length}
        sort={state.sort}
        onSort={users.sortBy}
        paging={data && { meta: data, noun: ['user', 'users'], onPage: users.setPage }}
      >
        {rows.map((user) => (
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
              {user.mustChangePassword && <div className={styles.muted}>Must change password</div>}
            </td>
            <td className={table.cell}>{formatBankDateTime(user.lastLoginAt)}</td>
            <td className={table.cell}>
              {may.manages(user) && (
                <RowActions user={user} disables={may.disables(user)} onOpen={setOpen} />
              )}
            </td>
          </tr>
        ))}
      </ListTable>
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

function RowActions({
  user,
  disables,
  onOpen,
}: {
  user: User;
  disables: boolean;
  onOpen: (open: Open) => void;
}) {
  const active = user.status === 'ACTIVE';
  return (
    <div className={userStyles.actions}>
      <Button
        size="small"
        aria-label={`Edit ${user.username}`}
        onClick={() => onOpen({ kind: 'form', user })}
      >
        Edit
      </Button>
      {disables && (
        <Button
          size="small"
          aria-label={`${active ? 'Disable' : 'Enable'} ${user.username}`}
          onClick={() => onOpen({ kind: 'action', user, action: active ? 'disable' : 'enable' })}
        >
          {active ? 'Disable' : 'Enable'}
        </Button>
      )}
      <Button
        size="small"
        aria-label={`Reset password of ${user.username}`}
        onClick={() => onOpen({ kind: 'action', user, action: 'resetPassword' })}
      >
        Reset password
      </Button>
    </div>
  );
}
