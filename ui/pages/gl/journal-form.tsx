import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { GlAccount } from '../../../api/coa.api';
import { newIdempotencyKey } from '../../../api/idempotency';
import { type JournalEntry, postManualJournal } from '../../../api/journals.api';
import {
  type JournalAttempt,
  journalEntryMachine,
  outcomeUnknown,
} from '../../../machines/journal-entry.machine';
import {
  checkJournalDraft,
  emptyJournalLine,
  JOURNAL_NARRATION_MAX_LENGTH,
  JOURNAL_REFERENCE_MAX_LENGTH,
  type JournalDraft,
  type JournalLineDraft,
  type JournalProblem,
  journalTotals,
  MAX_JOURNAL_LINES,
  MIN_JOURNAL_LINES,
  readAmount,
} from '../../../policies/journal-balance';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as styles from './gl.css';
import { useProcessingDate } from './gl-hooks';
import { AccountSelect } from './gl-parts';

/** A line of the form: the draft line and a key that stays with it when lines above are removed. */
type LineState = JournalLineDraft & { readonly key: number };
type DraftState = Omit<JournalDraft, 'lines'> & { readonly lines: readonly LineState[] };

let nextLineKey = 1;
function newLine(): LineState {
  nextLineKey += 1;
  return { ...emptyJournalLine(), key: nextLineKey };
}

function newDraft(valueDate: string): DraftState {
  return {
    narration: '',
    reference: '',
    valueDate,
    lines: Array.from({ length: MIN_JOURNAL_LINES }, newLine),
  };
}

/** A readable amount rewritten the way the totals show it (1500 becomes 1,500.00), on leaving it. */
function tidyAmount(text: string): string {
  const reading = readAmount(text);
  return 'kobo' in reading && reading.kobo > 0 ? formatKobo(reading.kobo).replace('₦', '') : text;
}

const SHOWN_PROBLEMS = 5;

// Problems shown beside their cell as soon as they are typed; the rest are listed by the button.
const CELL_PROBLEMS = new Set(['journal_line_amount_invalid', 'journal_line_debit_and_credit']);

function cellProblem(problems: readonly JournalProblem[], line: number, field: string) {
  return problems.find(
    (problem) =>
      problem.line === line && problem.field === field && CELL_PROBLEMS.has(problem.code),
  )?.message;
}

function Figures({
  debit,
  credit,
  difference,
}: {
  debit: bigint;
  credit: bigint;
  difference: bigint;
}) {
  const balanced = difference === 0n;
  return (
    <section className={styles.summary} aria-label="Totals">
      <div className={styles.figure}>
        <span className={styles.figureLabel}>Total debits</span>
        <span className={styles.figureValue} data-testid="total-debits">
          {formatKobo(debit)}
        </span>
      </div>
      <div className={styles.figure}>
        <span className={styles.figureLabel}>Total credits</span>
        <span className={styles.figureValue} data-testid="total-credits">
          {formatKobo(credit)}
        </span>
      </div>
      <div className={styles.figure}>
        <span className={styles.figureLabel}>
          Difference{balanced ? '' : difference > 0n ? ' (debits ahead)' : ' (credits ahead)'}
        </span>
        <span
          className={styles.figureValue}
          data-testid="difference"
          data-state={balanced ? (debit > 0n ? 'balanced' : undefined) : 'unbalanced'}
        >
          {formatKobo(difference < 0n ? -difference : difference)}
        </span>
      </div>
    </section>
  );
}

/**
 * A new manual journal: narration, reference, value date and its lines, with the totals and the
 * difference kept live as amounts are typed. Post stays disabled, with the reasons listed, until
 * the entry can be posted; posting runs through the journal-entry chart, which keeps one
 * Idempotency-Key for retries of the same draft.
 */
