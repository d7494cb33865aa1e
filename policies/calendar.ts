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

/**
 * The bank's months, three letters each. Intl's short months follow the runtime's ICU: recent
 * versions write 'Sept' for en-GB and en-NG while keeping 'Jun' and 'Jul', so the console would
 * show two lengths side by side and differ from one machine to the next.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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

/**
 * The one date format of the console and its PDFs: a YYYY-MM-DD date as staff read it
 * ('27 Sep 2027'); an instant (ISO text with a time) gives its calendar day in Lagos. Anything
 * else is shown as given. CSV files keep ISO dates, which spreadsheets and scripts read.
 */
export function formatBankDate(isoDate: string | null | undefined): string {
  if (!isoDate) return 'N/A';
  const instantMs = /T\d{2}:\d{2}/.test(isoDate) ? Date.parse(isoDate) : Number.NaN;
  const date = Number.isNaN(instantMs) ? isoDate : bankDate(instantMs);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${match[3]} ${month} ${match[1]}`;
}

/** The wall-clock time at an instant in the bank's time zone, 24-hour with seconds. */
export function formatClockTime(atMs: number): string {
  return clockFormat.format(atMs);
}

/**
 * An instant (ISO text) as date and time in the bank's time zone ('27 Sep 2027, 14:05'), for
 * 'last sign-in' and the like.
 */
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
