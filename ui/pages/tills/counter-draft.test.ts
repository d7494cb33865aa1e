import { describe, expect, it } from 'vitest';
import { DEFAULT_DENOMINATIONS } from '../../../policies/denominations';
import { checkCounter, EMPTY_COUNTER_DRAFT } from './counter-draft';

const account = {
  id: 'acc-1',
  accountNumber: '0123456789',
  name: 'Adaeze Okafor',
  productName: 'Savings',
  availableBalanceKobo: 50_000_00,
};

const filled = {
  ...EMPTY_COUNTER_DRAFT,
  account,
  amount: '25,000',
  partyName: ' Bola Ahmed ',
  partyPhone: '0803 123 4567',
  notes: { 100000: '25' },
};

describe('the counter form', () => {
  it('sends the deposit once everything adds up', () => {
    const check = checkCounter('DEPOSIT', filled, DEFAULT_DENOMINATIONS);
    expect(check.problems).toEqual({});
    expect(check.body).toEqual({
      accountId: 'acc-1',
      amountKobo: 25_000_00,
      partyName: 'Bola Ahmed',
      partyPhone: '08031234567',
      denominations: [{ valueKobo: 100000, pieces: 25 }],
    });
  });

  it('asks for notes that make up the amount', () => {
    const check = checkCounter(
      'DEPOSIT',
      { ...filled, notes: { 100000: '24' } },
      DEFAULT_DENOMINATIONS,
    );
    expect(check.body).toBeNull();
    expect(check.notesTotalKobo).toBe(24_000_00);
    expect(check.problems.notes).toBe('The denominations must add up to the amount.');
  });

  it('does not pay out more than the account has available', () => {
    const check = checkCounter(
      'WITHDRAWAL',
      { ...filled, amount: '60,000', notes: { 100000: '60' } },
      DEFAULT_DENOMINATIONS,
    );
    expect(check.problems.amount).toBe('The account has only ₦50,000.00 available.');
  });

  it('names every missing field of an empty form', () => {
    const check = checkCounter('WITHDRAWAL', EMPTY_COUNTER_DRAFT, DEFAULT_DENOMINATIONS);
    expect(Object.keys(check.problems).sort()).toEqual([
      'account',
      'amount',
      'notes',
      'partyName',
      'partyPhone',
    ]);
    expect(check.problems.partyName).toBe('Enter the withdrawer’s name.');
  });
});
