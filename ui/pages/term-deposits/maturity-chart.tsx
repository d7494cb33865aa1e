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
import type { TermDepositList } from '../../../api/term-deposits.api';
import { formatKobo, formatNairaShort, minorUnitsToMajor } from '../../../policies/money';
import { vars } from '../../theme/theme.css';
import { BUCKET_WORDS } from './term-deposit-words';
import * as styles from './term-deposits.css';

/**
 * What falls due this week, this month and in the next 90 days: the amount as bars, the count
 * beside each. Its own chunk with recharts, loaded only by the term deposits page; the colours
 * are the theme's, so dark mode follows.
 */
export default function MaturityChart({
  profile,
}: {
  profile: TermDepositList['maturityProfile'];
}) {
  const data = profile.map((bucket) => ({
    label: `${BUCKET_WORDS[bucket.bucket] ?? bucket.bucket} (${bucket.count})`,
    amount: minorUnitsToMajor(bucket.maturityAmountKobo),
    kobo: bucket.maturityAmountKobo,
    count: bucket.count,
  }));
  return (
    <figure className={styles.chartCard} aria-labelledby="maturity-chart-title">
      <h2 id="maturity-chart-title" className={styles.chartTitle}>
        Maturity profile
      </h2>
      <div className={styles.chartBox} data-chart="maturity-profile">
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
              formatter={(_value, _name, item) => [
                `${formatKobo(item.payload.kobo)} · ${item.payload.count} ${item.payload.count === 1 ? 'deposit' : 'deposits'}`,
                'Due at maturity',
              ]}
            />
            <Legend
              formatter={(value) => <span style={{ color: vars.color.text }}>{value}</span>}
            />
            <Bar
              dataKey="amount"
              name="Maturity amount"
              fill={vars.color.accent}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.muted}>
        {data
          .map(
            (row) =>
              `${row.label.replace(/ \(\d+\)$/, '')}: ${row.count} due, ${formatKobo(row.kobo)}`,
          )
          .join(' · ')}
        . Each period includes the ones before it; only active and matured deposits count.
      </figcaption>
    </figure>
  );
}
