import { describe, expect, it } from 'vitest';
import {
  bankDate,
  formatBankDate,
  formatBankDateTime,
  formatClockTime,
  isProcessingDateBehind,
} from './calendar';

describe('the bank calendar (Africa/Lagos, UTC+1)', () => {
  it('counts the business day in Lagos, not in UTC', () => {
    expect(bankDate(Date.parse('2026-11-21T22:59:59Z'))).toBe('2026-11-21');
    expect(bankDate(Date.parse('2026-11-21T23:00:00Z'))).toBe('2026-11-22');
  });

  it('shows dates as staff read them and leaves anything else as given', () => {
    expect(formatBankDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatBankDate('2026-01-01T00:00:00Z')).toBe('01 Jan 2026');
    expect(formatBankDate(null)).toBe('N/A');
    expect(formatBankDate('soon')).toBe('soon');
  });

  it('writes every month in three letters, September too, whatever the runtime writes', () => {
    expect(formatBankDate('2027-09-27')).toBe('27 Sep 2027');
    expect(formatBankDateTime('2027-09-27T13:05:00Z')).toBe('27 Sep 2027, 14:05');
    const months = Array.from(
      { length: 12 },
      (_, index) => formatBankDate(`2027-${String(index + 1).padStart(2, '0')}-01`).split(' ')[1],
    );
    expect(months).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it("gives an instant's calendar day in Lagos, not in UTC", () => {
    expect(formatBankDate('2026-11-27T23:30:00Z')).toBe('28 Nov 2026');
    expect(formatBankDate('2026-11-27T22:59:00Z')).toBe('27 Nov 2026');
  });

  it('shows the wall clock in Lagos, 24-hour with seconds', () => {
    expect(formatClockTime(Date.parse('2026-11-21T08:05:09Z'))).toBe('09:05:09');
    expect(formatClockTime(Date.parse('2026-11-21T23:00:00Z'))).toBe('00:00:00');
  });

  it('shows an instant as date and minutes, or Never', () => {
    expect(formatBankDateTime('2026-11-21T11:12:46.619Z')).toBe('21 Nov 2026, 12:12');
    expect(formatBankDateTime(null)).toBe('Never');
    expect(formatBankDateTime('not a date')).toBe('not a date');
  });

  it('highlights a processing date that is not today in Lagos', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(isProcessingDateBehind('2026-11-21', now)).toBe(false);
    expect(isProcessingDateBehind('2026-11-20', now)).toBe(true);
    expect(isProcessingDateBehind(null, now)).toBe(false);
  });
});
