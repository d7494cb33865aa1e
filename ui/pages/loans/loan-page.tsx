import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { getLoan, type Loan, type LoanAction, listLoanProducts } from '../../../api/loans.api';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useCustomerHref } from '../../app/record-links';
import { useApiQuery } from '../../app/use-api-query';
import { useProcessingDate } from '../../app/use-processing-date';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Card, Page } from '../../components/page';
import * as record from '../../components/record.css';
import { BackAbove, RecordLoading } from '../../components/record-loading';
import { ViewOnChartLink } from '../../components/statechart/chart-link';
import { statusPill } from '../../components/status-pill.css';
import { useToast } from '../../components/toast';
import {
  classTone,
  daysPastDueText,
  loanStatusWord,
  prudentialClassWords,
  unclassifiedReason,
} from './lending-words';
import {
  DisburseDialog,
  LiquidateDialog,
  PenaltiesDialog,
  RepayDialog,
  TopUpDialog,
} from './loan-actions';
import { EditLoanDialog, PlainActionDialog } from './loan-plain-actions';
import { LoanPrintButtons } from './loan-print-buttons';
import {
  BalancesCard,
  HistoryCard,
  ScheduleCard,
  TransactionsCard,
  useLoanTransactions,
} from './loan-tables';
import { type LoanTermsLimits, limitsOf, scheduleInputOf } from './loan-terms';
import { SchedulePreview } from './schedule-preview';

/** The way back to the list, in one place above the title whatever the loan's status. */
function AllLoans() {
  return <Link href="/loans">All loans</Link>;
}

/** The buttons of the actions, in the order a loan's life reaches them. */
const ACTION_BUTTONS: readonly {
  action: LoanAction;
  label: string;
  tone?: 'primary' | 'danger';
}[] = [
  { action: 'DISBURSE', label: 'Disburse', tone: 'primary' },
  { action: 'UPDATE', label: 'Edit officer and purpose' },
  { action: 'REPAY', label: 'Repay', tone: 'primary' },
  { action: 'ASSESS_PENALTIES', label: 'Assess penalties' },
  { action: 'LIQUIDATE', label: 'Liquidate' },
  { action: 'TOP_UP', label: 'Top up' },
  { action: 'CLOSE', label: 'Close' },
  { action: 'CANCEL', label: 'Cancel loan', tone: 'danger' },
  { action: 'WRITE_OFF', label: 'Write off', tone: 'danger' },
];

/** One loan: its balances, delinquency, schedule and postings, and what may be done to it. */
export default function LoanPage({ route, params }: PageProps) {
  useDocumentTitle(route.title);
  const id = params.id ?? '';
  // A new loan in the address is a new page: no chart carries over from the last one.
  return <LoanDetail key={id} id={id} title={route.title} />;
}

function Figure({
  label,
  name,
  tone,
  note,
  children,
}: {
  label: string;
  name: string;
  tone?: 'danger' | 'accent' | undefined;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={record.figure} data-figure={name} data-tone={tone}>
      <dt className={record.figureLabel}>{label}</dt>
      <dd className={record.figureValue}>{children}</dd>
      {note && <dd className={record.figureNote}>{note}</dd>}
    </div>
  );
}

/** The delinquency bucket as a note under the days past due. */
function bucketText(bucket: Loan['delinquencyBucket']): string {
  return bucket === 'CURRENT' ? 'Bucket: current' : `Bucket: ${bucket} days`;
}

