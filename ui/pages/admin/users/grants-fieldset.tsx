import { useId } from 'react';
import { permissionLabel } from '../../../../policies/permission-labels';
import { roleByKey } from '../../../../policies/roles';
import { grantablePermissions } from '../../../../policies/user-grants';
import * as fieldStyles from '../../../components/field.css';
import * as styles from './users.css';

/** The roles among those chosen that offer the permission, by name, for the line under it. */
function offeredBy(roles: readonly string[], permission: string): string {
  return roles
    .flatMap((key) => roleByKey(key) ?? [])
    .filter((role) => (role.optionalPermissions as readonly string[]).includes(permission))
    .map((role) => role.name)
    .join(', ');
}

/**
 * The optional permissions the chosen roles offer, by label, each granted to this user when
 * ticked. Holding a role never grants them; the list follows the roles as they are ticked.
 */
export function GrantsFieldset({
  roles,
  grants,
  error,
  onToggle,
}: {
  roles: readonly string[];
  grants: readonly string[];
  error: string | undefined;
  onToggle: (permission: string) => void;
}) {
  const errorId = `${useId()}-grants-error`;
  const offered = grantablePermissions(roles);
  return (
    <fieldset
      className={styles.roles}
      data-invalid={error ? '' : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={fieldStyles.label}>Optional permissions</legend>
      <p className={styles.grantsHint}>
        {offered.length === 0
          ? roles.length === 0
            ? 'Choose a role first: its optional permissions appear here.'
            : 'The chosen roles have no optional permissions to grant.'
          : 'Extras the chosen roles allow; holding a role does not grant them.'}
      </p>
      {error && (
        <span id={errorId} className={`${fieldStyles.error} ${styles.rolesError}`}>
          {error}
        </span>
      )}
      {offered.map((permission) => (
        <label key={permission} className={styles.grantOption}>
          <input
            type="checkbox"
            checked={grants.includes(permission)}
            onChange={() => onToggle(permission)}
          />
          <span>
            {permissionLabel(permission)}
            <span className={styles.grantSource}>{offeredBy(roles, permission)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
