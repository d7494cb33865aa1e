import { describe, expect, it } from 'vitest';
import { canOpenAccounts, openAccountHref, openForOf } from './open-account-link';

const desk = (permissions: string[]) => ({
  user: { roles: ['CUSTOMER_SERVICE_REPRESENTATIVE'], permissions },
  licenseFeatures: ['ACCOUNTS'],
});

describe('the way from a new customer to their account', () => {
  it('reads back the customer number it leads with', () => {
    expect(openForOf(openAccountHref('C 0001/2').split('?')[1] ?? '')).toBe('C 0001/2');
    expect(openForOf('q=x')).toBeNull();
    expect(openForOf('openFor=%20')).toBeNull();
  });

  it('is offered only to a user who may reach accounts and open one', () => {
    expect(canOpenAccounts(desk(['account.view', 'account.create']))).toBe(true);
    expect(canOpenAccounts(desk([]))).toBe(false);
    expect(canOpenAccounts(desk(['account.create']))).toBe(false);
    expect(
      canOpenAccounts({ ...desk(['account.view', 'account.create']), licenseFeatures: ['LOANS'] }),
    ).toBe(false);
  });
});
