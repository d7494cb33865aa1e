import { entryProblems } from '../../policies/journal-balance';
import type { ErrorCode } from '../errors/error-registry';
import type { GlAccountRecord } from './gl-account.repository';
import type { SubledgerLink } from './subledger.port';

/** One line to post: exactly one of the two amounts is positive. */
export interface PostingLine {
  readonly accountId: string;
  readonly debitKobo: number;
  readonly creditKobo: number;
  readonly narration?: string | undefined;
  /** The sub-ledger account this line moves, for lines on a product's control account. */
  readonly subledger?: SubledgerLink | null | undefined;
}

export interface EntryProblem {
  readonly code: ErrorCode;
  readonly message: string;
  /** The field the problem is about, as the contract names request fields. */
  readonly field?: string;
}

/**
 * The double-entry rule (policies/journal-balance.ts, the one the journal form checks), as the
 * ledger answers it: a line's problem names the line in the request.
 */
export function entryShapeProblems(lines: readonly PostingLine[]): EntryProblem[] {
  return entryProblems(lines).map((problem) => ({
    code: problem.code,
    message: problem.message,
    ...(problem.line !== undefined && { field: `body.lines.${problem.line}` }),
  }));
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
    subledger: line.subledger,
  }));
}
