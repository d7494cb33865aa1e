import { formatKobo, MAX_AMOUNT_KOBO, parseNairaToKobo } from './money';

/**
 * The rules of a manual journal entry before it is posted (DESIGN.md "Money and the ledger"):
 * two to a hundred lines, each with a GL account and either a debit or a credit, and debits equal
 * to credits. `journalProblems` checks a body in kobo, as the client sends it and the server
 * receives it; `checkJournalDraft` reads a draft as a person types it (naira text) into that body.
 * Totals are summed as BigInt: a hundred lines of the largest amount pass 2^53 kobo.
 */

export const MIN_JOURNAL_LINES = 2;
export const MAX_JOURNAL_LINES = 100;
/** The bound of one line's amount: the one amount cap. */
export const MAX_LINE_AMOUNT_KOBO = MAX_AMOUNT_KOBO;
export const JOURNAL_NARRATION_MAX_LENGTH = 255;
export const JOURNAL_REFERENCE_MAX_LENGTH = 64;

export interface JournalLineBody {
  readonly glAccountId: string;
  readonly debitKobo: number;
  readonly creditKobo: number;
  readonly narration?: string;
}

/** The body of `postManualJournal` (ManualJournalRequest in openapi.yaml). */
export interface JournalBody {
  readonly narration: string;
  readonly reference?: string;
  readonly valueDate?: string;
  readonly lines: readonly JournalLineBody[];
}

export type JournalProblemCode =
  | 'journal_narration_missing'
  | 'journal_too_few_lines'
  | 'journal_too_many_lines'
  | 'journal_line_account_missing'
  | 'journal_line_amount_invalid'
  | 'journal_line_debit_and_credit'
  | 'journal_line_zero'
  | 'journal_value_date_invalid'
  | 'journal_not_balanced';

/** The codes of the double-entry rule itself, which the ledger answers too. */
export type EntryRuleCode = Extract<
  JournalProblemCode,
  | 'journal_too_few_lines'
  | 'journal_too_many_lines'
  | 'journal_line_amount_invalid'
  | 'journal_line_debit_and_credit'
  | 'journal_line_zero'
  | 'journal_not_balanced'
>;

export type JournalLineField = 'account' | 'debit' | 'credit';

/** One reason an entry cannot be posted; `line` is the line's index from 0 when it is a line's. */
export interface JournalProblem {
  readonly code: JournalProblemCode;
  readonly message: string;
  readonly line?: number;
  readonly field?: JournalLineField;
}

export interface JournalTotals {
  readonly debitKobo: bigint;
  readonly creditKobo: bigint;
  /** Debits minus credits: positive when debits are ahead, 0 when the entry balances. */
  readonly differenceKobo: bigint;
}

export function journalTotals(
  lines: readonly Pick<JournalLineBody, 'debitKobo' | 'creditKobo'>[],
): JournalTotals {
  let debitKobo = 0n;
  let creditKobo = 0n;
  for (const line of lines) {
    debitKobo += BigInt(line.debitKobo);
    creditKobo += BigInt(line.creditKobo);
  }
  return { debitKobo, creditKobo, differenceKobo: debitKobo - creditKobo };
}

/** The sentence for an entry whose sides differ, naming the side that is ahead and by how much. */
export function imbalanceMessage(differenceKobo: bigint): string {
  const by = formatKobo(differenceKobo < 0n ? -differenceKobo : differenceKobo);
  return differenceKobo > 0n
    ? `Debits exceed credits by ${by}; the entry must balance.`
    : `Credits exceed debits by ${by}; the entry must balance.`;
}

/** The amounts of one line of an entry, whatever posts it. */
export interface EntryLineAmounts {
  readonly debitKobo: number;
  readonly creditKobo: number;
}

function isLineAmount(kobo: number): boolean {
  return Number.isSafeInteger(kobo) && kobo >= 0 && kobo <= MAX_LINE_AMOUNT_KOBO;
}

/** A problem of the double-entry rule. */
export type EntryRuleProblem = JournalProblem & { readonly code: EntryRuleCode };

function amountProblems(line: EntryLineAmounts, index: number): EntryRuleProblem[] {
  const number = index + 1;
  const problems: EntryRuleProblem[] = [];
  if (!isLineAmount(line.debitKobo) || !isLineAmount(line.creditKobo)) {
    problems.push({
      code: 'journal_line_amount_invalid',
      message: `Line ${number}: amounts are whole kobo, 0 to ${formatKobo(MAX_LINE_AMOUNT_KOBO)}.`,
      line: index,
      field: isLineAmount(line.debitKobo) ? 'credit' : 'debit',
    });
  } else if (line.debitKobo > 0 && line.creditKobo > 0) {
    problems.push({
      code: 'journal_line_debit_and_credit',
      message: `Line ${number} has both a debit and a credit; a line takes one side only.`,
      line: index,
      field: 'credit',
    });
  } else if (line.debitKobo <= 0 && line.creditKobo <= 0) {
    problems.push({
      code: 'journal_line_zero',
      message: `Line ${number} needs a debit or a credit amount.`,
      line: index,
      field: 'debit',
    });
  }
  return problems;
}

/**
 * The double-entry rule of every entry, whatever posts it: two to a hundred lines, each one side
 * of whole kobo within the amount cap, and debits equal to credits. The ledger refuses an entry
 * with the same codes that the journal form shows before posting.
 */
