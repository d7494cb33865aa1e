import { useCallback, useMemo } from 'react';
import {
  assessLoanPenalties,
  disburseLoan,
  getLoanPayoff,
  type Loan,
  type LoanPayoff,
  liquidateLoan,
  repayLoan,
  topUpLoan,
} from '../../../api/loans.api';
import { formatBankDate } from '../../../policies/calendar';
import { NARRATION_MAX_LENGTH, readNairaAmount } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { LoadFailure } from '../../components/load-failure';
import {
  type ActionCheck,
  type ActionFields,
  MoneyActionDialog,
} from '../../components/money-action-dialog';
import * as record from '../../components/record.css';
import { Summary, type SummaryLine } from '../../components/summary-list';
import {
  koboToInput,
  type LoanTermsDraft,
  type LoanTermsLimits,
  readLoanTerms,
  scheduleInputOf,
} from './loan-terms';
import { SchedulePreview } from './schedule-preview';

interface ActionProps {
  readonly loan: Loan;
  readonly onDone: (loan: Loan, message: string) => void;
  readonly onClose: () => void;
}

/** Disbursement: the principal, less the product's charges, into the customer's account. */
export function DisburseDialog({ loan, onDone, onClose, today }: ActionProps & { today: string }) {
  const check = useCallback(
    (draft: { date: string }): ActionCheck<{ disbursementDate: string }> =>
      draft.date && draft.date >= today
        ? { body: { disbursementDate: draft.date }, problems: {} }
        : { body: null, problems: { date: `Disburse on ${formatBankDate(today)} or later.` } },
    [today],
  );
  const submit = useCallback(
    (api: Parameters<typeof disburseLoan>[0], body: { disbursementDate: string }, key: string) =>
      disburseLoan(api, loan.id, body, key),
    [loan.id],
  );
  return (
    <MoneyActionDialog
      title={`Disburse ${loan.loanNumber}`}
      description="The principal, less the product’s charges at disbursement, is paid into the customer’s account and the schedule starts."
      draft={{ date: today }}
      check={check}
      submit={submit}
      fields={({ draft, edit, errorOf, locked }: ActionFields<{ date: string }>) => (
        <DateField
          label="Disbursement date"
          value={draft.date}
          min={today}
          readOnly={locked}
          error={errorOf('date')}
          onChange={(date) => edit(() => ({ date }))}
        />
      )}
      summary={(body) => (
        <Summary
          label="Disbursement to confirm"
          lines={disbursementLines(loan, body ? formatBankDate(body.disbursementDate) : '—')}
        />
      )}
      reviewLabel="Review disbursement"
      confirmLabel="Disburse"
      busyLabel="Disbursing…"
      onDone={(done) => onDone(done, `${done.loanNumber} has been disbursed.`)}
      onClose={onClose}
    />
  );
}

/** The principal, each charge taken out of it with its amount, and what the customer receives. */
export function disbursementLines(loan: Loan, on: string): SummaryLine[] {
  return [
    ['Principal', formatKobo(loan.principalKobo)],
    ...loan.disbursementFees.map(
      (fee): SummaryLine => [`Less ${fee.name.toLowerCase()}`, `− ${formatKobo(fee.amountKobo)}`],
    ),
    ['Into account', loan.accountNumber],
    ['On', on],
    ['The customer receives', formatKobo(loan.netDisbursementKobo), true],
  ];
}

/** Due now, overdue and the payoff: three different answers to "how much", each named. */
export function owedLines(loan: Loan): SummaryLine[] {
  return [
    ['Due now', formatKobo(loan.dueNowKobo)],
    ['Overdue', formatKobo(loan.overdueKobo)],
    ['Payoff today', loan.payoffTodayKobo === null ? '—' : formatKobo(loan.payoffTodayKobo)],
  ];
}

interface RepayDraft {
  readonly amount: string;
  readonly narration: string;
}

