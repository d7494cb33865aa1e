import type { Transfer } from '../../api/accounts.api';
import type { JournalEntry } from '../../api/journals.api';
import type { CheckedDraft, MoneyFormInput } from '../../machines/money-form.machine';
import { moneyFormMachine } from '../../machines/money-form.machine';
import {
  EMPTY_TRANSFER_DRAFT,
  type TransferDraft,
  transferAmountKobo,
  transferDraftProblems,
} from '../../policies/deposit-inputs';
import {
  checkJournalDraft,
  emptyJournalDraft,
  type JournalDraft,
} from '../../policies/journal-balance';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

/**
 * Two forms drive the one chart: a transfer (a look-up of the destination and a confirm step) and
 * a manual journal (sent as soon as it is posted). Their checks are the policies' own.
 */

const PREPARE_ID = invokeId(moneyFormMachine, 'preparing');
const SUBMIT_ID = invokeId(moneyFormMachine, 'submitting');

export const FROM_NUMBER = '0900000017';
export const TO_NUMBER = '0900000024';

export const TO = { id: 'acc-bayo', accountNumber: TO_NUMBER, name: 'Bayo Adeyemi' };

export const RENT: TransferDraft = {
  toAccountNumber: TO_NUMBER,
  amount: '1,500.00',
  narration: 'Rent for May',
};
export const SCHOOL_FEES: TransferDraft = { ...RENT, amount: '45,000', narration: 'School fees' };
export const BLANK_NARRATION: TransferDraft = { ...RENT, narration: '   ' };

export interface TransferIntent {
  readonly toAccountNumber: string;
  readonly amountKobo: number;
  readonly narration: string;
}

/** The transfer form's check: the policy's problems, and the intent when there are none. */
export function checkTransfer(draft: TransferDraft): CheckedDraft<TransferIntent> & {
  problems: ReturnType<typeof transferDraftProblems>;
} {
  const problems = transferDraftProblems(draft, FROM_NUMBER);
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return {
    body: {
      toAccountNumber: draft.toAccountNumber.trim(),
      amountKobo: transferAmountKobo(draft),
      narration: draft.narration.trim(),
    },
    problems,
  };
}

export const TRANSFER: Transfer = {
  id: 'tr-7',
  entryId: 'je-7',
  entryNumber: 'JE-000007',
  fromAccountId: 'acc-ada',
  toAccountId: TO.id,
  amountKobo: 150000,
  feeKobo: 0,
  narration: RENT.narration,
  reference: null,
  postingDate: '2026-05-04',
  createdAt: '2026-05-04T09:00:00.000Z',
};

/** No answer at all: the money may or may not have moved. */
export const NO_ANSWER = Object.assign(new Error('Network error'), { status: 0 });

/** The first request with the key still running: the outcome is not known yet. */
export const IN_PROGRESS = Object.assign(
  new Error('A request with this Idempotency-Key is still being processed.'),
  { status: 409, code: 'idempotency_request_in_progress', fieldErrors: {} },
);

/** A refusal: nothing moved. */
export const INSUFFICIENT_FUNDS = Object.assign(
  new Error('The account does not have enough available balance for this debit.'),
  { status: 422, code: 'insufficient_funds', fieldErrors: {} },
);

export const NOT_FOUND_REASON = `No account has the number ${TO_NUMBER}.`;

export const TRANSFER_INPUT: MoneyFormInput<TransferDraft, ReturnType<typeof checkTransfer>> = {
  draft: EMPTY_TRANSFER_DRAFT,
  check: checkTransfer,
  confirm: true,
};

export const TRANSFER_EVENTS = {
  typeRent: { type: 'form.edit', draft: RENT },
  typeSchoolFees: { type: 'form.edit', draft: SCHOOL_FEES },
  typeBlankNarration: { type: 'form.edit', draft: BLANK_NARRATION },
  leaveNarration: { type: 'form.touch', field: 'narration' },
  review: { type: 'form.submit', key: 'key-1' },
  reviewAgain: { type: 'form.submit', key: 'key-2' },
  found: doneEvent(PREPARE_ID, { review: TO }),
  notFound: doneEvent(PREPARE_ID, { refused: { toAccountNumber: NOT_FOUND_REASON } }),
  lookUpFailed: errorEvent(PREPARE_ID, NO_ANSWER),
  back: { type: 'form.back' },
  confirm: { type: 'form.confirm' },
  transferred: doneEvent(SUBMIT_ID, TRANSFER),
  noAnswer: errorEvent(SUBMIT_ID, NO_ANSWER),
  inProgress: errorEvent(SUBMIT_ID, IN_PROGRESS),
  refused: errorEvent(SUBMIT_ID, INSUFFICIENT_FUNDS),
  retry: { type: 'form.retry' },
  reset: { type: 'form.reset' },
} as const;

