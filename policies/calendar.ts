/**
 * Dates and times as Nigerian bank staff read them. Business days are counted in the bank's time
 * zone, not the browser's or the server's: a teller in Lagos at 00:30 is already in the new day
 * while UTC is not.
 */
export const BANK_TIME_ZONE = 'Africa/Lagos';
export const LOCALE = 'en-NG';

const isoDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BANK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const displayDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: BANK_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BANK_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** The bank's calendar date at an instant, as YYYY-MM-DD. */
export function bankDate(atMs: number): string {
  return isoDateFormat.format(atMs);
}

/** A YYYY-MM-DD date as staff read it ('21 Nov 2026'); anything else is shown as given. */
export function formatBankDate(isoDate: string | null | undefined): string {
  if (!isoDate) return 'N/A';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  // Noon UTC is the same calendar day in every time zone the bank could be in.
  return displayDateFormat.format(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12),
  );
}

/** The wall-clock time at an instant in the bank's time zone, 24-hour with seconds. */
export function formatClockTime(atMs: number): string {
  return clockFormat.format(atMs);
}

/** An instant (ISO text) as date and time in the bank's time zone, for 'last sign-in' and the like. */
export function formatBankDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const atMs = Date.parse(iso);
  if (Number.isNaN(atMs)) return iso;
  return `${formatBankDate(bankDate(atMs))}, ${formatClockTime(atMs).slice(0, 5)}`;
}

/** Whether the processing date differs from today's bank date; the header highlights it then. */
export function isProcessingDateBehind(processingDate: string | null, nowMs: number): boolean {
  return processingDate !== null && processingDate.slice(0, 10) !== bankDate(nowMs);
}
