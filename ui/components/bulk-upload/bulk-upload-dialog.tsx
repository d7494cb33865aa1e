import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { components } from '../../../api/schema.gen';
import {
  type BulkAnswer,
  type BulkMode,
  type BulkRows,
  type BulkSource,
  bulkUploadMachine,
} from '../../../machines/bulk-upload.machine';
import { type BulkColumn, MAX_BULK_FILE_BYTES, MAX_BULK_ROWS } from '../../../policies/bulk';
import { base64OfBytes, base64OfFile } from '../../app/file-base64';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Notice } from '../notice';
import * as record from '../record.css';
import { BulkRefusals } from './bulk-refusals';
import { BulkTemplateLinks } from './bulk-template-links';
import * as styles from './bulk-upload.css';

export type BulkUploadBody = components['schemas']['BulkUploadRequest'];

/** The parts of every bulk result the dialog shows (created, failed, the rows refused). */
export interface BulkResultShape extends BulkAnswer {
  readonly errors: readonly components['schemas']['BulkError'][];
}

export interface BulkUploadDialogProps {
  /** The button's and the dialog's title ("Upload budget lines"). */
  readonly title: string;
  /** The template's file name without extension ("budget-lines-template"). */
  readonly templateName: string;
  readonly columns: readonly BulkColumn[];
  /** Sends the rows to the area's bulk operation; rejects with the API's error. */
  readonly send: (body: BulkUploadBody) => Promise<BulkResultShape>;
  /** After rows were created, so the page can reload its list. */
  readonly onCreated?: () => void;
}

const count = (n: number) => n.toLocaleString('en-NG');
const MAX_MB = MAX_BULK_FILE_BYTES / (1024 * 1024);

/**
 * A button that opens the bulk upload: download the template, choose a CSV or XLSX file or paste
 * rows, check them (a dry run naming each bad row and field), then send them with progress.
 */
