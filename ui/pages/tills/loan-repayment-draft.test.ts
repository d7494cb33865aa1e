import { describe, expect, it } from 'vitest';
import { DEFAULT_DENOMINATIONS } from '../../../policies/denominations';
import {
  checkLoanRepayment,
  EMPTY_LOAN_REPAYMENT_DRAFT,
  suggestedAmountKobo,
} from './loan-repayment-draft';

const loan = {
  id: 'loan-1',
  loanNumber: 'LN00000007',
  customerName: 'Jide Danjuma',
  productName: 'SME Working Capital',
  accountNumber: '0000001427',
  nextDueDate: '2026-12-26',
  nextDueKobo: 58_492_00,
  arrearsKobo: 0,
  totalOutstandingKobo: 30_000_00,
};

const filled = {
  ...EMPTY_LOAN_REPAYMENT_DRAFT,
  loan,
  amount: '25,000',
  partyName: ' Bola Ahmed ',
  partyPhone: '0803 123 4567',
  notes: { 100000: '25' },
};

describe('the loan repayment form', () => {
  it('sends the repayment once everything adds up', () => {
    const check = checkLoanRepayment(filled, DEFAULT_DENOMINATIONS);
    expect(check.problems).toEqual({});
    expect(check.body).toEqual({
      loanId: 'loan-1',
      amountKobo: 25_000_00,
      partyName: 'Bola Ahmed',
      partyPhone: '08031234567',
      denominations: [{ valueKobo: 1000_00, pieces: 25 }],
    });
  });

  it('asks for the loan, and refuses more than the loan owes or notes that fall short', () => {
    expect(
      checkLoanRepayment(EMPTY_LOAN_REPAYMENT_DRAFT, DEFAULT_DENOMINATIONS).problems.loan,
    ).toBe('Find the loan by its number or the borrower’s account number.');
    const over = checkLoanRepayment(
      { ...filled, amount: '31,000', notes: { 100000: '31' } },
      DEFAULT_DENOMINATIONS,
    );
    expect(over.problems.amount).toBe('The loan owes only ₦30,000.00.');
    expect(over.body).toBeNull();
    const short = checkLoanRepayment({ ...filled, notes: { 100000: '24' } }, DEFAULT_DENOMINATIONS);
    expect(short.problems.notes).toBeDefined();
    expect(short.body).toBeNull();
  });

  it('suggests the arrears when the loan is behind, else the next instalment', () => {
    expect(suggestedAmountKobo(loan)).toBe(58_492_00);
    expect(suggestedAmountKobo({ ...loan, arrearsKobo: 12_000_00 })).toBe(12_000_00);
  });
});
