import { describe, expect, it } from 'vitest';
import {
  actingRoles,
  checkAccess,
  effectivePermissions,
  hasAnyRole,
  hasBypass,
  hasFeature,
  hasPermission,
  selectedRole,
} from './access';
import { asRole } from './access.fixture';
import { FEATURES } from './features';
import { PERMISSIONS } from './permissions';

const TELLER_AND_AUDITOR = ['BRANCH_TELLER', 'AUDITOR'];

describe('"effective permissions are the user\'s own permissions plus role permissions"', () => {
  it('with no role selected, own permissions and every role count', () => {
    const ctx = asRole(TELLER_AND_AUDITOR, { permissions: ['product.manage'] });
    const granted = effectivePermissions(ctx);
    expect(granted.has('product.manage')).toBe(true);
    expect(granted.has('txn.create.deposit')).toBe(true);
    expect(granted.has('audit.log.view')).toBe(true);
  });

  it('own permissions are "ignored while one role is actively selected"', () => {
    const ctx = asRole(TELLER_AND_AUDITOR, {
      permissions: ['product.manage'],
      activeRole: 'BRANCH_TELLER',
    });
    expect(effectivePermissions(ctx).has('product.manage')).toBe(false);
    expect(hasPermission(ctx, 'product.manage')).toBe(false);
  });

  it('"choosing a role limits permissions to that role\'s set"', () => {
    const ctx = asRole(TELLER_AND_AUDITOR, { activeRole: 'BRANCH_TELLER' });
    expect(hasPermission(ctx, 'txn.create.deposit')).toBe(true);
    expect(hasPermission(ctx, 'audit.log.view')).toBe(false);
    expect(actingRoles(ctx)).toEqual(['BRANCH_TELLER']);
  });

  it('the chosen role is understood through its alias', () => {
    const ctx = asRole(TELLER_AND_AUDITOR, { activeRole: 'teller' });
    expect(selectedRole(ctx)).toBe('BRANCH_TELLER');
  });

  it('a chosen role the user does not hold counts as no choice and grants nothing new', () => {
    const ctx = asRole('BRANCH_TELLER', { permissions: ['gl.view'], activeRole: 'SUPER_ADMIN' });
    expect(selectedRole(ctx)).toBeNull();
    expect(hasBypass(ctx)).toBe(false);
    expect(hasPermission(ctx, 'gl.view')).toBe(true);
  });

  it('optional permissions of a role are not granted by holding the role', () => {
    const ctx = asRole('SECURITY_ADMINISTRATOR');
    expect(hasPermission(ctx, 'admin.user.manage')).toBe(false);
    const granted = asRole('SECURITY_ADMINISTRATOR', { permissions: ['admin.user.manage'] });
    expect(hasPermission(granted, 'admin.user.manage')).toBe(true);
  });

  it('permissions compare lower-cased', () => {
    expect(hasPermission(asRole([], { permissions: ['GL.VIEW'] }), 'gl.view')).toBe(true);
    expect(hasPermission(asRole('AUDITOR'), 'GL.View')).toBe(true);
  });

  it('a user with no roles and no permissions holds nothing', () => {
    expect(effectivePermissions(asRole([])).size).toBe(0);
    expect(effectivePermissions({ user: null }).size).toBe(0);
  });
});

