import type { ReactNode } from 'react';
import type { Failure } from '../../../machines/failure';
import { LoadFailure } from '../load-failure';
import { type PageMeta, Pager } from '../pager';
import * as table from '../table.css';
import { visuallyHidden } from '../visually-hidden.css';
import * as styles from './list-page.css';
import type { Sort } from './list-search';
import { type ListColumn, SortableHeads } from './sortable-heads';

/** What a list says while it loads, when it could not, and when nothing is in it. */
export interface ListTexts {
  /** The list as a sentence names it: 'the accounts' ('Could not load the accounts: …'). */
  readonly what: string;
  readonly loading: string;
  readonly empty: string;
}

export interface ListPaging {
  readonly meta: PageMeta;
  readonly noun: readonly [string, string];
  readonly onPage: (page: number) => void;
}

export interface ListTableProps {
  readonly caption: string;
  readonly columns: readonly ListColumn[];
  readonly texts: ListTexts;
  /** Whether an answer has arrived (it may be an empty one). */
  readonly loaded: boolean;
  readonly loading: boolean;
  readonly failure: Failure | null;
  readonly onRetry: () => void;
  readonly rowCount: number;
  readonly sort?: Sort | null;
  readonly onSort?: (key: string) => void;
  /** The pager of a server-paged list, shown once there is something to page through. */
  readonly paging?: ListPaging | null;
  /** The rows, already sorted. */
  readonly children: ReactNode;
}

function StateRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td className={styles.stateCell} colSpan={columns}>
        {children}
      </td>
    </tr>
  );
}

function stateText(props: ListTableProps): string | null {
  const { loaded, loading, failure, rowCount, texts } = props;
  if (rowCount > 0) return null;
  if (!loaded && loading) return texts.loading;
  if (!loaded && failure) return `Nothing to show: ${texts.what} did not load.`;
  return loaded && !failure ? texts.empty : null;
}

/**
 * The table of a list page with its states: loading, could not load (the server's reason and a
 * way to ask again), empty, and the rows, which stay on screen dimmed while the next answer
 * loads; then the pager. Sorting the rows of a server-paged list orders the page shown, so the
 * list says so when there are other pages.
 */
export function ListTable(props: ListTableProps) {
  const { caption, columns, texts, loading, failure, onRetry, sort, onSort, paging } = props;
  const message = stateText(props);
  const pageCount = paging ? Math.ceil(paging.meta.total / paging.meta.pageSize) : 1;
  const sortedWithinPage = Boolean(sort && onSort && pageCount > 1 && props.rowCount > 1);
  return (
    <>
      {failure && <LoadFailure what={texts.what} failure={failure} onRetry={onRetry} />}
      <div className={`${table.frame} ${styles.frame}`} aria-busy={loading}>
        <table className={table.table}>
          <caption className={visuallyHidden}>{caption}</caption>
          <SortableHeads columns={columns} sort={sort ?? null} onSort={onSort} />
          <tbody>
            {message && <StateRow columns={columns.length}>{message}</StateRow>}
            {props.children}
          </tbody>
        </table>
      </div>
      {paging && paging.meta.total > 0 && (
        <div className={styles.footer}>
          {sortedWithinPage && <p className={styles.note}>The sort orders the page shown.</p>}
          <Pager meta={paging.meta} noun={paging.noun} onPage={paging.onPage} />
        </div>
      )}
    </>
  );
}
