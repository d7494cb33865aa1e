import type { MissingAccess } from '../../policies/access';
import { enumLabel, permissionLabel } from '../../policies/labels';
import { roleByKey } from '../../policies/roles';
import { ACCESS_RESTRICTED_TITLE } from '../../policies/routes';
import { useDocumentTitle } from '../app/document-title';
import * as styles from './status.css';

/** One or several values in words, joined with 'or'. */
function asText(value: string | readonly string[], label: (item: string) => string): string {
  return (typeof value === 'string' ? [value] : value).map(label).join(' or ');
}

function roleLabel(key: string): string {
  return roleByKey(key)?.name ?? enumLabel(key);
}

/**
 * 'Access restricted' (SPEC.md section 2): says the user lacks access and lists the missing
 * feature flag, the required role and the required permission, or gives the generic hint.
 */
export default function AccessRestrictedPage({ missing }: { missing: MissingAccess }) {
  useDocumentTitle(ACCESS_RESTRICTED_TITLE);
  const items: [string, string][] = [];
  if (missing.feature) items.push(['Missing feature flag', enumLabel(missing.feature)]);
  if (missing.roles?.length) items.push(['Required role', asText(missing.roles, roleLabel)]);
  if (missing.permission) {
    items.push(['Required permission', asText(missing.permission, permissionLabel)]);
  }
  return (
    <section className={styles.inline} aria-labelledby="page-title" data-page="access-restricted">
      <span className={styles.code}>Error 403</span>
      <h1 id="page-title" className={styles.heading}>
        {ACCESS_RESTRICTED_TITLE}
      </h1>
      <p className={styles.muted}>You do not have access to this page.</p>
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map(([label, value]) => (
            <li key={label}>
              {label}: <strong>{value}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p>Contact your administrator if you need access.</p>
      )}
      {items.length > 0 && (
        <p className={styles.muted}>Contact your administrator if you need access.</p>
      )}
    </section>
  );
}
