import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { type JournalEntry, type JournalQuery, listJournals } from '../../../api/journals.api';
import { formatBankDate } from '../../../policies/calendar';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import { JOURNAL_REFERENCE_MAX_LENGTH, journalTotals } from '../../../policies/journal-balance';
import { formatKobo } from '../../../policies/money';
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
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { useDocumentTitle } from '../document-title';
import * as styles from './gl.css';
import { postableAccounts } from './gl-format';
import { useGlAccounts } from './gl-hooks';
import { ReversalMark } from './gl-parts';
import { JournalDetailDialog } from './journal-detail-dialog';
import { JournalForm } from './journal-form';
import { JournalReverseDialog } from './journal-reverse-dialog';
import { sourceLabel } from './journal-source';
import { EntryStatus, JournalNumber } from './journal-status';

const COLUMNS = [
  'Entry',
  'Posting date',
  'Value date',
  'Narration',
  'Amount',
  'Status',
  'Actions',
] as const;

type Open = { kind: 'view'; entryId: string } | { kind: 'reverse'; entry: JournalEntry } | null;

interface Filters {
  from: string;
  to: string;
  reference: string;
}

/** The entry's reversal marks, each leading to the entry at the other end in the detail dialog. */
function Marks({
  entry,
  numbers,
  onView,
}: {
  entry: JournalEntry;
  numbers: ReadonlyMap<string, string>;
  onView: (entryId: string) => void;
}) {
  return (
    <ReversalMark
      reversalOf={entry.reversalOfId}
      reversedBy={entry.reversedById}
      linkTo={(id) => ({
        label: numbers.get(id) ?? <JournalNumber entryId={id} fallback="an entry" />,
        go: () => onView(id),
      })}
    />
  );
}

