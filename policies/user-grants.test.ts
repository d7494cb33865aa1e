import { describe, expect, it } from 'vitest';
import { fittingGrants, grantablePermissions, misfitGrants } from './user-grants';

describe('grants of optional permissions per user', () => {
  it('offers a customer service representative account viewing and opening', () => {
    expect(grantablePermissions(['CUSTOMER_SERVICE_REPRESENTATIVE'])).toEqual([
      'account.view',
      'account.create',
    ]);
  });

  it('offers the optional permissions of every role held, once, leaving out what one grants', () => {
    // A relationship officer holds account viewing and opening as core already.
    const offered = grantablePermissions(['CUSTOMER_SERVICE_SUPERVISOR', 'RELATIONSHIP_OFFICER']);
    expect(offered).toEqual(['txn.view.branch', 'loan.create', 'term.deposits.view']);
  });

  it('never offers loan.manage to a loan officer, and nothing for an unknown role', () => {
    expect(grantablePermissions(['LOAN_OFFICER'])).not.toContain('loan.manage');
    expect(grantablePermissions(['BRANCH_MANAGER'])).toContain('loan.manage');
    expect(grantablePermissions(['NOT_A_ROLE'])).toEqual([]);
  });

  it('names each grant that does not fit, with its place', () => {
    expect(
      misfitGrants(['CUSTOMER_SERVICE_REPRESENTATIVE'], ['account.create', 'loan.manage', 'x']),
    ).toEqual([
      { index: 1, permission: 'loan.manage' },
      { index: 2, permission: 'x' },
    ]);
  });

  it('keeps only the grants that still fit when roles change', () => {
    expect(fittingGrants(['BRANCH_TELLER'], ['account.create', 'account.view'])).toEqual([
      'account.create',
    ]);
  });
});
