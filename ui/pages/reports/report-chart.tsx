import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReportChart as Chart, ReportColumn, ReportResult } from '../../../api/reports.api';
import { formatNairaShort } from '../../../policies/money';
import { vars } from '../../theme/theme.css';
import { type ChartPoint, type ChartSeries, chartDataOf } from './report-chart-data';
import { formatCell } from './report-words';
import * as styles from './reports.css';

// The theme's colours, so dark mode follows; six at most, as a chart names six values at most.
const COLOURS = [
  vars.color.accent,
  vars.color.warning,
  vars.color.focus,
  vars.color.danger,
  vars.color.success,
  vars.color.textMuted,
];

const axis = { stroke: vars.color.textMuted, tick: { fill: vars.color.textMuted } };
const tooltipStyle = {
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
};

function tooltipFormatter(series: readonly ChartSeries[]) {
  return (_value: unknown, name: unknown, item: { dataKey?: unknown; payload?: ChartPoint }) => {
    const key = String(item.dataKey ?? '').replace(/^values\./, '');
    const one = series.find((s) => s.key === key);
    const cell = item.payload?.cells[key] ?? null;
    return [one ? formatCell(cell, one.kind) : String(cell), String(name)];
  };
}

function yTicks(series: readonly ChartSeries[]) {
  return series.every((one) => one.kind === 'MONEY') ? formatNairaShort : undefined;
}

function legend(value: unknown) {
  return <span style={{ color: vars.color.text }}>{String(value)}</span>;
}

function Drawing({ chart, series, points }: { chart: Chart } & ReturnType<typeof chartDataOf>) {
  const tooltip = (
    <Tooltip
      contentStyle={tooltipStyle}
      cursor={{ fill: vars.color.surfaceMuted }}
      formatter={tooltipFormatter(series) as never}
    />
  );
  const first = series[0];
  if (chart.kind === 'PIE' && first) {
    return (
      <PieChart>
        <Pie
          data={points as ChartPoint[]}
          dataKey={`values.${first.key}`}
          nameKey="label"
          isAnimationActive={false}
          outerRadius="80%"
        >
          {points.map((point, index) => (
            <Cell key={point.label} fill={COLOURS[index % COLOURS.length]} />
          ))}
        </Pie>
        {tooltip}
        <Legend itemSorter={null} formatter={legend} />
      </PieChart>
    );
  }
  const margin = { top: 8, right: 8, bottom: 0, left: 8 };
  const grid = <CartesianGrid stroke={vars.color.border} vertical={false} />;
  const x = <XAxis dataKey="label" {...axis} />;
  const y = <YAxis tickFormatter={yTicks(series)} width={70} {...axis} />;
  if (chart.kind === 'LINE') {
    return (
      <LineChart data={points as ChartPoint[]} margin={margin}>
        {grid}
        {x}
        {y}
        {tooltip}
        <Legend itemSorter={null} formatter={legend} />
        {series.map((one, index) => (
          <Line
            key={one.key}
            dataKey={`values.${one.key}`}
            name={one.name}
            stroke={COLOURS[index]}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <BarChart data={points as ChartPoint[]} margin={margin}>
      {grid}
      {x}
      {y}
      {tooltip}
      <Legend itemSorter={null} formatter={legend} />
      {series.map((one, index) => (
        <Bar
          key={one.key}
          dataKey={`values.${one.key}`}
          name={one.name}
          fill={COLOURS[index]}
          {...(chart.kind === 'STACKED_BAR' ? { stackId: 'stack' } : {})}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}

/**
 * The chart that suits the report, of the rows on screen. Its own chunk with recharts, loaded
 * only by a report's page; the table under it gives every figure in words.
 */
export default function ReportChart({
  chart,
  columns,
  rows,
  title,
}: {
  chart: Chart;
  columns: readonly ReportColumn[];
  rows: ReportResult['rows'];
  title: string;
}) {
  const data = chartDataOf(chart, columns, rows);
  if (data.series.length === 0 || data.points.length === 0) return null;
  return (
    <figure className={styles.chartCard} aria-labelledby="report-chart-title">
      <h2 id="report-chart-title" className={styles.chartTitle}>
        {title}
      </h2>
      <div className={styles.chartBox} data-chart={chart.kind.toLowerCase()}>
        <ResponsiveContainer width="100%" height="100%">
          <Drawing chart={chart} {...data} />
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.muted}>
        {data.series.map((one) => one.name).join(', ')} by{' '}
        {(columns.find((column) => column.key === chart.categoryKey)?.label ?? '').toLowerCase()},
        for the rows on this page; the table below gives every figure.
      </figcaption>
    </figure>
  );
}
