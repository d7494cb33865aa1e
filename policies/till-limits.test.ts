import { describe, expect, it } from 'vitest';
import { tillLimitState, withdrawalLimitKobo, withdrawalNeedsApproval } from './till-limits';

describe('withdrawal limits by role', () => {
  it("takes the largest limit of the user's roles, and none for other roles", () => {
    expect(withdrawalLimitKobo(['BRANCH_TELLER'])).toBe(500_000_00);
    expect(withdrawalLimitKobo(['BRANCH_TELLER', 'VAULT_HEAD_TELLER'])).toBe(2_000_000_00);
    expect(withdrawalLimitKobo(['AUDITOR'])).toBe(0);
  });

  it('asks for approval only above the limit', () => {
    expect(withdrawalNeedsApproval(['BRANCH_TELLER'], 500_000_00)).toBe(false);
    expect(withdrawalNeedsApproval(['BRANCH_TELLER'], 500_000_01)).toBe(true);
  });

  it("follows the tenant's own limits when they are given", () => {
    const limits = { BRANCH_TELLER: 100_00, CUSTOM_ROLE: 300_00 };
    expect(withdrawalLimitKobo(['BRANCH_TELLER', 'CUSTOM_ROLE'], limits)).toBe(300_00);
    expect(withdrawalNeedsApproval(['VAULT_HEAD_TELLER'], 1, limits)).toBe(true);
    expect(withdrawalNeedsApproval(['BRANCH_TELLER'], 100_00, limits)).toBe(false);
  });
});

describe('tillLimitState', () => {
  const limits = { softLimitKobo: 100, hardLimitKobo: 200 };
  it('warns over the soft limit and refuses over the hard one', () => {
    expect(tillLimitState(100, limits)).toBe('within');
    expect(tillLimitState(101, limits)).toBe('over-soft');
    expect(tillLimitState(200, limits)).toBe('over-soft');
    expect(tillLimitState(201, limits)).toBe('over-hard');
  });
});
