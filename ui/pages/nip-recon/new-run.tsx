import { type ChangeEvent, useRef, useState } from 'react';
import { createNipReconRun, type NipReconRun } from '../../../api/nip-recon.api';
import { formatBankDate } from '../../../policies/calendar';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as styles from './nip-recon.css';
import { MAX_REPORT_CHARS } from './nip-recon-labels';

type NewRunInput = { date: string; csv?: string; fileName?: string };

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * Starts a run for a settlement date: fetched from the switch, or from a report file read in the
 * browser and sent as text. While the run is under way both ways are disabled and say so.
 */
export function NewRun({ onDone }: { onDone: (run: NipReconRun) => void }) {
  const api = useApi();
  const [date, setDate] = useState(yesterday);
  const [problem, setProblem] = useState<string | null>(null);
  // What the run under way was started with, so its button can say what it is doing.
  const [input, setInput] = useState<NewRunInput | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const { snapshot, send } = useRequest(async (input) => {
    const { date: day, csv } = input as NewRunInput;
    const run = await createNipReconRun(
      api,
      csv === undefined ? { date: day } : { date: day, csv },
    );
    onDone(run);
    return run;
  });
  const busy = snapshot.matches('submitting');
  const failure = snapshot.context.failure;
  const done = snapshot.matches('succeeded') ? (snapshot.context.output as NipReconRun) : null;

  const start = (run: NewRunInput) => {
    setProblem(null);
    if (!date) return setProblem('Choose the settlement date first.');
    setInput(run);
    send({ type: 'request.submit', input: run });
  };

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const csv = await chosen.text();
    if (csv.length > MAX_REPORT_CHARS) {
      setProblem(`${chosen.name} is too large: a report may hold at most 10,000 lines.`);
      return;
    }
    start({ date, csv, fileName: chosen.name });
  }

  return (
    <Card title="Reconcile a settlement date">
      <div className={styles.newRun}>
        <DateField
          id="recon-date"
          label="Settlement date"
          value={date}
          max={new Date().toISOString().slice(0, 10)}
          onChange={setDate}
          disabled={busy}
          required
        />
        <Button tone="primary" disabled={busy} onClick={() => start({ date })}>
          {busy && input?.csv === undefined ? 'Fetching the report…' : 'Fetch from switch'}
        </Button>
        <input
          ref={file}
          id="recon-file"
          type="file"
          accept=".csv,text/csv"
          className={styles.fileInput}
          tabIndex={-1}
          aria-hidden="true"
          onChange={upload}
        />
        <Button disabled={busy} onClick={() => file.current?.click()}>
          {busy && input?.csv !== undefined
            ? `Reading ${input.fileName ?? 'the file'}…`
            : 'Upload report (CSV)'}
        </Button>
      </div>
      <p className={styles.muted}>
        The report is matched with our outward transfers of that date by session ID. A file must
        have the switch's columns: SessionID, SourceInstitutionCode, DestinationInstitutionCode,
        BeneficiaryAccountNumber, Amount, ResponseCode, TransactionDate.
      </p>
      <div aria-live="polite">
        {busy && (
          <Notice tone="info">
            Matching the report with our transfers. This can take a moment for a busy day.
          </Notice>
        )}
        {problem && <Notice tone="warning">{problem}</Notice>}
        {failure && !busy && <Notice tone="danger">{failure.message}</Notice>}
        {done && !busy && (
          <Notice tone="success">
            {`Reconciled ${formatBankDate(done.date)}: ${done.openExceptions} exception${done.openExceptions === 1 ? '' : 's'} to work.`}
          </Notice>
        )}
      </div>
    </Card>
  );
}
