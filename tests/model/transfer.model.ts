import type { Transfer } from '../../api/accounts.api';
import {
  type TransferDestination,
  type TransferSource,
  transferMachine,
} from '../../machines/transfer.machine';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

const LOOK_UP_ID = invokeId(transferMachine, 'lookingUp');
const SUBMIT_ID = invokeId(transferMachine, 'submitting');

/** The paying account: the page the transfer is made from. */
export const FROM: TransferSource = {
  id: 'acc-ada',
  accountNumber: '0900000017',
  name: 'Ada Okafor',
};

/** The account number typed for the destination, and the account it is found to be. */
export const TO_NUMBER = '0900000024';

export const TO: TransferDestination = {
  id: 'acc-bayo',
  accountNumber: TO_NUMBER,
  name: 'Bayo Adeyemi',
  status: 'ACTIVE',
};

/** The same number found frozen: money cannot enter it. */
export const TO_FROZEN: TransferDestination = { ...TO, status: 'FROZEN' };

/** ₦1,500.00 for the rent, as typed. */
export const AMOUNT = '1,500.00';
export const AMOUNT_KOBO = 150000;
export const NARRATION = 'Rent for May';

export const TRANSFER: Transfer = {
  id: 'je-7',
  entryId: 'je-7',
  entryNumber: 'JE-000007',
  fromAccountId: FROM.id,
  toAccountId: TO.id,
  amountKobo: AMOUNT_KOBO,
  feeKobo: 0,
  narration: NARRATION,
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

export const TRANSFER_EVENTS = {
  typeTo: { type: 'transfer.change', field: 'toAccountNumber', value: TO_NUMBER },
  typeAmount: { type: 'transfer.change', field: 'amount', value: AMOUNT },
  typeNarration: { type: 'transfer.change', field: 'narration', value: NARRATION },
  review: { type: 'transfer.review' },
  found: doneEvent(LOOK_UP_ID, TO),
  foundFrozen: doneEvent(LOOK_UP_ID, TO_FROZEN),
  notFound: doneEvent(LOOK_UP_ID, null),
  lookUpFailed: errorEvent(LOOK_UP_ID, NO_ANSWER),
  back: { type: 'transfer.back' },
  confirm: { type: 'transfer.confirm', key: 'key-1' },
  confirmAgain: { type: 'transfer.confirm', key: 'key-2' },
  transferred: doneEvent(SUBMIT_ID, TRANSFER),
  noAnswer: errorEvent(SUBMIT_ID, NO_ANSWER),
  inProgress: errorEvent(SUBMIT_ID, IN_PROGRESS),
  refused: errorEvent(SUBMIT_ID, INSUFFICIENT_FUNDS),
  retry: { type: 'transfer.retry' },
  edit: { type: 'transfer.edit' },
  reset: { type: 'transfer.reset' },
} as const;

/** Values that make a draft fail the check, one per field. */
export const BAD_DRAFT_EVENTS = {
  typeOwnNumber: { type: 'transfer.change', field: 'toAccountNumber', value: FROM.accountNumber },
  typeShortNumber: { type: 'transfer.change', field: 'toAccountNumber', value: '09000' },
  typeZero: { type: 'transfer.change', field: 'amount', value: '0' },
  typeBlankNarration: { type: 'transfer.change', field: 'narration', value: '   ' },
} as const;

/**
 * Two traversals: the whole life of a transfer typed with good values, and the draft check alone
 * with good and bad values for every field (no further, so the graph stays small).
 */
export const TRANSFER_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(TRANSFER_EVENTS), input: { from: FROM } },
  {
    events: [
      TRANSFER_EVENTS.typeTo,
      TRANSFER_EVENTS.typeAmount,
      TRANSFER_EVENTS.typeNarration,
      TRANSFER_EVENTS.review,
      ...Object.values(BAD_DRAFT_EVENTS),
    ],
    input: { from: FROM },
  },
];
