import type { ReactNode } from 'react';
import type { Failure } from '../../../machines/failure';
import { LoadFailure } from '../../components/load-failure';
import { Card, Page } from '../../components/page';
import * as styles from './lending.css';

/** A record's page before its first answer: loading, or why it could not load and a retry. */
export function RecordLoading({
  title,
  back,
  what,
  failure,
  onRetry,
}: {
  title: string;
  back: ReactNode;
  what: string;
  failure: Failure | null;
  onRetry: () => void;
}) {
  return (
    <Page title={title} description={back}>
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
}
