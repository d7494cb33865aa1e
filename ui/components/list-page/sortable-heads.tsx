import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import * as table from '../table.css';
import * as styles from './list-page.css';
import type { Sort } from './list-search';

/** One column of a list: its heading, whether it holds amounts, and its sort key if it sorts. */
export interface ListColumn {
  readonly heading: string;
  readonly sortKey?: string;
  readonly amount?: boolean;
}

function SortIcon({ direction }: { direction: Sort['direction'] | null }) {
  if (direction === 'ascending') return <ArrowUp size={13} className={styles.sortIconActive} />;
  if (direction === 'descending') return <ArrowDown size={13} className={styles.sortIconActive} />;
  return <ArrowUpDown size={13} className={styles.sortIcon} />;
}

function Head({
  column,
  sort,
  onSort,
}: {
  column: ListColumn;
  sort: Sort | null;
  onSort?: ((key: string) => void) | undefined;
}) {
  const className = column.amount ? table.amountHeadCell : table.headCell;
  const { sortKey } = column;
  if (!sortKey || !onSort) {
    return (
      <th scope="col" className={className}>
        {column.heading}
      </th>
    );
  }
  const direction = sort?.key === sortKey ? sort.direction : null;
  const icon = (
    <span aria-hidden="true">
      <SortIcon direction={direction} />
    </span>
  );
  // The button is named by the heading alone; the head's aria-sort says which way it is sorted.
  return (
    <th scope="col" className={className} aria-sort={direction ?? undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
        {column.amount && icon}
        {column.heading}
        {!column.amount && icon}
      </button>
    </th>
  );
}

/**
 * A list's head row. A column with a sort key is a button that sorts by it, its arrow showing the
 * order; amount columns are aligned right, their arrow on the left so the figures line up.
 */
export function SortableHeads({
  columns,
  sort = null,
  onSort,
}: {
  columns: readonly ListColumn[];
  sort?: Sort | null;
  onSort?: (key: string) => void;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <Head key={column.heading} column={column} sort={sort} onSort={onSort} />
        ))}
      </tr>
    </thead>
  );
}
