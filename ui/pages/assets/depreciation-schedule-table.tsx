import type { AssetDetail } from '../../../api/assets.api';
import { formatBankDate } from '../../../policies/calendar';
import type { DepreciationRow } from '../../../policies/depreciation';
import { formatKobo } from '../../../policies/money';
import { ColumnHeads } from '../../components/column-heads';
import * as record from '../../components/record.css';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as styles from './assets.css';

/** A schedule row as drawn: from the policy in the form, from the asset with its posting after. */
export interface DrawnRow {
  readonly number: number;
  readonly date: string;
  readonly depreciationKobo: number;
  readonly accumulatedKobo: number;
  readonly netBookValueKobo: number;
  /** Undefined where posting does not apply (the form's preview). */
  readonly entryNumber?: string | null;
}

export function previewRows(rows: readonly DepreciationRow[], costKobo: number): DrawnRow[] {
  return rows.map((row, index) => ({
    number: index + 1,
    ...row,
    netBookValueKobo: costKobo - row.accumulatedKobo,
  }));
}

export function assetRows(asset: AssetDetail): DrawnRow[] {
  return asset.schedule;
}

/**
 * The depreciation schedule: each row's date, depreciation, accumulated depreciation and net
 * book value after it; with `posted`, the entry that posted each row, or that it waits.
 */
export function DepreciationScheduleTable({
  rows,
  caption,
  posted = false,
  narrow = false,
}: {
  rows: readonly DrawnRow[];
  caption: string;
  posted?: boolean;
  /** Beside a form: the accumulated column is left out, the net book value says the same. */
  narrow?: boolean;
}) {
  const amounts = narrow
    ? ['Depreciation', 'Net book value']
    : ['Depreciation', 'Accumulated', 'Net book value'];
  const headings = [...(narrow ? [] : ['#']), 'Date', ...amounts, ...(posted ? ['Posted'] : [])];
  return (
    <div className={`${table.frame} ${record.scroll}`}>
      <table className={`${table.table} ${record.compact}`} data-testid="depreciation-schedule">
        <caption className={visuallyHidden}>{caption}</caption>
        <ColumnHeads headings={headings} amounts={amounts} />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.number}
              data-row={row.number}
              data-posted={row.entryNumber ? 'yes' : 'no'}
              className={row.entryNumber ? styles.postedRow : undefined}
            >
              {!narrow && <td className={table.cell}>{row.number}</td>}
              <td className={table.cell}>{formatBankDate(row.date)}</td>
              <td className={`${table.cell} ${record.amount}`}>
                {formatKobo(row.depreciationKobo)}
              </td>
              {!narrow && (
                <td className={`${table.cell} ${record.amount}`}>
                  {formatKobo(row.accumulatedKobo)}
                </td>
              )}
              <td className={`${table.cell} ${record.amount}`}>
                {formatKobo(row.netBookValueKobo)}
              </td>
              {posted && (
                <td className={table.cell}>
                  {row.entryNumber ? (
                    <span>Posted · {row.entryNumber}</span>
                  ) : (
                    <span className={record.muted}>Not yet</span>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
