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
import type { DashboardChart } from '../../../api/dashboard.api';
import { formatKobo, formatNairaShort, minorUnitsToMajor } from '../../../policies/money';
import { vars } from '../../theme/theme.css';
import * as styles from './dashboard-page.css';

const COLOURS = [
  vars.color.accent,
  vars.color.warning,
  vars.color.danger,
  vars.color.success,
  vars.color.borderStrong,
  vars.color.textMuted,
];

/** A donut's slices are outcomes, good first: green, then red, amber and grey. */
const SLICE_COLOURS = [
  vars.color.accent,
  vars.color.danger,
  vars.color.warning,
  vars.color.textMuted,
  vars.color.success,
  vars.color.borderStrong,
];

const wholeNumber = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** A chart's value as its tooltip says it: money through formatKobo, counts and percents plain. */
function valueText(chart: DashboardChart, value: number): string {
  if (chart.valueKind === 'MONEY') return formatKobo(value);
  if (chart.valueKind === 'PERCENT') return `${value}%`;
  return wholeNumber.format(value);
}

/** Money is drawn in naira (its axis in short naira); the tooltip reads the kobo back. */
const drawn = (chart: DashboardChart, value: number) =>
  chart.valueKind === 'MONEY' ? minorUnitsToMajor(value) : value;

const axisText = (chart: DashboardChart) => (value: number) =>
  chart.valueKind === 'MONEY' ? formatNairaShort(value) : wholeNumber.format(value);

const tooltipStyle = {
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
};

const legendText = (value: string) => <span style={{ color: vars.color.text }}>{value}</span>;

/**
 * A tile's chart. Its own chunk with recharts, loaded only by the dashboard when a tile draws;
 * the colours are the theme's, so dark mode follows. The figures above it say every number.
 */
export default function TileChart({ chart, title }: { chart: DashboardChart; title: string }) {
  if (chart.points.every((point) => point.values.every((value) => value === 0))) return null;
  return (
    <figure className={styles.chartBox} aria-label={`${title}: chart`} data-chart={chart.kind}>
      <ResponsiveContainer width="100%" height="100%">
        {chart.kind === 'DONUT' ? <Donut chart={chart} /> : <Series chart={chart} />}
      </ResponsiveContainer>
    </figure>
  );
}

function Donut({ chart }: { chart: DashboardChart }) {
  const data = chart.points.map((point) => ({ name: point.label, kobo: point.values[0] ?? 0 }));
  return (
    <PieChart>
      <Pie
        data={data.map((d) => ({ ...d, value: drawn(chart, d.kobo) }))}
        dataKey="value"
        nameKey="name"
        innerRadius="55%"
        outerRadius="85%"
        isAnimationActive={false}
        stroke={vars.color.surface}
      >
        {data.map((d, i) => (
          <Cell key={d.name} fill={SLICE_COLOURS[i % SLICE_COLOURS.length]} />
        ))}
      </Pie>
      <Tooltip
        contentStyle={tooltipStyle}
        formatter={(_value, name, item) => [valueText(chart, item.payload.kobo), name]}
      />
      <Legend
        layout="vertical"
        align="right"
        verticalAlign="middle"
        itemSorter={null}
        formatter={legendText}
      />
    </PieChart>
  );
}

function Series({ chart }: { chart: DashboardChart }) {
  const data = chart.points.map((point) => ({
    label: point.label,
    raw: point.values,
    ...Object.fromEntries(point.values.map((value, i) => [`s${i}`, drawn(chart, value)])),
  }));
  const axes = [
    <CartesianGrid key="grid" stroke={vars.color.border} vertical={false} />,
    <XAxis
      key="x"
      dataKey="label"
      stroke={vars.color.textMuted}
      tick={{ fill: vars.color.textMuted, fontSize: 11 }}
      interval={0}
    />,
    <YAxis
      key="y"
      tickFormatter={axisText(chart)}
      stroke={vars.color.textMuted}
      tick={{ fill: vars.color.textMuted, fontSize: 11 }}
      width={60}
    />,
    <Tooltip
      key="tip"
      cursor={{ fill: vars.color.surfaceMuted }}
      contentStyle={tooltipStyle}
      formatter={(_value, name, item) => [
        valueText(chart, item.payload.raw[Number(String(item.dataKey).slice(1))] ?? 0),
        name,
      ]}
    />,
    ...(chart.seriesLabels.length > 1
      ? [<Legend key="legend" itemSorter={null} formatter={legendText} />]
      : []),
  ];
  const margin = { top: 8, right: 8, bottom: 0, left: 0 };
  if (chart.kind === 'LINE') {
    return (
      <LineChart data={data} margin={margin}>
        {axes}
        {chart.seriesLabels.map((name, i) => (
          <Line
            key={name}
            dataKey={`s${i}`}
            name={name}
            stroke={COLOURS[i % COLOURS.length]}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <BarChart data={data} margin={margin}>
      {axes}
      {chart.seriesLabels.map((name, i) => (
        <Bar
          key={name}
          dataKey={`s${i}`}
          name={name}
          fill={COLOURS[i % COLOURS.length]}
          isAnimationActive={false}
          {...(chart.kind === 'STACKED_BAR' ? { stackId: 'all' } : {})}
        />
      ))}
    </BarChart>
  );
}
