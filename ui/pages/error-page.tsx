import { UNEXPECTED_ERROR_TITLE } from '../../policies/routes';
import * as styles from './status.css';

/** The generic page for an unexpected failure (SPEC.md section 2), with a way out. */
export function ErrorPage({ error }: { error: Error }) {
  return (
    <main className={styles.screen}>
      <section className={styles.panel} role="alert" aria-labelledby="error-title">
        <h1 id="error-title" className={styles.heading}>
          {UNEXPECTED_ERROR_TITLE}
        </h1>
        <p className={styles.muted}>
          Something went wrong while showing this page. Your work on the server is safe; reload the
          page to continue.
        </p>
        <pre className={styles.pre}>{error.message}</pre>
        <p>
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      </section>
    </main>
  );
}
