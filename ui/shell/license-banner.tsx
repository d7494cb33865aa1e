import { useSelector } from '@xstate/react';
import { isLicenseInactive } from '../../policies/license';
import { useActors } from '../app/app-actor';
import * as styles from './shell.css';

/**
 * 'License inactive.' (SPEC.md section 2), shown while the loaded license is not allowed. A
 * license that could not be read is not shown as inactive: the saved features stand in for it
 * without notice (SPEC.md section 4).
 */
export function LicenseBanner() {
  const { license } = useActors();
  const current = useSelector(license, (snapshot) => snapshot.context.license);
  if (!current || !isLicenseInactive(current)) return null;
  return (
    <div className={styles.banner} role="alert">
      <strong>License inactive.</strong>
      <span>
        Connect to the internet to verify your subscription, or renew the license to restore full
        access.
      </span>
    </div>
  );
}
