import type { ReactNode } from 'react';
import * as record from './record.css';
import * as styles from './summary-list.css';

/** What a line may carry besides: a note under its name, a name for tests to find its figure. */
export interface SummaryExtras {
  readonly note?: string | null;
  readonly figure?: string;
  readonly testId?: string;
}

/** One line of a summary: its name, its figure, whether it is the total, and its extras. */
export type SummaryLine = readonly [string, ReactNode, boolean?, SummaryExtras?];

/**
 * What a step will do or what a schedule costs, line by line, the total last and ruled off. The
 * figures are a definition list, so a screen reader reads each name with its figure.
 */
export function Summary({ label, lines }: { label: string; lines: readonly SummaryLine[] }) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {lines.map(([name, value, total, more]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt className={`${styles.summaryLabel} ${total ? styles.summaryTotal : ''}`}>
            {name}
            {more?.note && <span className={record.listNote}>{more.note}</span>}
          </dt>
          <dd
            className={`${styles.summaryValue} ${total ? styles.summaryTotal : ''}`}
            data-figure={more?.figure}
            data-testid={more?.testId}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
