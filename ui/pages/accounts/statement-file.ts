const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ACCOUNT_NUMBER = /^\d{10}$/;

export type StatementFormat = 'csv' | 'pdf';

/** The month-to-date range the statement opens with: the 1st of the date's month to the date. */
export function monthToDate(date: string | null): { from: string; to: string } {
  if (!date || !ISO_DATE.test(date)) return { from: '', to: '' };
  return { from: `${date.slice(0, 8)}01`, to: date };
}

/** What stops a statement range: a missing date, or a start after the end. */
export function statementRangeProblem(from: string, to: string): string | null {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return 'Choose the first and the last day.';
  if (from > to) return 'The statement must start on or before its last day.';
  return null;
}

/** `statement-<accountNumber>-<from>-to-<to>.<ext>`, as the server names the same file. */
export function statementFileName(
  accountNumber: string,
  from: string,
  to: string,
  format: StatementFormat,
): string {
  if (!ACCOUNT_NUMBER.test(accountNumber) || !ISO_DATE.test(from) || !ISO_DATE.test(to)) {
    return `statement.${format}`;
  }
  return `statement-${accountNumber}-${from}-to-${to}.${format}`;
}
