import type { ReportChart, ReportColumn, ReportResult } from '../../../api/reports.api';
import { minorUnitsToMajor } from '../../../policies/money';
import { formatCell } from './report-words';

export interface ChartSeries {
  readonly key: string;
  readonly name: string;
  readonly kind: ReportColumn['kind'];
}

export interface ChartPoint {
  readonly label: string;
  /** Plotted values: naira for money (the axis reads naira), the number itself otherwise. */
  readonly values: Readonly<Record<string, number>>;
  /** The cells as given, for the tooltip, which shows them through the one money format. */
  readonly cells: Readonly<Record<string, ReportResult['rows'][number][string]>>;
}

function plotted(value: unknown, kind: ReportColumn['kind']): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return 0;
  return kind === 'MONEY' ? minorUnitsToMajor(Math.trunc(number)) : number;
}

/**
 * The chart's series and points from the report's rows: a series per value column the chart
 * names that the report has, a point per row labelled by its category cell in words.
 */
export function chartDataOf(
  chart: ReportChart,
  columns: readonly ReportColumn[],
  rows: ReportResult['rows'],
): { series: ChartSeries[]; points: ChartPoint[] } {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const series = chart.valueKeys.flatMap((key) => {
    const column = byKey.get(key);
    return column ? [{ key, name: column.label, kind: column.kind }] : [];
  });
  const category = byKey.get(chart.categoryKey);
  const points = rows.map((row) => ({
    label: formatCell(row[chart.categoryKey] ?? null, category?.kind ?? 'TEXT'),
    values: Object.fromEntries(series.map((one) => [one.key, plotted(row[one.key], one.kind)])),
    cells: Object.fromEntries(series.map((one) => [one.key, row[one.key] ?? null])),
  }));
  return { series, points };
}
