import writeExcelFile from 'write-excel-file/node';
import { formatBankDate, formatBankDateTime } from '../../policies/calendar';
import { formatKobo, koboToDecimalText, minorUnitsToMajor } from '../../policies/money';
import { csvText } from '../http/csv';
import { type PdfColumn, renderPdf } from '../http/pdf';
import type { ReportCell, ReportColumn, ReportDefinition, ReportRows } from './report-definition';

export interface ReportDocument {
  readonly report: ReportDefinition;
  /** The parameters in words ("As of", "27 Nov 2026"), as the file prints them. */
  readonly parameterWords: readonly (readonly [string, string])[];
  readonly result: ReportRows;
  readonly bankName: string;
  readonly now: Date;
  /** The date the file is named by (the report's as-of or to date). */
  readonly date: string;
}

export interface ReportFile {
  readonly body: string | Buffer;
  readonly contentType: string;
  readonly fileName: string;
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** The whole report as a file: `<key>-<date>.<ext>`. */
export async function reportFile(
  format: keyof typeof CONTENT_TYPES,
  doc: ReportDocument,
): Promise<ReportFile> {
  const body =
    format === 'csv'
      ? reportCsv(doc)
      : format === 'xlsx'
        ? await reportXlsx(doc)
        : await reportPdf(doc);
  return {
    body,
    contentType: CONTENT_TYPES[format],
    fileName: `${doc.report.key}-${doc.date}.${format}`,
  };
}

/** A total's name in words: totalDebitKobo reads "Total debit", par30Kobo "PAR 30". */
export function totalLabel(key: string): string {
  const words = key
    .replace(/Kobo$/, '')
    .replace(/^par(\d+)/, 'PAR $1 ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .trim()
    .toLowerCase()
    .replace(/^par /, 'PAR ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isMoneyTotal = (key: string) => key.endsWith('Kobo');

/** A cell as people read it (PDF): naira, bank dates, a percent sign. */
function cellWords(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'MONEY':
      return formatKobo(Number(value));
    case 'DATE':
      return formatBankDate(String(value));
    case 'DATETIME':
      return formatBankDateTime(String(value));
    case 'PERCENT':
      return `${value}%`;
    case 'NUMBER':
      return Number(value).toLocaleString('en-NG');
    default:
      return String(value);
  }
}

/**
 * CSV for spreadsheets and scripts: amounts as plain decimal naira and dates in ISO, as every
 * CSV file of the bank (decision 047); the totals follow the rows after an empty line.
 */
function reportCsv(doc: ReportDocument): string {
  const { columns, rows, totals } = doc.result;
  const text = (c: ReportColumn, v: ReportCell | undefined) =>
    v === null || v === undefined
      ? ''
      : c.kind === 'MONEY'
        ? koboToDecimalText(Number(v))
        : String(v);
  return csvText([
    columns.map((c) => (c.kind === 'MONEY' ? `${c.label} (₦)` : c.label)),
    ...rows.map((row) => columns.map((c) => text(c, row[c.key]))),
    [],
    ...Object.entries(totals).map(([key, value]) => [
      totalLabel(key),
      isMoneyTotal(key) ? koboToDecimalText(value) : String(value),
    ]),
  ]);
}

const NAIRA = '#,##0.00';

/** XLSX: numbers as numbers (naira with two decimals), dates in the bank's format. */
async function reportXlsx(doc: ReportDocument): Promise<Buffer> {
  const { columns, rows, totals } = doc.result;
  const cell = (c: ReportColumn, v: ReportCell | undefined) => {
    if (v === null || v === undefined || v === '') return null;
    if (c.kind === 'MONEY') return { value: minorUnitsToMajor(Number(v)), format: NAIRA };
    if (c.kind === 'NUMBER') return { value: Number(v) };
    if (c.kind === 'PERCENT') return { value: Number(v), format: '0.00' };
    return { value: cellWords(c, v) };
  };
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const data = [
    [bold(doc.bankName)],
    [bold(doc.report.name)],
    ...doc.parameterWords.map(([label, value]) => [{ value: label }, { value }]),
    [{ value: 'Generated' }, { value: formatBankDateTime(doc.now.toISOString()) }],
    [],
    columns.map((c) => bold(c.kind === 'MONEY' ? `${c.label} (₦)` : c.label)),
    ...rows.map((row) => columns.map((c) => cell(c, row[c.key]))),
    [],
    ...Object.entries(totals).map(([key, value]) => [
      bold(totalLabel(key)),
      isMoneyTotal(key) ? { value: minorUnitsToMajor(value), format: NAIRA } : { value },
    ]),
  ];
  const widths = columns.map((c) => ({ width: c.kind === 'TEXT' ? 28 : 18 }));
  return writeExcelFile(data, { columns: widths, sheet: doc.report.name.slice(0, 31) }).toBuffer();
}

/** The width a figure or date needs whole, in points; text columns share what is left. */
const FIXED_WIDTH_PT: Record<Exclude<ReportColumn['kind'], 'TEXT'>, number> = {
  MONEY: 84,
  DATE: 64,
  DATETIME: 96,
  NUMBER: 44,
  PERCENT: 50,
};

/** Column widths that fill the page: figures and dates at their width, text sharing the rest. */
function columnWidths(columns: readonly ReportColumn[], widthPt: number): number[] {
  const fixed = columns.map((c) => (c.kind === 'TEXT' ? 0 : FIXED_WIDTH_PT[c.kind]));
  const texts = columns.filter((c) => c.kind === 'TEXT').length;
  const fixedPt = fixed.reduce((sum, w) => sum + w, 0);
  const textPt = texts > 0 ? Math.max(56, (widthPt - fixedPt) / texts) : 0;
  const widths = fixed.map((w) => (w === 0 ? textPt : w));
  const total = widths.reduce((sum, w) => sum + w, 0);
  // Too many columns for the page: every column gives up the same share.
  const scale = Math.min(1, widthPt / total);
  return widths.map((w) => Math.floor(w * scale));
}

/** A4 between the margins: 499 pt upright, 746 pt on its side. */
const PORTRAIT_WIDTH_PT = 499;
const LANDSCAPE_WIDTH_PT = 746;

/** PDF: bank, report, parameters in words, a table that pages, the totals, when it was made. */
function reportPdf(doc: ReportDocument): Promise<Buffer> {
  const { columns, rows, totals } = doc.result;
  const landscape = doc.report.landscape === true || columns.length > 7;
  const widthPt = landscape ? LANDSCAPE_WIDTH_PT : PORTRAIT_WIDTH_PT;
  const widths = columnWidths(columns, widthPt);
  const pdfColumns: PdfColumn[] = columns.map((c, index) => ({
    header: c.label,
    widthPt: widths[index] ?? 0,
    ...(c.kind !== 'TEXT' &&
      c.kind !== 'DATE' &&
      c.kind !== 'DATETIME' && { align: 'right' as const }),
  }));
  const meta = {
    bankName: doc.bankName,
    heading: doc.report.name,
    title: doc.report.name,
    layout: landscape ? ('landscape' as const) : ('portrait' as const),
  };
  return renderPdf(meta, (pdf) => {
    pdf.keyValues([
      ...doc.parameterWords,
      ['Generated', formatBankDateTime(doc.now.toISOString())],
    ]);
    pdf.gap();
    pdf.table(
      pdfColumns,
      rows.map((row) => ({ cells: columns.map((c) => cellWords(c, row[c.key])) })),
    );
    pdf.section('Totals');
    pdf.keyValues(
      Object.entries(totals).map(([key, value]) => [
        totalLabel(key),
        isMoneyTotal(key) ? formatKobo(value) : value.toLocaleString('en-NG'),
      ]),
      200,
    );
  });
}
