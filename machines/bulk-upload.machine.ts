import { assign, fromPromise, setup } from 'xstate';
import { type Failure, toFailure } from './failure';

/** What the rows are sent as: the upload's body without its mode and dry-run flag. */
export interface BulkRows {
  readonly file: { readonly fileName: string; readonly contentBase64: string };
}

export type BulkMode = 'EACH_ROW' | 'ALL_OR_NOTHING';

/** The parts of a bulk result the chart decides on. */
export interface BulkAnswer {
  readonly created: number;
  readonly failed: number;
  readonly rowCount: number;
  readonly dryRun: boolean;
}

/** Where the rows come from: a chosen file, or text pasted from a spreadsheet. */
export type BulkSource =
  | { readonly kind: 'file'; readonly file: Blob & { readonly name: string } }
  | { readonly kind: 'paste'; readonly text: string };

export interface BulkUploadContext {
  rows: BulkRows | null;
  mode: BulkMode;
  check: BulkAnswer | null;
  result: BulkAnswer | null;
  failure: Failure | null;
}

export type BulkUploadEvent =
  | { type: 'upload.check'; source: BulkSource; mode: BulkMode }
  | { type: 'upload.send' }
  | { type: 'upload.edit' }
  | { type: 'upload.again' };

const FRESH: BulkUploadContext = {
  rows: null,
  mode: 'EACH_ROW',
  check: null,
  result: null,
  failure: null,
};

/**
 * A bulk upload as staff run it: choose a file or paste rows, read them, check them on the server
 * (a dry run that names every bad row and writes nothing), then send them, and see what went in.
 * Rows are sent only after a check that found some to create; all or nothing, only after a check
 * that found none refused.
 */
export const bulkUploadMachine = setup({
  types: { context: {} as BulkUploadContext, events: {} as BulkUploadEvent },
  actors: {
    read: fromPromise<BulkRows, BulkSource>(async () => {
      throw new Error('read must be provided.');
    }),
    submit: fromPromise<BulkAnswer, { rows: BulkRows; mode: BulkMode; dryRun: boolean }>(
      async () => {
        throw new Error('submit must be provided.');
      },
    ),
  },
  guards: {
    sendable: ({ context }) =>
      context.check !== null &&
      context.check.created > 0 &&
      (context.mode === 'EACH_ROW' || context.check.failed === 0),
  },
}).createMachine({
  id: 'bulkUpload',
  initial: 'editing',
  context: FRESH,
  states: {
    editing: {
      on: {
        'upload.check': {
          target: 'reading',
          actions: assign({ mode: ({ event }) => event.mode, failure: null }),
        },
      },
    },
    reading: {
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ event }) => (event as Extract<BulkUploadEvent, { type: 'upload.check' }>).source,
        onDone: { target: 'checking', actions: assign({ rows: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'submit',
        input: ({ context }) => ({
          rows: context.rows as BulkRows,
          mode: context.mode,
          dryRun: true,
        }),
        onDone: { target: 'checked', actions: assign({ check: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    checked: {
      on: {
        'upload.send': { target: 'sending', guard: 'sendable' },
        'upload.edit': { target: 'editing', actions: assign(FRESH) },
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'submit',
        input: ({ context }) => ({
          rows: context.rows as BulkRows,
          mode: context.mode,
          dryRun: false,
        }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => toFailure(event.error) }),
        },
      },
    },
    done: { on: { 'upload.again': { target: 'editing', actions: assign(FRESH) } } },
    failed: { on: { 'upload.edit': { target: 'editing', actions: assign(FRESH) } } },
  },
});
