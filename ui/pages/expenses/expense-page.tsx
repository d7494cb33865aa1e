import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Api } from '../../../api/client';
import { type ExpenseDetail, getExpense, getExpenseInvoice } from '../../../api/expenses.api';
import { expenseCan } from '../../../machines/expense.machine';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import {
  PAYEE_TYPE_LABELS,
  rateText,
  SUPPLY_KIND_LABELS,
  VAT_RATE_BP,
} from '../../../policies/expense-tax';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useBranchName } from '../../app/use-branch-name';
import { Button } from '../../components/button';
import { Card, Facts, Page } from '../../components/page';
import * as record from '../../components/record.css';
import { BackAbove, RecordLoading } from '../../components/record-loading';
import { statusPill } from '../../components/status-pill.css';
import { Summary } from '../../components/summary-list';
import { ApprovalRequestDialog } from '../approvals/approval-request-dialog';
import { statusWords } from './expense-words';

const loadExpense = (api: Api, id: string) => getExpense(api, id);

const TRAIL_WORDS: Readonly<Record<ExpenseDetail['trail'][number]['action'], string>> = {
  SUBMITTED: 'Recorded for approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Withdrawn by its maker',
  EXECUTED: 'Posted to the ledger',
  EXPIRED: 'Expired unapproved',
};

const AllExpenses = () => <Link href="/expenses">All expenses</Link>;

/** The invoice's bytes as a blob URL, fetched with the bearer token a link could not send. */
function useInvoiceUrl(expense: ExpenseDetail) {
  const api = useApi();
  const [url, setUrl] = useState<string | null>(null);
  const hasInvoice = expense.invoice !== null;
  useEffect(() => {
    if (!hasInvoice) return;
    let made: string | null = null;
    let live = true;
    getExpenseInvoice(api, expense.id).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
      },
      () => live && setUrl(null),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [api, expense.id, hasInvoice]);
  return url;
}

function InvoiceCard({ expense }: { expense: ExpenseDetail }) {
  const url = useInvoiceUrl(expense);
  const { invoice } = expense;
  return (
    <Card title="Invoice">
      <Facts
        items={[
          ['Reference', expense.invoiceReference],
          ['Date', formatBankDate(expense.invoiceDate)],
          [
            'File',
            invoice && url ? (
              <a
                key="file"
                href={url}
                target="_blank"
                rel="noreferrer"
                aria-label="Open the invoice"
              >
                {invoice.fileName}
              </a>
            ) : (
              (invoice?.fileName ?? 'No file attached')
            ),
          ],
        ]}
      />
      {invoice && url && invoice.contentType !== 'application/pdf' && (
        <img src={url} alt={`Invoice ${expense.invoiceReference}`} style={{ maxWidth: '100%' }} />
      )}
    </Card>
  );
}

function FiguresCard({ expense }: { expense: ExpenseDetail }) {
  return (
    <Card title="Figures">
      <Summary
        label="The expense's figures"
        lines={[
          ['Amount before VAT', formatKobo(expense.amountKobo)],
          [
            `VAT (${expense.vatCharged ? rateText(VAT_RATE_BP) : 'not charged'})`,
            formatKobo(expense.vatKobo),
          ],
          ['Cost to the bank', formatKobo(expense.grossKobo)],
          [`Withholding tax (${rateText(expense.whtRateBps)})`, `− ${formatKobo(expense.whtKobo)}`],
          ['Paid to the payee', formatKobo(expense.paidKobo), true, { testId: 'expense-paid' }],
        ]}
      />
    </Card>
  );
}

function DetailsCard({ expense }: { expense: ExpenseDetail }) {
  return (
    <Card title="Details">
      <Facts
        items={[
          ['Payee', `${expense.payeeName} (${PAYEE_TYPE_LABELS[expense.payeeType]})`],
          ['Kind of supply', SUPPLY_KIND_LABELS[expense.supplyKind]],
          ['Description', expense.description],
          ['Expense account', `${expense.glAccountCode} ${expense.glAccountName}`],
          ['Paid from', `${expense.paidFromAccountCode} ${expense.paidFromAccountName}`],
          ['Branch', expense.branchName],
          ['Recorded by', `${expense.createdByName}, ${formatBankDateTime(expense.createdAt)}`],
          [
            'Journal entry',
            expense.journalEntryNumber ? (
              <Link
                key="entry"
                href={`/admin/ledger?reference=${encodeURIComponent(expense.expenseNumber)}`}
              >
                {expense.journalEntryNumber}
              </Link>
            ) : (
              'Not posted'
            ),
          ],
        ]}
      />
    </Card>
  );
}

function TrailCard({ expense }: { expense: ExpenseDetail }) {
  return (
    <Card title="Approval trail">
      {expense.trail.length === 0 ? (
        <p className={record.muted}>No approval was needed.</p>
      ) : (
        <ol className={record.timeline} aria-label="Approval trail">
          {expense.trail.map((step) => (
            <li key={`${step.action}-${step.at}`} className={record.timelineItem}>
              <strong>{TRAIL_WORDS[step.action]}</strong>
              {step.level !== null && step.action !== 'SUBMITTED' && ` at level ${step.level}`}
              {step.actorName && ` by ${step.actorName}`}
              <span className={record.muted}> {formatBankDateTime(step.at)}</span>
              {step.reason && <div className={record.muted}>{step.reason}</div>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** One expense: its figures, invoice, details and approval trail, and its request's decisions. */
export default function ExpensePage({ route, params }: PageProps) {
  const id = params.id ?? '';
  const query = useApiQuery(loadExpense, id);
  const branchName = useBranchName();
  const [reviewing, setReviewing] = useState(false);
  const reload = useCallback(() => query.send({ type: 'query.reload' }), [query.send]);
  const expense = query.data;
  useDocumentTitle(expense ? `Expense ${expense.expenseNumber}` : route.title);
  if (!expense) {
    return (
      <RecordLoading
        title={route.title}
        back={<AllExpenses />}
        backAbove
        what="the expense"
        failure={query.snapshot.matches('failed') ? query.snapshot.context.failure : null}
        onRetry={reload}
      />
    );
  }
  const status = statusWords(expense);
  const waiting = expenseCan(expense.status, 'expense.cancel') && expense.approvalRequestId;
  return (
    <BackAbove back={<AllExpenses />}>
      <Page
        title={`Expense ${expense.expenseNumber}`}
        description={`${expense.payeeName}: ${expense.description}`}
        actions={
          <>
            <span className={statusPill({ tone: status.tone })}>{status.label}</span>
            {waiting && (
              <Button size="small" tone="primary" onClick={() => setReviewing(true)}>
                Review approval
              </Button>
            )}
          </>
        }
      >
        <div className={record.columns}>
          <div className={record.stack}>
            <FiguresCard expense={expense} />
            <InvoiceCard expense={expense} />
          </div>
          <div className={record.stack}>
            <DetailsCard expense={expense} />
            <TrailCard expense={expense} />
          </div>
        </div>
      </Page>
      {reviewing && expense.approvalRequestId && (
        <ApprovalRequestDialog
          id={expense.approvalRequestId}
          branchName={branchName}
          onClose={() => setReviewing(false)}
          onChanged={reload}
        />
      )}
    </BackAbove>
  );
}