/** A repayment from the customer's account, paid to the oldest instalments first. */
export function RepayDialog({ loan, onDone, onClose }: ActionProps) {
  const owed = loan.balances.totalOutstandingKobo;
  const check = useCallback(
    (draft: RepayDraft): ActionCheck<{ amountKobo: number; narration?: string }> => {
      const read = readNairaAmount(draft.amount);
      if ('error' in read) return { body: null, problems: { amount: read.error } };
      if (read.kobo > owed) {
        return { body: null, problems: { amount: `The loan owes ${formatKobo(owed)} in all.` } };
      }
      const narration = draft.narration.trim();
      return { body: { amountKobo: read.kobo, ...(narration ? { narration } : {}) }, problems: {} };
    },
    [owed],
  );
  const submit = useCallback(
    (
      api: Parameters<typeof repayLoan>[0],
      body: { amountKobo: number; narration?: string },
      key: string,
    ) => repayLoan(api, loan.id, body, key),
    [loan.id],
  );
  return (
    <MoneyActionDialog
      title={`Repay ${loan.loanNumber}`}
      description={`Taken from account ${loan.accountNumber}; it pays overdue instalments first, each in the product’s allocation order.`}
      draft={{ amount: '', narration: '' }}
      check={check}
      submit={submit}
      fields={(props: ActionFields<RepayDraft>) => <RepayFields {...props} loan={loan} />}
      summary={(body) => (
        <Summary
          label="Repayment to confirm"
          lines={[
            ['From account', loan.accountNumber],
            ...owedLines(loan),
            ['Repayment', body ? formatKobo(body.amountKobo) : '—', true],
          ]}
        />
      )}
      reviewLabel="Review repayment"
      confirmLabel="Repay"
      busyLabel="Repaying…"
      onDone={(done) => onDone(done, `Repayment posted on ${done.loanNumber}.`)}
      onClose={onClose}
    />
  );
}

/** What the amount field says the loan owes: due now and overdue, else the next instalment. */
function repayHint(loan: Loan, next: Loan['schedule'][number] | undefined): string | undefined {
  if (loan.dueNowKobo > 0) {
    return `Due now: ${formatKobo(loan.dueNowKobo)}, of which overdue ${formatKobo(loan.overdueKobo)}.`;
  }
  return next
    ? `Nothing is due now. Next instalment ${formatKobo(next.outstandingKobo)} on ${formatBankDate(next.dueDate)}.`
    : undefined;
}

/** The repayment's amount, with what is due now and the next instalment a click away. */
function RepayFields({
  draft,
  edit,
  touch,
  errorOf,
  locked,
  loan,
}: ActionFields<RepayDraft> & { loan: Loan }) {
  const next = loan.schedule.find(
    (instalment) => instalment.outstandingKobo > 0 && instalment.dueDate > loan.asOfDate,
  );
  return (
    <>
      <Field
        label="Amount (₦)"
        inputMode="decimal"
        autoComplete="off"
        className={`${fieldStyles.input} ${record.amountInput}`}
        value={draft.amount}
        maxLength={24}
        readOnly={locked}
        error={errorOf('amount')}
        hint={repayHint(loan, next)}
        onChange={(event) => {
          const amount = event.target.value;
          edit((current) => ({ ...current, amount }));
        }}
        onBlur={() => touch('amount')}
      />
      <div className={record.actions}>
        {loan.dueNowKobo > 0 && (
          <Button
            size="small"
            onClick={() => edit((d) => ({ ...d, amount: koboToInput(loan.dueNowKobo) }))}
          >
            Pay what is due now
          </Button>
        )}
        {next && (
          <Button
            size="small"
            onClick={() => edit((d) => ({ ...d, amount: koboToInput(next.outstandingKobo) }))}
          >
            Pay the next instalment
          </Button>
        )}
      </div>
      <Field
        label="Narration"
        maxLength={NARRATION_MAX_LENGTH}
        value={draft.narration}
        readOnly={locked}
        placeholder="Optional"
        onChange={(event) => {
          const narration = event.target.value;
          edit((current) => ({ ...current, narration }));
        }}
      />
    </>
  );
}

/** The late-payment penalties due as of the processing date; instalments charged once only. */
export function PenaltiesDialog({ loan, onDone, onClose }: ActionProps) {
  const overdue = loan.schedule.filter((instalment) => instalment.state === 'OVERDUE').length;
  const submit = useCallback(
    (api: Parameters<typeof assessLoanPenalties>[0], _body: true, key: string) =>
      assessLoanPenalties(api, loan.id, key),
    [loan.id],
  );
  const check = useCallback((): ActionCheck<true> => ({ body: true, problems: {} }), []);
  return (
    <MoneyActionDialog
      title={`Assess penalties on ${loan.loanNumber}`}
      description="The product’s late-payment penalty is charged once on each instalment unpaid past its days of grace; instalments already charged are skipped."
      draft={null}
      check={check}
      submit={submit}
      summary={() => (
        <Summary
          label="Penalties to assess"
          lines={[
            ['Overdue instalments', String(overdue)],
            ['In arrears', formatKobo(loan.arrearsKobo)],
            ['Days past due', String(loan.daysPastDue)],
          ]}
        />
      )}
      confirmLabel="Assess penalties"
      busyLabel="Assessing…"
      onDone={(done) => onDone(done, `Penalties assessed on ${done.loanNumber}.`)}
      onClose={onClose}
    />
  );
}

