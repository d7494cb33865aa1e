import { describe, expect, it } from 'vitest';
import { checkOperationAccess } from './operation-access';

const licensed = { allowed: true, features: ['ACCOUNTS'] };
const lapsed = { allowed: false, features: ['ACCOUNTS'] };
const teller = { roles: ['BRANCH_TELLER'], permissions: [], mustChangePassword: false };
const admin = { roles: ['SYSTEM_ADMINISTRATOR'], permissions: [], mustChangePassword: false };
const listCustomers = {
  operationId: 'listCustomers',
  permission: 'customer.view',
  feature: 'ACCOUNTS',
};
const listUsers = { operationId: 'listUsers', permission: 'admin.user.manage', feature: null };

describe('checkOperationAccess', () => {
  it('allows what checkAccess allows under an allowed license', () => {
    expect(checkOperationAccess({ user: teller, license: licensed }, listCustomers)).toEqual({
      allowed: true,
    });
  });

  it('names the missing permission', () => {
    expect(checkOperationAccess({ user: teller, license: licensed }, listUsers)).toEqual({
      allowed: false,
      reason: 'missing_access',
      missing: { permission: 'admin.user.manage' },
    });
  });

  it('refuses licensed operations of a lapsed tenant even to the bypass roles', () => {
    const decision = checkOperationAccess({ user: admin, license: lapsed }, listCustomers);
    expect(decision).toEqual({ allowed: false, reason: 'license_inactive' });
    expect(checkOperationAccess({ user: admin, license: lapsed }, listUsers).allowed).toBe(true);
  });

  it('holds a user who must change the password to the calls of that page', () => {
    const newhire = { ...teller, mustChangePassword: true };
    expect(checkOperationAccess({ user: newhire, license: licensed }, listCustomers)).toEqual({
      allowed: false,
      reason: 'password_change_required',
    });
    const getMe = { operationId: 'getMe', permission: null, feature: null };
    expect(checkOperationAccess({ user: newhire, license: licensed }, getMe).allowed).toBe(true);
  });
});