function Figures({ loan }: { loan: Loan }) {
  const late = loan.daysPastDue > 0;
  const unclassified = unclassifiedReason(loan.status);
  return (
    <dl className={record.figures} aria-label="Loan figures">
      <Figure
        label="Outstanding"
        name="outstanding"
        tone="accent"
        note={`Principal ${formatKobo(loan.principalKobo)} at ${loan.annualInterestRate} % a year`}
      >
        {formatKobo(loan.balances.totalOutstandingKobo)}
      </Figure>
      <Figure label="Due now" name="due-now" note="Due on or before today, unpaid">
        {formatKobo(loan.dueNowKobo)}
      </Figure>
      <Figure
        label="Overdue"
        name="overdue"
        tone={late ? 'danger' : undefined}
        note="Past its due date, unpaid"
      >
        {formatKobo(loan.overdueKobo)}
      </Figure>
      <Figure label="Payoff today" name="payoff-today" note="Closes the loan today">
        {loan.payoffTodayKobo === null ? '—' : formatKobo(loan.payoffTodayKobo)}
      </Figure>
      <Figure
        label="Days past due"
        name="days-past-due"
        tone={late ? 'danger' : undefined}
        note={unclassified ?? bucketText(loan.delinquencyBucket)}
      >
        {unclassified ? '—' : daysPastDueText(loan.daysPastDue)}
      </Figure>
      <Figure
        label="CBN class"
        name="cbn-class"
        note={unclassified ?? `Provision ${loan.provisionPercent} %`}
      >
        {unclassified ? (
          '—'
        ) : (
          <span className={statusPill({ tone: classTone(loan.prudentialClass) })}>
            {prudentialClassWords(loan.prudentialClass)}
          </span>
        )}
      </Figure>
      <Figure label="Maturity" name="maturity" note={`${loan.numberOfRepayments} repayments`}>
        {loan.maturityDate ? formatBankDate(loan.maturityDate) : '—'}
      </Figure>
    </dl>
  );
}

function Identity({ loan }: { loan: Loan }) {
  const status = loanStatusWord(loan.status);
  const borrowerHref = useCustomerHref(loan.customerId);
  return (
    <span className={record.identity}>
      <span className={record.identityNumber} data-testid="loan-number">
        {loan.loanNumber}
      </span>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      {borrowerHref && (
        <>
          <span>
            Borrower{' '}
            <Link href={borrowerHref} data-testid="borrower-link">
              {loan.customerName}
            </Link>
          </span>
          <span className={record.separator} aria-hidden="true">
            ·
          </span>
        </>
      )}
      <span>{loan.productName}</span>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <span>
        Account{' '}
        <Link href={`/account/${encodeURIComponent(loan.accountId)}`}>{loan.accountNumber}</Link>
      </span>
      <span className={record.separator} aria-hidden="true">
        ·
      </span>
      <span>Officer {loan.officerName}</span>
      <span
        className={statusPill({ tone: status.tone })}
        data-testid="loan-status"
        data-status={loan.status}
      >
        {status.label}
      </span>
      <ViewOnChartLink chart="loan" id={loan.id} />
    </span>
  );
}

/** The product's limits, for the top-up's check; empty while the products are not loaded. */
function useProductLimits(productId: string | undefined): LoanTermsLimits {
  const { data } = useApiQuery(listLoanProducts);
  return useMemo(() => limitsOf(data?.find((item) => item.id === productId)), [data, productId]);
}

function Related({ loan }: { loan: Loan }) {
  const links = [
    loan.applicationId && [
      'Credit application',
      `/credit-app/${encodeURIComponent(loan.applicationId)}`,
    ],
    loan.topUpOfLoanId && [
      'The loan it replaced',
      `/loan/${encodeURIComponent(loan.topUpOfLoanId)}`,
    ],
    loan.toppedUpByLoanId && [
      'The top-up that replaced it',
      `/loan/${encodeURIComponent(loan.toppedUpByLoanId)}`,
    ],
  ].filter((link): link is [string, string] => Boolean(link));
  if (links.length === 0) return null;
  return (
    <p className={record.actions}>
      {links.map(([label, href]) => (
        <Link key={href} href={href}>
          {label}
        </Link>
      ))}
    </p>
  );
}

/** A button for each step the loan allows now; none at all (no empty bar) when it allows none. */
function actionButtonsOf(loan: Loan, onAct: (action: LoanAction) => void) {
  const offered = ACTION_BUTTONS.filter(({ action }) => loan.allowedActions.includes(action));
  return (
    offered.length > 0 &&
    offered.map(({ action, label, tone }) => (
      <Button key={action} size="small" tone={tone ?? 'secondary'} onClick={() => onAct(action)}>
        {label}
      </Button>
    ))
  );
}

