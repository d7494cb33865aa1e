import type { ReactNode } from 'react';
import type { Failure } from '../../machines/failure';
import { LoadFailure } from './load-failure';
import { Card, Page } from './page';
import * as styles from './record.css';

/**
 * A page with its way back (a link to its list) on a line of its own above the title, so the link
 * stays where it is whichever actions the record offers and while it loads.
 */
export function BackAbove({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.backAbove}>
      <nav aria-label="Back" className={styles.backLine}>
        {back}
      </nav>
      {children}
    </div>
  );
}

/**
 * A record's page before its first answer: loading, or why it could not load and a retry. The way
 * back is under the title, or above it with `backAbove` for a page that keeps it there once loaded.
 */
export function RecordLoading({
  title,
  back,
  backAbove = false,
  what,
  failure,
  onRetry,
}: {
  title: string;
  back: ReactNode;
  backAbove?: boolean;
  what: string;
  failure: Failure | null;
  onRetry: () => void;
}) {
  const page = (
    <Page title={title} description={backAbove ? undefined : back}>
      {failure ? (
        <LoadFailure what={what} failure={failure} onRetry={onRetry} />
      ) : (
        <Card>
          <p className={styles.muted} aria-busy="true">
            Loading {what}…
          </p>
        </Card>
      )}
    </Page>
  );
  return backAbove ? <BackAbove back={back}>{page}</BackAbove> : page;
}
