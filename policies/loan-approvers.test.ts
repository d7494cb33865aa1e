import { describe, expect, it } from 'vitest';
import { approverRoleNames } from './loan-approvers';

describe('approverRoleNames', () => {
  it('names the roles that grant a loan approval level, never the permission', () => {
    expect(approverRoleNames({ roles: [], permissions: ['loan.approve.level1'] })).toBe(
      'a Manager (Approver)',
    );
    expect(approverRoleNames({ roles: [], permissions: ['loan.approve.level2'] })).toBe(
      'a Director (Approver) or a Managing Director',
    );
  });

  it('adds the roles a level names and says so plainly when none grants it', () => {
    expect(approverRoleNames({ roles: ['OPERATIONS_CONTROL'], permissions: [] })).toBe(
      'an Operations Control',
    );
    expect(approverRoleNames({ roles: [], permissions: [] })).toBe(
      'someone the bank has allowed to approve it',
    );
  });
});
