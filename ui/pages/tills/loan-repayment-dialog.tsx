import { useCallback, useRef } from 'react';
import type { Api } from '../../../api/client';
import {
  type CashLoan,
  type CashLoanRepaymentRequest,
  type CashTransaction,
  createCashLoanRepayment,
} from '../../../api/tills.api';
import type { Denomination } from '../../../policies/denominations';
import { formatKobo, koboToDecimalText } from '../../../policies/money';
import { Field } from '../../components/field';
import { type ActionFields, MoneyActionDialog } from '../../components/money-action-dialog';
import { Summary } from '../../components/summary-list';
import { CountForm } from './count-form';
import { PARTY_NAME_MAX_LENGTH } from './counter-draft';
import { LoanPicker } from './loan-picker';
import {
  checkLoanRepayment,
  EMPTY_LOAN_REPAYMENT_DRAFT,
  type LoanRepaymentDraft,
  suggestedAmountKobo,
} from './loan-repayment-draft';

function RepaymentFields({
  denominations,
  props,
}: {
  denominations: readonly Denomination[];
  props: ActionFields<LoanRepaymentDraft>;
}) {
  const { draft, edit, touch, errorOf, locked } = props;
  const { amountKobo } = checkLoanRepayment(draft, denominations);
  const text = (field: 'amount' | 'partyName' | 'partyPhone') => ({
    value: draft[field],
    readOnly: locked,
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      edit((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => touch(field),
  });
  return (
    <>
      <LoanPicker
        value={draft.loan}
        error={errorOf('loan')}
        disabled={locked}
        onPick={(loan: CashLoan | null) => {
          // The amount starts at what the borrower most likely came to pay.
          const suggested = loan ? suggestedAmountKobo(loan) : 0;
          edit((current) => ({
            ...current,
            loan,
            amount: suggested > 0 ? koboToDecimalText(suggested) : current.amount,
          }));
          touch('loan');
        }}
      />
      <Field label="Amount (₦)" inputMode="decimal" {...text('amount')} />
      <Field label="Depositor’s name" maxLength={PARTY_NAME_MAX_LENGTH} {...text('partyName')} />
      <Field
        label="Depositor’s phone"
        type="tel"
        maxLength={16}
        placeholder="08031234567"
        {...text('partyPhone')}
      />
      <CountForm
        label="Notes and coins received"
        denominations={denominations}
        draft={draft.notes}
        disabled={locked}
        totalLabel={amountKobo === null ? 'Total' : `Total (amount ${formatKobo(amountKobo)})`}
        error={errorOf('notes')}
        onChange={(notes) => {
          edit((current) => ({ ...current, notes }));
          touch('notes');
        }}
      />
    </>
  );
}

/**
 * A loan repayment in cash at the counter, on the same money-form chart as a deposit: the loan
 * is found and shown with its figures, the notes must make up the amount, and the confirm step
 * shows everything before the money moves, once per request key.
 */
export function LoanRepaymentDialog({
  denominations,
  onDone,
  onClose,
}: {
  denominations: readonly Denomination[];
  onDone: (transaction: CashTransaction) => void;
  onClose: () => void;
}) {
  // The body names the loan by id only; the confirm step names it as the teller found it.
  const picked = useRef<CashLoan | null>(null);
  const check = useCallback(
    (draft: LoanRepaymentDraft) => {
      picked.current = draft.loan;
      return checkLoanRepayment(draft, denominations);
    },
    [denominations],
  );
  const submit = useCallback(
    (api: Api, body: CashLoanRepaymentRequest, key: string) =>
      createCashLoanRepayment(api, body, key),
    [],
  );
  const loan = picked.current;
  return (
    <MoneyActionDialog
      wide
      title="Loan repayment"
      description="Cash received at the counter for a loan, paid into the loan as its product says."
      draft={EMPTY_LOAN_REPAYMENT_DRAFT}
      check={check}
      submit={submit}
      fields={(props) => <RepaymentFields denominations={denominations} props={props} />}
      summary={(body) => (
        <Summary
          label="Loan repayment to confirm"
          lines={[
            ['Loan', loan ? `${loan.loanNumber} · ${loan.customerName}` : '—'],
            ['Depositor', body ? `${body.partyName} · ${body.partyPhone}` : '—'],
            [
              'Notes and coins',
              body
                ? body.denominations
                    .map(
                      (line) =>
                        `${denominations.find((d) => d.valueKobo === line.valueKobo)?.label ?? formatKobo(line.valueKobo)} × ${line.pieces}`,
                    )
                    .join(', ')
                : '—',
            ],
            ['Amount', body ? formatKobo(body.amountKobo) : '—', true],
          ]}
        />
      )}
      reviewLabel="Review"
      confirmLabel="Post repayment"
      busyLabel="Posting…"
      onDone={onDone}
      onClose={onClose}
    />
  );
}
