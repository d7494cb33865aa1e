/**
 * Calendar arithmetic for repayment due dates, as Apache Fineract does it with java.time: a month
 * step keeps the disbursement's day of the month where the month has it and takes the month's last
 * day where it does not, so a loan paid out on 31 January falls due on 28 February, 31 March,
 * 30 April. Each due date is counted from the disbursement date (k x N months), never from the
 * previous, shortened due date.
 */
import { addDays, daysInMonth, fromIso, toIso } from './date-input';

export type DateStepUnit = 'DAYS' | 'WEEKS' | 'MONTHS';

const MS_PER_DAY = 86_400_000;

function requireDate(iso: string) {
  const date = fromIso(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return date;
}

/** The date `months` calendar months after `iso` (negative: before), clamped to the month's end. */
export function addMonths(iso: string, months: number): string {
  const date = requireDate(iso);
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return toIso({ year, month, day: Math.min(date.day, daysInMonth(year, month)) });
}

/** The date `count` steps of the unit after `iso`. */
export function addPeriods(iso: string, unit: DateStepUnit, count: number): string {
  if (unit === 'MONTHS') return addMonths(iso, count);
  return addDays(iso, unit === 'WEEKS' ? count * 7 : count);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const start = requireDate(from);
  const end = requireDate(to);
  const startMs = Date.UTC(start.year, start.month - 1, start.day);
  const endMs = Date.UTC(end.year, end.month - 1, end.day);
  return Math.round((endMs - startMs) / MS_PER_DAY);
}
