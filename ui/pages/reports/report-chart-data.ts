import type { ReportChart, ReportColumn, ReportResult } from '../../../api/reports.api';
import { minorUnitsToMajor } from '../../../policies/money';
import { formatCell } from './report-words';

type ReportCell = ReportResult['rows'][number][string];

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
  readonly cells: Readonly<Record<string, ReportCell>>;
}

function plotted(value: unknown, kind: ReportColumn['kind']): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return 0;
  return kind === 'MONEY' ? minorUnitsToMajor(Math.trunc(number)) : number;
}

// Money and counts add up; a share or a date does not, so rows with those stay apart.
const ADDS_UP: ReadonlySet<ReportColumn['kind']> = new Set(['MONEY', 'NUMBER']);

function sumCells(a: ReportCell, b: ReportCell): ReportCell {
  const x = typeof a === 'number' ? a : Number(a ?? 0);
  const y = typeof b === 'number' ? b : Number(b ?? 0);
  return Number.isFinite(x) && Number.isFinite(y) ? x + y : a;
}

/** Points of the same category made one, their figures added (kobo stays whole). */
function merged(points: readonly ChartPoint[], series: readonly ChartSeries[]): ChartPoint[] {
  const byLabel = new Map<string, ChartPoint>();
  for (const point of points) {
    const seen = byLabel.get(point.label);
    if (!seen) {
      byLabel.set(point.label, point);
      continue;
    }
    const cells = Object.fromEntries(
      series.map((one) => [
        one.key,
        sumCells(seen.cells[one.key] ?? null, point.cells[one.key] ?? null),
      ]),
    );
    // Plotted from the added kobo, so no float sum drifts from the figures the tooltip shows.
    const values = Object.fromEntries(
      series.map((one) => [one.key, plotted(cells[one.key], one.kind)]),
    );
    byLabel.set(point.label, { label: point.label, values, cells });
  }
  return [...byLabel.values()];
}

/**
 * The chart's series and points from the report's rows: a series per value column the chart
 * names that the report has, a point per category labelled in words. Rows of one category (the
 * balance sheet's accounts of one section) make one point, their money and counts added.
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
  const addsUp = series.every((one) => ADDS_UP.has(one.kind));
  return { series, points: addsUp ? merged(points, series) : points };
}