describe('"SUPER_ADMIN, SYSTEM_ADMINISTRATOR, or a wildcard or all permission bypasses all checks"', () => {
  const bypassing: [string, ReturnType<typeof asRole>][] = [
    ['SUPER_ADMIN', asRole('SUPER_ADMIN')],
    ['SYSTEM_ADMINISTRATOR', asRole('SYSTEM_ADMINISTRATOR')],
    ['the ADMIN alias', asRole('admin')],
    ["own permission '*'", asRole('BRANCH_TELLER', { permissions: ['*'] })],
    ["own permission 'all'", asRole('BRANCH_TELLER', { permissions: ['all'] })],
    ["own permission 'ALL'", asRole([], { permissions: ['ALL'] })],
  ];

  it.each(bypassing)('%s passes every permission and role check', (_who, ctx) => {
    expect(hasBypass(ctx)).toBe(true);
    for (const permission of PERMISSIONS) {
      expect(hasPermission(ctx, permission)).toBe(true);
    }
    expect(hasAnyRole(ctx, ['HR_MANAGER'])).toBe(true);
    expect(
      checkAccess(ctx, { permission: 'license.issue', roles: ['VENDOR_ADMINISTRATOR'] }),
    ).toEqual({
      allowed: true,
    });
  });

  it.each(bypassing)('%s bypasses the feature check too, whatever the license', (_who, ctx) => {
    const unlicensed = { ...ctx, licenseFeatures: ['ACCOUNTS'] };
    expect(checkAccess(unlicensed, { feature: 'LOANS', permission: 'loan.view' })).toEqual({
      allowed: true,
    });
    for (const feature of FEATURES) {
      const lacking = { ...ctx, licenseFeatures: FEATURES.filter((item) => item !== feature) };
      expect(checkAccess(lacking, { feature })).toEqual({ allowed: true });
      expect(
        checkAccess(lacking, { feature, permission: 'license.issue', roles: ['HR_MANAGER'] }),
      ).toEqual({ allowed: true });
    }
  });

  it('the feature check still refuses a user who holds the permission but does not bypass', () => {
    const loanOfficer = asRole('LOAN_OFFICER', { features: ['ACCOUNTS'] });
    expect(hasBypass(loanOfficer)).toBe(false);
    expect(checkAccess(loanOfficer, { feature: 'LOANS', permission: 'loan.view' })).toEqual({
      allowed: false,
      missing: { feature: 'LOANS' },
    });
  });

  it('the feature check still refuses a user who holds the permission and a required role', () => {
    const requirement = {
      feature: 'NIP',
      permission: 'txn.view.all',
      roles: ['OPERATIONS_CONTROL', 'SUPER_ADMIN'],
    };
    const licensed = asRole('OPERATIONS_CONTROL');
    const unlicensed = asRole('OPERATIONS_CONTROL', { features: ['ACCOUNTS'] });
    expect(checkAccess(licensed, requirement)).toEqual({ allowed: true });
    expect(checkAccess(unlicensed, requirement)).toEqual({
      allowed: false,
      missing: { feature: 'NIP' },
    });
  });

  it('a super admin acting as a teller is limited to the teller role', () => {
    const ctx = asRole(['SUPER_ADMIN', 'BRANCH_TELLER'], { activeRole: 'BRANCH_TELLER' });
    expect(hasBypass(ctx)).toBe(false);
    expect(hasPermission(ctx, 'role.manage')).toBe(false);
    expect(checkAccess(ctx, { permission: 'role.manage' })).toEqual({
      allowed: false,
      missing: { permission: 'role.manage' },
    });
  });

  it('a super admin acting as a teller no longer bypasses the feature check', () => {
    const ctx = asRole(['SUPER_ADMIN', 'BRANCH_TELLER'], {
      activeRole: 'BRANCH_TELLER',
      features: ['ACCOUNTS'],
    });
    expect(checkAccess(ctx, { feature: 'NIP', permission: 'txn.create.transfer' })).toEqual({
      allowed: false,
      missing: { feature: 'NIP' },
    });
    const allRoles = { ...ctx, activeRole: null };
    expect(checkAccess(allRoles, { feature: 'NIP', permission: 'txn.create.transfer' })).toEqual({
      allowed: true,
    });
  });

  it('an own wildcard is ignored while a role is selected', () => {
    const ctx = asRole('BRANCH_TELLER', { permissions: ['*'], activeRole: 'BRANCH_TELLER' });
    expect(hasBypass(ctx)).toBe(false);
    const unlicensed = { ...ctx, licenseFeatures: ['ACCOUNTS'] };
    expect(checkAccess(unlicensed, { feature: 'LOANS', permission: 'loan.view' })).toEqual({
      allowed: false,
      missing: { feature: 'LOANS', permission: 'loan.view' },
    });
  });
});

describe('"The feature check passes when no license features are known"', () => {
  it.each<[string, readonly string[] | null | undefined, boolean]>([
    ['undefined', undefined, true],
    ['null', null, true],
    ['an empty list', [], true],
    ['a list with LOANS', ['ACCOUNTS', 'LOANS'], true],
    ['a lower-case list with loans', ['loans'], true],
    ['a list without LOANS', ['ACCOUNTS'], false],
  ])('LOANS with %s of features: %s', (_label, features, expected) => {
    expect(hasFeature(features, 'LOANS')).toBe(expected);
  });
});

describe('checkAccess lists what is missing for the Access restricted page', () => {
  it('allows when nothing is required', () => {
    expect(checkAccess({ user: null }, {})).toEqual({ allowed: true });
  });

  it('lists the missing feature flag, the required role and the required permission', () => {
    const ctx = asRole('BRANCH_TELLER', { features: ['ACCOUNTS'] });
    const decision = checkAccess(ctx, {
      feature: 'NIP',
      permission: 'txn.view.all',
      roles: ['OPERATIONS_CONTROL', 'SUPER_ADMIN'],
    });
    expect(decision).toEqual({
      allowed: false,
      missing: {
        feature: 'NIP',
        roles: ['OPERATIONS_CONTROL', 'SUPER_ADMIN'],
        permission: 'txn.view.all',
      },
    });
  });

  it('lists only what failed', () => {
    const ctx = asRole('AUDITOR');
    expect(checkAccess(ctx, { permission: 'txn.view.all', roles: ['OPERATIONS_CONTROL'] })).toEqual(
      {
        allowed: false,
        missing: { roles: ['OPERATIONS_CONTROL'] },
      },
    );
  });

  it('an any-of permission list passes with one of them and is listed whole when none is held', () => {
    const anyOf = ['txn.create.deposit', 'gl.journal.create'];
    expect(checkAccess(asRole('BRANCH_TELLER'), { permission: anyOf })).toEqual({ allowed: true });
    expect(checkAccess(asRole('AUDITOR'), { permission: anyOf })).toEqual({
      allowed: false,
      missing: { permission: anyOf },
    });
  });

  it('roles are any-of and may be given by alias', () => {
    expect(hasAnyRole(asRole('OPERATIONS_CONTROL'), ['AUDITOR', 'OPS'])).toBe(true);
    expect(hasAnyRole(asRole('AUDITOR', { activeRole: 'AUDITOR' }), ['TELLER'])).toBe(false);
  });

  it('a signed-out user passes nothing that requires a role or permission', () => {
    expect(
      checkAccess({ user: null }, { permission: 'customer.view', roles: ['AUDITOR'] }),
    ).toEqual({
      allowed: false,
      missing: { permission: 'customer.view', roles: ['AUDITOR'] },
    });
  });
});