function LoanDetail({ id, title }: { id: string; title: string }) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const today = useProcessingDate() ?? new Date().toISOString().slice(0, 10);
  const load = useCallback((api: Parameters<typeof getLoan>[0]) => getLoan(api, id), [id]);
  const { snapshot, send, data: loan } = useApiQuery(load);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const [acting, setActing] = useState<LoanAction | null>(null);
  const [revision, setRevision] = useState(0);
  const limits = useProductLimits(loan?.productId);
  const transactions = useLoanTransactions(id, revision);
  const onDone = useCallback(
    (after: Loan, message: string) => {
      setActing(null);
      toast(message);
      // A top-up answers the new loan: the page follows it.
      if (after.id !== id) navigate(`/loan/${encodeURIComponent(after.id)}`);
      else {
        reload();
        setRevision((current) => current + 1);
      }
    },
    [toast, reload, navigate, id],
  );
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;

  if (!loan) {
    return (
      <RecordLoading
        title={title}
        back={<AllLoans />}
        backAbove
        what="the loan"
        failure={failure}
        onRetry={reload}
      />
    );
  }

  return (
    <BackAbove back={<AllLoans />}>
      <Page
        title={loan.customerName}
        description={<Identity loan={loan} />}
        actions={
          <>
            {actionButtonsOf(loan, setActing)}
            <LoanPrintButtons loan={loan} />
          </>
        }
      >
        <div className={record.body}>
          {failure && <LoadFailure what="the latest figures" failure={failure} onRetry={reload} />}
          <Related loan={loan} />
          <Figures loan={loan} />
          <BalancesCard loan={loan} />
          <LoanSchedule loan={loan} today={today} />
          <TransactionsCard query={transactions} />
          <HistoryCard loan={loan} transactions={transactions.data ?? []} />
        </div>
        {acting && (
          <ActionDialog
            acting={acting}
            loan={loan}
            limits={limits}
            today={today}
            onDone={onDone}
            onClose={() => setActing(null)}
          />
        )}
      </Page>
    </BackAbove>
  );
}

/** The schedule with what was paid once disbursed; before that, the schedule it will have. */
function LoanSchedule({ loan, today }: { loan: Loan; today: string }) {
  const start = loan.expectedDisbursementDate < today ? today : loan.expectedDisbursementDate;
  const input = useMemo(
    () =>
      scheduleInputOf(
        {
          principalKobo: loan.principalKobo,
          annualInterestRate: loan.annualInterestRate,
          numberOfRepayments: loan.numberOfRepayments,
        },
        loan.terms,
        start,
      ),
    [loan, start],
  );
  if (loan.schedule.length > 0) return <ScheduleCard loan={loan} />;
  return (
    <Card title="Repayment schedule (if disbursed today)">
      <SchedulePreview input={input} waiting="" />
    </Card>
  );
}

/** The dialog of the action being taken. */
function ActionDialog({
  acting,
  loan,
  limits,
  today,
  onDone,
  onClose,
}: {
  acting: LoanAction;
  loan: Loan;
  limits: LoanTermsLimits;
  today: string;
  onDone: (loan: Loan, message: string) => void;
  onClose: () => void;
}) {
  const props = { loan, onDone, onClose };
  switch (acting) {
    case 'DISBURSE':
      return <DisburseDialog {...props} today={today} />;
    case 'REPAY':
      return <RepayDialog {...props} />;
    case 'ASSESS_PENALTIES':
      return <PenaltiesDialog {...props} />;
    case 'LIQUIDATE':
      return <LiquidateDialog {...props} />;
    case 'TOP_UP':
      return <TopUpDialog {...props} limits={limits} today={today} />;
    case 'UPDATE':
      return <EditLoanDialog {...props} />;
    case 'CLOSE':
    case 'CANCEL':
    case 'WRITE_OFF':
      return <PlainActionDialog {...props} action={acting} />;
    default:
      return null;
  }
}
