import { type FormEvent, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../api/idempotency';
import { type JournalEntry, reverseJournal } from '../../../api/journals.api';
import { toFailure } from '../../../machines/failure';
import { outcomeUnknown } from '../../../machines/journal-entry.machine';
import { JOURNAL_NARRATION_MAX_LENGTH, journalTotals } from '../../../policies/journal-balance';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import * as styles from './gl.css';
import { type Attempt, attemptFor } from './idempotent-attempt';

type ReversalBody = { narration?: string };

/**
 * Confirms the reversal of a posted entry: a new entry with every line on the other side, dated
 * the processing date. The key is made at the first confirm and sent again on a retry of the same
 * reversal while its outcome is unknown, so the entry is reversed at most once.
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
  const attempt = useRef<Attempt<ReversalBody> | null>(null);
  const { snapshot: request, send } = useRequest(async (input) => {
    const sent = input as Attempt<ReversalBody>;
    try {
      return await reverseJournal(api, entry.id, sent.body, sent.key);
    } catch (error) {
      // Refused outright: nothing was reversed, so a retry is a new intent.
      if (!outcomeUnknown(toFailure(error))) attempt.current = null;
      throw error;
    }
  });
  const [narration, setNarration] = useState('');
  const reversal = request.matches('succeeded') ? (request.context.output as JournalEntry) : null;
  useEffect(() => {
    if (reversal) onReversed(entry, reversal);
  }, [reversal, entry, onReversed]);
  const failure = request.context.failure;
  const working = request.matches('submitting');

  function confirm(event: FormEvent) {
    event.preventDefault();
    const text = narration.trim();
    const body: ReversalBody = text ? { narration: text } : {};
    attempt.current = attemptFor(attempt.current, body, newIdempotencyKey);
    send({ type: 'request.submit', input: attempt.current });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || working || onClose()}
      title={`Reverse ${entry.entryNumber}`}
      description={`A new entry puts each of its ${entry.lines.length} lines on the other side (${formatKobo(journalTotals(entry.lines).debitKobo)} each way), dated the processing date. The original is kept as posted and marked reversed.`}
    >
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
          value={narration}
          maxLength={JOURNAL_NARRATION_MAX_LENGTH}
          placeholder={`Reversal of ${entry.entryNumber}`}
          hint="Optional; why the entry is reversed."
          error={failure?.fieldErrors['body.narration']}
          onChange={(event) => setNarration(event.target.value)}
        />
        <div className={styles.footer}>
          <Button onClick={onClose} disabled={working}>
            Cancel
          </Button>
          <Button type="submit" tone="danger" disabled={working}>
            {working ? 'Reversing…' : 'Reverse entry'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
