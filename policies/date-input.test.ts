import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampDate,
  dateRangeProblem,
  daysInMonth,
  formatDateInput,
  fromIso,
  monthGrid,
  parseDateInput,
  spokenDate,
  startOfWeek,
} from './date-input';

const date = (iso: string) => ({ kind: 'date', iso });

describe('dates typed as DD/MM/YYYY', () => {
  it('reads the day first, whatever the separator', () => {
    expect(parseDateInput('25/11/2026')).toEqual(date('2026-11-25'));
    expect(parseDateInput('05/03/2026')).toEqual(date('2026-03-05'));
    expect(parseDateInput('5/3/2026')).toEqual(date('2026-03-05'));
    expect(parseDateInput(' 5-3-2026 ')).toEqual(date('2026-03-05'));
    expect(parseDateInput('5.3.2026')).toEqual(date('2026-03-05'));
    expect(parseDateInput('5 3 2026')).toEqual(date('2026-03-05'));
    expect(parseDateInput('05032026')).toEqual(date('2026-03-05'));
  });

  it('takes a pasted ISO date as it is', () => {
    expect(parseDateInput('2026-11-25')).toEqual(date('2026-11-25'));
  });

  it('treats blank text as no date', () => {
    expect(parseDateInput('')).toEqual({ kind: 'empty' });
    expect(parseDateInput('   ')).toEqual({ kind: 'empty' });
  });

  it('says in a sentence why typed text is not a date', () => {
    const problem = (text: string) => {
      const read = parseDateInput(text);
      return read.kind === 'invalid' ? read.problem : read.kind;
    };
    expect(problem('11/25')).toBe('Enter the date as DD/MM/YYYY, for example 25/11/2026.');
    expect(problem('tomorrow')).toBe('Enter the date as DD/MM/YYYY, for example 25/11/2026.');
    expect(problem('25/11/26')).toBe('Enter the year with four digits, for example 25/11/2026.');
    expect(problem('11/25/2026')).toBe('There is no month 25: the month is 1 to 12.');
    expect(problem('31/02/2026')).toBe('February 2026 has no day 31: it has 28 days.');
    expect(problem('30/02/2024')).toBe('February 2024 has no day 30: it has 29 days.');
    expect(problem('00/01/2026')).toBe('January 2026 has no day 0: it has 31 days.');
    expect(problem('01/01/1066')).toBe('Enter a year from 1900 to 2199, for example 25/11/2026.');
    expect(problem('29/02/2024')).toBe('date');
  });

  it('shows an ISO date day first, and nothing for anything else', () => {
    expect(formatDateInput('2026-11-25')).toBe('25/11/2026');
    expect(formatDateInput('2026-03-05')).toBe('05/03/2026');
    expect(formatDateInput('')).toBe('');
    expect(formatDateInput(null)).toBe('');
    expect(formatDateInput('2026-02-30')).toBe('');
    expect(formatDateInput('25/11/2026')).toBe('');
  });

  it('reads back every date it shows', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (at) => {
          const iso = at.toISOString().slice(0, 10);
          expect(parseDateInput(formatDateInput(iso))).toEqual(date(iso));
        },
      ),
    );
  });

  it('words a date outside its bounds', () => {
    expect(dateRangeProblem('2026-01-01', '2026-02-01')).toBe(
      'Enter a date on or after 01/02/2026.',
    );
    expect(dateRangeProblem('2026-03-01', undefined, '2026-02-01')).toBe(
      'Enter a date on or before 01/02/2026.',
    );
    expect(dateRangeProblem('2026-02-01', '2026-02-01', '2026-02-01')).toBeNull();
    expect(clampDate('2026-01-01', '2026-02-01')).toBe('2026-02-01');
    expect(clampDate('2026-03-01', undefined, '2026-02-01')).toBe('2026-02-01');
  });
});

describe('calendar arithmetic for the month grid', () => {
  it('knows the days of each month and the leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(fromIso('2026-13-01')).toBeNull();
  });

  it('moves by days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -13)).toBe('2025-02-28');
  });

  it('starts weeks on Monday and shows six whole weeks for every month', () => {
    // 25 November 2026 is a Wednesday.
    expect(startOfWeek('2026-11-25')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    const november = monthGrid(2026, 11);
    expect(november).toHaveLength(6);
    expect(november.every((week) => week.length === 7)).toBe(true);
    expect(november[0]?.[0]).toBe('2026-10-26');
    expect(november[0]).toContain('2026-11-01');
    expect(november.flat()).toContain('2026-11-30');
    expect(spokenDate('2026-11-25')).toBe('Wednesday 25 November 2026');
  });
});
