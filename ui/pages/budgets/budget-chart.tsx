import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BudgetActuals } from '../../../api/budgets.api';
import { periodLabel, periodShortLabel } from '../../../policies/budget-variance';
import { formatKobo, formatNairaShort, minorUnitsToMajor } from '../../../policies/money';
import { vars } from '../../theme/theme.css';
import * as styles from './budgets.css';

const SERIES = [
  {
    key: 'incomeBudget',
    name: 'Income budget',
    color: vars.color.accentSoft,
    stroke: vars.color.accent,
  },
  {
    key: 'incomeActual',
    name: 'Income actual',
    color: vars.color.accent,
    stroke: vars.color.accent,
  },
  {
    key: 'expenseBudget',
    name: 'Expense budget',
    color: vars.color.warningSoft,
    stroke: vars.color.warning,
  },
  {
    key: 'expenseActual',
    name: 'Expense actual',
    color: vars.color.warning,
    stroke: vars.color.warning,
  },
] as const;

/**
 * Budget against actual of income and expense per period, as bars. Its own chunk with recharts,
 * loaded only by this page (decision 060); the colours are the theme's, so dark mode follows.
 */
export default function BudgetChart({ report }: { report: BudgetActuals }) {
  const data = report.income.periods.map((income, index) => {
    const expense = report.expense.periods[index];
    return {
      label: periodShortLabel(report.period, income.period, report.year),
      title: periodLabel(report.period, income.period, report.year),
      incomeBudget: minorUnitsToMajor(income.budgetKobo),
      incomeActual: minorUnitsToMajor(income.actualKobo),
      expenseBudget: minorUnitsToMajor(expense?.budgetKobo),
      expenseActual: minorUnitsToMajor(expense?.actualKobo),
      kobo: {
        incomeBudget: income.budgetKobo,
        incomeActual: income.actualKobo,
        expenseBudget: expense?.budgetKobo ?? 0,
        expenseActual: expense?.actualKobo ?? 0,
      } as Record<string, number>,
    };
  });
  const empty = [report.income, report.expense].every(
    (series) => series.total.budgetKobo === 0 && series.total.actualKobo === 0,
  );
  if (empty) {
    return (
      <p className={styles.muted} data-chart="empty">
        Nothing is budgeted or posted in {report.year}
        {report.branch ? ` at ${report.branch.name}` : ''} yet, so there is no chart to draw.
      </p>
    );
  }
  return (
    <figure className={styles.chartCard} aria-labelledby="budget-chart-title">
      <h2 id="budget-chart-title" className={styles.chartTitle}>
        Budget against actual, income and expense
      </h2>
      <div className={styles.chartBox} data-chart="budget-vs-actual">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={vars.color.border} vertical={false} />
            <XAxis
              dataKey="label"
              stroke={vars.color.textMuted}
              tick={{ fill: vars.color.textMuted }}
            />
            <YAxis
              tickFormatter={formatNairaShort}
              stroke={vars.color.textMuted}
              tick={{ fill: vars.color.textMuted }}
              width={70}
            />
            <Tooltip
              cursor={{ fill: vars.color.surfaceMuted }}
              contentStyle={{
                background: vars.color.surfaceRaised,
                border: `1px solid ${vars.color.border}`,
                color: vars.color.text,
              }}
              labelFormatter={(_label, payload) => payload?.[0]?.payload?.title ?? ''}
              formatter={(_value, name, item) => [
                formatKobo(item.payload.kobo[String(item.dataKey)] ?? 0),
                name,
              ]}
            />
            <Legend
              itemSorter={null}
              formatter={(value) => <span style={{ color: vars.color.text }}>{value}</span>}
            />
            {SERIES.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.name}
                fill={series.color}
                stroke={series.stroke}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.muted}>
        The table below gives every figure; the chart shows each{' '}
        {report.period === 'MONTH' ? 'month' : report.period === 'QUARTER' ? 'quarter' : 'year'} of{' '}
        {report.year}.
      </figcaption>
    </figure>
  );
}
