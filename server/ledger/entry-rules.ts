import type { GlAccountRecord } from '../gl/gl-account.repository';

/** One line to post: exactly one of the two amounts is positive. */
export interface PostingLine {
  readonly accountId: string;
  readonly debitKobo: number;
  readonly creditKobo: number;
  readonly narration?: string | undefined;
  /** The deposit account this line moves, for lines on a deposit product's GL account. */
  readonly depositAccountId?: string | null | undefined;
}

export interface EntryProblem {
  readonly code: string;
  readonly message: string;
  /** The field the problem is about, as the contract names request fields. */
  readonly field?: string;
}

/** The most lines one entry may have (the contract's bound). */
export const MAX_ENTRY_LINES = 100;
/** The bound of one amount: one trillion naira in kobo. */
export const MAX_AMOUNT_KOBO = 100_000_000_000_000;

function isAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT_KOBO;
}

/** The shape rules of an entry: enough lines, one side per line, whole kobo, debits = credits. */
export function entryShapeProblems(lines: readonly PostingLine[]): EntryProblem[] {
  if (lines.length < 2 || lines.length > MAX_ENTRY_LINES) {
    return [{ code: 'journal_line_count', message: `An entry has 2 to ${MAX_ENTRY_LINES} lines.` }];
  }
  const problems: EntryProblem[] = [];
  lines.forEach((line, index) => {
    const field = `body.lines.${index}`;
    if (!isAmount(line.debitKobo) || !isAmount(line.creditKobo)) {
      problems.push({
        code: 'amount_invalid',
        field,
        message: 'Amounts are whole kobo, 0 to ₦1 trillion.',
      });
    } else if (line.debitKobo > 0 && line.creditKobo > 0) {
      problems.push({
        code: 'journal_line_debit_and_credit',
        field,
        message: 'A line has a debit or a credit, not both.',
      });
    } else if (line.debitKobo === 0 && line.creditKobo === 0) {
      problems.push({
        code: 'journal_line_zero',
        field,
        message: 'A line needs a debit or a credit amount.',
      });
    }
  });
  if (problems.length > 0) return problems;
  const { debitKobo, creditKobo } = entryTotals(lines);
  if (debitKobo !== creditKobo) {
    return [
      {
        code: 'journal_not_balanced',
        message: `Debits (${debitKobo} kobo) must equal credits (${creditKobo} kobo).`,
      },
    ];
  }
  return [];
}

export function entryTotals(lines: readonly { debitKobo: number; creditKobo: number }[]): {
  debitKobo: number;
  creditKobo: number;
} {
  let debitKobo = 0;
  let creditKobo = 0;
  for (const line of lines) {
    debitKobo += line.debitKobo;
    creditKobo += line.creditKobo;
  }
  return { debitKobo, creditKobo };
}

/** Every line's account must be the tenant's, active and postable (not a header). */
export function accountProblems(
  lines: readonly PostingLine[],
  accounts: ReadonlyMap<string, GlAccountRecord>,
): EntryProblem[] {
  return lines.flatMap((line, index): EntryProblem[] => {
    const field = `body.lines.${index}.glAccountId`;
    const account = accounts.get(line.accountId);
    if (!account) return [{ code: 'gl_account_not_found', field, message: 'No such GL account.' }];
    if (account.header) {
      return [
        {
          code: 'gl_account_is_header',
          field,
          message: `${account.code} is a header account and takes no postings.`,
        },
      ];
    }
    if (account.status !== 'ACTIVE') {
      return [{ code: 'gl_account_inactive', field, message: `${account.code} is inactive.` }];
    }
    return [];
  });
}

/** The lines that undo an entry: every debit becomes a credit of the same amount and back. */
export function reversedLines(lines: readonly PostingLine[]): PostingLine[] {
  return lines.map((line) => ({
    accountId: line.accountId,
    debitKobo: line.creditKobo,
    creditKobo: line.debitKobo,
    narration: line.narration,
    depositAccountId: line.depositAccountId,
  }));
}
