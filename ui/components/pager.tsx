import { Button } from './button';
import * as styles from './pager.css';

export interface PageMeta {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** Previous and next under a paged table, with where the page sits in the whole. */
export function Pager({
  meta,
  noun,
  onPage,
}: {
  meta: PageMeta;
  noun: readonly [string, string];
  onPage: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(meta.total / meta.pageSize));
  return (
    <nav className={styles.pager} aria-label="Pages">
      <span>
        Page {meta.page} of {pageCount} · {meta.total} {meta.total === 1 ? noun[0] : noun[1]}
      </span>
      <span className={styles.buttons}>
        <Button size="small" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
          Previous
        </Button>
        <Button
          size="small"
          disabled={meta.page >= pageCount}
          onClick={() => onPage(meta.page + 1)}
        >
          Next
        </Button>
      </span>
    </nav>
  );
}
