import { type FormEvent, useCallback } from 'react';
import { type EodCheck, type EodRun, startEodRun } from '../../../api/eod.api';
import { formatBankDate } from '../../../policies/calendar';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import * as record from '../../components/record.css';

/**
 * Asks before a close of business starts, listing each warning the user goes on regardless of;
 * confirming acknowledges them, as the server asks.
 */
export function StartEodDialog({
  processingDate,
  warnings,
  onStarted,
  onClose,
}: {
  processingDate: string | null;
  warnings: readonly EodCheck[];
  onStarted: (run: EodRun) => void;
  onClose: () => void;
}) {
  const api = useApi();
  const perform = useCallback(() => startEodRun(api, true), [api]);
  const { snapshot, send } = useRequest(perform);
  useSettled(snapshot.matches('succeeded') ? (snapshot.context.output as EodRun) : null, onStarted);
  const busy = snapshot.matches('submitting');
  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'request.submit', input: null });
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title="Run the close of business?"
      description={`It closes the business day of ${formatBankDate(processingDate)} and moves the processing date to the next day.`}
    >
      <form className={record.form} onSubmit={submit} aria-label="Run the close of business">
        {warnings.length > 0 ? (
          <>
            <p>You go on regardless of these warnings:</p>
            <ul aria-label="Warnings to acknowledge">
              {warnings.map((check) => (
                <li key={check.key}>
                  {check.label}: {check.count}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Nothing warns against it.</p>
        )}
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone="primary"
          confirmLabel={warnings.length > 0 ? 'Acknowledge and run' : 'Run close of business'}
          busyLabel="Starting…"
          onBack={onClose}
          backLabel="Cancel"
          refusal="Not started"
        />
      </form>
    </Dialog>
  );
}
