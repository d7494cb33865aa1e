import type { JournalEntry } from '../../../api/journals.api';
import { statusPill } from '../../components/status-pill.css';
import * as styles from './gl.css';

/** Posted or reversed, and whether the entry is itself a reversal of another. */
export function EntryStatus({ entry }: { entry: Pick<JournalEntry, 'status' | 'reversalOfId'> }) {
  return (
    <span className={styles.actions}>
      <span
        className={statusPill({ tone: entry.status === 'POSTED' ? 'good' : 'warning' })}
        data-status={entry.status}
      >
        {entry.status === 'POSTED' ? 'Posted' : 'Reversed'}
      </span>
      {entry.reversalOfId && <span className={statusPill({ tone: 'neutral' })}>Reversal</span>}
    </span>
  );
}
