import { describe, expect, it } from 'vitest';
import { monthToDate, statementFileName, statementRangeProblem } from './statement-file';

describe('the statement download', () => {
  it('names the file after the account and the range', () => {
    expect(statementFileName('0900000017', '2026-05-01', '2026-05-04', 'csv')).toBe(
      'statement-0900000017-2026-05-01-to-2026-05-04.csv',
    );
    expect(statementFileName('0900000017', '2026-05-01', '2026-05-04', 'pdf')).toBe(
      'statement-0900000017-2026-05-01-to-2026-05-04.pdf',
    );
  });

  it('falls back to a plain name rather than put odd text in a file name', () => {
    expect(statementFileName('../x', '2026-05-01', '2026-05-04', 'csv')).toBe('statement.csv');
    expect(statementFileName('0900000017', '', '2026-05-04', 'pdf')).toBe('statement.pdf');
  });

  it('opens on the month to date of the processing date', () => {
    expect(monthToDate('2026-05-04')).toEqual({ from: '2026-05-01', to: '2026-05-04' });
    expect(monthToDate(null)).toEqual({ from: '', to: '' });
  });

  it('wants both days, the first not after the last', () => {
    expect(statementRangeProblem('2026-05-01', '2026-05-04')).toBeNull();
    expect(statementRangeProblem('2026-05-04', '2026-05-04')).toBeNull();
    expect(statementRangeProblem('2026-05-05', '2026-05-04')).toBe(
      'The statement must start on or before its last day.',
    );
    expect(statementRangeProblem('', '2026-05-04')).toBe('Choose the first and the last day.');
  });
});
