import CircleCheck from 'lucide-react/icons/circle-check';
import CircleMinus from 'lucide-react/icons/circle-minus';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { BudgetActuals, BudgetFigures, BudgetFiguresSeries } from '../../../api/budgets.api';
import { periodLabel } from '../../../policies/budget-variance';
import { formatKobo } from '../../../policies/money';
import { ColumnHeads } from '../../components/column-heads';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { formatVariancePercent, verdictLabel, verdictTone } from './budget-words';
import * as styles from './budgets.css';

const COLUMNS = ['Account', 'Budget', 'Actual', 'Variance', 'Variance %', 'Verdict'] as const;
const AMOUNTS = ['Budget', 'Actual', 'Variance', 'Variance %'];

const VERDICT = {
  favourable: { className: styles.favourable, Icon: CircleCheck },
  unfavourable: { className: styles.unfavourable, Icon: TriangleAlert },
  'on-budget': { className: styles.onBudget, Icon: CircleMinus },
} as const;

/** Favourable or not, in colour and in words, with an icon that says the same. */
function Verdict({ figures }: { figures: BudgetFigures }) {
  const { className, Icon } = VERDICT[verdictTone(figures)];
  return (
    <span className={className}>
      <Icon size={14} aria-hidden="true" />
      {verdictLabel(figures)}
    </span>
  );
}

function FigureCells({ figures }: { figures: BudgetFigures }) {
  const amount = `${table.cell} ${styles.amount}`;
  return (
    <>
      <td className={amount} data-column="budget">
        {formatKobo(figures.budgetKobo)}
      </td>
      <td className={amount} data-column="actual">
        {formatKobo(figures.actualKobo)}
      </td>
      <td className={amount} data-column="variance">
        {formatKobo(figures.varianceKobo)}
      </td>
      <td className={amount} data-column="variance-percent">
        {formatVariancePercent(figures.variancePercent)}
      </td>
      <td className={table.cell} data-column="verdict">
        <Verdict figures={figures} />
      </td>
    </>
  );
}

/** The figures of one period of a series (period 1 of 1 for the year). */
function figuresOf(series: BudgetFiguresSeries, period: number): BudgetFigures {
  return series.periods[period - 1] ?? series.total;
}

function Group({
  report,
  type,
  title,
  total,
  period,
}: {
  report: BudgetActuals;
  type: 'INCOME' | 'EXPENSE';
  title: string;
  total: BudgetFiguresSeries;
  period: number;
}) {
  const rows = report.rows.filter((row) => row.glAccountType === type);
  return (
    <>
      <tr className={styles.groupRow}>
        <th scope="rowgroup" colSpan={COLUMNS.length} className={`${table.cell} ${styles.rowHead}`}>
          {title}
        </th>
      </tr>
      {rows.length === 0 && (
        <TableMessage columns={COLUMNS.length}>
          {`No ${title.toLowerCase()} budgeted or posted.`}
        </TableMessage>
      )}
      {rows.map((row) => (
        <tr key={row.glAccountId} data-account-code={row.glAccountCode}>
          <th scope="row" className={`${table.cell} ${styles.rowHead}`}>
            <span className={styles.accountName}>
              <span className={styles.code}>{row.glAccountCode}</span>
              {row.glAccountName}
            </span>
          </th>
          <FigureCells figures={figuresOf(row, period)} />
        </tr>
      ))}
      <tr className={styles.totalRow} data-row={`total-${type.toLowerCase()}`}>
        <th scope="row" className={`${table.cell} ${styles.rowHead}`}>
          Total {title.toLowerCase()}
        </th>
        <FigureCells figures={figuresOf(total, period)} />
      </tr>
    </>
  );
}

/** Budget against actual of every account in one period, income and expense apart, and the net. */
export function BudgetTable({
  report,
  period,
  loading,
}: {
  report: BudgetActuals | null;
  period: number;
  loading: boolean;
}) {
  return (
    <div className={table.frame} aria-busy={loading}>
      <table className={table.table}>
        <caption className={visuallyHidden}>
          Budget against actual
          {report ? `, ${periodLabel(report.period, period, report.year)}` : ''}
        </caption>
        <ColumnHeads headings={COLUMNS} amounts={AMOUNTS} />
        <tbody>
          {!report && loading && (
            <TableMessage columns={COLUMNS.length}>Loading the budget against actual…</TableMessage>
          )}
          {report && (
            <>
              <Group
                report={report}
                type="INCOME"
                title="Income"
                total={report.income}
                period={period}
              />
              <Group
                report={report}
                type="EXPENSE"
                title="Expense"
                total={report.expense}
                period={period}
              />
            </>
          )}
        </tbody>
        {report && (
          <tfoot>
            <tr className={styles.netRow} data-row="net">
              <th scope="row" className={`${table.cell} ${styles.rowHead}`}>
                Net (income less expense)
              </th>
              <FigureCells figures={figuresOf(report.net, period)} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
