import type { CashLoan, CashLoanRepaymentRequest } from '../../../api/tills.api';
import type { Denomination } from '../../../policies/denominations';
import { positiveKoboOf } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { type CountDraft, checkCount } from './cash-count';
import { PHONE_PATTERN } from './counter-draft';

/** What the teller has found and typed for a loan repayment in cash so far. */
export interface LoanRepaymentDraft {
  readonly loan: CashLoan | null;
  readonly amount: string;
  readonly partyName: string;
  readonly partyPhone: string;
  readonly notes: CountDraft;
}

export const EMPTY_LOAN_REPAYMENT_DRAFT: LoanRepaymentDraft = {
  loan: null,
  amount: '',
  partyName: '',
  partyPhone: '',
  notes: {},
};

export interface LoanRepaymentCheck {
  readonly body: CashLoanRepaymentRequest | null;
  readonly problems: Readonly<Record<string, string>>;
  readonly amountKobo: number | null;
}

/**
 * What the teller most likely takes: the arrears when the loan is behind, else the next
 * instalment; the form starts its amount there and the teller may change it.
 */
export function suggestedAmountKobo(loan: CashLoan): number {
  return loan.arrearsKobo > 0 ? loan.arrearsKobo : loan.nextDueKobo;
}

/**
 * The counter's check of a loan repayment in cash: the loan, an amount above zero and not over
 * what the loan owes, who brought the cash and their phone, and notes that make up the amount.
 */
export function checkLoanRepayment(
  draft: LoanRepaymentDraft,
  denominations: readonly Denomination[],
): LoanRepaymentCheck {
  const problems: Record<string, string> = {};
  const { loan } = draft;
  if (!loan) problems.loan = 'Find the loan by its number or the borrower’s account number.';
  const amountKobo = positiveKoboOf(draft.amount);
  if (amountKobo === null) problems.amount = 'Enter an amount above ₦0.00, like 25,000.00.';
  else if (loan && amountKobo > loan.totalOutstandingKobo) {
    problems.amount = `The loan owes only ${formatKobo(loan.totalOutstandingKobo)}.`;
  }
  const partyName = draft.partyName.trim();
  if (partyName.length < 2) problems.partyName = 'Enter the depositor’s name.';
  const partyPhone = draft.partyPhone.replace(/\s/g, '');
  if (!PHONE_PATTERN.test(partyPhone)) {
    problems.partyPhone = 'Enter a Nigerian mobile number such as 08031234567.';
  }
  const notes = checkCount(draft.notes, denominations, amountKobo ?? undefined);
  if (notes.problem) problems.notes = notes.problem;
  else if (amountKobo === null) problems.notes = 'Count the notes once the amount is in.';
  const done = Object.keys(problems).length === 0 && loan && amountKobo !== null && notes.count;
  return {
    body: done
      ? { loanId: loan.id, amountKobo, partyName, partyPhone, denominations: notes.count ?? [] }
      : null,
    problems,
    amountKobo,
  };
}
