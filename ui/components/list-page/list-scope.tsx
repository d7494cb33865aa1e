import * as styles from './list-page.css';

/**
 * A scope of the list set outside its filter bar (the header's branch), shown among the filters
 * as a field is, so the list says what it is limited to and where that is changed.
 */
export function ListScope({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint: string;
  testId?: string;
}) {
  return (
    <div className={styles.scope} data-testid={testId}>
      <span className={styles.scopeLabel}>{label}</span>
      <span className={styles.scopeValue}>
        {value}
        <span className={styles.scopeHint}>{hint}</span>
      </span>
    </div>
  );
}
