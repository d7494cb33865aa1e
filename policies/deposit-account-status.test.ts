import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUSES,
  CREDITABLE_STATUSES,
  closeRefusal,
  DEBITABLE_STATUSES,
} from './deposit-account-status';

describe('what a deposit account status allows', () => {
  it('lets money leave only an active account and enter an active or dormant one', () => {
    expect(DEBITABLE_STATUSES).toEqual(['ACTIVE']);
    expect(CREDITABLE_STATUSES).toEqual(['ACTIVE', 'DORMANT']);
    expect(ACCOUNT_STATUSES).toHaveLength(5);
  });

  it('closes an account only with a zero balance and no hold', () => {
    expect(closeRefusal({ ledgerBalanceKobo: 0, holdsKobo: 0 })).toBeNull();
    expect(closeRefusal({ ledgerBalanceKobo: 1, holdsKobo: 0 })).toBe('account_balance_not_zero');
    expect(closeRefusal({ ledgerBalanceKobo: -1, holdsKobo: 5 })).toBe('account_balance_not_zero');
    expect(closeRefusal({ ledgerBalanceKobo: 0, holdsKobo: 5 })).toBe('account_has_holds');
  });
});
