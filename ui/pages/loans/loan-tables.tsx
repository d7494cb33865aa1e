import { useEffect, useRef } from 'react';
import type { Api } from '../../../api/client';
import type { Loan, LoanInstalment, LoanTransaction } from '../../../api/loans.api';
import { listLoanTransactions } from '../../../api/loans.api';
import { formatBankDate, formatBankDateTime } from '../../../policies/calendar';
import { LOAN_TRANSACTIONS_LIMIT } from '../../../policies/constants';
import { formatKobo } from '../../../policies/money';
import { useApiQuery } from '../../app/use-api-query';
import { ColumnHeads } from '../../components/column-heads';
import { LoadFailure } from '../../components/load-failure';
import { Card } from '../../components/page';
import * as record from '../../components/record.css';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { instalmentStateWord, wordsOfCode } from './lending-words';

const money = `${table.cell} ${record.amount}`;

/** What the loan owes by component: charged, paid, forgiven, written off and still owed. */
export function BalancesCard({ loan }: { loan: Loan }) {
  const { balances } = loan;
  const rows = [
    ['Principal', balances.principal],
    ['Interest', balances.interest],
    ['Fees', balances.fees],
    ['Penalties', balances.penalties],
  ] as const;
  const withheld = loan.disbursementChargesKobo;
  return (
    <Card title="Balances">
      <div className={`${table.frame} ${record.scroll}`}>
        <table className={table.table} data-testid="loan-balances">
          <caption className={visuallyHidden}>Balances by component</caption>
          <ColumnHeads headings={['Component', ...BALANCE_HEADS]} amounts={BALANCE_HEADS} />
          <tbody>
            {rows.map(([name, b]) => (
              <tr key={name} data-component={name.toLowerCase()}>
                <th scope="row" className={`${table.cell} ${record.rowHead}`}>
                  {name}
                </th>
                <td className={money}>{formatKobo(b.dueKobo)}</td>
                <td className={money}>{formatKobo(b.paidKobo)}</td>
                <td className={money}>{formatKobo(b.waivedKobo)}</td>
                <td className={money}>{formatKobo(b.writtenOffKobo)}</td>
                <td className={money}>{formatKobo(b.outstandingKobo)}</td>
              </tr>
            ))}
            <tr className={record.totalRow} data-component="total">
              <th scope="row" className={`${table.cell} ${record.rowHead}`}>
                Total
              </th>
              <td className={money}>{formatKobo(balances.totalDueKobo)}</td>
              <td className={money} data-testid="loan-total-paid">
                {formatKobo(balances.totalPaidKobo)}
              </td>
              <td className={money}>{formatKobo(balances.totalWaivedKobo)}</td>
              <td className={money}>{formatKobo(balances.totalWrittenOffKobo)}</td>
              <td className={money} data-testid="loan-total-outstanding">
                {formatKobo(balances.totalOutstandingKobo)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className={record.muted} data-testid="loan-paid-note">
        The customer paid {formatKobo(balances.customerPaidKobo)}
        {withheld > 0 && (
          <> and {formatKobo(withheld)} of charges was taken out of the disbursement</>
        )}
        .
      </p>
    </Card>
  );
}

const BALANCE_HEADS = ['Due over the loan', 'Paid', 'Waived', 'Written off', 'Outstanding'];

function InstalmentRow({ instalment }: { instalment: LoanInstalment }) {
  const state = instalmentStateWord(instalment.state);
  return (
    <tr data-instalment={instalment.number} data-state={instalment.state}>
      <td className={table.cell}>{instalment.number}</td>
      <td className={`${table.cell} ${record.nowrap}`}>{formatBankDate(instalment.dueDate)}</td>
      <td className={money}>{formatKobo(instalment.principalKobo)}</td>
      <td className={money}>{formatKobo(instalment.interestKobo)}</td>
      <td className={money}>{formatKobo(instalment.feeKobo)}</td>
      <td className={money}>{formatKobo(instalment.penaltyKobo)}</td>
      <td className={money}>{formatKobo(instalment.totalDueKobo)}</td>
      <td className={money}>{formatKobo(instalment.paidKobo)}</td>
      <td className={money}>{formatKobo(instalment.waivedKobo + instalment.writtenOffKobo)}</td>
      <td className={money}>{formatKobo(instalment.outstandingKobo)}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: state.tone })}>{state.label}</span>
      </td>
    </tr>
  );
}

/** The schedule's figure columns, set right; the state after them reads left like its cells. */
const SCHEDULE_RIGHT = [
  'Principal',
  'Interest',
  'Fees',
  'Penalties',
  'Instalment',
  'Paid',
  'Waived or written off',
  'Outstanding',
];

