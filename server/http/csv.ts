/**
 * A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). Text that a
 * spreadsheet would run as a formula (=, +, -, @ first) gets an apostrophe in front; numbers
 * (a negative amount) are left as they are.
 */
function csvField(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Rows as CSV text with CRLF line ends, as spreadsheets expect. Dates stay ISO (YYYY-MM-DD) and
 * amounts plain decimals: machines read CSV files, while screens and PDFs use the bank's format
 * (policies/calendar.ts formatBankDate, decision 047).
 */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