export function BulkUploadDialog(props: BulkUploadDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{props.title}</Button>
      {open && <BulkUploadBodyDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

function BulkUploadBodyDialog(props: BulkUploadDialogProps & { onClose: () => void }) {
  // The chart is made once; its actors reach the latest props (send, onCreated) through the ref.
  const latest = useRef(props);
  latest.current = props;
  const machine = useMemo(
    () =>
      bulkUploadMachine.provide({
        actors: {
          read: fromPromise<BulkRows, BulkSource>(({ input }) => rowsOf(input)),
          submit: fromPromise(async ({ input }) => {
            const answer = await latest.current.send({
              ...input.rows,
              mode: input.mode,
              dryRun: input.dryRun,
            });
            if (!input.dryRun && answer.created > 0) latest.current.onCreated?.();
            return answer;
          }),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const [source, setSource] = useState<'file' | 'paste'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<BulkMode>('EACH_ROW');
  const { check, result, failure } = snapshot.context;
  const checked = check as BulkResultShape | null;
  const done = result as BulkResultShape | null;
  const chosen: BulkSource | null =
    source === 'file'
      ? file
        ? { kind: 'file', file }
        : null
      : text.trim()
        ? { kind: 'paste', text }
        : null;
  const state = snapshot.value as string;
  const busy = state === 'reading' || state === 'checking' || state === 'sending';

  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(next) => next || busy || props.onClose()}
      title={props.title}
      description={`A CSV (UTF-8) or XLSX file whose first row holds the template's headings, or rows pasted from a spreadsheet. At most ${count(MAX_BULK_ROWS)} rows and ${MAX_MB} MB.`}
      footer={
        <div className={record.footer}>
          {state === 'editing' && (
            <>
              <Button onClick={props.onClose}>Cancel</Button>
              <Button
                tone="primary"
                disabled={!chosen}
                onClick={() => chosen && send({ type: 'upload.check', source: chosen, mode })}
              >
                Check rows
              </Button>
            </>
          )}
          {busy && <Button disabled>Working…</Button>}
          {state === 'checked' && (
            <>
              <Button onClick={() => send({ type: 'upload.edit' })}>Back</Button>
              {(checked?.created ?? 0) > 0 && (
                <Button
                  tone="primary"
                  disabled={!snapshot.can({ type: 'upload.send' })}
                  onClick={() => send({ type: 'upload.send' })}
                >
                  {`Upload ${count(checked?.created ?? 0)} ${(checked?.created ?? 0) === 1 ? 'row' : 'rows'}`}
                </Button>
              )}
            </>
          )}
          {state === 'failed' && (
            <Button onClick={() => send({ type: 'upload.edit' })}>Back</Button>
          )}
          {state === 'done' && (
            <>
              <Button onClick={() => send({ type: 'upload.again' })}>Upload another</Button>
              <Button tone="primary" onClick={props.onClose}>
                Close
              </Button>
            </>
          )}
        </div>
      }
    >
      <div className={record.form}>
        {state === 'editing' && (
          <>
            <BulkTemplateLinks columns={props.columns} templateName={props.templateName} />
            <fieldset className={record.fieldset}>
              <legend className={record.legend}>Rows</legend>
              <div className={styles.sources}>
                <label className={record.checkbox}>
                  <input
                    type="radio"
                    name="bulk-source"
                    checked={source === 'file'}
                    onChange={() => setSource('file')}
                  />
                  <span>Choose a file</span>
                </label>
                <label className={record.checkbox}>
                  <input
                    type="radio"
                    name="bulk-source"
                    checked={source === 'paste'}
                    onChange={() => setSource('paste')}
                  />
                  <span>Paste rows</span>
                </label>
              </div>
              {source === 'file' ? (
                <input
                  type="file"
                  aria-label="File to upload"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              ) : (
                <textarea
                  className={styles.paste}
                  aria-label="Rows to upload, the headings first"
                  placeholder={props.columns.map((c) => c.heading).join('\t')}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              )}
            </fieldset>
            <label className={record.checkbox}>
              <input
                type="checkbox"
                checked={mode === 'ALL_OR_NOTHING'}
                onChange={(event) => setMode(event.target.checked ? 'ALL_OR_NOTHING' : 'EACH_ROW')}
              />
              <span>All or nothing: if any row is refused, upload none of them</span>
            </label>
          </>
        )}
        {busy && (
          <Working
            state={state}
            rows={checked?.rowCount ?? null}
            toCreate={checked?.created ?? 0}
          />
        )}
        {state === 'checked' && checked && (
          <CheckSummary check={checked} mode={snapshot.context.mode} />
        )}
        {state === 'done' && done && <DoneSummary result={done} />}
        {state === 'failed' && failure && (
          <Notice tone="danger">
            <strong>Not uploaded: </strong>
            {failure.message}
            {Object.keys(failure.fieldErrors).length > 0 && (
              <ul>
                {Object.entries(failure.fieldErrors).map(([field, message]) => (
                  <li key={field}>{message}</li>
                ))}
              </ul>
            )}
          </Notice>
        )}
      </div>
    </Dialog>
  );
}

function Working({
  state,
  rows,
  toCreate,
}: {
  state: string;
  rows: number | null;
  toCreate: number;
}) {
  const words =
    state === 'reading'
      ? 'Reading the file…'
      : state === 'checking'
        ? 'Checking every row on the server…'
        : `Creating ${count(toCreate)} ${toCreate === 1 ? 'row' : 'rows'}${rows ? ` of ${count(rows)}` : ''}…`;
  const step = state === 'reading' ? 1 : state === 'checking' ? 2 : 3;
  return (
    <div className={record.stack} aria-live="polite">
      <span>{`Step ${step} of 3: ${words}`}</span>
      <progress className={styles.progress} aria-label={words} />
    </div>
  );
}

function CheckSummary({ check, mode }: { check: BulkResultShape; mode: BulkMode }) {
  const blocked = mode === 'ALL_OR_NOTHING' && check.failed > 0;
  return (
    <>
      <Notice tone={check.failed > 0 ? 'warning' : 'success'}>
        {`${count(check.rowCount)} ${check.rowCount === 1 ? 'row' : 'rows'} checked: ${count(check.created)} can be created, ${count(check.failed)} ${check.failed === 1 ? 'is' : 'are'} refused. Nothing has been written yet.`}
        {blocked && ' All or nothing: correct the refused rows and check the file again.'}
      </Notice>
      <BulkRefusals errors={check.errors} />
    </>
  );
}

function DoneSummary({ result }: { result: BulkResultShape }) {
  return (
    <>
      <Notice tone={result.failed > 0 ? 'warning' : 'success'}>
        {`${count(result.created)} created, ${count(result.failed)} refused.`}
      </Notice>
      <BulkRefusals errors={result.errors} />
    </>
  );
}

/** The rows as the body sends them: a chosen file's bytes, or pasted text as a CSV. */
async function rowsOf(source: BulkSource): Promise<BulkRows> {
  if (source.kind === 'paste') {
    return {
      file: {
        fileName: 'pasted-rows.csv',
        contentBase64: base64OfBytes(new TextEncoder().encode(source.text)),
      },
    };
  }
  if (source.file.size > MAX_BULK_FILE_BYTES) {
    throw new Error(`The file is larger than ${MAX_MB} MB. Split it into smaller files.`);
  }
  return {
    file: {
      fileName: source.file.name.slice(0, 255) || 'rows',
      contentBase64: await base64OfFile(source.file),
    },
  };
}
