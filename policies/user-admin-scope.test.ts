import { describe, expect, it } from 'vitest';
import { branchBoundRoles } from './branch-scope';
import { canManageUser, canSeeUser, holdsSuperAdmin, isWithinAdminScope } from './user-admin-scope';

const bankWideAdmin = { roles: ['SYSTEM_ADMINISTRATOR'], branchId: null, branchIds: [] };
// A branch manager granted user administration: bound to Lagos, and Ikeja besides.
const lagosAdmin = { roles: ['BRANCH_MANAGER'], branchId: 'lag', branchIds: ['ikj'] };

const teller = (branchId: string | null, branchIds: string[] = []) => ({
  roles: ['BRANCH_TELLER'],
  branchId,
  branchIds,
});

describe('who an administrator sees', () => {
  it('lets a bank-wide administrator see everyone, head office included', () => {
    expect(canSeeUser(bankWideAdmin, teller('abj'))).toBe(true);
    expect(canSeeUser(bankWideAdmin, { ...bankWideAdmin, roles: ['AUDITOR'] })).toBe(true);
  });

  it('lets a bound administrator see the users homed in the branches of the scope', () => {
    expect(canSeeUser(lagosAdmin, teller('lag'))).toBe(true);
    expect(canSeeUser(lagosAdmin, teller('ikj'))).toBe(true);
    expect(canSeeUser(lagosAdmin, teller('abj', ['lag']))).toBe(false);
    expect(canSeeUser(lagosAdmin, { roles: ['AUDITOR'], branchId: null, branchIds: [] })).toBe(
      false,
    );
  });
});

describe('who an administrator manages', () => {
  it('lets a bank-wide administrator manage any assignment', () => {
    expect(isWithinAdminScope(bankWideAdmin, teller('abj', ['kan']))).toBe(true);
    expect(isWithinAdminScope(bankWideAdmin, { ...bankWideAdmin, roles: ['AUDITOR'] })).toBe(true);
  });

  it('keeps a bound administrator to users whose whole reach lies in the scope', () => {
    expect(isWithinAdminScope(lagosAdmin, teller('lag'))).toBe(true);
    expect(isWithinAdminScope(lagosAdmin, teller('ikj', ['lag']))).toBe(true);
    expect(isWithinAdminScope(lagosAdmin, teller('lag', ['abj']))).toBe(false);
    expect(isWithinAdminScope(lagosAdmin, teller('abj'))).toBe(false);
  });

  it('keeps a bound administrator from bank-wide users and users with no branch', () => {
    const auditorInLagos = { roles: ['AUDITOR'], branchId: 'lag', branchIds: [] };
    expect(isWithinAdminScope(lagosAdmin, auditorInLagos)).toBe(false);
    expect(isWithinAdminScope(lagosAdmin, teller(null))).toBe(false);
  });
});

describe('whose row offers edit, disable and password reset', () => {
  it('offers them on users the administrator may change, as the server decides', () => {
    const superAdmin = { roles: ['SUPER_ADMIN'], branchId: null, branchIds: [] };
    expect(canManageUser(bankWideAdmin, teller('abj'))).toBe(true);
    expect(canManageUser(lagosAdmin, teller('lag'))).toBe(true);
    expect(canManageUser(lagosAdmin, teller('abj'))).toBe(false);
    expect(canManageUser(bankWideAdmin, superAdmin)).toBe(false);
    expect(canManageUser(superAdmin, superAdmin)).toBe(true);
  });
});

describe('role rules', () => {
  it('names the branch-bound roles of a list, aliases understood', () => {
    expect(branchBoundRoles(['AUDITOR', 'BRANCH_TELLER', 'LOAN_OFFICER'])).toEqual([
      'BRANCH_TELLER',
      'LOAN_OFFICER',
    ]);
    expect(branchBoundRoles(['teller'])).toEqual(['teller']);
    expect(branchBoundRoles(['SYSTEM_ADMINISTRATOR'])).toEqual([]);
  });

  it('recognises SUPER_ADMIN in any spelling', () => {
    expect(holdsSuperAdmin(['AUDITOR', 'super_admin'])).toBe(true);
    expect(holdsSuperAdmin(['SYSTEM_ADMINISTRATOR'])).toBe(false);
  });
});
