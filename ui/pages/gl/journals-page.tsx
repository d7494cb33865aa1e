import { useCallback, useMemo, useState } from 'react';
import { type JournalEntry, listJournals } from '../../../api/journals.api';
import { formatBankDate } from '../../../policies/calendar';
import { JOURNAL_REFERENCE_MAX_LENGTH, journalTotals } from '../../../policies/journal-balance';
import { formatKobo } from '../../../policies/money';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { ListFilters } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import * as styles from './gl.css';
import { postableAccounts } from './gl-format';
import { useGlAccounts } from './gl-hooks';
import { dateRangeError, JOURNAL_LIST, journalQuery } from './gl-lists';
import { ReversalMark } from './gl-parts';
import { JournalDetailDialog } from './journal-detail-dialog';
import { JournalForm } from './journal-form';
import { JournalReverseDialog } from './journal-reverse-dialog';
import { sourceLabel } from './journal-source';
import { EntryStatus, JournalNumber } from './journal-status';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Entry' },
  { heading: 'Posting date' },
  { heading: 'Value date' },
  { heading: 'Narration' },
  { heading: 'Amount', amount: true },
  { heading: 'Status' },
  { heading: 'Actions' },
];

type Open = { kind: 'view'; entryId: string } | { kind: 'reverse'; entry: JournalEntry } | null;

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
  const journals = useListQuery({ spec: JOURNAL_LIST, load: listJournals, params: journalQuery });
  const { data, draft, setDraft, reload, setPage, state } = journals;
  const [open, setOpen] = useState<Open>(null);
  const numbers = useMemo(
    () => new Map((data?.items ?? []).map((entry) => [entry.id, entry.entryNumber])),
    [data],
  );
  const close = useCallback(() => setOpen(null), []);
  // A refused or unanswered reversal may mean the list is out of date (reversed elsewhere).
  const closeReverse = useCallback(() => {
    setOpen(null);
    reload();
  }, [reload]);
  const view = useCallback((entryId: string) => setOpen({ kind: 'view', entryId }), []);
  const dateError = dateRangeError(draft);

  // The form says it was posted, beside its Post button; a toast there would cover the button.
  // The newest entries come first, so the new one shows on the first page.
  const shownPage = state.page;
  const onPosted = useCallback(
    () => (shownPage > 1 ? setPage(1) : reload()),
    [shownPage, setPage, reload],
  );
  const onReversed = useCallback(
    (original: JournalEntry, reversal: JournalEntry) => {
      toast(`${original.entryNumber} has been reversed by ${reversal.entryNumber}.`);
      setOpen(null);
      reload();
    },
    [reload, toast],
  );

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
        accountsFailed={chart.failure !== null}
        onPosted={onPosted}
        onView={view}
      />
      <section className={styles.section} aria-labelledby="journal-list-title">
        <h2 id="journal-list-title" className={styles.sectionTitle}>
          Posted entries
        </h2>
        <ListFilters
          label="Search entries"
          onApply={() => {
            if (!dateError) journals.apply();
          }}
          onClear={journals.clear}
          filtered={journals.filtered}
        >
          <DateField label="From" value={draft.from} onChange={(from) => setDraft('from', from)} />
          <DateField
            label="To"
            value={draft.to}
            error={dateError}
            onChange={(to) => setDraft('to', to)}
          />
          <Field
            label="Reference"
            type="search"
            value={draft.reference}
            maxLength={JOURNAL_REFERENCE_MAX_LENGTH}
            placeholder="Exact reference"
            onChange={(event) => setDraft('reference', event.target.value)}
          />
        </ListFilters>
        <ListTable
          caption="Posted journal entries"
          columns={COLUMNS}
          texts={{
            what: 'the journal entries',
            loading: 'Loading journal entries…',
            empty: journals.filtered
              ? 'No entry matches the search.'
              : 'No journal entry has been posted yet.',
          }}
          loaded={data !== null}
          loading={journals.loading}
          failure={journals.failure}
          onRetry={reload}
          rowCount={data?.items.length ?? 0}
          paging={data && { meta: data, noun: ['entry', 'entries'], onPage: setPage }}
        >
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
        </ListTable>
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
