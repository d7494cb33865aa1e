import writeExcelFile from 'write-excel-file/node';
import {
  type BudgetPeriodKind,
  type BudgetVariance,
  periodLabel,
  verdictLabel,
} from '../../policies/budget-variance';
import { enumLabel } from '../../policies/labels';
import { koboToDecimalText, minorUnitsToMajor } from '../../policies/money';
import { csvText } from '../http/csv';
import type { BudgetActualsReport, FiguresSeries } from './budget-actuals';

/** The files' headings, in words; the amount columns are in naira. */
export const EXPORT_HEADINGS = [
  'Account code',
  'Account',
  'Type',
  'Period',
  'Budget (₦)',
  'Actual (₦)',
  'Variance (₦)',
  'Variance (%)',
  'Verdict',
] as const;

/** One row of the file before it is written as text (CSV) or cells (XLSX). */
interface ExportRow {
  code: string;
  name: string;
  type: string;
  period: string;
  figures: BudgetVariance;
}

/** The report's rows: each account by period, then the totals of income, expense and the net. */
function exportRows(report: BudgetActualsReport): ExportRow[] {
  const label = (period: number) => periodLabel(report.period, period, report.year);
  const bySeries = (code: string, name: string, type: string, series: FiguresSeries) =>
    series.periods.map((figures) => ({ code, name, type, period: label(figures.period), figures }));
  return [
    ...report.rows.flatMap((row) =>
      bySeries(row.glAccountCode, row.glAccountName, enumLabel(row.glAccountType), row),
    ),
    ...bySeries('', 'Total income', 'Income', report.income),
    ...bySeries('', 'Total expense', 'Expense', report.expense),
    ...bySeries('', 'Net (income less expense)', 'Net', report.net),
  ];
}

export function budgetActualsCsv(report: BudgetActualsReport): string {
  return csvText([
    [...EXPORT_HEADINGS],
    ...exportRows(report).map((row) => [
      row.code,
      row.name,
      row.type,
      row.period,
      koboToDecimalText(row.figures.budgetKobo),
      koboToDecimalText(row.figures.actualKobo),
      koboToDecimalText(row.figures.varianceKobo),
      row.figures.variancePercent === null ? '' : row.figures.variancePercent.toFixed(2),
      verdictLabel(row.figures),
    ]),
  ]);
}

const NAIRA = '#,##0.00';

/** The same rows as an XLSX sheet: amounts as numbers of naira shown with two decimals. */
export async function budgetActualsXlsx(report: BudgetActualsReport): Promise<Buffer> {
  const naira = (kobo: number) => ({ value: minorUnitsToMajor(kobo), format: NAIRA });
  const data = [
    EXPORT_HEADINGS.map((heading) => ({ value: heading, fontWeight: 'bold' as const })),
    ...exportRows(report).map((row) => [
      { value: row.code },
      { value: row.name },
      { value: row.type },
      { value: row.period },
      naira(row.figures.budgetKobo),
      naira(row.figures.actualKobo),
      naira(row.figures.varianceKobo),
      row.figures.variancePercent === null
        ? null
        : { value: row.figures.variancePercent, format: '0.00' },
      { value: verdictLabel(row.figures) },
    ]),
  ];
  const columns = [{ width: 14 }, { width: 36 }, { width: 10 }, { width: 16 }]
    .concat(Array.from({ length: 3 }, () => ({ width: 18 })))
    .concat([{ width: 13 }, { width: 14 }]);
  return writeExcelFile(data, { columns, sheet: 'Budget against actual' }).toBuffer();
}

/** The file's name: budget-vs-actual-2026-lag-ho-quarter.xlsx. */
export function exportFileName(report: BudgetActualsReport, extension: 'csv' | 'xlsx'): string {
  const where = report.branch ? report.branch.code.toLowerCase() : 'whole-bank';
  const cut: Record<BudgetPeriodKind, string> = {
    MONTH: 'month',
    QUARTER: 'quarter',
    YEAR: 'year',
  };
  const safe = where.replace(/[^a-z0-9-]/g, '-');
  return `budget-vs-actual-${report.year}-${safe}-${cut[report.period]}.${extension}`;
}
