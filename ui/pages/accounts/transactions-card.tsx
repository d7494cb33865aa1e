import { useEffect, useRef } from 'react';
import { type AccountTransactionQuery, listAccountTransactions } from '../../../api/accounts.api';
import { formatBankDate } from '../../../policies/calendar';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import { formatKobo } from '../../../policies/money';
import { useApiQuery } from '../../app/use-api-query';
import { ColumnHeads } from '../../components/column-heads';
import { LoadFailure } from '../../components/load-failure';
import { Card } from '../../components/page';
import { Pager } from '../../components/pager';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { linksWithinPage, ReversalMark } from '../gl/gl-parts';
import { Money } from './account-parts';
import * as styles from './accounts.css';

const COLUMNS = [
  ['Posting date', false],
  ['Value date', false],
  ['Narration', false],
  ['Reference', false],
  ['Debit', true],
  ['Credit', true],
  ['Balance', true],
] as const;

/**
 * The account's postings newest first, each with the balance after it, a page at a time. A new
 * `revision` (after a transfer) returns to the first page, where the newest posting is. A posting
 * that was reversed, and the reversal itself, carry a mark that leads to the other.
 */
export function TransactionsCard({
  accountId,
  accountNumber,
  revision,
}: {
  accountId: string;
  accountNumber: string;
  revision: number;
}) {
  const {
    snapshot: query,
    send,
    data,
    params,
  } = useApiQuery(
    (api, page: AccountTransactionQuery) => listAccountTransactions(api, accountId, page),
    { page: 1, pageSize: DEFAULT_PAGE_SIZE },
  );
  // Both ends of a reversal post to this account, so the other end is often on the same page.
  const linkTo = linksWithinPage(
    data?.items,
    (line) => `the posting of ${formatBankDate(line.postingDate)}`,
  );
  const shown = useRef(revision);
  useEffect(() => {
    if (shown.current === revision) return;
    shown.current = revision;
    send({ type: 'query.changed', params: { page: 1, pageSize: DEFAULT_PAGE_SIZE } });
  }, [revision, send]);

  return (
    <Card>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>Transactions</h2>
        <span className={styles.muted}>Newest first, with the balance after each posting</span>
      </div>
      <div className={styles.stack}>
        {query.matches('failed') && query.context.failure && (
          <LoadFailure
            what="the transactions"
            failure={query.context.failure}
            onRetry={() => send({ type: 'query.reload' })}
          />
        )}
        <div className={table.frame} aria-busy={query.matches('loading')}>
          <table className={table.table}>
            <caption className={visuallyHidden}>Transactions of {accountNumber}</caption>
            <ColumnHeads
              headings={COLUMNS.map(([heading]) => heading)}
              amounts={COLUMNS.filter(([, isAmount]) => isAmount).map(([heading]) => heading)}
            />
            <tbody>
              {!data && query.matches('loading') && (
                <TableMessage columns={COLUMNS.length}>Loading transactions…</TableMessage>
              )}
              {data?.items.length === 0 && (
                <TableMessage columns={COLUMNS.length}>
                  Nothing has been posted to this account yet.
                </TableMessage>
              )}
              {data?.items.map((line) => (
                <tr key={line.id} data-entry-id={line.entryId}>
                  <td className={`${table.cell} ${styles.nowrap}`}>
                    {formatBankDate(line.postingDate)}
                  </td>
                  <td className={`${table.cell} ${styles.nowrap}`}>
                    {formatBankDate(line.valueDate)}
                  </td>
                  <td className={table.cell}>
                    {line.narration}
                    <ReversalMark
                      reversalOf={line.reversalOfEntryId}
                      reversedBy={line.reversedByEntryId}
                      linkTo={linkTo}
                    />
                  </td>
                  <td className={`${table.cell} ${styles.mono}`}>
                    {line.reference ?? line.entryNumber}
                  </td>
                  <td className={`${table.cell} ${styles.amount}`} data-column="debit">
                    {line.debitKobo ? formatKobo(line.debitKobo) : ''}
                  </td>
                  <td className={`${table.cell} ${styles.amount}`} data-column="credit">
                    {line.creditKobo ? formatKobo(line.creditKobo) : ''}
                  </td>
                  <td className={`${table.cell} ${styles.amount}`} data-column="balance">
                    <Money kobo={line.runningBalanceKobo} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data && data.total > 0 && (
          <Pager
            meta={data}
            noun={['posting', 'postings']}
            onPage={(page) => send({ type: 'query.changed', params: { ...params, page } })}
          />
        )}
      </div>
    </Card>
  );
}
