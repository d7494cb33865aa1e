import { describe, expect, it } from 'vitest';
import { ALL_BRANCHES_SAVED, chooseActiveBranch } from './active-branch';

const LISTED = ['br-ikeja', 'br-yaba', 'br-lekki'];

describe('chooseActiveBranch: "defaults to the user\'s branch, else the first available"', () => {
  it('keeps the saved choice while the branch is still listed', () => {
    expect(chooseActiveBranch(LISTED, 'br-lekki', 'br-yaba')).toBe('br-lekki');
  });

  it('keeps a saved "All branches" choice', () => {
    expect(ALL_BRANCHES_SAVED).toBe('');
    expect(chooseActiveBranch(LISTED, ALL_BRANCHES_SAVED, 'br-yaba')).toBeNull();
  });

  it('uses the user’s branch when the saved one was closed', () => {
    expect(chooseActiveBranch(LISTED, 'br-closed', 'br-yaba')).toBe('br-yaba');
  });

  it('uses the user’s branch when nothing was saved', () => {
    expect(chooseActiveBranch(LISTED, null, 'br-yaba')).toBe('br-yaba');
  });

  it.each<[string, string | null, string | null]>([
    ['nothing saved, no user branch', null, null],
    ['saved branch closed, no user branch', 'br-closed', null],
    ['user branch not listed', null, 'br-head-office'],
    ['neither listed', 'br-closed', 'br-head-office'],
  ])('falls back to the first branch: %s', (_case, saved, userBranchId) => {
    expect(chooseActiveBranch(LISTED, saved, userBranchId)).toBe('br-ikeja');
  });

  it.each<[string, string | null, string | null]>([
    ['a saved branch', 'br-lekki', 'br-yaba'],
    ['All branches saved', ALL_BRANCHES_SAVED, null],
    ['only a user branch', null, 'br-yaba'],
    ['nothing', null, null],
  ])(
    'has no active branch when the list is empty, whatever was known: %s',
    (_case, saved, user) => {
      expect(chooseActiveBranch([], saved, user)).toBeNull();
    },
  );
});
