import { Link } from 'wouter';
import type { EodChecks } from '../../../api/eod.api';
import { Card } from '../../components/page';
import { statusPill } from '../../components/status-pill.css';
import * as styles from './eod.css';
import { SEVERITY_WORDS } from './eod-words';

const SHOWN_ITEMS = 10;

/** What stands in the way of tonight's close: each check, how much it blocks, and its items. */
export function EodChecksCard({ checks }: { checks: EodChecks }) {
  return (
    <Card title="Before the close">
      <ul className={styles.checks} aria-label="Checks">
        {checks.checks.map((check) => {
          const words = SEVERITY_WORDS[check.severity];
          return (
            <li key={check.key} className={styles.check} data-check={check.key}>
              <div className={styles.checkHead}>
                <strong>{check.label}</strong>
                <span className={statusPill({ tone: check.count > 0 ? words.tone : 'good' })}>
                  {check.count > 0 ? words.label : 'Clear'}
                </span>
                <span className={styles.muted}>
                  {check.count === 0 ? 'None' : `${check.count} in all`}
                </span>
              </div>
              {check.items.length > 0 && (
                <ul className={styles.checkItems}>
                  {check.items.slice(0, SHOWN_ITEMS).map((item) => (
                    <li key={item.id}>
                      {item.link ? (
                        <Link href={item.link}>{item.description}</Link>
                      ) : (
                        item.description
                      )}
                    </li>
                  ))}
                  {check.count > SHOWN_ITEMS && <li>and {check.count - SHOWN_ITEMS} more</li>}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
