import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../../policies/deposit-account-status';
import { offeredStatusActions } from './account-status';

const offered = (status: AccountStatus, ledgerBalanceKobo = 150000, holdsKobo = 0) =>
  offeredStatusActions({ status, ledgerBalanceKobo, holdsKobo }).map((action) => action.event);

describe('the status actions an account is offered', () => {
  it('follows the deposit-account chart from each status', () => {
    expect(offered('PENDING')).toEqual(['activate']);
    expect(offered('ACTIVE')).toEqual(['markDormant', 'freeze']);
    expect(offered('DORMANT')).toEqual(['reactivate', 'freeze']);
    expect(offered('FROZEN')).toEqual(['unfreeze']);
    expect(offered('CLOSED')).toEqual([]);
  });

  it('offers close only with a zero balance and no hold', () => {
    expect(offered('ACTIVE', 0)).toEqual(['markDormant', 'freeze', 'close']);
    expect(offered('PENDING', 0)).toEqual(['activate', 'close']);
    expect(offered('DORMANT', 0)).toEqual(['reactivate', 'freeze', 'close']);
    expect(offered('ACTIVE', 0, 5000)).toEqual(['markDormant', 'freeze']);
    expect(offered('ACTIVE', -100)).toEqual(['markDormant', 'freeze']);
    // A freeze cannot be escaped by closing, even when empty.
    expect(offered('FROZEN', 0)).toEqual(['unfreeze']);
  });
});
