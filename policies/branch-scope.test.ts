import { describe, expect, it } from 'vitest';
import { branchScope, canSeeBranch, canSeeCustomer, isBankWide } from './branch-scope';

describe('branch scope', () => {
  it('treats head-office roles as bank-wide and branch roles as bound', () => {
    expect(isBankWide(['FINANCE_GL_ACCOUNTANT'])).toBe(true);
    expect(isBankWide(['teller'])).toBe(false);
    expect(isBankWide(['BRANCH_TELLER', 'AUDITOR'])).toBe(true);
    expect(isBankWide([])).toBe(false);
  });

  it('gives a bound user the home branch plus the extra branches, once each', () => {
    const user = { roles: ['BRANCH_MANAGER'], branchId: 'lag', branchIds: ['abj', 'lag'] };
    expect(branchScope(user)).toEqual(['lag', 'abj']);
    expect(canSeeBranch(user, 'abj')).toBe(true);
    expect(canSeeBranch(user, 'kan')).toBe(false);
  });

  it('lets a bank-wide user see every branch', () => {
    const user = { roles: ['AUDITOR'], branchId: 'lag', branchIds: [] };
    expect(branchScope(user)).toBeNull();
    expect(canSeeBranch(user, 'kan')).toBe(true);
  });
});

describe('who may see a customer', () => {
  it('shows a customer of no branch to bank-wide staff only', () => {
    const teller = { roles: ['BRANCH_TELLER'], branchId: 'abj', branchIds: [] };
    const finance = { roles: ['FINANCE_GL_ACCOUNTANT'], branchId: null, branchIds: [] };
    expect(canSeeCustomer(teller, 'abj')).toBe(true);
    expect(canSeeCustomer(teller, 'kan')).toBe(false);
    expect(canSeeCustomer(teller, null)).toBe(false);
    expect(canSeeCustomer(finance, null)).toBe(true);
    expect(canSeeCustomer(finance, 'kan')).toBe(true);
  });
});
