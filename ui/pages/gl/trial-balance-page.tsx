import { type FormEvent, useState } from 'react';
import {
  exportTrialBalanceCsv,
  getTrialBalance,
  type TrialBalance,
} from '../../../api/reports.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { CSV_TYPE, saveFile } from '../../app/save-file';
import { useApiQuery } from '../../app/use-api-query';
import { useProcessingDate } from '../../app/use-processing-date';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { DateField } from '../../components/date-field';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { trialBalanceFileName } from './download';
import * as styles from './gl.css';
import { formatSideAmount, GL_TYPE_LABELS } from './gl-format';
import { checkTrialBalance } from './trial-balance-check';

const COLUMNS = ['Code', 'Name', 'Type', 'Debit', 'Credit'] as const;

function Assertion({ trialBalance }: { trialBalance: TrialBalance }) {
  const check = checkTrialBalance(trialBalance);
  if (check.balanced && check.rowsAddUp) {
    return (
      <Notice tone="success">
        <strong>Debits equal credits.</strong> Both sides total{' '}
        {formatKobo(trialBalance.totalDebitKobo)} as of {formatBankDate(trialBalance.asOf)}.
      </Notice>
    );
  }
  const difference = BigInt(trialBalance.totalDebitKobo) - BigInt(trialBalance.totalCreditKobo);
  return (
    <Notice tone="danger">
      <strong>The trial balance does not balance.</strong>{' '}
      {!check.balanced &&
        `Debits total ${formatKobo(trialBalance.totalDebitKobo)} and credits ${formatKobo(trialBalance.totalCreditKobo)}, a difference of ${formatKobo(difference < 0n ? -difference : difference)}. `}
      {!check.rowsAddUp &&
        `The rows add up to ${formatKobo(check.rowsDebitKobo)} debit and ${formatKobo(check.rowsCreditKobo)} credit, not the totals given. `}
      Report this to the system administrator before relying on these figures.
    </Notice>
  );
}

function DownloadCsv({ asOf }: { asOf: string }) {
  const api = useApi();
  const { snapshot: request, send } = useRequest(async (input) => {
    const date = String(input);
    const csv = await exportTrialBalanceCsv(api, date || undefined);
    saveFile(csv, trialBalanceFileName(date), CSV_TYPE);
    return null;
  });
  const working = request.matches('submitting');
  return (
    <>
      <Button
        disabled={working}
        onClick={() => send({ type: 'request.submit', input: asOf })}
        aria-describedby={request.context.failure ? 'csv-failure' : undefined}
      >
        {working ? 'Preparing CSV…' : 'Download CSV'}
      </Button>
      {request.context.failure && (
        <span id="csv-failure" role="alert" className={styles.cellError}>
          Could not download the CSV: {request.context.failure.message}
        </span>
      )}
    </>
  );
}

/** Every postable account's debit or credit balance as of a date, with its totals asserted. */
export default function TrialBalancePage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const processingDate = useProcessingDate() ?? '';
  const {
    snapshot: query,
    send,
    data: answered,
    params: asked,
  } = useApiQuery((api, date: string) => getTrialBalance(api, date || undefined), processingDate);
  const [asOf, setAsOf] = useState(processingDate);
  const data = query.matches('failed') ? null : answered;
  // The CSV is of the figures on screen: the date the server answered for, else the one asked.
  const shownAsOf = data?.asOf ?? asked;

  function show(event: FormEvent) {
    event.preventDefault();
    send({ type: 'query.changed', params: asOf });
  }

  return (
    <Page
      title={route.title}
      description="The debit or credit balance of every postable GL account from all entries posted on or before a date."
      actions={<DownloadCsv asOf={shownAsOf} />}
    >
      <form className={styles.filters} onSubmit={show} aria-label="Trial balance date">
        <DateField
          label="As of"
          value={asOf}
          hint={processingDate ? `Processing date: ${formatBankDate(processingDate)}` : undefined}
          onChange={setAsOf}
        />
        <Button type="submit" tone="primary">
          Show
        </Button>
      </form>
      {query.matches('failed') && query.context.failure && (
        <LoadFailure
          what="the trial balance"
          failure={query.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      {data && query.matches('loaded') && <Assertion trialBalance={data} />}
      <div className={table.frame} aria-busy={query.matches('loading')}>
        <table className={table.table}>
          <caption className={visuallyHidden}>
            Trial balance{data ? ` as of ${formatBankDate(data.asOf)}` : ''}
          </caption>
          <ColumnHeads headings={COLUMNS} amounts={['Debit', 'Credit']} />
          <tbody>
            {!data && query.matches('loading') && (
              <TableMessage columns={COLUMNS.length}>Loading the trial balance…</TableMessage>
            )}
            {data?.rows.length === 0 && (
              <TableMessage columns={COLUMNS.length}>
                There are no postable GL accounts yet.
              </TableMessage>
            )}
            {data?.rows.map((row) => (
              <tr key={row.accountId} data-account-code={row.code}>
                <td className={`${table.cell} ${styles.code}`}>{row.code}</td>
                <td className={table.cell}>{row.name}</td>
                <td className={table.cell}>{GL_TYPE_LABELS[row.type]}</td>
                <td className={`${table.cell} ${styles.amount}`}>
                  {formatSideAmount(row.debitKobo)}
                </td>
                <td className={`${table.cell} ${styles.amount}`}>
                  {formatSideAmount(row.creditKobo)}
                </td>
              </tr>
            ))}
          </tbody>
          {data && (
            <tfoot>
              <tr className={styles.totalsRow} data-row="totals">
                <th scope="row" colSpan={3} className={`${table.cell} ${styles.totalsLabel}`}>
                  Totals
                </th>
                <td className={`${table.cell} ${styles.amount}`} data-column="debit">
                  {formatKobo(data.totalDebitKobo)}
                </td>
                <td className={`${table.cell} ${styles.amount}`} data-column="credit">
                  {formatKobo(data.totalCreditKobo)}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </Page>
  );
}