function payoffLines(payoff: LoanPayoff): SummaryLine[] {
  const lines: SummaryLine[] = [
    ['Principal', formatKobo(payoff.principalKobo)],
    ['Interest', formatKobo(payoff.interestKobo)],
    ['Fees', formatKobo(payoff.feeKobo)],
    ['Penalties', formatKobo(payoff.penaltyKobo)],
  ];
  if (payoff.earlyRepaymentFeeKobo > 0) {
    lines.push(['Early repayment fee', formatKobo(payoff.earlyRepaymentFeeKobo)]);
  }
  lines.push(['Payoff', formatKobo(payoff.totalKobo), true]);
  return lines;
}

/** The payoff figure as of the processing date, itemised; loaded when the dialog opens. */
function usePayoff(loanId: string) {
  const load = useCallback(
    (api: Parameters<typeof getLoanPayoff>[0]) => getLoanPayoff(api, loanId),
    [loanId],
  );
  const { snapshot, send, data } = useApiQuery(load);
  return {
    payoff: data,
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    reload: () => send({ type: 'query.reload' }),
  };
}

/** Liquidation: the payoff, itemised, taken from the customer's account; the loan closes. */
export function LiquidateDialog({ loan, onDone, onClose }: ActionProps) {
  const { payoff, failure, reload } = usePayoff(loan.id);
  if (!payoff) {
    return (
      <PayoffLoading
        title={`Liquidate ${loan.loanNumber}`}
        failure={failure}
        onRetry={reload}
        onClose={onClose}
      />
    );
  }
  return <LiquidateConfirm loan={loan} payoff={payoff} onDone={onDone} onClose={onClose} />;
}

function LiquidateConfirm({ loan, payoff, onDone, onClose }: ActionProps & { payoff: LoanPayoff }) {
  const check = useCallback(
    (): ActionCheck<{ expectedTotalKobo: number }> => ({
      body: { expectedTotalKobo: payoff.totalKobo },
      problems: {},
    }),
    [payoff.totalKobo],
  );
  const submit = useCallback(
    (api: Parameters<typeof liquidateLoan>[0], body: { expectedTotalKobo: number }, key: string) =>
      liquidateLoan(api, loan.id, body, key),
    [loan.id],
  );
  return (
    <MoneyActionDialog
      title={`Liquidate ${loan.loanNumber}`}
      description={`The payoff as of ${formatBankDate(payoff.asOfDate)} is taken from account ${loan.accountNumber} and the loan closes.`}
      draft={null}
      check={check}
      submit={submit}
      summary={() => (
        <>
          <Summary label="Payoff to confirm" lines={payoffLines(payoff)} />
          {payoff.interestWaivedKobo > 0 && (
            <p className={record.muted}>
              {formatKobo(payoff.interestWaivedKobo)} of scheduled interest not yet earned is
              waived.
            </p>
          )}
        </>
      )}
      confirmLabel={`Liquidate for ${formatKobo(payoff.totalKobo)}`}
      busyLabel="Liquidating…"
      onDone={(done) => onDone(done, `${done.loanNumber} has been liquidated.`)}
      onClose={onClose}
    />
  );
}

function PayoffLoading({
  title,
  failure,
  onRetry,
  onClose,
}: {
  title: string;
  failure: ReturnType<typeof usePayoff>['failure'];
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={title}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {failure ? (
        <LoadFailure what="the payoff figure" failure={failure} onRetry={onRetry} />
      ) : (
        <p className={record.muted} aria-busy="true">
          Working out the payoff…
        </p>
      )}
    </Dialog>
  );
}

interface TopUpBody {
  readonly principalKobo: number;
  readonly numberOfRepayments: number;
  readonly annualInterestRate: string;
}

/**
 * A top-up: a new, larger loan of the same product whose proceeds first pay this loan's payoff;
 * the rest reaches the customer. The new terms are checked against the product's limits and
 * their schedule shown as they are typed.
 */
