import type { ReactNode } from 'react';
import { getJournal, type JournalEntry } from '../../../api/journals.api';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { journalTotals } from '../../../policies/journal-balance';
import { formatKobo } from '../../../policies/money';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { LoadFailure } from '../../components/load-failure';
import { Facts } from '../../components/page';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import * as styles from './gl.css';
import { formatSideAmount } from './gl-format';
import { reversibleFromJournals, sourceLabel } from './journal-source';
import { EntryStatus, JournalNumber } from './journal-status';

function EntryLines({ entry }: { entry: JournalEntry }) {
  const totals = journalTotals(entry.lines);
  return (
    <div className={`${table.frame} ${styles.detailLines}`}>
      <table className={table.table}>
        <caption className={visuallyHidden}>Lines of {entry.entryNumber}</caption>
        <thead>
          <tr>
            <th scope="col" className={table.headCell}>
              Account
            </th>
            <th scope="col" className={table.amountHeadCell}>
              Debit
            </th>
            <th scope="col" className={table.amountHeadCell}>
              Credit
            </th>
          </tr>
        </thead>
        <tbody>
          {entry.lines.map((line) => (
            <tr key={line.id}>
              <td className={table.cell}>
                <span className={styles.code}>{line.accountCode}</span> {line.accountName}
                {line.narration !== entry.narration && (
                  <div className={styles.muted}>{line.narration}</div>
                )}
              </td>
              <td className={`${table.cell} ${styles.amount}`}>
                {formatSideAmount(line.debitKobo)}
              </td>
              <td className={`${table.cell} ${styles.amount}`}>
                {formatSideAmount(line.creditKobo)}
              </td>
            </tr>
          ))}
          <tr className={styles.totalsRow}>
            <th scope="row" className={`${table.cell} ${styles.totalsLabel}`}>
              Totals
            </th>
            <td className={`${table.cell} ${styles.amount}`}>{formatKobo(totals.debitKobo)}</td>
            <td className={`${table.cell} ${styles.amount}`}>{formatKobo(totals.creditKobo)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** A link to the entry at the other end of a reversal, named by its number. */
function OtherEntry({
  entryId,
  numbers,
  fallback,
  onOpen,
}: {
  entryId: string;
  numbers: ReadonlyMap<string, string>;
  fallback: string;
  onOpen: (entryId: string) => void;
}) {
  const known = numbers.get(entryId);
  return (
    <button type="button" className={styles.linkButton} onClick={() => onOpen(entryId)}>
      {known ?? <JournalNumber entryId={entryId} fallback={fallback} />}
    </button>
  );
}

function entryFacts(
  entry: JournalEntry,
  numbers: ReadonlyMap<string, string>,
  onOpen: (entryId: string) => void,
): [string, ReactNode][] {
  const link = (entryId: string, fallback: string) => (
    <OtherEntry entryId={entryId} numbers={numbers} fallback={fallback} onOpen={onOpen} />
  );
  return [
    ['Status', <EntryStatus key="status" entry={entry} />],
    ['Posted by', sourceLabel(entry.source)],
    ['Posting date', formatBankDate(entry.postingDate)],
    ['Value date', formatBankDate(entry.valueDate)],
    ['Reference', entry.reference ?? '—'],
    ['Posted at', formatBankDateTime(entry.createdAt)],
    ...(entry.reversalOfId
      ? [['Reversal of', link(entry.reversalOfId, 'the original entry')] as [string, ReactNode]]
      : []),
    ...(entry.reversedById
      ? [['Reversed by', link(entry.reversedById, 'the reversal entry')] as [string, ReactNode]]
      : []),
  ];
}

/**
 * One posted entry with its lines, read afresh from the server. The reversal links lead to the
 * entry on the other end, in the same dialog. A manual journal that may still be reversed offers
 * Reverse: not a danger, since the original is kept and a new entry puts it right.
 */
export function JournalDetailDialog({
  entryId,
  entryNumbers,
  onOpenEntry,
  onReverse,
  onClose,
}: {
  entryId: string;
  /** Entry numbers already known by id, to name the entries the links lead to. */
  entryNumbers: ReadonlyMap<string, string>;
  onOpenEntry: (entryId: string) => void;
  onReverse: (entry: JournalEntry) => void;
  onClose: () => void;
}) {
  const { snapshot: query, send, data } = useApiQuery(getJournal, entryId);
  const entry = query.matches('loaded') ? data : null;
  const title = entry ? `Journal entry ${entry.entryNumber}` : 'Journal entry';
  const footer = (
    <>
      {entry && reversibleFromJournals(entry) && (
        <Button onClick={() => onReverse(entry)}>Reverse entry…</Button>
      )}
      <Button onClick={onClose}>Close</Button>
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={title}
      description={entry?.narration}
      footer={footer}
    >
      {query.matches('loading') && <p className={styles.muted}>Loading the entry…</p>}
      {query.matches('failed') && query.context.failure && (
        <LoadFailure
          what="the entry"
          failure={query.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {entry && (
        <>
          <Facts items={entryFacts(entry, entryNumbers, onOpenEntry)} />
          <EntryLines entry={entry} />
        </>
      )}
    </Dialog>
  );
}
