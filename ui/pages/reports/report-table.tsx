import type { ReportColumn, ReportResult } from '../../../api/reports.api';
import { SortableHeads } from '../../components/list-page/sortable-heads';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { REPORT_PAGE_SIZES, type ReportSort } from './report-search';
import {
  formatCell,
  formatTotal,
  isFigureColumn,
  totalsUnderColumns,
  totalWords,
} from './report-words';
import * as styles from './reports.css';

const PAGE_SIZE_OPTIONS = REPORT_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: `${size} rows`,
}));

function cellClass(column: ReportColumn): string {
  if (isFigureColumn(column)) return `${table.cell} ${styles.amount}`;
  if (column.kind === 'TEXT') return `${table.cell} ${styles.textCell}`;
  return `${table.cell} ${styles.cell}`;
}

/** Every total of the report, not only the page's, in words. */
export function ReportTotals({ totals }: { totals: Readonly<Record<string, number>> }) {
  const names = Object.keys(totals);
  if (names.length === 0) return null;
  return (
    <dl className={styles.figures} aria-label="Totals of the whole report">
      {names.map((name) => (
        <div key={name} className={styles.figure} data-total={name}>
          <dt className={styles.figureLabel}>{totalWords(name)}</dt>
          <dd className={styles.figureValue}>{formatTotal(name, totals[name] ?? 0)}</dd>
        </div>
      ))}
    </dl>
  );
}

function TotalsRow({ report }: { report: ReportResult }) {
  const under = totalsUnderColumns(report.columns, report.totals);
  const [first, ...rest] = report.columns;
  if (under.size === 0 || !first || report.rows.length === 0) return null;
  return (
    <tfoot>
      <tr className={styles.totalRow} data-row="totals">
        <th scope="row" className={`${table.cell} ${styles.cell}`}>
          Totals of all rows
        </th>
        {rest.map((column) => {
          const name = under.get(column.key);
          return (
            <td key={column.key} className={cellClass(column)} data-column={column.key}>
              {name ? (
                <>
                  <span className={visuallyHidden}>{totalWords(name)}: </span>
                  {formatTotal(name, report.totals[name] ?? 0)}
                </>
              ) : null}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}

export interface ReportTableProps {
  readonly report: ReportResult;
  readonly loading: boolean;
  readonly sort: ReportSort | null;
  readonly onSort: (key: string) => void;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (size: number) => void;
}

/**
 * A page of the report's rows under headings in the columns' words, each head a button that
 * sorts the whole report on the server; the totals of every row at the foot; then the pager.
 */
export function ReportTable({
  report,
  loading,
  sort,
  onSort,
  onPage,
  onPageSize,
}: ReportTableProps) {
  const heads = report.columns.map((column) => ({
    heading: column.label,
    sortKey: column.key,
    amount: isFigureColumn(column),
  }));
  const shownSort = sort
    ? ({ key: sort.key, direction: sort.direction === 'asc' ? 'ascending' : 'descending' } as const)
    : null;
  return (
    <>
      <div className={`${table.frame} ${styles.tableFrame}`} aria-busy={loading}>
        <table className={table.table} data-report-table={report.key}>
          <caption className={visuallyHidden}>{report.name}</caption>
          <SortableHeads columns={heads} sort={shownSort} onSort={onSort} />
          <tbody>
            {report.rows.length === 0 && (
              <TableMessage columns={Math.max(1, report.columns.length)}>
                No rows for these parameters.
              </TableMessage>
            )}
            {report.rows.map((row, index) => (
              // Rows have no id of their own; their place in the page is stable for one answer.
              // biome-ignore lint/suspicious/noArrayIndexKey: a report's row is its position.
              <tr key={index}>
                {report.columns.map((column) => (
                  <td key={column.key} className={cellClass(column)} data-column={column.key}>
                    {formatCell(row[column.key] ?? null, column.kind)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <TotalsRow report={report} />
        </table>
      </div>
      <div className={styles.footer}>
        <div className={styles.pageSize}>
          <SelectField
            id="report-page-size"
            label="Rows per page"
            value={String(report.pageSize)}
            options={PAGE_SIZE_OPTIONS}
            onChange={(event) => onPageSize(Number(event.target.value))}
          />
        </div>
        <Pager
          meta={{ page: report.page, pageSize: report.pageSize, total: report.total }}
          noun={['row', 'rows']}
          onPage={onPage}
        />
      </div>
    </>
  );
}
