import type {
  ReportColumn,
  ReportDefinition,
  ReportParameter,
  ReportResult,
} from '../../../api/reports.api';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';

export type ReportGroup = ReportDefinition['group'];
type Cell = ReportResult['rows'][number][string];

/** The catalogue's groups in the order the center shows them, each in words. */
export const REPORT_GROUPS: readonly { readonly group: ReportGroup; readonly label: string }[] = [
  { group: 'FINANCIAL', label: 'Financial statements' },
  { group: 'LOANS', label: 'Loans' },
  { group: 'DEPOSITS', label: 'Deposits' },
  { group: 'OPERATIONS', label: 'Operations' },
  { group: 'REGULATORY', label: 'Regulatory returns' },
  { group: 'AUDIT', label: 'Audit' },
];

export const PARAMETER_LABELS: Readonly<Record<ReportParameter, string>> = {
  asOf: 'As of',
  from: 'From',
  to: 'To',
  branchId: 'Branch',
  productId: 'Product',
  officerId: 'Loan officer',
};

export interface ReportShelf {
  readonly group: ReportGroup;
  readonly label: string;
  readonly reports: readonly ReportDefinition[];
}

/** The catalogue by group, in the center's order, the catalogue's own order within each. */
export function shelvesOf(reports: readonly ReportDefinition[]): ReportShelf[] {
  return REPORT_GROUPS.map(({ group, label }) => ({
    group,
    label,
    reports: reports.filter((report) => report.group === group),
  })).filter((shelf) => shelf.reports.length > 0);
}

/** Whether a column's figures line up on the right. */
export function isFigureColumn(column: Pick<ReportColumn, 'kind'>): boolean {
  return column.kind === 'MONEY' || column.kind === 'NUMBER' || column.kind === 'PERCENT';
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-NG');

function asNumber(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/**
 * A cell as staff read it: money in naira through the one money format, dates in the bank's
 * format, percentages with their sign, counts grouped. An empty cell is a dash, not "null".
 */
export function formatCell(value: Cell, kind: ReportColumn['kind']): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'MONEY': {
      const kobo = asNumber(value);
      return kobo !== null && Number.isSafeInteger(kobo) ? formatKobo(kobo) : String(value);
    }
    case 'NUMBER': {
      const number = asNumber(value);
      return number !== null ? NUMBER_FORMAT.format(number) : String(value);
    }
    case 'PERCENT':
      return `${String(value).trim()}%`;
    case 'DATE':
      return formatBankDate(String(value));
    case 'DATETIME':
      return formatBankDateTime(String(value));
    default:
      return String(value);
  }
}

/** Whether a total is money: the contract names money totals in kobo (`assetsKobo`). */
export function isMoneyTotal(key: string): boolean {
  return /Kobo$/.test(key);
}

/**
 * A total's words, as the report's files print them: `liabilitiesKobo` reads "Liabilities",
 * `totalDebitKobo` "Total debit", `par30Kobo` "PAR 30", `loanCount` "Loan count".
 */
export function totalWords(key: string): string {
  const words = key
    .replace(/Kobo$/, '')
    .replace(/^par(\d+)/, 'PAR $1 ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .trim()
    .toLowerCase()
    .replace(/^par /, 'PAR ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A total as staff read it: money through the one money format, a count grouped. */
export function formatTotal(key: string, value: number): string {
  return isMoneyTotal(key) ? formatKobo(value) : NUMBER_FORMAT.format(value);
}

/**
 * Which total sits under which column of the totals row: the total named for the column
 * (`debitKobo` under `debitKobo`, or `totalDebitKobo`). Totals that match no column are listed
 * apart, with their words.
 */
export function totalsUnderColumns(
  columns: readonly Pick<ReportColumn, 'key'>[],
  totals: Readonly<Record<string, number>>,
): Map<string, string> {
  const under = new Map<string, string>();
  for (const column of columns) {
    const capital = column.key.charAt(0).toUpperCase() + column.key.slice(1);
    const match = [column.key, `total${capital}`].find((name) => name in totals);
    if (match) under.set(column.key, match);
  }
  return under;
}
