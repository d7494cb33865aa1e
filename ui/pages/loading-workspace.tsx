import * as styles from './status.css';

/** Shown while the session, the license or a page's code is still on its way (SPEC.md 2). */
export function LoadingWorkspace() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      Loading workspace…
    </div>
  );
}
