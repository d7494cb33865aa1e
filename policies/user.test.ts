import { describe, expect, it } from 'vitest';
import { normaliseUser } from './user';

function normalised(raw: Record<string, unknown>) {
  const user = normaliseUser(raw);
  if (user === null) {
    throw new Error('expected a user');
  }
  return user;
}

describe('"roles (unique, upper-cased; a single role is used if only role is given)"', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'upper-cased',
      { roles: ['branch_teller', 'Loan_Officer'] },
      ['BRANCH_TELLER', 'LOAN_OFFICER'],
    ],
    ['unique', { roles: ['AUDITOR', 'auditor', ' Auditor '] }, ['AUDITOR']],
    [
      'aliases mapped, then de-duplicated',
      { roles: ['teller', 'BRANCH_TELLER'] },
      ['BRANCH_TELLER'],
    ],
    ['a single role is used', { role: 'loan officer' }, ['LOAN_OFFICER']],
    ['an empty roles list falls back to role', { roles: [], role: 'MD' }, ['MANAGING_DIRECTOR']],
    ['roles win over role', { roles: ['AUDITOR'], role: 'TELLER' }, ['AUDITOR']],
    ['blank and non-text roles dropped', { roles: ['', '  ', 7, null, 'AUDITOR'] }, ['AUDITOR']],
    [
      'role objects by key or name',
      { roles: [{ key: 'ops' }, { name: 'Auditor' }] },
      ['OPERATIONS_CONTROL', 'AUDITOR'],
    ],
    ['unknown roles kept upper-cased', { roles: ['new-role', 'AUDITOR'] }, ['NEW_ROLE', 'AUDITOR']],
    ['no roles at all', {}, []],
  ])('%s', (_rule, raw, roles) => {
    expect(normalised(raw).roles).toEqual(roles);
  });
});

describe('"role (first role, upper-cased)" and "activeRole (must be one of roles, else the first)"', () => {
  it.each<[string, Record<string, unknown>, string | null, string | null]>([
    ['first role', { roles: ['auditor', 'teller'] }, 'AUDITOR', 'AUDITOR'],
    [
      'active role kept when held',
      { roles: ['AUDITOR', 'TELLER'], activeRole: 'teller' },
      'AUDITOR',
      'BRANCH_TELLER',
    ],
    [
      'active role not held becomes the first',
      { roles: ['AUDITOR'], activeRole: 'CEO' },
      'AUDITOR',
      'AUDITOR',
    ],
    ['no roles: both null', { activeRole: 'AUDITOR' }, null, null],
  ])('%s', (_rule, raw, role, activeRole) => {
    const user = normalised(raw);
    expect(user.role).toBe(role);
    expect(user.activeRole).toBe(activeRole);
  });
});

describe('"permissions (lower-cased, unique)"', () => {
  it.each<[unknown, string[]]>([
    [
      ['Customer.View', 'customer.view', ' LOAN.VIEW '],
      ['customer.view', 'loan.view'],
    ],
    [
      ['*', 'ALL'],
      ['*', 'all'],
    ],
    [['', 5, null, 'gl.view'], ['gl.view']],
    ['customer.view', []],
    [undefined, []],
  ])('%j becomes %j', (permissions, expected) => {
    expect(normalised({ permissions }).permissions).toEqual(expected);
  });
});

describe('branch, scope, tenant and flags', () => {
  it('scope.branchIds defaults to the user branch', () => {
    const user = normalised({ branchId: ' BR-1 ' });
    expect(user.branchId).toBe('BR-1');
    expect(user.scope.branchIds).toEqual(['BR-1']);
  });

  it('scope.branchIds defaults to [] without a branch', () => {
    expect(normalised({}).scope.branchIds).toEqual([]);
    expect(normalised({}).branchId).toBeNull();
  });

  it('a given scope is kept with its other fields, branch ids as unique text', () => {
    const user = normalised({
      branchId: 'BR-1',
      scope: { branchIds: ['BR-2', 3, 'BR-2', ''], region: 'SW' },
    });
    expect(user.scope).toEqual({ branchIds: ['BR-2', '3'], region: 'SW' });
  });

  it('tenantId is trimmed and empty means none', () => {
    expect(normalised({ tenantId: ' acme ' }).tenantId).toBe('acme');
    expect(normalised({ tenantId: '  ' }).tenantId).toBeNull();
  });

  it('tenantName and processingDate are kept', () => {
    const user = normalised({ tenantName: 'Acme MFB', processingDate: '2025-01-31' });
    expect(user.tenantName).toBe('Acme MFB');
    expect(user.processingDate).toBe('2025-01-31');
  });

  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    [false, false],
    [undefined, false],
    ['no', false],
  ])('mustChangePassword %j reads as %s', (flag, expected) => {
    expect(normalised({ mustChangePassword: flag }).mustChangePassword).toBe(expected);
  });

  it('"plus other server fields" are kept', () => {
    const user = normalised({ id: 'u-9', email: 'ada@example.ng', name: 'Ada' });
    expect(user).toMatchObject({ id: 'u-9', email: 'ada@example.ng', name: 'Ada' });
  });

  it.each([[null], [undefined], ['user'], [[{ roles: [] }]]])('%j is no user', (raw) => {
    expect(normaliseUser(raw)).toBeNull();
  });
});
