import { useEffect, useState } from 'react';
import { exportAccountStatementCsv, exportAccountStatementPdf } from '../../../api/accounts.api';
import { useApi } from '../../app/api-context';
import { CSV_TYPE, saveFile } from '../../app/save-file';
import { useProcessingDate } from '../../app/use-processing-date';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Notice } from '../../components/notice';
import { Card } from '../../components/page';
import * as styles from './accounts.css';
import {
  monthToDate,
  type StatementFormat,
  statementFileName,
  statementRangeProblem,
} from './statement-file';

interface StatementRequest {
  readonly format: StatementFormat;
  readonly from: string;
  readonly to: string;
}

/**
 * The statement of a date range as CSV (for spreadsheets) or PDF (for the customer), opening
 * on the month to date of the processing date. The server builds the file; the browser saves it
 * as `statement-<accountNumber>-<from>-to-<to>.<ext>`.
 */
export function StatementCard({
  accountId,
  accountNumber,
}: {
  accountId: string;
  accountNumber: string;
}) {
  const api = useApi();
  const processingDate = useProcessingDate();
  const [range, setRange] = useState(() => monthToDate(processingDate));
  useEffect(() => {
    if (processingDate)
      setRange((current) => (current.from || current.to ? current : monthToDate(processingDate)));
  }, [processingDate]);
  const { snapshot: request, send } = useRequest(async (input) => {
    const { format, from, to } = input as StatementRequest;
    const dates = { fromDate: from, toDate: to };
    const name = statementFileName(accountNumber, from, to, format);
    if (format === 'csv') {
      const text = await exportAccountStatementCsv(api, accountId, dates);
      saveFile(text, name, CSV_TYPE);
    } else {
      const file = await exportAccountStatementPdf(api, accountId, dates);
      saveFile(file, name, 'application/pdf');
    }
    return name;
  });
  const [asked, setAsked] = useState<StatementFormat | null>(null);
  const problem = statementRangeProblem(range.from, range.to);
  const busy = request.matches('submitting');

  function download(format: StatementFormat) {
    if (problem || busy) return;
    setAsked(format);
    send({ type: 'request.submit', input: { format, ...range } satisfies StatementRequest });
  }

  return (
    <Card>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>Statement</h2>
      </div>
      <div className={styles.form}>
        <div className={styles.formRow}>
          <DateField
            label="From"
            value={range.from}
            max={range.to || undefined}
            onChange={(from) => setRange((current) => ({ ...current, from }))}
          />
          <DateField
            label="To"
            value={range.to}
            min={range.from || undefined}
            error={range.from && range.to ? (problem ?? undefined) : undefined}
            onChange={(to) => setRange((current) => ({ ...current, to }))}
          />
        </div>
        {request.matches('failed') && request.context.failure && (
          <Notice tone="danger">
            Could not download the statement: {request.context.failure.message}
          </Notice>
        )}
        {request.matches('succeeded') && (
          <Notice tone="success">Saved {String(request.context.output)}.</Notice>
        )}
        <div className={styles.actions}>
          <Button disabled={Boolean(problem) || busy} onClick={() => download('csv')}>
            {busy && asked === 'csv' ? 'Preparing CSV…' : 'Download CSV'}
          </Button>
          <Button disabled={Boolean(problem) || busy} onClick={() => download('pdf')}>
            {busy && asked === 'pdf' ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
        </div>
      </div>
    </Card>
  );
}
