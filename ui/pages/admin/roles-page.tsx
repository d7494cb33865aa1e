import { useState } from 'react';
import { listRoles, type RoleCatalogueEntry } from '../../../api/users.api';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Field } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { useDocumentTitle } from '../document-title';
import * as styles from './admin.css';

function matches(role: RoleCatalogueEntry, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  if (!wanted) return true;
  return [role.key, role.name, role.purpose, ...role.corePermissions].some((value) =>
    value.toLowerCase().includes(wanted),
  );
}

/** The role catalogue: every role, its purpose and the permissions it grants. */
export default function RolesPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { snapshot, send, data } = useApiQuery(listRoles);
  const [filter, setFilter] = useState('');
  const roles = (data ?? []).filter((role) => matches(role, filter));
  return (
    <Page
      title={route.title}
      description="The roles staff can hold and the permissions each one grants."
    >
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
              <tr key={role.key}>
                <td className={table.cell}>
                  <strong>{role.name}</strong>
                  <div className={styles.code}>{role.key}</div>
                </td>
                <td className={table.cell}>
                  {role.purpose}
                  {role.notes && <div className={styles.muted}>{role.notes}</div>}
                </td>
                <td className={table.cell}>
                  <PermissionList permissions={role.corePermissions} />
                </td>
                <td className={table.cell}>
                  <PermissionList permissions={role.optionalPermissions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Page>
  );
}

function PermissionList({ permissions }: { permissions: readonly string[] }) {
  if (permissions.length === 0) return <span className={styles.muted}>None</span>;
  return (
    <ul className={styles.chips}>
      {permissions.map((permission) => (
        <li key={permission} className={styles.chip}>
          {permission}
        </li>
      ))}
    </ul>
  );
}
