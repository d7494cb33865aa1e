import { describe, expect, it } from 'vitest';
import {
  API_TIMEOUT_MS,
  CLOCK_TICK_MS,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  LOAN_TRANSACTIONS_LIMIT,
  MAX_PAGE_SIZE,
  normalisePage,
  normalisePageSize,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_EXPANDED,
  STORAGE_KEYS,
  TOKEN_DEBUG_PREFIX_LENGTH,
  tokenDebugPrefix,
  tokenExpired,
} from './constants';

describe('"Business constants and limits" of SPEC.md section 9', () => {
  it.each<[string, number, number]>([
    ['API timeout 15000 ms', API_TIMEOUT_MS, 15000],
    ['Customer page 1', DEFAULT_PAGE, 1],
    ['page size 20', DEFAULT_PAGE_SIZE, 20],
    ['loan transactions limit 100', LOAN_TRANSACTIONS_LIMIT, 100],
    ['Clock refresh every 1 second', CLOCK_TICK_MS, 1000],
    ['Sidebar width 16 collapsed', SIDEBAR_WIDTH_COLLAPSED, 16],
    ['64 expanded', SIDEBAR_WIDTH_EXPANDED, 64],
    ['the token truncated to 16 characters', TOKEN_DEBUG_PREFIX_LENGTH, 16],
    ['a page size limit (ours)', MAX_PAGE_SIZE, 100],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('"Local storage keys: auth, tenant, tenantId, features, token, activeRole, sidebarCollapsed, theme, activeBranchId"', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'auth',
      'tenant',
      'tenantId',
      'features',
      'token',
      'activeRole',
      'sidebarCollapsed',
      'theme',
      'activeBranchId',
    ]);
    for (const [name, key] of Object.entries(STORAGE_KEYS)) {
      expect(key).toBe(name);
    }
  });
});

describe('"Token expiry is compared with the token\'s expiry claim in seconds"', () => {
  const exp = 1_700_000_000;
  it.each<[number | null | undefined, number, boolean]>([
    [exp, exp * 1000 - 1, false],
    [exp, exp * 1000, true],
    [exp, exp * 1000 + 1, true],
    [exp, exp, false],
    [null, Date.UTC(2099, 0, 1), false],
    [undefined, 0, false],
    [Number.NaN, 0, false],
  ])('exp %s at %s ms: expired %s', (expSeconds, nowMs, expected) => {
    expect(tokenExpired(expSeconds, nowMs)).toBe(expected);
  });
});

describe('limits on input', () => {
  it('a token is logged by its first 16 characters only', () => {
    expect(tokenDebugPrefix('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijklmnop…');
    expect(tokenDebugPrefix('short')).toBe('short');
  });

  it.each<[unknown, number]>([
    [undefined, 1],
    ['3', 3],
    [0, 1],
    [-2, 1],
    [1.5, 1],
    ['x', 1],
  ])('page %j reads as %s', (value, expected) => {
    expect(normalisePage(value)).toBe(expected);
  });

  it.each<[unknown, number]>([
    [undefined, 20],
    [null, 20],
    ['', 20],
    ['50', 50],
    [1000, 100],
    [0, 1],
    [2.5, 20],
  ])('page size %j reads as %s', (value, expected) => {
    expect(normalisePageSize(value)).toBe(expected);
  });
});
