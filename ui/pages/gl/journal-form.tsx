import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { GlAccount } from '../../../api/coa.api';
import {
  isSentForApproval,
  type JournalEntry,
  type JournalOutcome,
  postManualJournal,
} from '../../../api/journals.api';
import type { Failure } from '../../../machines/failure';
import {
  createMoneyFormMachine,
  type MoneyAttempt,
  problemShown,
} from '../../../machines/money-form.machine';
import {
  checkJournalDraft,
  type DraftCheck,
  emptyJournalLine,
  JOURNAL_NARRATION_MAX_LENGTH,
  JOURNAL_REFERENCE_MAX_LENGTH,
  type JournalBody,
  type JournalDraft,
  type JournalLineDraft,
  type JournalProblem,
  type JournalTotals,
  journalTotals,
  MAX_JOURNAL_LINES,
  MIN_JOURNAL_LINES,
  readAmount,
} from '../../../policies/journal-balance';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useMoneyForm } from '../../app/use-money-form';
import { useProcessingDate } from '../../app/use-processing-date';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as styles from './gl.css';
import { AccountSelect } from './gl-parts';
import { SentForApproval } from './sent-for-approval';

/** A line of the form: the draft line and a key that stays with it when lines above are removed. */
type LineState = JournalLineDraft & { readonly key: number };
type DraftState = Omit<JournalDraft, 'lines'> & { readonly lines: readonly LineState[] };

/**
 * The policy's check of the draft, with no body while anything stops it from posting. The totals
 * (BigInt) stay out of it: the chart's context is plain data.
 */
interface JournalCheck {
  readonly body: JournalBody | null;
  readonly problems: DraftCheck['problems'];
}

type LineField = 'account' | 'debit' | 'credit';

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

function checkJournal(draft: DraftState): JournalCheck {
  const { body, problems } = checkJournalDraft(draft);
  return { body: problems.length === 0 ? body : null, problems };
}

/** A readable amount rewritten the way the totals show it (1500 becomes 1,500.00), on leaving it. */
function tidyAmount(text: string): string {
  const reading = readAmount(text);
  return 'kobo' in reading && reading.kobo > 0 ? formatKobo(reading.kobo).replace('₦', '') : text;
}

const SHOWN_PROBLEMS = 5;

// Problems shown beside their cell; every shown problem is listed by the button too.
const CELL_PROBLEMS = new Set(['journal_line_amount_invalid', 'journal_line_debit_and_credit']);

/** The field a line's cell is touched as: by the line's key, which survives removing lines above. */
function lineField(line: LineState, field: LineField): string {
  return `line-${line.key}-${field}`;
}

/**
 * The field a problem is about, or null for the entry as a whole (too few lines, unbalanced):
 * those show only once the person tries to post.
 */
function problemField(problem: JournalProblem, lines: readonly LineState[]): string | null {
  if (problem.code === 'journal_narration_missing') return 'narration';
  if (problem.code === 'journal_value_date_invalid') return 'valueDate';
  const line = problem.line === undefined ? undefined : lines[problem.line];
  return line && problem.field ? lineField(line, problem.field) : null;
}

function useJournalMachine() {
  const api = useApi();
  return useMemo(
    () =>
      createMoneyFormMachine<DraftState, JournalBody, JournalOutcome, JournalCheck>().provide({
        actors: {
          submit: fromPromise<JournalOutcome, MoneyAttempt<JournalBody, null>>(({ input }) =>
            postManualJournal(api, { ...input.body, lines: [...input.body.lines] }, input.key),
          ),
        },
      }),
    [api],
  );
}

function Figures({ totals }: { totals: JournalTotals }) {
  const { debitKobo: debit, creditKobo: credit, differenceKobo: difference } = totals;
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
 * What the form says by its buttons, where the person looks after pressing Post: the posted
 * entry, the server's refusal or a lost answer, the problems in the way once they are shown, or
 * that the entry is ready.
 */
function Feedback({
  posted,
  failure,
  canRetry,
  problems,
  ready,
  onView,
}: {
  posted: JournalOutcome | null;
  failure: Failure | null;
  canRetry: boolean;
  problems: readonly JournalProblem[];
  ready: boolean;
  onView: (entryId: string) => void;
}) {
  return (
    <>
      {posted && isSentForApproval(posted) && <SentForApproval request={posted} />}
      {posted && !isSentForApproval(posted) && (
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
          {canRetry && (
            <>
              {' '}
              The entry may have been posted. Post again without changing the draft: it is sent with
              the same request key, so it cannot post twice.
            </>
          )}
        </Notice>
      )}
      {problems.length > 0 && (
        <Notice tone="warning">
          <strong>Not ready to post.</strong>
          <ul className={styles.problems}>
            {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
              <li key={problem.message}>{problem.message}</li>
            ))}
            {problems.length > SHOWN_PROBLEMS && (
              <li>and {problems.length - SHOWN_PROBLEMS} more.</li>
            )}
          </ul>
        </Notice>
      )}
      {ready && <Notice tone="success">Debits equal credits: the entry is ready to post.</Notice>}
    </>
  );
}

