import { useMemo } from 'react';
import { listLedgerEntries } from '../../../api/ledger.api';
import { formatBankDate } from '../../../policies/calendar';
import { JOURNAL_REFERENCE_MAX_LENGTH } from '../../../policies/journal-balance';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { ListFilters } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import * as table from '../../components/table.css';
import * as styles from './gl.css';
import { accountLabel, formatDrCr, formatSideAmount } from './gl-format';
import { useGlAccounts } from './gl-hooks';
import { dateRangeError, LEDGER_LIST, ledgerQuery } from './gl-lists';
import { AccountSelect, linksWithinPage, ReversalMark } from './gl-parts';

function columnsFor(oneAccount: boolean, running: boolean): readonly ListColumn[] {
  return [
    { heading: 'Posting date' },
    { heading: 'Value date' },
    { heading: 'Entry' },
    ...(oneAccount ? [] : [{ heading: 'Account' }]),
    { heading: 'Narration' },
    { heading: 'Reference' },
    { heading: 'Debit', amount: true },
    { heading: 'Credit', amount: true },
    ...(running ? [{ heading: 'Running balance', amount: true }] : []),
  ];
}

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
  const ledger = useListQuery({ spec: LEDGER_LIST, load: listLedgerEntries, params: ledgerQuery });
  const { data, draft, setDraft } = ledger;
  const params = ledger.state.filters;
  const set = (field: keyof typeof draft) => (value: string) => setDraft(field, value);
  const dateError = dateRangeError(draft);
  // The columns follow the search that produced the rows, not the filter being edited.
  const oneAccount = Boolean(params.accountId);
  // A running balance means something only over all of one account's lines: the server gives it
  // for an account without a reference filter, and the column shows exactly then.
  const running = oneAccount && !params.reference;
  const columns = columnsFor(oneAccount, running);
  const shownAccount = chart.accounts.find((account) => account.id === params.accountId);
  const linkTo = linksWithinPage(data?.items, (line) => line.entryNumber);

  return (
    <Page
      title={route.title}
      description="Every posted line of the general ledger in posting order. Choose one GL account to see its running balance after each line."
    >
      {chart.failure && (
        <LoadFailure what="the GL accounts" failure={chart.failure} onRetry={chart.reload} />
      )}
      <ListFilters
        label="Filter the ledger"
        submitLabel="Show lines"
        onApply={() => {
          if (!dateError) ledger.apply();
        }}
        onClear={ledger.clear}
        filtered={ledger.filtered}
      >
        <AccountSelect
          label="GL account"
          accounts={leafAccounts}
          value={draft.accountId}
          placeholder={chart.loading ? 'Loading accounts…' : 'All accounts'}
          onChange={set('accountId')}
        />
        <DateField label="From" value={draft.from} onChange={set('from')} />
        <DateField label="To" value={draft.to} error={dateError} onChange={set('to')} />
        <Field
          label="Reference"
          type="search"
          value={draft.reference}
          maxLength={JOURNAL_REFERENCE_MAX_LENGTH}
          placeholder="Exact reference"
          onChange={(event) => set('reference')(event.target.value)}
        />
      </ListFilters>
      {oneAccount && !running && (
        <p className={styles.muted}>
          The running balance is shown for one account without a reference filter.
        </p>
      )}
      <ListTable
        caption={shownAccount ? `Ledger of ${accountLabel(shownAccount)}` : 'Ledger lines'}
        columns={columns}
        texts={{
          what: 'the ledger',
          loading: 'Loading the ledger…',
          empty: ledger.filtered
            ? 'No ledger line matches the filters.'
            : 'Nothing has been posted yet.',
        }}
        loaded={data !== null}
        loading={ledger.loading}
        failure={ledger.failure}
        onRetry={ledger.reload}
        rowCount={data?.items.length ?? 0}
        paging={data && { meta: data, noun: ['line', 'lines'], onPage: ledger.setPage }}
      >
        {data?.items.map((line) => (
          <tr key={line.lineId} data-entry-number={line.entryNumber} data-entry-id={line.entryId}>
            <td className={`${table.cell} ${styles.nowrap}`}>{formatBankDate(line.postingDate)}</td>
            <td className={`${table.cell} ${styles.nowrap}`}>{formatBankDate(line.valueDate)}</td>
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
            <td className={`${table.cell} ${styles.amount}`}>{formatSideAmount(line.debitKobo)}</td>
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
      </ListTable>
    </Page>
  );
}