export function JournalForm({
  accounts,
  accountsReady,
  onPosted,
  onView,
}: {
  accounts: readonly GlAccount[];
  accountsReady: boolean;
  onPosted: (entry: JournalEntry) => void;
  onView: (entryId: string) => void;
}) {
  const api = useApi();
  const formId = useId();
  const processingDate = useProcessingDate() ?? '';
  const machine = useMemo(
    () =>
      journalEntryMachine.provide({
        actors: {
          postJournal: fromPromise<JournalEntry, JournalAttempt>(({ input }) =>
            postManualJournal(api, { ...input.body, lines: [...input.body.lines] }, input.key),
          ),
        },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine);
  const [draft, setDraft] = useState<DraftState>(() => newDraft(processingDate));
  const [focusLine, setFocusLine] = useState<number | null>(null);
  const check = useMemo(() => checkJournalDraft(draft), [draft]);
  const posting = snapshot.matches('posting');
  const posted = snapshot.matches('posted') ? snapshot.context.posted : null;
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!posted || handled.current === posted.id) return;
    handled.current = posted.id;
    setDraft(newDraft(processingDate));
    onPosted(posted);
  }, [posted, processingDate, onPosted]);

  useEffect(() => {
    if (focusLine === null) return;
    document.getElementById(`${formId}-line-${focusLine}-account`)?.focus();
    setFocusLine(null);
  }, [focusLine, formId]);

  const serverErrors = failure?.fieldErrors ?? {};
  const setField = (field: 'narration' | 'reference' | 'valueDate', value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const setLine = (index: number, patch: Partial<JournalLineDraft>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
    }));
  const addLine = () => {
    if (draft.lines.length >= MAX_JOURNAL_LINES) return;
    setDraft((current) => ({ ...current, lines: [...current.lines, newLine()] }));
    setFocusLine(draft.lines.length);
  };
  const removeLine = (index: number) =>
    setDraft((current) => ({ ...current, lines: current.lines.filter((_, at) => at !== index) }));
  const clear = () => {
    setDraft(newDraft(processingDate));
    send({ type: 'journal.discard' });
  };
  const post = () => {
    if (check.problems.length > 0 || posting) return;
    send({ type: 'journal.post', body: check.body, key: newIdempotencyKey() });
  };

  const problemsId = `${formId}-problems`;
  const blocked = check.problems.length > 0;
  const valueDateError =
    serverErrors['body.valueDate'] ??
    (failure?.code === 'value_date_in_closed_period' ? failure.message : undefined);

  return (
    <Card title="New journal">
      <form
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        aria-label="New journal"
      >
        {posted && (
          <Notice tone="success">
            Posted <strong data-testid="posted-entry-number">{posted.entryNumber}</strong>:{' '}
            {posted.narration}, {formatKobo(journalTotals(posted.lines).debitKobo)}.{' '}
            <Button size="small" onClick={() => onView(posted.id)}>
              View entry
            </Button>
          </Notice>
        )}
        {failure && (
          <Notice tone="danger">
            <strong>Not posted: </strong>
            {failure.message}
            {outcomeUnknown(failure) && (
              <>
                {' '}
                The entry may have been posted. Post again without changing the draft: it is sent
                with the same request key, so it cannot post twice.
              </>
            )}
          </Notice>
        )}
        <div className={styles.journalHead}>
          <Field
            label="Narration"
            value={draft.narration}
            maxLength={JOURNAL_NARRATION_MAX_LENGTH}
            placeholder="What the entry is for"
            error={serverErrors['body.narration']}
            onChange={(event) => setField('narration', event.target.value)}
          />
          <Field
            label="Reference"
            value={draft.reference}
            maxLength={JOURNAL_REFERENCE_MAX_LENGTH}
            placeholder="Voucher number (optional)"
            error={serverErrors['body.reference']}
            onChange={(event) => setField('reference', event.target.value)}
          />
          <DateField
            label="Value date"
            value={draft.valueDate}
            hint="Blank means the processing date."
            error={valueDateError}
            onChange={(iso) => setField('valueDate', iso)}
          />
        </div>
        <div className={table.frame}>
          <table className={table.table}>
            <caption className={visuallyHidden}>Journal lines</caption>
            <thead>
              <tr>
                <th scope="col" className={table.amountHeadCell}>
                  #
                </th>
                <th scope="col" className={table.headCell}>
                  GL account
                </th>
                <th scope="col" className={table.amountHeadCell}>
                  Debit (₦)
                </th>
                <th scope="col" className={table.amountHeadCell}>
                  Credit (₦)
                </th>
                <th scope="col" className={table.headCell}>
                  Line narration
                </th>
                <th scope="col" className={table.headCell}>
                  <span className={visuallyHidden}>Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.lines.map((line, index) => {
                const number = index + 1;
                const debitError =
                  cellProblem(check.problems, index, 'debit') ??
                  serverErrors[`body.lines.${index}.debitKobo`];
                const creditError =
                  cellProblem(check.problems, index, 'credit') ??
                  serverErrors[`body.lines.${index}.creditKobo`];
                return (
                  <tr key={line.key}>
                    <td className={styles.lineNumber}>{number}</td>
                    <td className={`${styles.lineCell} ${styles.accountCell}`}>
                      <AccountSelect
                        id={`${formId}-line-${index}-account`}
                        label={`Line ${number} account`}
                        hideLabel
                        className={styles.cellInput}
                        accounts={accounts}
                        value={line.accountId}
                        disabled={!accountsReady}
                        placeholder={accountsReady ? 'Choose an account' : 'Loading accounts…'}
                        error={serverErrors[`body.lines.${index}.glAccountId`]}
                        onChange={(accountId) => setLine(index, { accountId })}
                      />
                    </td>
                    <td className={`${styles.lineCell} ${styles.amountCell}`}>
                      <input
                        className={styles.amountInput}
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={`Line ${number} debit`}
                        aria-invalid={debitError ? true : undefined}
                        value={line.debit}
                        maxLength={24}
                        placeholder="0.00"
                        onChange={(event) => setLine(index, { debit: event.target.value })}
                        onBlur={(event) =>
                          setLine(index, { debit: tidyAmount(event.target.value) })
                        }
                      />
                      {debitError && <span className={styles.cellError}>{debitError}</span>}
                    </td>
                    <td className={`${styles.lineCell} ${styles.amountCell}`}>
                      <input
                        className={styles.amountInput}
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={`Line ${number} credit`}
                        aria-invalid={creditError ? true : undefined}
                        value={line.credit}
                        maxLength={24}
                        placeholder="0.00"
                        onChange={(event) => setLine(index, { credit: event.target.value })}
                        onBlur={(event) =>
                          setLine(index, { credit: tidyAmount(event.target.value) })
                        }
                      />
                      {creditError && <span className={styles.cellError}>{creditError}</span>}
                    </td>
                    <td className={styles.lineCell}>
                      <input
                        className={styles.cellInput}
                        aria-label={`Line ${number} narration`}
                        value={line.narration}
                        maxLength={JOURNAL_NARRATION_MAX_LENGTH}
                        placeholder="Optional"
                        onChange={(event) => setLine(index, { narration: event.target.value })}
                      />
                    </td>
                    <td className={`${styles.lineCell} ${styles.removeCell}`}>
                      <Button
                        size="small"
                        tone="ghost"
                        aria-label={`Remove line ${number}`}
                        disabled={draft.lines.length <= 1 || posting}
                        onClick={() => removeLine(index)}
                      >
                        ✕
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.journalFooter}>
          <span className={styles.actions}>
            <Button
              size="small"
              onClick={addLine}
              disabled={draft.lines.length >= MAX_JOURNAL_LINES || posting}
            >
              Add line
            </Button>
            <span className={styles.muted}>
              {draft.lines.length} of at most {MAX_JOURNAL_LINES} lines
            </span>
          </span>
          <Figures
            debit={check.totals.debitKobo}
            credit={check.totals.creditKobo}
            difference={check.totals.differenceKobo}
          />
        </div>
        <div id={problemsId}>
          {blocked ? (
            <Notice tone="warning">
              <strong>Not ready to post.</strong>
              <ul className={styles.problems}>
                {check.problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                  <li key={problem.message}>{problem.message}</li>
                ))}
                {check.problems.length > SHOWN_PROBLEMS && (
                  <li>and {check.problems.length - SHOWN_PROBLEMS} more.</li>
                )}
              </ul>
            </Notice>
          ) : (
            <Notice tone="success">Debits equal credits: the entry is ready to post.</Notice>
          )}
        </div>
        <div className={styles.footer}>
          <Button onClick={clear} disabled={posting}>
            Clear
          </Button>
          <Button
            tone="primary"
            disabled={blocked || posting || !accountsReady}
            aria-describedby={problemsId}
            onClick={post}
          >
            {posting ? 'Posting…' : 'Post journal'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
