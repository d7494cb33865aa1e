import type { JournalEntry } from '../../api/journals.api';
import { journalEntryMachine } from '../../machines/journal-entry.machine';
import type { JournalBody } from '../../policies/journal-balance';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

const POST_ID = invokeId(journalEntryMachine, 'posting');

/** Office rent paid from the bank: ₦1,500.00 each side. */
export const RENT: JournalBody = {
  narration: 'Office rent for May',
  reference: 'PV-0042',
  lines: [
    { glAccountId: 'gl-rent', debitKobo: 150000, creditKobo: 0 },
    { glAccountId: 'gl-bank', debitKobo: 0, creditKobo: 150000 },
  ],
};

/** A second, different entry: diesel for the generator. */
export const DIESEL: JournalBody = {
  narration: 'Diesel for the generator',
  lines: [
    { glAccountId: 'gl-fuel', debitKobo: 4500000, creditKobo: 0 },
    { glAccountId: 'gl-bank', debitKobo: 0, creditKobo: 4500000 },
  ],
};

/** Debits ₦1,500.00 against credits ₦1,000.00: never sent. */
export const UNBALANCED: JournalBody = {
  narration: 'Office rent for May',
  lines: [
    { glAccountId: 'gl-rent', debitKobo: 150000, creditKobo: 0 },
    { glAccountId: 'gl-bank', debitKobo: 0, creditKobo: 100000 },
  ],
};

export const POSTED_ENTRY: JournalEntry = {
  id: 'je-1',
  entryNumber: 'JE-000001',
  postingDate: '2026-05-04',
  valueDate: '2026-05-04',
  narration: RENT.narration,
  reference: 'PV-0042',
  status: 'POSTED',
  source: 'MANUAL',
  reversalOfId: null,
  reversedById: null,
  lines: [
    {
      id: 'jl-1',
      glAccountId: 'gl-rent',
      accountCode: '5100',
      accountName: 'Rent',
      debitKobo: 150000,
      creditKobo: 0,
      narration: RENT.narration,
    },
    {
      id: 'jl-2',
      glAccountId: 'gl-bank',
      accountCode: '1100',
      accountName: 'Cash at bank',
      debitKobo: 0,
      creditKobo: 150000,
      narration: RENT.narration,
    },
  ],
  createdBy: 'u-finance',
  createdAt: '2026-05-04T09:00:00.000Z',
};

export const NO_ANSWER = Object.assign(new Error('Network error'), { status: 0 });

export const NOT_BALANCED = Object.assign(new Error('The entry does not balance.'), {
  status: 422,
  code: 'journal_not_balanced',
  fieldErrors: {},
});

export const JOURNAL_ENTRY_EVENTS = {
  postRent: { type: 'journal.post', body: RENT, key: 'key-rent-1' },
  // The same body again, with the fresh key the form makes at every click.
  postRentAgain: { type: 'journal.post', body: RENT, key: 'key-rent-2' },
  postDiesel: { type: 'journal.post', body: DIESEL, key: 'key-diesel' },
  postUnbalanced: { type: 'journal.post', body: UNBALANCED, key: 'key-unbalanced' },
  posted: doneEvent(POST_ID, POSTED_ENTRY),
  noAnswer: errorEvent(POST_ID, NO_ANSWER),
  refused: errorEvent(POST_ID, NOT_BALANCED),
  discard: { type: 'journal.discard' },
} as const;

export const JOURNAL_ENTRY_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(JOURNAL_ENTRY_EVENTS) },
];
