import type { Failure } from '../../machines/failure';
import { Button } from './button';
import { Notice } from './notice';
import * as styles from './record.css';

/**
 * The end of a one-step dialog: why the server refused, when it did, then Back and the button
 * that sends. Both buttons are held while the call runs, so the step cannot be sent twice.
 */
export function ConfirmFooter({
  failure,
  busy,
  tone,
  confirmLabel,
  busyLabel,
  onBack,
  backLabel = 'Back',
  refusal = 'Not done',
}: {
  failure: Failure | null;
  busy: boolean;
  tone: 'primary' | 'danger';
  confirmLabel: string;
  busyLabel: string;
  onBack: () => void;
  /** "Cancel" where nothing came before the dialog to go back to. */
  backLabel?: string;
  /** How the refusal begins: "Not saved" for a record's form. */
  refusal?: string;
}) {
  return (
    <>
      {failure && (
        <Notice tone="danger">
          <strong>{refusal}: </strong>
          {failure.message}
        </Notice>
      )}
      <div className={styles.footer}>
        <Button onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
        <Button type="submit" tone={tone} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </>
  );
}
