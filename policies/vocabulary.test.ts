import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';
import { menuEntries } from './menu';
import { isPermission, PERMISSIONS, WILDCARD_PERMISSIONS } from './permissions';
import { ROLE_CATALOGUE } from './roles';
import { ROUTES } from './routes';

/** Every permission any role, route or menu item names, with where it is named. */
function namedPermissions(): [string, string][] {
  const fromRoles = ROLE_CATALOGUE.flatMap((role) =>
    [...role.corePermissions, ...role.optionalPermissions].map((permission): [string, string] => [
      `role ${role.key}`,
      permission,
    ]),
  );
  const fromRoutes = ROUTES.flatMap((route) =>
    [route.permission, route.menuPermission]
      .flat()
      .filter((permission) => permission !== undefined)
      .map((permission): [string, string] => [`route ${route.path}`, permission]),
  );
  const fromMenu = menuEntries().flatMap((entry) =>
    [entry.condition.permission]
      .flat()
      .filter((permission) => permission !== undefined)
      .map((permission): [string, string] => [`menu ${entry.trail.join(' > ')}`, permission]),
  );
  return [...fromRoles, ...fromRoutes, ...fromMenu];
}

describe('one vocabulary for every rule', () => {
  it('every permission used by every role, route and menu item is in PERMISSIONS', () => {
    const stray = namedPermissions().filter(
      ([where, permission]) =>
        !isPermission(permission) && !(where === 'role SUPER_ADMIN' && permission === '*'),
    );
    expect(stray).toEqual([]);
  });

  it('"Permissions seen" in SPEC.md section 6 are all in PERMISSIONS', () => {
    const seen = [
      'customer.view',
      'customer.create',
      'account.view',
      'till.session.view',
      'txn.view.all',
      'txn.create.transfer',
      'txn.create.deposit',
      'txn.approve.level1',
      'loan.view',
      'product.manage',
      'gl.view',
      'gl.journal.create',
      'term.deposits.manage',
      'reports.dynamic.view',
      'report.view.mis',
      'admin.user.manage',
      'role.manage',
      'gl.coa.manage',
      'gl.map.manage',
      'config.approval.manage',
      'config.system.manage',
    ];
    expect(seen.filter((permission) => !isPermission(permission))).toEqual([]);
  });

  it('PERMISSIONS are lower-case, unique and never a wildcard', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const permission of PERMISSIONS) {
      expect(permission).toBe(permission.toLowerCase());
      expect(WILDCARD_PERMISSIONS).not.toContain(permission);
    }
  });

  it('"Features: ACCOUNTS, TILLS, OPERATIONS, NIP, LOANS, TERM_DEPOSITS, FINANCE, REPORTS"', () => {
    expect([...FEATURES]).toEqual([
      'ACCOUNTS',
      'TILLS',
      'OPERATIONS',
      'NIP',
      'LOANS',
      'TERM_DEPOSITS',
      'FINANCE',
      'REPORTS',
    ]);
  });
});
