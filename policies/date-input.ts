/**
 * Dates as Nigerian staff type them: day first, DD/MM/YYYY, whatever the browser's own locale
 * says. The console and the API keep dates as ISO text (YYYY-MM-DD); these functions are the one
 * translation between the two, with sentences for people when typed text is not a date.
 */

export const DATE_INPUT_PATTERN = 'DD/MM/YYYY';

/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The oldest and newest years typed dates may have: a bank's records, not history or fiction. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2199;

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export type DateInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'date'; readonly iso: string }
  | { readonly kind: 'invalid'; readonly problem: string };

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month, month 1 to 12. */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

export function toIso({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A YYYY-MM-DD text as its parts, or null when it is not a real calendar date. */
export function fromIso(iso: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** An ISO date as typed and shown: '2026-11-25' is '25/11/2026'; anything else is ''. */
export function formatDateInput(iso: string | null | undefined): string {
  const date = iso ? fromIso(iso) : null;
  return date ? `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}` : '';
}

const EXAMPLE = 'for example 25/11/2026';

/**
 * Typed text as a date. Day, month and year are separated by '/', '-', '.' or spaces, with one or
 * two digits for the day and month and four for the year ('5/3/2026'); eight digits in a row are
 * read as DDMMYYYY; an ISO date (pasted from elsewhere) is taken as it is. A two-digit year is
 * refused rather than guessed: 01/02/26 could be 1926 or 2026.
 */
export function parseDateInput(text: string): DateInput {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const parts = iso
    ? [iso[3], iso[2], iso[1]]
    : /^\d{8}$/.test(typed)
      ? [typed.slice(0, 2), typed.slice(2, 4), typed.slice(4)]
      : typed.split(/\s*[/.\-\s]\s*/);
  const [dayText, monthText, yearText] = parts;
  if (
    parts.length !== 3 ||
    !/^\d{1,2}$/.test(dayText ?? '') ||
    !/^\d{1,2}$/.test(monthText ?? '') ||
    !/^\d+$/.test(yearText ?? '')
  ) {
    return { kind: 'invalid', problem: `Enter the date as ${DATE_INPUT_PATTERN}, ${EXAMPLE}.` };
  }
  if ((yearText ?? '').length !== 4) {
    return { kind: 'invalid', problem: `Enter the year with four digits, ${EXAMPLE}.` };
  }
  const date = { day: Number(dayText), month: Number(monthText), year: Number(yearText) };
  if (date.month < 1 || date.month > 12) {
    return { kind: 'invalid', problem: `There is no month ${date.month}: the month is 1 to 12.` };
  }
  if (date.year < MIN_YEAR || date.year > MAX_YEAR) {
    return {
      kind: 'invalid',
      problem: `Enter a year from ${MIN_YEAR} to ${MAX_YEAR}, ${EXAMPLE}.`,
    };
  }
  const days = daysInMonth(date.year, date.month);
  if (date.day < 1 || date.day > days) {
    return {
      kind: 'invalid',
      problem: `${monthName(date.month)} ${date.year} has no day ${date.day}: it has ${days} days.`,
    };
  }
  return { kind: 'date', iso: toIso(date) };
}

/**
 * The sentence for a date outside the allowed range, or null when it is inside. Bounds are ISO
 * dates and inclusive; either may be left out.
 */
export function dateRangeProblem(iso: string, min?: string, max?: string): string | null {
  if (min && iso < min) return `Enter a date on or after ${formatDateInput(min)}.`;
  if (max && iso > max) return `Enter a date on or before ${formatDateInput(max)}.`;
  return null;
}

/** The date so many days after (or, negative, before) an ISO date. */
export function addDays(iso: string, days: number): string {
  const date = fromIso(iso);
  if (!date) throw new Error(`Not a date: ${iso}`);
  const atMs = Date.UTC(date.year, date.month - 1, date.day) + days * 86_400_000;
  const next = new Date(atMs);
  return toIso({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  });
}

/** The same day so many months on, or the month's last day when it is shorter (31 Jan + 1 → 28 Feb). */
export function addMonths(iso: string, months: number): string {
  const date = fromIso(iso);
  if (!date) throw new Error(`Not a date: ${iso}`);
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return toIso({ year, month, day: Math.min(date.day, daysInMonth(year, month)) });
}

/** Monday of the week an ISO date is in: Nigerian calendars start the week on Monday. */
export function startOfWeek(iso: string): string {
  const date = fromIso(iso);
  if (!date) throw new Error(`Not a date: ${iso}`);
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return addDays(iso, -((weekday + 6) % 7));
}

/**
 * The weeks of a month as a calendar shows them, Monday first: six rows of seven ISO dates, the
 * days of the months before and after filling the first and last rows, so the grid never jumps
 * in height from one month to the next.
 */
export function monthGrid(year: number, month: number): string[][] {
  let day = startOfWeek(toIso({ year, month, day: 1 }));
  const weeks: string[][] = [];
  for (let week = 0; week < 6; week += 1) {
    const row: string[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      row.push(day);
      day = addDays(day, 1);
    }
    weeks.push(row);
  }
  return weeks;
}

/** An ISO date as a screen reader says it: 'Wednesday 25 November 2026'. */
export function spokenDate(iso: string): string {
  const date = fromIso(iso);
  if (!date) return iso;
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  return `${names[weekday]} ${date.day} ${monthName(date.month)} ${date.year}`;
}

/** An ISO date kept within optional inclusive bounds. */
export function clampDate(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}
