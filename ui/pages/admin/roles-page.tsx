import { useState } from 'react';
import { Link } from 'wouter';
import { listRoles, type RoleCatalogueEntry } from '../../../api/users.api';
import { hasPermission } from '../../../policies/access';
import { groupPermissions, permissionLabel } from '../../../policies/permission-labels';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Field } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as styles from './admin.css';

function matches(role: RoleCatalogueEntry, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  if (!wanted) return true;
  const permissions = [...role.corePermissions, ...role.optionalPermissions].map(permissionLabel);
  return [role.name, role.purpose, role.notes ?? '', ...permissions].some((value) =>
    value.toLowerCase().includes(wanted),
  );
}

const holders = (count: number) =>
  count === 0 ? 'No user holds it' : count === 1 ? '1 user' : `${count} users`;

/**
 * The role catalogue: each role's purpose, the permissions it grants (core) and those an
 * administrator may add per user (optional), by label and group, and how many users hold it.
 * The catalogue is fixed; grants are made per user from Users.
 */
export default function RolesPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { snapshot, send, data } = useApiQuery(listRoles);
  const managesUsers = hasPermission(useAccessContext(), 'admin.user.manage');
  const [filter, setFilter] = useState('');
  const roles = (data ?? []).filter((role) => matches(role, filter));
  return (
    <Page
      title={route.title}
      description="The roles staff can hold, what each grants and what may be added per user."
    >
      <Notice tone="info">
        The role catalogue is fixed for every bank and is not edited here. Grant a role’s optional
        permissions to a user from {managesUsers ? <Link href="/admin/users">Users</Link> : 'Users'}
        : tick them in the user’s dialog.
      </Notice>
      <div className={table.toolbar}>
        <Field
          label="Filter roles"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Role, purpose or permission"
        />
      </div>
      {snapshot.matches('failed') && snapshot.context.failure && (
        <LoadFailure
          what="the roles"
          failure={snapshot.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      <div className={table.frame}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Role catalogue</caption>
          <thead>
            <tr>
              <th className={table.headCell} scope="col">
                Role
              </th>
              <th className={table.headCell} scope="col">
                Purpose
              </th>
              <th className={table.headCell} scope="col">
                Core permissions
              </th>
              <th className={table.headCell} scope="col">
                Optional permissions
              </th>
            </tr>
          </thead>
          <tbody>
            {snapshot.matches('loading') && roles.length === 0 && (
              <TableMessage columns={4}>Loading roles…</TableMessage>
            )}
            {snapshot.matches('loaded') && roles.length === 0 && (
              <TableMessage columns={4}>No role matches the filter.</TableMessage>
            )}
            {roles.map((role) => (
              <RoleRow key={role.key} role={role} />
            ))}
          </tbody>
        </table>
      </div>
    </Page>
  );
}

function RoleRow({ role }: { role: RoleCatalogueEntry }) {
  return (
    <tr data-role={role.name}>
      <th scope="row" className={`${table.cell} ${styles.roleCell}`}>
        <strong>{role.name}</strong>
        <div className={styles.muted}>{holders(role.userCount)}</div>
      </th>
      <td className={`${table.cell} ${styles.purposeCell}`}>
        {role.purpose}
        {role.notes && <div className={styles.muted}>{role.notes}</div>}
      </td>
      <td className={table.cell}>
        <PermissionGroups permissions={role.corePermissions} />
      </td>
      <td className={table.cell}>
        <PermissionGroups permissions={role.optionalPermissions} />
      </td>
    </tr>
  );
}

function PermissionGroups({ permissions }: { permissions: readonly string[] }) {
  if (permissions.length === 0) return <span className={styles.muted}>None</span>;
  if (permissions.some((permission) => permission === '*' || permission === 'all')) {
    return <span>{permissionLabel('*')}</span>;
  }
  return (
    <div className={styles.groups}>
      {groupPermissions(permissions).map((group) => (
        <div key={group.name}>
          <div className={styles.groupName}>{group.name}</div>
          <ul className={styles.permissionList}>
            {group.permissions.map((permission) => (
              <li key={permission}>{permissionLabel(permission)}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
