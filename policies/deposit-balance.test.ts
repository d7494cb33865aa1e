import { describe, expect, it } from 'vitest';
import { availableBalance, debitAllowed, shownAvailable } from './deposit-balance';

const savings = { ledger: 10_000_00, holds: 0, minimum: 1_000_00, overdraft: 0 };
const current = { ledger: 10_000_00, holds: 0, minimum: 5_000_00, overdraft: 50_000_00 };

describe('the deposit balance rule', () => {
  it('makes available the ledger balance less holds and minimum, plus the overdraft limit', () => {
    expect(availableBalance(savings)).toBe(9_000_00);
    expect(availableBalance({ ...savings, holds: 2_500_00 })).toBe(6_500_00);
    expect(availableBalance(current)).toBe(55_000_00);
    // Below its minimum an account shows a negative available balance.
    expect(availableBalance({ ...savings, ledger: 400_00 })).toBe(-600_00);
  });

  it('lets a debit take the balance down to the minimum and not a kobo further', () => {
    expect(debitAllowed(savings, 9_000_00)).toBe(true);
    expect(debitAllowed(savings, 9_000_01)).toBe(false);
    expect(debitAllowed({ ...savings, holds: 1_00 }, 9_000_00)).toBe(false);
    expect(debitAllowed(current, 55_000_00)).toBe(true);
    expect(debitAllowed(current, 55_000_01)).toBe(false);
  });

  it('lets a debit empty an account without holds, to close it out', () => {
    expect(debitAllowed(savings, 10_000_00)).toBe(true);
    expect(debitAllowed({ ...savings, ledger: 400_00 }, 400_00)).toBe(true);
    // Only all of it: a part of a balance below the minimum stays.
    expect(debitAllowed({ ...savings, ledger: 400_00 }, 399_99)).toBe(false);
    // Not while a lien holds part of it, and never past zero without an overdraft.
    expect(debitAllowed({ ...savings, holds: 1_00 }, 10_000_00)).toBe(false);
    expect(debitAllowed(savings, 10_000_01)).toBe(false);
  });
});

describe('the available balance as staff read it', () => {
  it('shows what may leave when the account holds more than must stay', () => {
    expect(shownAvailable(availableBalance(savings))).toEqual({
      availableKobo: 9_000_00,
      shortfallKobo: 0,
    });
    expect(shownAvailable(0)).toEqual({ availableKobo: 0, shortfallKobo: 0 });
  });

  it('shows nothing available, and the shortfall apart, for a new empty account', () => {
    const empty = { ...savings, ledger: 0 };
    expect(shownAvailable(availableBalance(empty))).toEqual({
      availableKobo: 0,
      shortfallKobo: 1_000_00,
    });
    // A hold over the balance is a shortfall too, never a negative figure to withdraw.
    expect(shownAvailable(availableBalance({ ...savings, holds: 12_000_00 }))).toEqual({
      availableKobo: 0,
      shortfallKobo: 3_000_00,
    });
  });
});