export function entryProblems(lines: readonly EntryLineAmounts[]): EntryRuleProblem[] {
  const problems: EntryRuleProblem[] = [];
  if (lines.length < MIN_JOURNAL_LINES) {
    problems.push({
      code: 'journal_too_few_lines',
      message: `An entry needs at least ${MIN_JOURNAL_LINES} lines.`,
    });
  }
  if (lines.length > MAX_JOURNAL_LINES) {
    problems.push({
      code: 'journal_too_many_lines',
      message: `An entry holds at most ${MAX_JOURNAL_LINES} lines.`,
    });
  }
  lines.forEach((line, index) => {
    problems.push(...amountProblems(line, index));
  });
  // Totals of amounts that are not whole kobo would mean nothing (and BigInt refuses them).
  if (problems.some((problem) => problem.code === 'journal_line_amount_invalid')) return problems;
  const { differenceKobo } = journalTotals(lines);
  if (differenceKobo !== 0n) {
    problems.push({ code: 'journal_not_balanced', message: imbalanceMessage(differenceKobo) });
  }
  return problems;
}

/**
 * Every reason a manual journal cannot be posted, in the order a person would fix them; empty
 * means it can be posted: its narration and accounts, then the double-entry rule.
 */
export function journalProblems(body: JournalBody): JournalProblem[] {
  const problems: JournalProblem[] = [];
  if (body.narration.trim() === '') {
    problems.push({ code: 'journal_narration_missing', message: 'Give the entry a narration.' });
  }
  body.lines.forEach((line, index) => {
    if (!line.glAccountId) {
      problems.push({
        code: 'journal_line_account_missing',
        message: `Line ${index + 1} needs a GL account.`,
        line: index,
        field: 'account',
      });
    }
  });
  problems.push(...entryProblems(body.lines));
  return problems.sort(byFixingOrder);
}

/** One line as a person types it: amounts are naira text, either may be blank. */
export interface JournalLineDraft {
  readonly accountId: string;
  readonly debit: string;
  readonly credit: string;
  readonly narration: string;
}

export interface JournalDraft {
  readonly narration: string;
  readonly reference: string;
  /** YYYY-MM-DD, or blank for the processing date. */
  readonly valueDate: string;
  readonly lines: readonly JournalLineDraft[];
}

export function emptyJournalLine(): JournalLineDraft {
  return { accountId: '', debit: '', credit: '', narration: '' };
}

export function emptyJournalDraft(valueDate = ''): JournalDraft {
  return {
    narration: '',
    reference: '',
    valueDate,
    lines: Array.from({ length: MIN_JOURNAL_LINES }, emptyJournalLine),
  };
}

export type AmountReading = { readonly kobo: number } | { readonly error: string };

/**
 * A typed amount in kobo: blank is 0 (that side is empty); anything else must be a positive naira
 * amount with at most 2 decimals, no larger than one amount may be.
 */
export function readAmount(text: string): AmountReading {
  if (text.trim() === '') return { kobo: 0 };
  let kobo: number;
  try {
    kobo = parseNairaToKobo(text);
  } catch {
    return { error: 'Enter an amount in naira, e.g. 1,500.00.' };
  }
  if (kobo < 0) return { error: 'Enter a positive amount; put a credit in the credit column.' };
  if (kobo > MAX_LINE_AMOUNT_KOBO) {
    return { error: `At most ${formatKobo(MAX_LINE_AMOUNT_KOBO)} on one line.` };
  }
  return { kobo };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface DraftCheck {
  /** The body to post; meaningful only when `problems` is empty. */
  readonly body: JournalBody;
  readonly problems: readonly JournalProblem[];
  readonly totals: JournalTotals;
}

function amountOf(
  reading: AmountReading,
  index: number,
  field: 'debit' | 'credit',
  problems: JournalProblem[],
) {
  if ('kobo' in reading) return reading.kobo;
  const side = field === 'debit' ? 'debit' : 'credit';
  problems.push({
    code: 'journal_line_amount_invalid',
    message: `Line ${index + 1} ${side}: ${reading.error}`,
    line: index,
    field,
  });
  return 0;
}

/**
 * Reads a draft into the body to post, its totals as typed so far and every problem in the way.
 * An amount that cannot be read counts as 0 in the totals and is reported once, not again as an
 * empty line.
 */
export function checkJournalDraft(draft: JournalDraft): DraftCheck {
  const amountProblems: JournalProblem[] = [];
  const lines = draft.lines.map((line, index): JournalLineBody => {
    const debitKobo = amountOf(readAmount(line.debit), index, 'debit', amountProblems);
    const creditKobo = amountOf(readAmount(line.credit), index, 'credit', amountProblems);
    const narration = line.narration.trim();
    return { glAccountId: line.accountId, debitKobo, creditKobo, ...(narration && { narration }) };
  });
  const reference = draft.reference.trim();
  const valueDate = draft.valueDate.trim();
  const body: JournalBody = {
    narration: draft.narration.trim(),
    ...(reference && { reference }),
    ...(valueDate && { valueDate }),
    lines,
  };
  const unreadable = new Set(amountProblems.map((problem) => problem.line));
  const problems = [
    ...journalProblems(body).filter(
      (problem) => !(problem.code === 'journal_line_zero' && unreadable.has(problem.line)),
    ),
    ...amountProblems,
  ];
  if (valueDate && !ISO_DATE.test(valueDate)) {
    problems.push({
      code: 'journal_value_date_invalid',
      message: 'The value date must be a date (YYYY-MM-DD).',
    });
  }
  return { body, problems: problems.sort(byFixingOrder), totals: journalTotals(lines) };
}

// Entry-level problems first, then each line's in line order, and the balance last: a person
// fixes the lines before the difference means anything.
function rank(problem: JournalProblem): number {
  if (problem.line !== undefined) return 2 + problem.line / 1_000_000;
  if (problem.code === 'journal_not_balanced') return 4;
  if (problem.code === 'journal_value_date_invalid') return 3;
  return problem.code === 'journal_narration_missing' ? 0 : 1;
}

function byFixingOrder(a: JournalProblem, b: JournalProblem): number {
  return rank(a) - rank(b);
}
