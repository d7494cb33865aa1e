import { bulkUploadMachine } from '../../machines/bulk-upload.machine';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

const READ_ID = invokeId(bulkUploadMachine, 'reading');
const CHECK_ID = invokeId(bulkUploadMachine, 'checking');
const SEND_ID = invokeId(bulkUploadMachine, 'sending');

/** A budget file of 12 rows, two of them refused by the check. */
export const ROWS = { file: { fileName: 'budget-2026.csv', contentBase64: 'WWVhcg==' } };
export const TWO_BAD = { created: 10, failed: 2, rowCount: 12, dryRun: true };
export const ALL_GOOD = { created: 12, failed: 0, rowCount: 12, dryRun: true };
export const ALL_BAD = { created: 0, failed: 12, rowCount: 12, dryRun: true };
export const SENT = { created: 10, failed: 2, rowCount: 12, dryRun: false };

export const HEADINGS_WRONG = Object.assign(
  new Error('The first row does not hold the template’s headings.'),
  {
    status: 422,
    code: 'bulk_headings_wrong',
    fieldErrors: {},
  },
);

const source = { kind: 'paste', text: 'Year,Month\n2026,1\n' } as const;

export const BULK_UPLOAD_EVENTS = {
  check: { type: 'upload.check', source, mode: 'EACH_ROW' },
  checkAllOrNothing: { type: 'upload.check', source, mode: 'ALL_OR_NOTHING' },
  read: doneEvent(READ_ID, ROWS),
  readFailed: errorEvent(READ_ID, new Error('The file could not be read.')),
  checkedTwoBad: doneEvent(CHECK_ID, TWO_BAD),
  checkedAllGood: doneEvent(CHECK_ID, ALL_GOOD),
  checkedAllBad: doneEvent(CHECK_ID, ALL_BAD),
  checkFailed: errorEvent(CHECK_ID, HEADINGS_WRONG),
  send: { type: 'upload.send' },
  sent: doneEvent(SEND_ID, SENT),
  sendFailed: errorEvent(SEND_ID, new Error('The server is not answering.')),
  edit: { type: 'upload.edit' },
  again: { type: 'upload.again' },
} as const;

const E = BULK_UPLOAD_EVENTS;

export const BULK_UPLOAD_TRAVERSALS: readonly Traversal[] = [
  // Two bad rows: each row on its own sends the ten good ones.
  { events: [E.check, E.read, E.checkedTwoBad, E.send, E.sent, E.again] },
  // All or nothing with two bad rows: nothing can be sent; the user fixes the file.
  { events: [E.checkAllOrNothing, E.read, E.checkedTwoBad, E.send, E.edit] },
  // Every row refused: nothing to send.
  { events: [E.check, E.read, E.checkedAllBad, E.send, E.edit] },
  // All or nothing, every row good: sent; the server failing then.
  { events: [E.checkAllOrNothing, E.read, E.checkedAllGood, E.send, E.sendFailed, E.edit] },
  { events: [E.check, E.readFailed, E.edit] },
  { events: [E.check, E.read, E.checkFailed, E.edit] },
];
