import { type FormEvent, useMemo, useState } from 'react';
import { type LedgerQuery, listLedgerEntries } from '../../../api/ledger.api';
import { formatBankDate } from '../../../policies/calendar';
import { MAX_PAGE_SIZE } from '../../../policies/constants';
import { JOURNAL_REFERENCE_MAX_LENGTH } from '../../../policies/journal-balance';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { useDocumentTitle } from '../document-title';
import * as styles from './gl.css';
import { accountLabel, formatDrCr, formatSideAmount } from './gl-format';
import { useGlAccounts } from './gl-hooks';
import { AccountSelect, linksWithinPage, ReversalMark } from './gl-parts';

// A ledger is read in long runs: the largest page the contract allows.
const LEDGER_PAGE_SIZE = MAX_PAGE_SIZE;

interface Filters {
  accountId: string;
  from: string;
  to: string;
  reference: string;
}

const EMPTY: Filters = { accountId: '', from: '', to: '', reference: '' };

function columnsFor(oneAccount: boolean, running: boolean): readonly string[] {
  return [
    'Posting date',
    'Value date',
    'Entry',
    ...(oneAccount ? [] : ['Account']),
    'Narration',
    'Reference',
    'Debit',
    'Credit',
    ...(running ? ['Running balance'] : []),
  ];
}

const AMOUNT_COLUMNS = new Set(['Debit', 'Credit', 'Running balance']);

/**
 * The general ledger line by line, filtered by GL account, dates and reference. With one account
 * chosen the server gives the running balance after each line, shown on its Dr or Cr side.
 */
export default function LedgerPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const chart = useGlAccounts();
  // Every account that carries lines, inactive ones too: their history stays readable. Not
  // postableAccounts, which is for choosing where new lines may go.
  const leafAccounts = useMemo(
    () => chart.accounts.filter((account) => !account.header),
    [chart.accounts],
  );
  const {
    snapshot: query,
    send,
    data,
    params,
  } = useApiQuery(listLedgerEntries, { page: 1, pageSize: LEDGER_PAGE_SIZE } as LedgerQuery);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const set = (field: keyof Filters) => (value: string) =>
    setFilters((current) => ({ ...current, [field]: value }));
  const dateError =
    filters.from && filters.to && filters.from > filters.to
      ? 'The start date is after the end date.'
      : undefined;
  // The columns follow the search that produced the rows, not the filter being edited.
  const oneAccount = Boolean(params.accountId);
  // A running balance means something only over all of one account's lines: the server gives it
  // for an account without a reference filter, and the column shows exactly then.
  const running = oneAccount && !params.reference;
  const columns = columnsFor(oneAccount, running);
  const shownAccount = chart.accounts.find((account) => account.id === params.accountId);
  const filtered = Boolean(params.accountId || params.from || params.to || params.reference);
  const linkTo = linksWithinPage(data?.items, (line) => line.entryNumber);

  function search(event: FormEvent) {
    event.preventDefault();
    if (dateError) return;
    send({
      type: 'query.changed',
      params: {
        accountId: filters.accountId || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        reference: filters.reference.trim() || undefined,
        page: 1,
        pageSize: LEDGER_PAGE_SIZE,
      } satisfies LedgerQuery,
    });
  }
  function reset() {
    setFilters(EMPTY);
    send({ type: 'query.changed', params: { page: 1, pageSize: LEDGER_PAGE_SIZE } });
  }
  const goTo = (page: number) => send({ type: 'query.changed', params: { ...params, page } });
  const reload = () => send({ type: 'query.reload' });

  return (
    <Page
      title={route.title}
      description="Every posted line of the general ledger in posting order. Choose one GL account to see its running balance after each line."
    >
      {chart.failure && (
        <LoadFailure what="the GL accounts" failure={chart.failure} onRetry={chart.reload} />
      )}
      <form className={styles.filters} onSubmit={search} aria-label="Filter the ledger">
        <AccountSelect
          label="GL account"
          accounts={leafAccounts}
          value={filters.accountId}
          placeholder={chart.loading ? 'Loading accounts…' : 'All accounts'}
          onChange={set('accountId')}
        />
        <DateField label="From" value={filters.from} onChange={set('from')} />
        <DateField label="To" value={filters.to} error={dateError} onChange={set('to')} />
        <Field
          label="Reference"
          type="search"
          value={filters.reference}
          maxLength={JOURNAL_REFERENCE_MAX_LENGTH}
          placeholder="Exact reference"
          onChange={(event) => set('reference')(event.target.value)}
        />
        <Button type="submit" tone="primary">
          Show lines
        </Button>
        {filtered && <Button onClick={reset}>Clear filters</Button>}
      </form>
      {oneAccount && !running && (
        <p className={styles.muted}>
          The running balance is shown for one account without a reference filter.
        </p>
      )}
      {query.matches('failed') && query.context.failure && (
        <LoadFailure what="the ledger" failure={query.context.failure} onRetry={reload} />
      )}
      <div className={table.frame} aria-busy={query.matches('loading')}>
        <table className={table.table}>
          <caption className={visuallyHidden}>
            {shownAccount ? `Ledger of ${accountLabel(shownAccount)}` : 'Ledger lines'}
          </caption>
          <ColumnHeads headings={columns} amounts={[...AMOUNT_COLUMNS]} />
          <tbody>
            {!data && query.matches('loading') && (
              <TableMessage columns={columns.length}>Loading the ledger…</TableMessage>
            )}
            {data?.items.length === 0 && (
              <TableMessage columns={columns.length}>
                {filtered ? 'No ledger line matches the filters.' : 'Nothing has been posted yet.'}
              </TableMessage>
            )}
            {data?.items.map((line) => (
              <tr
                key={line.lineId}
                data-entry-number={line.entryNumber}
                data-entry-id={line.entryId}
              >
                <td className={`${table.cell} ${styles.nowrap}`}>
                  {formatBankDate(line.postingDate)}
                </td>
                <td className={`${table.cell} ${styles.nowrap}`}>
                  {formatBankDate(line.valueDate)}
                </td>
                <td className={table.cell}>
                  <span className={styles.code}>{line.entryNumber}</span>
                  <ReversalMark
                    reversalOf={line.reversalOfEntryId}
                    reversedBy={line.reversedByEntryId}
                    linkTo={linkTo}
                  />
                </td>
                {!oneAccount && (
                  <td className={table.cell}>
                    <span className={styles.code}>{line.accountCode}</span> {line.accountName}
                  </td>
                )}
                <td className={table.cell}>{line.narration}</td>
                <td className={`${table.cell} ${styles.code}`}>{line.reference ?? '—'}</td>
                <td className={`${table.cell} ${styles.amount}`}>
                  {formatSideAmount(line.debitKobo)}
                </td>
                <td className={`${table.cell} ${styles.amount}`}>
                  {formatSideAmount(line.creditKobo)}
                </td>
                {running && (
                  <td className={`${table.cell} ${styles.amount}`} data-column="running-balance">
                    {line.runningBalanceKobo === null ? '—' : formatDrCr(line.runningBalanceKobo)}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.total > 0 && <Pager meta={data} noun={['line', 'lines']} onPage={goTo} />}
    </Page>
  );
}
