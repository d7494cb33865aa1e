import { Link } from 'wouter';
import { listReports } from '../../../api/reports.api';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import { type ReportShelf, shelvesOf } from './report-words';
import * as styles from './reports.css';

function Shelf({ shelf }: { shelf: ReportShelf }) {
  const id = `shelf-${shelf.group.toLowerCase()}`;
  return (
    <section className={styles.shelf} aria-labelledby={id} data-group={shelf.group.toLowerCase()}>
      <h2 id={id} className={styles.shelfTitle}>
        {shelf.label}
      </h2>
      <ul className={styles.cards}>
        {shelf.reports.map((report) => (
          <li key={report.key} className={styles.card} data-report={report.key}>
            <Link href={`/admin/reports/${report.key}`} className={styles.cardLink}>
              {report.name}
            </Link>
            <p className={styles.cardText}>{report.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The trial balance keeps its own page with its check of debits against credits.
function LedgerShelf() {
  return (
    <section className={styles.shelf} aria-labelledby="shelf-ledger" data-group="ledger">
      <h2 id="shelf-ledger" className={styles.shelfTitle}>
        Ledger
      </h2>
      <ul className={styles.cards}>
        <li className={styles.card} data-report="trial-balance-page">
          <Link href="/admin/trial-balance" className={styles.cardLink}>
            Trial balance with its check
          </Link>
          <p className={styles.cardText}>
            Every postable account's debit or credit balance as of a date, with a check that debits
            equal credits, and its CSV.
          </p>
        </li>
      </ul>
    </section>
  );
}

/** The catalogue of reports the user may run, by group, each opening its own page. */
export default function ReportsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { snapshot, send, data } = useApiQuery(listReports);
  const failed = snapshot.matches('failed');
  const shelves = !failed && data ? shelvesOf(data.items) : [];
  return (
    <Page
      title={route.title}
      description="Financial statements, portfolio, deposit, operations, regulatory and audit reports, each on screen and as CSV, Excel and PDF."
    >
      <div className={styles.stack} aria-busy={snapshot.matches('loading')}>
        {failed && snapshot.context.failure && (
          <LoadFailure
            what="the catalogue of reports"
            failure={snapshot.context.failure}
            onRetry={() => send({ type: 'query.reload' })}
          />
        )}
        {snapshot.matches('loading') && !data && (
          <p className={styles.muted} role="status">
            Loading the catalogue of reports…
          </p>
        )}
        {!failed && data && shelves.length === 0 && (
          <Notice tone="info">
            No report is open to your roles yet. An administrator can grant the report permissions
            on the Users page.
          </Notice>
        )}
        {shelves.map((shelf) => (
          <Shelf key={shelf.group} shelf={shelf} />
        ))}
        <LedgerShelf />
      </div>
    </Page>
  );
}
