import { type FormEvent, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  isSentForApproval,
  type JournalEntry,
  type JournalOutcome,
  reverseJournal,
} from '../../../api/journals.api';
import {
  createMoneyFormMachine,
  type MoneyAttempt,
  outcomeUnknown,
} from '../../../machines/money-form.machine';
import { JOURNAL_NARRATION_MAX_LENGTH, journalTotals } from '../../../policies/journal-balance';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useMoneyForm } from '../../app/use-money-form';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import * as styles from './gl.css';
import { SentForApproval } from './sent-for-approval';

interface ReversalDraft {
  readonly narration: string;
}

type ReversalBody = { narration?: string };

/** Any narration may go: blank means the server's own ("Reversal of JE-…"). */
function checkReversal(draft: ReversalDraft) {
  const narration = draft.narration.trim();
  return { body: (narration ? { narration } : {}) as ReversalBody };
}

const EMPTY: ReversalDraft = { narration: '' };

/**
 * Confirms the reversal of a posted entry: a new entry with every line on the other side, dated
 * the processing date. The dialog is the confirm step, so the money-form chart sends at once; a
 * second confirm of the same narration after an unknown outcome resends the first key, so the
 * entry is reversed at most once.
 */
export function JournalReverseDialog({
  entry,
  onClose,
  onReversed,
}: {
  entry: JournalEntry;
  onClose: () => void;
  onReversed: (original: JournalEntry, reversal: JournalEntry) => void;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      createMoneyFormMachine<ReversalDraft, ReversalBody, JournalOutcome>().provide({
        actors: {
          submit: fromPromise<JournalOutcome, MoneyAttempt<ReversalBody, null>>(({ input }) =>
            reverseJournal(api, entry.id, input.body, input.key),
          ),
        },
      }),
    [api, entry.id],
  );
  const { snapshot, edit, submit } = useMoneyForm(machine, { draft: EMPTY, check: checkReversal });
  const { draft, result: reversal, failure } = snapshot.context;
  useEffect(() => {
    if (reversal && !isSentForApproval(reversal)) onReversed(entry, reversal);
  }, [reversal, entry, onReversed]);
  const held = reversal && isSentForApproval(reversal) ? reversal : null;
  const working = snapshot.matches('preparing') || snapshot.matches('submitting');

  function confirm(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || working || onClose()}
      title={`Reverse ${entry.entryNumber}`}
      description={`A new entry puts each of its ${entry.lines.length} lines on the other side (${formatKobo(journalTotals(entry.lines).debitKobo)} each way), dated the processing date. The original is kept as posted and marked reversed.`}
    >
      {held ? (
        <div className={styles.form}>
          <SentForApproval request={held} />
          <div className={styles.footer}>
            <Button tone="primary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={confirm}>
          {failure && (
            <Notice tone="danger">
              <strong>Not reversed: </strong>
              {failure.message}
              {outcomeUnknown(failure) &&
                ' It may have been reversed. Confirm again to find out: the same request key cannot reverse it twice.'}
            </Notice>
          )}
          <Field
            label="Narration"
            value={draft.narration}
            maxLength={JOURNAL_NARRATION_MAX_LENGTH}
            placeholder={`Reversal of ${entry.entryNumber}`}
            hint="Optional; why the entry is reversed."
            readOnly={working}
            error={failure?.fieldErrors['body.narration']}
            onChange={(event) => {
              const narration = event.target.value;
              edit(() => ({ narration }));
            }}
          />
          <div className={styles.footer}>
            <Button onClick={onClose} disabled={working}>
              Cancel
            </Button>
            <Button type="submit" tone="primary" disabled={working}>
              {working ? 'Reversing…' : 'Reverse entry'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
