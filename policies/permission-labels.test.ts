import { describe, expect, it } from 'vitest';
import { groupPermissions, PERMISSION_LABELS, permissionLabel } from './permission-labels';
import { PERMISSIONS } from './permissions';
import { ROLE_CATALOGUE } from './roles';

describe('permission labels', () => {
  it.each([...PERMISSIONS])('%s has a label that is a phrase, not a code', (permission) => {
    const label = PERMISSION_LABELS[permission];
    expect(label).toMatch(/^[A-Z]/);
    expect(label).not.toContain(permission);
    expect(label).not.toMatch(/[a-z]\.[a-z]/);
  });

  it('gives every permission its own label, so two grants never read alike', () => {
    const labels = Object.values(PERMISSION_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('reads any casing, the wildcard as everything and an unknown grant without its code', () => {
    expect(permissionLabel('LOAN.MANAGE')).toBe('Disburse, repay and close loans');
    expect(permissionLabel('*')).toBe('Everything');
    expect(permissionLabel('made.up')).not.toContain('made.up');
  });

  it('puts every permission a role names in a named group, in the catalogue order', () => {
    const named = ROLE_CATALOGUE.flatMap((role) => role.optionalPermissions);
    expect(groupPermissions(named).map((group) => group.name)).not.toContain('Other');
    expect(groupPermissions(['loan.view', 'customer.view', 'loan.manage'])).toEqual([
      { name: 'Customers', permissions: ['customer.view'] },
      { name: 'Lending', permissions: ['loan.view', 'loan.manage'] },
    ]);
    expect(groupPermissions([...PERMISSIONS]).map((group) => group.name)).not.toContain('Other');
  });
});
