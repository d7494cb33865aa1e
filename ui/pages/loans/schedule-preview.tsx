import { useMemo } from 'react';
import { formatBankDate } from '../../../policies/calendar';
import {
  computeLoanSchedule,
  type LoanSchedule,
  type ScheduleInput,
  scheduleInputProblems,
} from '../../../policies/loan-schedule';
import { formatKobo } from '../../../policies/money';
import { ColumnHeads } from '../../components/column-heads';
import { Notice } from '../../components/notice';
import * as record from '../../components/record.css';
import { Summary, type SummaryLine } from '../../components/summary-list';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';

/** The longest schedule drawn in full; a longer one shows its first and last rows. */
const MAX_ROWS_SHOWN = 60;

type Preview = { readonly schedule: LoanSchedule } | { readonly problem: string };

/** The schedule of an input, or why there is none: the same engine the server books with. */
function previewSchedule(input: ScheduleInput): Preview {
  const problems = scheduleInputProblems(input);
  if (problems.length > 0) return { problem: problems.map((item) => item.message).join(' ') };
  try {
    return { schedule: computeLoanSchedule(input) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A repayment schedule worked out in the browser as the person types, with no request per
 * keystroke: what is due on which date, split into principal, interest and fees, and the balance
 * after each instalment. `input` is null while the terms cannot be read; `waiting` says why.
 */
export function SchedulePreview({
  input,
  waiting,
  caption = 'Repayment schedule',
}: {
  input: ScheduleInput | null;
  waiting: string;
  caption?: string;
}) {
  const preview = useMemo(() => (input ? previewSchedule(input) : null), [input]);
  if (preview === null) return <p className={record.muted}>{waiting}</p>;
  if ('problem' in preview) return <Notice tone="warning">{preview.problem}</Notice>;
  return <ScheduleTable schedule={preview.schedule} caption={caption} />;
}

/** The first instalment and what the whole schedule costs. */
function ScheduleTotals({ schedule }: { schedule: LoanSchedule }) {
  const first = schedule.periods[0];
  const fees = schedule.totalFeeKobo > 0;
  const lines: SummaryLine[] = [
    [
      'First instalment',
      first ? `${formatKobo(first.totalDueKobo)} on ${formatBankDate(first.dueDate)}` : '—',
      false,
      { testId: 'schedule-first-instalment' },
    ],
    [
      'Total interest',
      formatKobo(schedule.totalInterestKobo),
      false,
      { testId: 'schedule-total-interest' },
    ],
  ];
  if (fees) lines.push(['Total fees', formatKobo(schedule.totalFeeKobo)]);
  lines.push(['Total to repay', formatKobo(schedule.totalDueKobo), true]);
  return <Summary label="Schedule totals" lines={lines} />;
}

function ScheduleTable({ schedule, caption }: { schedule: LoanSchedule; caption: string }) {
  const { periods } = schedule;
  const cut = periods.length > MAX_ROWS_SHOWN;
  const shown = cut ? [...periods.slice(0, 12), ...periods.slice(-12)] : periods;
  // A schedule without fees reads better without a column of zeros.
  const fees = schedule.totalFeeKobo > 0;
  const amounts = [
    'Principal',
    'Interest',
    ...(fees ? ['Fees'] : []),
    'Instalment',
    'Balance after',
  ];
  return (
    <div className={record.stack} data-testid="schedule-preview">
      <ScheduleTotals schedule={schedule} />
      <div className={`${table.frame} ${record.scroll}`}>
        <table className={`${table.table} ${record.compact}`}>
          <caption className={visuallyHidden}>{caption}</caption>
          <ColumnHeads headings={['#', 'Due', ...amounts]} amounts={amounts} />
          <tbody>
            {shown.map((period) => (
              <tr key={period.number}>
                <td className={table.cell}>{period.number}</td>
                <td className={table.cell}>{formatBankDate(period.dueDate)}</td>
                <td className={`${table.cell} ${record.amount}`}>
                  {formatKobo(period.principalKobo)}
                </td>
                <td className={`${table.cell} ${record.amount}`}>
                  {formatKobo(period.interestKobo)}
                </td>
                {fees && (
                  <td className={`${table.cell} ${record.amount}`}>{formatKobo(period.feeKobo)}</td>
                )}
                <td className={`${table.cell} ${record.amount}`}>
                  {formatKobo(period.totalDueKobo)}
                </td>
                <td className={`${table.cell} ${record.amount}`}>
                  {formatKobo(period.balanceKobo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cut && (
        <p className={record.muted}>
          The first and last 12 of {periods.length} instalments are shown.
        </p>
      )}
    </div>
  );
}
