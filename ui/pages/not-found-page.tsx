import { Link } from 'wouter';
import { NOT_FOUND_TITLE } from '../../policies/routes';
import { useDocumentTitle } from '../app/document-title';
import * as styles from './status.css';

/** The 404 page (SPEC.md section 2): inside the shell when signed in, on its own when not. */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  useDocumentTitle(NOT_FOUND_TITLE);
  const body = (
    <section className={standalone ? styles.panel : styles.inline} aria-labelledby="page-title">
      <span className={styles.code}>Error 404</span>
      <h1 id="page-title" className={styles.heading}>
        {NOT_FOUND_TITLE}
      </h1>
      <p className={styles.muted}>The page you are looking for does not exist or has been moved.</p>
      <p>
        <Link href="/">Go to the dashboard</Link>
      </p>
    </section>
  );
  return standalone ? <main className={styles.screen}>{body}</main> : body;
}
