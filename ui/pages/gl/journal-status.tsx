import { getJournal, type JournalEntry } from '../../../api/journals.api';
import { useApiQuery } from '../../app/use-api-query';
import { statusPill } from '../../components/status-pill.css';

type StatusOf = Pick<JournalEntry, 'status' | 'reversalOfId'>;

/**
 * One word for where an entry stands: posted, reversed by a later entry, or itself the reversal
 * of another, so a reversal does not read as one more posting.
 */
export function EntryStatus({ entry }: { entry: StatusOf }) {
  const [tone, label] = entry.reversalOfId
    ? (['neutral', 'Reversal'] as const)
    : entry.status === 'REVERSED'
      ? (['warning', 'Reversed'] as const)
      : (['good', 'Posted'] as const);
  return (
    <span className={statusPill({ tone })} data-status={entry.status}>
      {label}
    </span>
  );
}

/** The number of an entry not on the page, read from the server when it is wanted. */
export function JournalNumber({ entryId, fallback }: { entryId: string; fallback: string }) {
  const { data } = useApiQuery(getJournal, entryId);
  return <>{data?.entryNumber ?? fallback}</>;
}
