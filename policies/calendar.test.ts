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
