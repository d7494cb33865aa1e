import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRoleText, normaliseRoleKey, ROLE_ALIASES, tryNormaliseRoleKey } from './role-key';
import { ROLE_KEYS } from './roles';

const EMPTY_MESSAGE = 'Empty role name encountered while normalising role key.';

describe('"Role key normalisation: trimmed, upper-cased, runs of non-alphanumerics become underscores"', () => {
  it.each([
    ['  branch_teller  ', 'BRANCH_TELLER'],
    ['branch teller', 'BRANCH_TELLER'],
    ['Branch-Teller', 'BRANCH_TELLER'],
    ['branch -- / teller', 'BRANCH_TELLER'],
    ['__loan.officer__', 'LOAN_OFFICER'],
    ['Customer Service Representative', 'CUSTOMER_SERVICE_REPRESENTATIVE'],
    ['finance/gl accountant', 'FINANCE_GL_ACCOUNTANT'],
    ['read-only viewer', 'READ_ONLY_VIEWER'],
  ])('%j becomes %s', (raw, expected) => {
    expect(normaliseRoleKey(raw)).toBe(expected);
  });

  it.each(ROLE_KEYS.map((key) => [key]))('the catalogue key %s normalises to itself', (key) => {
    expect(normaliseRoleKey(key)).toBe(key);
    expect(normaliseRoleKey(key.toLowerCase())).toBe(key);
  });

  it('canonical text only ever holds A-Z, 0-9 and single inner underscores', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        expect(canonicalRoleText(raw)).toMatch(/^(?:[A-Z0-9]+(?:_[A-Z0-9]+)*)?$/);
      }),
      { numRuns: 300 },
    );
  });
});

describe('"Aliases" of SPEC.md section 5', () => {
  const SPEC_ALIASES: [string, string][] = [
    ['ADMIN', 'SYSTEM_ADMINISTRATOR'],
    ['SYSTEM_ADMIN', 'SYSTEM_ADMINISTRATOR'],
    ['TELLER', 'BRANCH_TELLER'],
    ['MANAGER', 'MANAGER_APPROVER'],
    ['DIRECTOR', 'DIRECTOR_APPROVER'],
    ['APPROVER', 'DIRECTOR_APPROVER'],
    ['MD', 'MANAGING_DIRECTOR'],
    ['CEO', 'MANAGING_DIRECTOR'],
    ['OPS', 'OPERATIONS_CONTROL'],
    ['FINANCE', 'FINANCE_GL_ACCOUNTANT'],
    ['NOTIFICATIONS_ADMIN', 'IT_SUPPORT'],
    ['LIMITED_ADMIN', 'SECURITY_ADMINISTRATOR'],
    ['SUPERVISOR', 'CUSTOMER_SERVICE_SUPERVISOR'],
  ];

  it.each(SPEC_ALIASES)('%s maps to %s', (alias, key) => {
    expect(normaliseRoleKey(alias)).toBe(key);
    expect(tryNormaliseRoleKey(alias)).toBe(key);
  });

  it.each([
    [' admin ', 'SYSTEM_ADMINISTRATOR'],
    ['system admin', 'SYSTEM_ADMINISTRATOR'],
    ['system-admin', 'SYSTEM_ADMINISTRATOR'],
    ['teller', 'BRANCH_TELLER'],
    ['md', 'MANAGING_DIRECTOR'],
    ['Ceo', 'MANAGING_DIRECTOR'],
    ['notifications.admin', 'IT_SUPPORT'],
    ['limited admin', 'SECURITY_ADMINISTRATOR'],
    ['supervisor', 'CUSTOMER_SERVICE_SUPERVISOR'],
  ])('an alias is recognised after normalising the text: %j maps to %s', (raw, key) => {
    expect(normaliseRoleKey(raw)).toBe(key);
  });

  it('the alias table holds exactly the spec aliases and leads only to catalogue keys', () => {
    expect(Object.entries(ROLE_ALIASES).sort()).toEqual([...SPEC_ALIASES].sort());
    for (const key of Object.values(ROLE_ALIASES)) {
      expect(ROLE_KEYS).toContain(key);
    }
  });
});

describe('role key errors', () => {
  it.each([[''], ['   '], ['---'], ['_'], [' ./ ']])(`%j gives error '${EMPTY_MESSAGE}'`, (raw) => {
    expect(() => normaliseRoleKey(raw)).toThrow(new Error(EMPTY_MESSAGE));
    expect(tryNormaliseRoleKey(raw)).toBeNull();
  });

  it.each([
    ['foo bar', 'Unknown role key "FOO_BAR".'],
    ['root', 'Unknown role key "ROOT".'],
    ['teller2', 'Unknown role key "TELLER2".'],
    ['constructor', 'Unknown role key "CONSTRUCTOR".'],
  ])('unknown %j gives an error naming the key: %s', (raw, message) => {
    expect(() => normaliseRoleKey(raw)).toThrow(new Error(message));
    expect(tryNormaliseRoleKey(raw)).toBeNull();
  });
});