/** The schedule of a disbursed loan: each instalment, what was paid against it and its state. */
export function ScheduleCard({ loan }: { loan: Loan }) {
  return (
    <Card title="Repayment schedule">
      <div className={`${table.frame} ${record.scroll}`}>
        <table className={table.table} data-testid="loan-schedule">
          <caption className={visuallyHidden}>Repayment schedule with what was paid</caption>
          <ColumnHeads
            headings={['#', 'Due', ...SCHEDULE_RIGHT, 'State']}
            amounts={SCHEDULE_RIGHT}
          />
          <tbody>
            {loan.schedule.map((instalment) => (
              <InstalmentRow key={instalment.number} instalment={instalment} />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function TransactionRow({ transaction: t }: { transaction: LoanTransaction }) {
  return (
    <tr data-transaction-type={t.type}>
      <td className={`${table.cell} ${record.nowrap}`}>{formatBankDate(t.postingDate)}</td>
      <td className={table.cell}>
        {wordsOfCode(t.type)}
        {t.narration && <div className={record.muted}>{t.narration}</div>}
        <div className={record.muted}>Entry {t.entryNumber}</div>
      </td>
      <td className={table.cell} data-testid="transaction-by">
        {t.createdByName}
      </td>
      <td className={money}>{formatKobo(t.amountKobo)}</td>
      <td className={money}>{formatKobo(t.principalKobo)}</td>
      <td className={money}>{formatKobo(t.interestKobo)}</td>
      <td className={money}>{formatKobo(t.feeKobo)}</td>
      <td className={money}>{formatKobo(t.penaltyKobo)}</td>
      <td className={money}>{formatKobo(t.outstandingKobo)}</td>
    </tr>
  );
}

function loadTransactions(api: Api, loanId: string): Promise<LoanTransaction[]> {
  return listLoanTransactions(api, loanId, LOAN_TRANSACTIONS_LIMIT);
}

/** The loan's transactions, read again whenever `revision` changes (after each action). */
export function useLoanTransactions(loanId: string, revision: number) {
  const query = useApiQuery(loadTransactions, loanId);
  const { send } = query;
  // Each action on the loan posts something: the list is read again after it.
  const seen = useRef(revision);
  useEffect(() => {
    if (seen.current === revision) return;
    seen.current = revision;
    send({ type: 'query.reload' });
  }, [revision, send]);
  return query;
}

/** Who did what to the loan, and when: its booking, then each posting, oldest first. */
export function HistoryCard({
  loan,
  transactions,
}: {
  loan: Loan;
  transactions: readonly LoanTransaction[];
}) {
  const events = [
    { key: 'booked', what: 'Booked', by: loan.bookedByName, at: loan.createdAt, amount: null },
    ...[...transactions].reverse().map((t) => ({
      key: t.id,
      what: wordsOfCode(t.type),
      by: t.createdByName,
      at: t.createdAt,
      amount: t.amountKobo,
    })),
  ];
  return (
    <Card title="History">
      <ol className={record.timeline} aria-label="Loan history">
        {events.map((event) => (
          <li key={event.key} className={record.timelineItem}>
            <span>
              <strong>{event.what}</strong> by {event.by}
              {event.amount !== null && ` · ${formatKobo(event.amount)}`}
            </span>
            <span className={record.muted}>{formatBankDateTime(event.at)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The loan's postings, newest first, each split by component with what the loan owed after it. */
export function TransactionsCard({ query }: { query: ReturnType<typeof useLoanTransactions> }) {
  const { snapshot, send, data } = query;
  const items = data ?? [];
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  return (
    <Card title="Transactions">
      {failure && (
        <LoadFailure
          what="the transactions"
          failure={failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      )}
      <div className={`${table.frame} ${record.scroll}`} aria-busy={snapshot.matches('loading')}>
        <table className={table.table} data-testid="loan-transactions">
          <caption className={visuallyHidden}>Loan transactions, newest first</caption>
          <ColumnHeads
            headings={[
              'Date',
              'Transaction',
              'By',
              'Amount',
              'Principal',
              'Interest',
              'Fees',
              'Penalties',
              'Outstanding after',
            ]}
            amounts={['Amount', 'Principal', 'Interest', 'Fees', 'Penalties', 'Outstanding after']}
          />
          <tbody>
            {items.length === 0 && (
              <tr>
                <td className={table.empty} colSpan={9}>
                  {snapshot.matches('loading')
                    ? 'Loading transactions…'
                    : 'Nothing has been posted on this loan yet.'}
                </td>
              </tr>
            )}
            {items.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
