import { type ReactNode, useEffect, useState } from 'react';
import type { Api } from '../../../api/client';
import type { Failure } from '../../../machines/failure';
import { formatBankDateTime } from '../../../policies/calendar';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../button';
import { LoadFailure } from '../load-failure';
import { Notice } from '../notice';
import { Page } from '../page';
import * as styles from './settings.css';

/**
 * An integration page: its settings loaded once, then kept as each card saves them, with the
 * loading and failure states every such page shows.
 */
export function SavedSettingsPage<T>({
  route,
  description,
  what,
  load,
  children,
}: PageProps & {
  readonly description: string;
  /** What is loaded, as the page says it: "the connection settings". */
  readonly what: string;
  readonly load: (api: Api) => Promise<T>;
  readonly children: (saved: T, setSaved: (change: (current: T) => T) => void) => ReactNode;
}) {
  useDocumentTitle(route.title);
  const query = useApiQuery(load);
  const [saved, setSaved] = useState<T | null>(null);
  useEffect(() => {
    if (query.data) setSaved(query.data);
  }, [query.data]);
  const failure = query.snapshot.context.failure;
  const change = (update: (current: T) => T) =>
    setSaved((current) => (current === null ? current : update(current)));
  return (
    <Page title={route.title} description={description}>
      {!saved && failure && (
        <LoadFailure
          what={what}
          failure={failure}
          onRetry={() => query.send({ type: 'query.reload' })}
        />
      )}
      {!saved && !failure && <p className={styles.muted}>Loading {what}…</p>}
      {saved && children(saved, change)}
    </Page>
  );
}

/** What a settings form says after saving: done, or why not (field errors stand by their fields). */
export function SaveNotices({
  succeeded,
  failure,
}: {
  /** The sentence once saved ("The settings have been saved."), or null before. */
  readonly succeeded: string | null;
  readonly failure: Failure | null;
}) {
  return (
    <>
      {succeeded && <Notice tone="success">{succeeded}</Notice>}
      {failure && Object.keys(failure.fieldErrors).length === 0 && (
        <Notice tone="danger">{failure.message}</Notice>
      )}
    </>
  );
}

/** The form's Save button, and who saved the settings last and when. */
export function SaveRow({
  saving,
  updatedAt,
  updatedBy,
}: {
  readonly saving: boolean;
  readonly updatedAt: string | null;
  readonly updatedBy: string | null;
}) {
  return (
    <div className={styles.actions}>
      <Button type="submit" tone="primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
      {updatedAt && (
        <span className={styles.muted}>
          Last saved {formatBankDateTime(updatedAt)} by {updatedBy}
        </span>
      )}
    </div>
  );
}
