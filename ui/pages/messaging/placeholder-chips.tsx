import * as styles from './messaging.css';

/** The kind's placeholders as chips; a chip puts itself in at the cursor of the last field used. */
export function PlaceholderChips({
  names,
  onInsert,
}: {
  names: readonly string[];
  onInsert: (placeholder: string) => void;
}) {
  return (
    <div className={styles.fieldset}>
      <span className={styles.legend} id="placeholders-label">
        Placeholders
      </span>
      <ul className={styles.chips} aria-labelledby="placeholders-label">
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              className={styles.chip}
              aria-label={`Insert {{${name}}}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(`{{${name}}}`)}
            >
              {`{{${name}}}`}
            </button>
          </li>
        ))}
      </ul>
      <span className={styles.muted}>A placeholder goes in where the cursor is.</span>
    </div>
  );
}
