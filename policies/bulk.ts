/**
 * Bulk uploads: the columns of a template, and the limits both sides check. A row of a file is
 * read cell by cell into the item the single create takes, so a spreadsheet and a form are
 * checked by the same rules.
 */

/** The most rows one upload may carry, from a file or pasted. */
export const MAX_BULK_ROWS = 5000;

/** The largest file one upload may carry, in bytes. */
export const MAX_BULK_FILE_BYTES = 5 * 1024 * 1024;

/**
 * How a cell is read into the item's field: `text` as written (trimmed), `naira` an amount in
 * naira with at most two decimals into integer kobo, `integer` a whole number, `date` a
 * YYYY-MM-DD date (an XLSX date cell too), `boolean` yes/no or true/false.
 */
export type BulkCellKind = 'text' | 'naira' | 'integer' | 'date' | 'boolean';

export interface BulkColumn {
  /** The heading in the template's first row, as staff read it ("Amount (₦)"). */
  readonly heading: string;
  /** The item's field it fills (`amountKobo`). */
  readonly field: string;
  readonly kind: BulkCellKind;
  readonly required: boolean;
  /** A value for the template's example row. */
  readonly example: string;
}

/** A cell as a CSV or an XLSX gives it. */
export type BulkCell = string | number | boolean | Date | null | undefined;

export interface BulkCellProblem {
  /** The item's field (`amountKobo`). */
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

const squeeze = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The column of each heading of a file's first row (null for an empty heading). A heading may be
 * the template's or the item's field name, in any case and order; an unknown or repeated heading,
 * or a required column missing, is a problem.
 */
export function matchBulkHeadings(
  columns: readonly BulkColumn[],
  headings: readonly string[],
): { order: (BulkColumn | null)[]; problems: BulkCellProblem[] } {
  const byName = new Map<string, BulkColumn>();
  for (const column of columns) {
    byName.set(squeeze(column.heading), column);
    byName.set(squeeze(column.field), column);
  }
  const problems: BulkCellProblem[] = [];
  const seen = new Set<BulkColumn>();
  const order = headings.map((heading) => {
    if (heading.trim() === '') return null;
    const column = byName.get(squeeze(heading.replace(/\*$/, '')));
    if (!column) {
      problems.push({
        field: heading,
        code: 'unknown_column',
        message: `"${heading}" is not a column of the template.`,
      });
    } else if (seen.has(column)) {
      problems.push({
        field: column.field,
        code: 'duplicate_column',
        message: `"${column.heading}" appears twice.`,
      });
    } else {
      seen.add(column);
      return column;
    }
    return null;
  });
  for (const column of columns) {
    if (column.required && !seen.has(column)) {
      problems.push({
        field: column.field,
        code: 'missing_column',
        message: `The column "${column.heading}" is missing.`,
      });
    }
  }
  return { order, problems };
}

/** True when a row of a file has nothing in it (a spreadsheet's trailing rows). */
export function isBlankBulkRow(cells: readonly BulkCell[]): boolean {
  return cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');
}

/**
 * Reads one row of a file into the item its columns describe. An empty cell leaves its field out,
 * so the item's own rules say whether it was required; a cell that cannot be read as its kind is
 * a problem on that field.
 */
export function readBulkRow(
  order: readonly (BulkColumn | null)[],
  cells: readonly BulkCell[],
): { item: Record<string, unknown>; problems: BulkCellProblem[] } {
  const item: Record<string, unknown> = {};
  const problems: BulkCellProblem[] = [];
  order.forEach((column, index) => {
    const cell = cells[index];
    if (!column || cell === null || cell === undefined || String(cell).trim() === '') return;
    const read = readCell(column.kind, cell);
    if (read.ok) item[column.field] = read.value;
    else
      problems.push({
        field: column.field,
        code: 'wrong_format',
        message: `${column.heading}: ${read.why}`,
      });
  });
  return { item, problems };
}

type CellRead = { ok: true; value: unknown } | { ok: false; why: string };

function readCell(kind: BulkCellKind, cell: Exclude<BulkCell, null | undefined>): CellRead {
  switch (kind) {
    case 'text':
      return { ok: true, value: cellText(cell) };
    case 'naira':
      return readNaira(cell);
    case 'integer':
      return readInteger(cell);
    case 'date':
      return readDate(cell);
    case 'boolean':
      return readBoolean(cell);
  }
}

function cellText(cell: Exclude<BulkCell, null | undefined>): string {
  return cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();
}

const NAIRA_CELL = /^-?₦?\d{1,3}(,\d{3})*(\.\d{1,2})?$|^-?₦?\d+(\.\d{1,2})?$/;

/** Naira into kobo through the digits as text, never a float multiplied (1.15 * 100). */
function readNaira(cell: Exclude<BulkCell, null | undefined>): CellRead {
  const text = typeof cell === 'number' ? numberText(cell) : cellText(cell).replace(/\s/g, '');
  if (text === null || !NAIRA_CELL.test(text)) {
    return { ok: false, why: 'an amount in naira with at most two decimal places, like 1,250.50.' };
  }
  const [whole = '0', fraction = ''] = text.replace(/[₦,]/g, '').split('.');
  const negative = whole.startsWith('-');
  const kobo = Number(`${whole.replace('-', '') || '0'}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(kobo)) return { ok: false, why: 'the amount is too large.' };
  return { ok: true, value: negative ? -kobo : kobo };
}

/** A spreadsheet's number as written with at most two decimals, or null if it has more. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const fixed = value.toFixed(2);
  return Math.abs(Number(fixed) - value) < 1e-9 ? fixed.replace(/\.00$/, '') : null;
}

function readInteger(cell: Exclude<BulkCell, null | undefined>): CellRead {
  const text = cellText(cell);
  return /^-?\d{1,15}$/.test(text)
    ? { ok: true, value: Number(text) }
    : { ok: false, why: 'a whole number.' };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BANK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** YYYY-MM-DD, DD/MM/YYYY (as Nigerian staff write it) or a spreadsheet's date cell. */
function readDate(cell: Exclude<BulkCell, null | undefined>): CellRead {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? { ok: false, why: 'a date.' }
      : { ok: true, value: cell.toISOString().slice(0, 10) };
  }
  const text = cellText(cell);
  const iso = ISO_DATE.exec(text);
  const bank = BANK_DATE.exec(text);
  const parts = iso
    ? [iso[1], iso[2], iso[3]]
    : bank
      ? [bank[3], bank[2]?.padStart(2, '0'), bank[1]?.padStart(2, '0')]
      : null;
  const value = parts?.join('-');
  if (!value || !isRealDate(value)) {
    return { ok: false, why: 'a date as YYYY-MM-DD or DD/MM/YYYY.' };
  }
  return { ok: true, value };
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

function readBoolean(cell: Exclude<BulkCell, null | undefined>): CellRead {
  if (typeof cell === 'boolean') return { ok: true, value: cell };
  const text = cellText(cell).toLowerCase();
  if (YES.has(text)) return { ok: true, value: true };
  if (NO.has(text)) return { ok: true, value: false };
  return { ok: false, why: 'yes or no.' };
}

/** The template as CSV text: the headings and one example row. */
export function bulkTemplateCsv(columns: readonly BulkColumn[]): string {
  const field = (text: string) =>
    /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  const line = (cells: readonly string[]) => cells.map(field).join(',');
  return `${line(columns.map((c) => c.heading))}\r\n${line(columns.map((c) => c.example))}\r\n`;
}
