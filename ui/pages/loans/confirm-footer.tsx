import type { Failure } from '../../../machines/failure';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import * as styles from './lending.css';

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
}: {
  failure: Failure | null;
  busy: boolean;
  tone: 'primary' | 'danger';
  confirmLabel: string;
  busyLabel: string;
  onBack: () => void;
}) {
  return (
    <>
      {failure && (
        <Notice tone="danger">
          <strong>Not done: </strong>
          {failure.message}
        </Notice>
      )}
      <div className={styles.footer}>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" tone={tone} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </>
  );
}