interface LineHandlers {
  change: (index: number, patch: Partial<JournalLineDraft>) => void;
  leaveAmount: (index: number, side: 'debit' | 'credit', text: string) => void;
  touch: (field: string) => void;
  remove: (index: number) => void;
}

function AmountCell({
  label,
  value,
  error,
  readOnly,
  onChange,
  onLeave,
}: {
  label: string;
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (text: string) => void;
  onLeave: (text: string) => void;
}) {
  return (
    <td className={`${styles.lineCell} ${styles.amountCell}`}>
      <input
        className={styles.amountInput}
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        value={value}
        maxLength={24}
        placeholder="0.00"
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onLeave(event.target.value)}
      />
      {error && <span className={styles.cellError}>{error}</span>}
    </td>
  );
}

function accountsPlaceholder(ready: boolean, failed: boolean): string {
  if (ready) return 'Choose an account';
  return failed ? 'No accounts to choose from' : 'Loading accounts…';
}

function JournalLines({
  formId,
  lines,
  accounts,
  accountsReady,
  accountsFailed,
  busy,
  errorOf,
  on,
}: {
  formId: string;
  lines: readonly LineState[];
  accounts: readonly GlAccount[];
  accountsReady: boolean;
  accountsFailed: boolean;
  busy: boolean;
  errorOf: (index: number, field: LineField) => string | undefined;
  on: LineHandlers;
}) {
  return (
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
          {lines.map((line, index) => {
            const number = index + 1;
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
                    disabled={!accountsReady || busy}
                    placeholder={accountsPlaceholder(accountsReady, accountsFailed)}
                    error={errorOf(index, 'account')}
                    onChange={(accountId) => on.change(index, { accountId })}
                    onBlur={() => on.touch(lineField(line, 'account'))}
                  />
                </td>
                <AmountCell
                  label={`Line ${number} debit`}
                  value={line.debit}
                  error={errorOf(index, 'debit')}
                  readOnly={busy}
                  onChange={(debit) => on.change(index, { debit })}
                  onLeave={(text) => on.leaveAmount(index, 'debit', text)}
                />
                <AmountCell
                  label={`Line ${number} credit`}
                  value={line.credit}
                  error={errorOf(index, 'credit')}
                  readOnly={busy}
                  onChange={(credit) => on.change(index, { credit })}
                  onLeave={(text) => on.leaveAmount(index, 'credit', text)}
                />
                <td className={styles.lineCell}>
                  <input
                    className={styles.cellInput}
                    aria-label={`Line ${number} narration`}
                    value={line.narration}
                    maxLength={JOURNAL_NARRATION_MAX_LENGTH}
                    placeholder="Optional"
                    readOnly={busy}
                    onChange={(event) => on.change(index, { narration: event.target.value })}
                  />
                </td>
                <td className={`${styles.lineCell} ${styles.removeCell}`}>
                  <Button
                    size="small"
                    tone="ghost"
                    aria-label={`Remove line ${number}`}
                    disabled={lines.length <= 1 || busy}
                    onClick={() => on.remove(index)}
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
  );
}

type HeadField = 'narration' | 'reference' | 'valueDate';

/** The entry's own fields above its lines. */
function JournalHead({
  field,
  valueDateError,
}: {
  field: (name: HeadField) => {
    value: string;
    readOnly: boolean;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
    onBlur: () => void;
  };
  valueDateError: string | undefined;
}) {
  return (
    <div className={styles.journalHead}>
      <Field
        label="Narration"
        maxLength={JOURNAL_NARRATION_MAX_LENGTH}
        placeholder="What the entry is for"
        {...field('narration')}
      />
      <Field
        label="Reference"
        maxLength={JOURNAL_REFERENCE_MAX_LENGTH}
        placeholder="Voucher number (optional)"
        {...field('reference')}
      />
      <DateField
        label="Value date"
        hint="Blank means the processing date."
        {...field('valueDate')}
        onChange={(iso) => field('valueDate').onChange({ target: { value: iso } })}
        error={valueDateError}
      />
    </div>
  );
}

/** The problems of the check the person should see now, and the server's field errors. */
function shownProblems(
  check: JournalCheck,
  lines: readonly LineState[],
  shown: (field: string | null) => boolean,
) {
  return check.problems.filter((problem) => shown(problemField(problem, lines)));
}

/**
 * The journal's chart and what the form shows of it: the problems to show now, each cell's error
 * (the check's once shown, else the server's), the head fields' bindings. A posted entry is
 * handed to `onPosted` once.
 */
function useJournalForm(onPosted: (entry: JournalEntry) => void) {
  const processingDate = useProcessingDate() ?? '';
  const [initial] = useState(() => newDraft(processingDate));
  const machine = useJournalMachine();
  const form = useMoneyForm(machine, { draft: initial, check: checkJournal });
  const { snapshot, touch } = form;
  const { draft, check, failure, result: posted } = snapshot.context;
  const busy = snapshot.matches('preparing') || snapshot.matches('submitting');
  const totals = useMemo(() => checkJournalDraft(draft).totals, [draft]);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    // Held for approval: nothing was posted, so the list has nothing new to show.
    if (!posted || isSentForApproval(posted) || announced.current === posted.id) return;
    announced.current = posted.id;
    onPosted(posted);
  }, [posted, onPosted]);

  const serverErrors = failure?.fieldErrors ?? {};
  const problems = shownProblems(check, draft.lines, (field) =>
    field === null ? snapshot.context.attempted : problemShown(snapshot.context, field),
  );
  const errorOf = (index: number, field: LineField) =>
    problems.find(
      (problem) =>
        problem.line === index && problem.field === field && CELL_PROBLEMS.has(problem.code),
    )?.message ??
    serverErrors[`body.lines.${index}.${field === 'account' ? 'glAccountId' : `${field}Kobo`}`];
  const headField = (field: HeadField) => ({
    value: draft[field],
    readOnly: busy,
    error: serverErrors[`body.${field}`],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      form.edit((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => touch(field),
  });
  const valueDateError =
    serverErrors['body.valueDate'] ??
    (failure?.code === 'value_date_in_closed_period' ? failure.message : undefined);
  return { ...form, busy, totals, problems, errorOf, headField, valueDateError };
}

/**
 * A new manual journal: narration, reference, value date and its lines, with the totals and the
 * difference kept live as amounts are typed. The money-form chart owns the draft: a problem shows
 * once its field is left or the person tries to post, a post whose answer was lost is sent again
 * with its Idempotency-Key, and a posted entry starts a fresh draft with nothing to complain of.
 */
export function JournalForm({
  accounts,
  accountsReady,
  accountsFailed = false,
  onPosted,
  onView,
}: {
  accounts: readonly GlAccount[];
  accountsReady: boolean;
  /** The accounts could not be read: the page says why, the pickers stop saying 'Loading'. */
  accountsFailed?: boolean;
  onPosted: (entry: JournalEntry) => void;
  onView: (entryId: string) => void;
}) {
  const formId = useId();
  const journal = useJournalForm(onPosted);
  const { snapshot, send, submit, busy, totals, problems } = journal;
  const { draft, check, failure, result: posted } = snapshot.context;
  const on = useLineHandlers(journal.edit, journal.touch, draft.lines);
  const focusLine = useFocusLine(formId);
  const addLine = () => {
    on.add();
    focusLine(draft.lines.length);
  };
  const feedbackId = `${formId}-feedback`;

  return (
    <Card title="New journal">
      <form
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        aria-label="New journal"
      >
        <JournalHead field={journal.headField} valueDateError={journal.valueDateError} />
        <JournalLines
          formId={formId}
          lines={draft.lines}
          accounts={accounts}
          accountsReady={accountsReady}
          accountsFailed={accountsFailed}
          busy={busy}
          errorOf={journal.errorOf}
          on={on}
        />
        <div className={styles.journalFooter}>
          <span className={styles.actions}>
            <Button
              size="small"
              onClick={addLine}
              disabled={draft.lines.length >= MAX_JOURNAL_LINES || busy}
            >
              Add line
            </Button>
            <span className={styles.muted}>
              {draft.lines.length} of at most {MAX_JOURNAL_LINES} lines
            </span>
          </span>
          <Figures totals={totals} />
        </div>
        <div id={feedbackId} className={styles.form}>
          <Feedback
            posted={busy ? null : posted}
            failure={failure}
            canRetry={snapshot.can({ type: 'form.retry' })}
            problems={problems}
            ready={check.body !== null}
            onView={onView}
          />
        </div>
        <div className={styles.footer}>
          <Button onClick={() => send({ type: 'form.reset' })} disabled={busy}>
            Clear
          </Button>
          <Button
            tone="primary"
            disabled={busy || !accountsReady}
            aria-describedby={feedbackId}
            onClick={submit}
          >
            {busy ? 'Posting…' : 'Post journal'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Edits of the lines through the chart; an amount is tidied on leaving only when that changes it. */
function useLineHandlers(
  edit: (next: (draft: DraftState) => DraftState) => void,
  touch: (field: string) => void,
  lines: readonly LineState[],
): LineHandlers & { add: () => void } {
  const change = (index: number, patch: Partial<JournalLineDraft>) =>
    edit((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
    }));
  return {
    change,
    leaveAmount: (index, side, text) => {
      const tidy = tidyAmount(text);
      if (tidy !== text) change(index, { [side]: tidy });
      const line = lines[index];
      if (line) touch(lineField(line, side));
    },
    touch,
    remove: (index) =>
      edit((current) => ({ ...current, lines: current.lines.filter((_, at) => at !== index) })),
    add: () =>
      edit((current) =>
        current.lines.length >= MAX_JOURNAL_LINES
          ? current
          : { ...current, lines: [...current.lines, newLine()] },
      ),
  };
}

/** Puts the keyboard on a line's account once that line is on the page (after Add line). */
function useFocusLine(formId: string): (index: number) => void {
  const [line, setLine] = useState<number | null>(null);
  useEffect(() => {
    if (line === null) return;
    document.getElementById(`${formId}-line-${line}-account`)?.focus();
    setLine(null);
  }, [line, formId]);
  return setLine;
}