/** Manual journals: a new entry, the entries posted so far, their lines, and reversing one. */
export default function JournalsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const chart = useGlAccounts();
  const postable = useMemo(() => postableAccounts(chart.accounts), [chart.accounts]);
  const {
    snapshot: query,
    send,
    data,
    params,
  } = useApiQuery(listJournals, { page: 1, pageSize: DEFAULT_PAGE_SIZE } as JournalQuery);
  const [filters, setFilters] = useState<Filters>({ from: '', to: '', reference: '' });
  const [open, setOpen] = useState<Open>(null);
  const numbers = useMemo(
    () => new Map((data?.items ?? []).map((entry) => [entry.id, entry.entryNumber])),
    [data],
  );
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const close = useCallback(() => setOpen(null), []);
  // A refused or unanswered reversal may mean the list is out of date (reversed elsewhere).
  const closeReverse = useCallback(() => {
    setOpen(null);
    reload();
  }, [reload]);
  const view = useCallback((entryId: string) => setOpen({ kind: 'view', entryId }), []);
  const dateError =
    filters.from && filters.to && filters.from > filters.to
      ? 'The start date is after the end date.'
      : undefined;

  // The form says it was posted, beside its Post button; a toast there would cover the button.
  // The newest entries come first, so the new one shows on the first page.
  const onPosted = useCallback(
    () => send({ type: 'query.changed', params: { ...params, page: 1 } }),
    [params, send],
  );
  const onReversed = useCallback(
    (original: JournalEntry, reversal: JournalEntry) => {
      toast(`${original.entryNumber} has been reversed by ${reversal.entryNumber}.`);
      setOpen(null);
      reload();
    },
    [reload, toast],
  );

  function search(event: FormEvent) {
    event.preventDefault();
    if (dateError) return;
    send({
      type: 'query.changed',
      params: {
        from: filters.from || undefined,
        to: filters.to || undefined,
        reference: filters.reference.trim() || undefined,
        page: 1,
        pageSize: params.pageSize,
      } satisfies JournalQuery,
    });
  }
  const goTo = (page: number) => send({ type: 'query.changed', params: { ...params, page } });

  return (
    <Page
      title={route.title}
      description="Manual journal entries of the general ledger. A posted entry is never changed: a mistake is put right by reversing it."
    >
      {chart.failure && (
        <LoadFailure what="the GL accounts" failure={chart.failure} onRetry={chart.reload} />
      )}
      <JournalForm
        accounts={postable}
        accountsReady={!chart.loading && !chart.failure}
        onPosted={onPosted}
        onView={view}
      />
      <section className={styles.section} aria-labelledby="journal-list-title">
        <h2 id="journal-list-title" className={styles.sectionTitle}>
          Posted entries
        </h2>
        <form className={styles.filters} onSubmit={search} aria-label="Search entries">
          <DateField
            label="From"
            value={filters.from}
            onChange={(from) => setFilters((current) => ({ ...current, from }))}
          />
          <DateField
            label="To"
            value={filters.to}
            error={dateError}
            onChange={(to) => setFilters((current) => ({ ...current, to }))}
          />
          <Field
            label="Reference"
            type="search"
            value={filters.reference}
            maxLength={JOURNAL_REFERENCE_MAX_LENGTH}
            placeholder="Exact reference"
            onChange={(event) =>
              setFilters((current) => ({ ...current, reference: event.target.value }))
            }
          />
          <Button type="submit">Search</Button>
        </form>
        {query.matches('failed') && query.context.failure && (
          <LoadFailure
            what="the journal entries"
            failure={query.context.failure}
            onRetry={reload}
          />
        )}
        <div className={table.frame} aria-busy={query.matches('loading')}>
          <table className={table.table}>
            <caption className={visuallyHidden}>Posted journal entries</caption>
            <ColumnHeads headings={COLUMNS} amounts={['Amount']} />
            <tbody>
              {!data && query.matches('loading') && (
                <TableMessage columns={COLUMNS.length}>Loading journal entries…</TableMessage>
              )}
              {data?.items.length === 0 && (
                <TableMessage columns={COLUMNS.length}>
                  {params.from || params.to || params.reference
                    ? 'No entry matches the search.'
                    : 'No journal entry has been posted yet.'}
                </TableMessage>
              )}
              {data?.items.map((entry) => (
                <tr key={entry.id} data-entry-number={entry.entryNumber}>
                  <td className={`${table.cell} ${styles.code}`}>{entry.entryNumber}</td>
                  <td className={`${table.cell} ${styles.nowrap}`}>
                    {formatBankDate(entry.postingDate)}
                  </td>
                  <td className={`${table.cell} ${styles.nowrap}`}>
                    {formatBankDate(entry.valueDate)}
                  </td>
                  <td className={table.cell}>
                    {entry.narration}
                    {entry.reference && (
                      <div className={styles.muted}>
                        Ref. <span className={styles.code}>{entry.reference}</span>
                      </div>
                    )}
                    {entry.source !== 'MANUAL' && entry.source !== 'REVERSAL' && (
                      <div className={styles.muted}>{sourceLabel(entry.source)}</div>
                    )}
                    <Marks entry={entry} numbers={numbers} onView={view} />
                  </td>
                  <td className={`${table.cell} ${styles.amount}`}>
                    {formatKobo(journalTotals(entry.lines).debitKobo)}
                  </td>
                  <td className={table.cell}>
                    <EntryStatus entry={entry} />
                  </td>
                  <td className={table.cell}>
                    <div className={styles.actions}>
                      <Button
                        size="small"
                        aria-label={`View ${entry.entryNumber}`}
                        onClick={() => view(entry.id)}
                      >
                        View
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data && data.total > 0 && <Pager meta={data} noun={['entry', 'entries']} onPage={goTo} />}
      </section>
      {open?.kind === 'view' && (
        <JournalDetailDialog
          key={open.entryId}
          entryId={open.entryId}
          entryNumbers={numbers}
          onOpenEntry={view}
          onReverse={(entry) => setOpen({ kind: 'reverse', entry })}
          onClose={close}
        />
      )}
      {open?.kind === 'reverse' && (
        <JournalReverseDialog entry={open.entry} onClose={closeReverse} onReversed={onReversed} />
      )}
    </Page>
  );
}