/** A manual journal: office rent paid from the bank, ₦1,500.00 each side. */
export const JOURNAL_RENT: JournalDraft = {
  narration: 'Office rent for May',
  reference: 'PV-0042',
  valueDate: '',
  lines: [
    { accountId: 'gl-rent', debit: '1,500.00', credit: '', narration: '' },
    { accountId: 'gl-bank', debit: '', credit: '1,500.00', narration: '' },
  ],
};

/** Debits ₦1,500.00 against credits ₦1,000.00: never sent. */
export const JOURNAL_UNBALANCED: JournalDraft = {
  ...JOURNAL_RENT,
  lines: [
    { accountId: 'gl-rent', debit: '1,500.00', credit: '', narration: '' },
    { accountId: 'gl-bank', debit: '', credit: '1,000.00', narration: '' },
  ],
};

/** The journal form's check: the policy's problems, and the body when there are none. */
export function checkJournal(draft: JournalDraft) {
  const { body, problems } = checkJournalDraft(draft);
  return { body: problems.length === 0 ? body : null, problems };
}

export const JOURNAL_INPUT: MoneyFormInput<JournalDraft, ReturnType<typeof checkJournal>> = {
  draft: emptyJournalDraft(),
  check: checkJournal,
};

export const POSTED_ENTRY = { id: 'je-1', entryNumber: 'JE-000001' } as JournalEntry;

export const NOT_BALANCED = Object.assign(new Error('The entry does not balance.'), {
  status: 422,
  code: 'journal_not_balanced',
  fieldErrors: {},
});

export const SERVER_FAILURE = Object.assign(new Error('Internal server error'), { status: 503 });

export const JOURNAL_EVENTS = {
  typeRent: { type: 'form.edit', draft: JOURNAL_RENT },
  typeUnbalanced: { type: 'form.edit', draft: JOURNAL_UNBALANCED },
  leaveNarration: { type: 'form.touch', field: 'narration' },
  post: { type: 'form.submit', key: 'key-1' },
  postAgain: { type: 'form.submit', key: 'key-2' },
  prepared: doneEvent(PREPARE_ID, { review: null }),
  posted: doneEvent(SUBMIT_ID, POSTED_ENTRY),
  serverFailure: errorEvent(SUBMIT_ID, SERVER_FAILURE),
  refused: errorEvent(SUBMIT_ID, NOT_BALANCED),
  retry: { type: 'form.retry' },
  reset: { type: 'form.reset' },
} as const;

/** A journal's reversal: the narration is optional, so even the empty draft may be sent. */
export interface ReversalDraft {
  readonly narration: string;
}

export function checkReversal(draft: ReversalDraft): CheckedDraft<{ narration?: string }> {
  const narration = draft.narration.trim();
  return { body: narration ? { narration } : {} };
}

export const REVERSAL_INPUT: MoneyFormInput<ReversalDraft, ReturnType<typeof checkReversal>> = {
  draft: { narration: '' },
  check: checkReversal,
};

export const REVERSAL_ENTRY = { id: 'je-2', entryNumber: 'JE-000002' } as JournalEntry;

export const REVERSAL_EVENTS = {
  typeReason: { type: 'form.edit', draft: { narration: 'Posted to the wrong account' } },
  reverse: { type: 'form.submit', key: 'key-1' },
  reverseAgain: { type: 'form.submit', key: 'key-2' },
  prepared: doneEvent(PREPARE_ID, { review: null }),
  reversed: doneEvent(SUBMIT_ID, REVERSAL_ENTRY),
  noAnswer: errorEvent(SUBMIT_ID, NO_ANSWER),
} as const;

export const MONEY_FORM_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(TRANSFER_EVENTS), input: TRANSFER_INPUT },
  { events: Object.values(JOURNAL_EVENTS), input: JOURNAL_INPUT },
  { events: Object.values(REVERSAL_EVENTS), input: REVERSAL_INPUT },
];
