import type { JournalEntry } from '../../../api/journals.api';
import { enumLabel } from '../../../policies/labels';

/**
 * Whether the journals offer to reverse an entry: a manual journal, still posted, that is not itself
 * a reversal. Opening balances stay as they were taken on, and what a product posted (a customer's
 * transfer, a fee) is put back through that product, which the server insists on too.
 */
export function reversibleFromJournals(
  entry: Pick<JournalEntry, 'source' | 'status' | 'reversalOfId' | 'reversedById'>,
): boolean {
  return (
    entry.source === 'MANUAL' &&
    entry.status === 'POSTED' &&
    entry.reversalOfId === null &&
    entry.reversedById === null
  );
}

const SOURCE_LABELS: Readonly<Record<string, string>> = {
  MANUAL: 'Manual journal',
  OPENING_BALANCE: 'Opening balance',
  TRANSFER: 'Transfer between accounts',
  REVERSAL: 'Reversal',
};

/** What posted an entry, in words; a source this console does not name yet reads as its words. */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? enumLabel(source);
}
