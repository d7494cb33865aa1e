import { type FormEvent, useCallback, useState } from 'react';
import type { Denomination, DenominationCount } from '../../../policies/denominations';
import { formatKobo } from '../../../policies/money';
import { useRequest } from '../../app/use-request';
import { useSettled } from '../../app/use-settled';
import { ConfirmFooter } from '../../components/confirm-footer';
import { Dialog } from '../../components/dialog';
import * as record from '../../components/record.css';
import { type CountDraft, checkCount } from './cash-count';
import { CountForm } from './count-form';

/**
 * A count of cash by denomination, sent once it is a count: the opening and closing counts of a
 * session and the count of cash moving between till and vault. Nothing is sent while the count
 * is not valid; the server's refusal (a total that differs from what was sent) shows in the footer.
 */
export function CashCountDialog<Result>({
  title,
  subject,
  description,
  countLabel,
  confirmLabel,
  busyLabel,
  denominations,
  perform,
  onDone,
  onClose,
}: {
  /** The count's name, which also names the form: "Closing count". */
  title: string;
  /** What is counted, after the title in the dialog's heading: the till, the movement. */
  subject: string;
  description: string;
  /** The count's legend. */
  countLabel: string;
  /** The button, before the count's total: "Submit count of". */
  confirmLabel: string;
  busyLabel: string;
  denominations: readonly Denomination[];
  perform: (count: DenominationCount[]) => Promise<Result>;
  onDone: (result: Result) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<CountDraft>({});
  const [shown, setShown] = useState(false);
  const performCount = useCallback(
    (input: unknown) => perform(input as DenominationCount[]),
    [perform],
  );
  const { snapshot, send } = useRequest(performCount);
  useSettled(snapshot.matches('succeeded') ? (snapshot.context.output as Result) : null, onDone);
  const busy = snapshot.matches('submitting');
  const check = checkCount(draft, denominations);
  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (check.count) send({ type: 'request.submit', input: check.count });
  }
  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || busy || onClose()}
      title={`${title}: ${subject}`}
      description={description}
    >
      <form className={record.form} onSubmit={submit} aria-label={title} noValidate>
        <CountForm
          label={countLabel}
          denominations={denominations}
          draft={draft}
          disabled={busy}
          error={shown ? (check.problem ?? undefined) : undefined}
          onChange={setDraft}
        />
        <ConfirmFooter
          failure={snapshot.context.failure}
          busy={busy}
          tone="primary"
          confirmLabel={`${confirmLabel} ${formatKobo(check.totalKobo)}`}
          busyLabel={busyLabel}
          onBack={onClose}
          backLabel="Cancel"
        />
      </form>
    </Dialog>
  );
}