export function TopUpDialog({
  loan,
  limits,
  today,
  onDone,
  onClose,
}: ActionProps & { limits: LoanTermsLimits; today: string }) {
  const { payoff, failure, reload } = usePayoff(loan.id);
  if (!payoff) {
    return (
      <PayoffLoading
        title={`Top up ${loan.loanNumber}`}
        failure={failure}
        onRetry={reload}
        onClose={onClose}
      />
    );
  }
  return (
    <TopUpForm
      loan={loan}
      limits={limits}
      today={today}
      payoff={payoff}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

function TopUpForm({
  loan,
  limits,
  today,
  payoff,
  onDone,
  onClose,
}: ActionProps & { limits: LoanTermsLimits; today: string; payoff: LoanPayoff }) {
  const check = useCallback(
    (draft: LoanTermsDraft): ActionCheck<TopUpBody> => {
      const { terms, problems } = readLoanTerms(draft, limits);
      if (!terms) return { body: null, problems };
      if (terms.principalKobo <= payoff.totalKobo) {
        return {
          body: null,
          problems: {
            amount: `The new principal must be above the payoff, ${formatKobo(payoff.totalKobo)}.`,
          },
        };
      }
      return { body: terms, problems: {} };
    },
    [limits, payoff.totalKobo],
  );
  const submit = useCallback(
    (api: Parameters<typeof topUpLoan>[0], body: TopUpBody, key: string) =>
      topUpLoan(api, loan.id, body, key),
    [loan.id],
  );
  const initial = useMemo(
    () => ({
      amount: '',
      repayments: String(loan.numberOfRepayments),
      rate: loan.annualInterestRate,
    }),
    [loan.numberOfRepayments, loan.annualInterestRate],
  );
  return (
    <MoneyActionDialog
      wide
      title={`Top up ${loan.loanNumber}`}
      description="A new loan of the same product replaces this one: its proceeds first pay this loan off, the rest reaches the customer’s account."
      draft={initial}
      check={check}
      submit={submit}
      fields={(props: ActionFields<LoanTermsDraft>) => (
        <TopUpFields {...props} loan={loan} today={today} check={check} />
      )}
      summary={(body) => (
        <>
          <Summary
            label="Top-up to confirm"
            lines={[
              ['New principal', body ? formatKobo(body.principalKobo) : '—'],
              ['Settles this loan', `−${formatKobo(payoff.totalKobo)}`],
              [
                'To the customer, before charges',
                body ? formatKobo(body.principalKobo - payoff.totalKobo) : '—',
                true,
              ],
            ]}
          />
          <p className={record.muted}>
            The payoff of this loan as of {formatBankDate(payoff.asOfDate)}:
          </p>
          <Summary label="Payoff of this loan" lines={payoffLines(payoff)} />
        </>
      )}
      reviewLabel="Review top-up"
      confirmLabel="Top up"
      busyLabel="Topping up…"
      onDone={(done) => onDone(done, `${loan.loanNumber} was topped up by ${done.loanNumber}.`)}
      onClose={onClose}
    />
  );
}

function TopUpFields({
  draft,
  edit,
  touch,
  errorOf,
  locked,
  loan,
  today,
  check,
}: ActionFields<LoanTermsDraft> & {
  loan: Loan;
  today: string;
  check: (draft: LoanTermsDraft) => ActionCheck<TopUpBody>;
}) {
  const input = useMemo(() => {
    const body = check(draft).body;
    return body ? scheduleInputOf(body, loan.terms, today) : null;
  }, [check, draft, loan.terms, today]);
  const bind = (field: keyof LoanTermsDraft) => ({
    value: draft[field],
    readOnly: locked,
    error: errorOf(field),
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      edit((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => touch(field),
  });
  return (
    <div className={record.stack}>
      <div className={record.row}>
        <Field
          label="New principal (₦)"
          inputMode="decimal"
          className={`${fieldStyles.input} ${record.amountInput}`}
          {...bind('amount')}
        />
        <Field label="Repayments" inputMode="numeric" {...bind('repayments')} />
        <Field label="Rate (% a year)" inputMode="decimal" {...bind('rate')} />
      </div>
      <SchedulePreview
        input={input}
        waiting="The new schedule shows once the terms are read."
        caption="Schedule of the new loan"
      />
    </div>
  );
}
