import { describe, expect, it } from 'vitest';
import {
  type ApprovalBandRule,
  type Approver,
  approvalRefusal,
  approversWording,
  bandFor,
  bandsProblem,
  expiryOf,
  isExpired,
  mayViewRequest,
  type RequestForApproval,
  servesBranch,
} from './approval-rules';

const level1 = { roles: ['MANAGER_APPROVER'], permissions: ['txn.approve.level1'] };
const level2 = { roles: [], permissions: ['txn.approve.level2'] };

const oneLevel: ApprovalBandRule = {
  fromKobo: 100_000_000,
  toKobo: 1_000_000_000,
  levels: 1,
  approvers: [level1],
  sameBranch: false,
};
const twoLevels: ApprovalBandRule = {
  fromKobo: 1_000_000_000,
  toKobo: null,
  levels: 2,
  approvers: [level1, level2],
  sameBranch: true,
};

describe('bandsProblem', () => {
  it('accepts bands that touch without overlapping, in any order', () => {
    expect(bandsProblem([twoLevels, oneLevel])).toBeNull();
  });

  it.each<[string, ApprovalBandRule[], string]>([
    [
      'an end at or below its start',
      [{ ...oneLevel, toKobo: 100_000_000 }],
      'amount_band_inverted',
    ],
    [
      'approvers for fewer levels',
      [{ ...twoLevels, approvers: [level1] }],
      'approval_approvers_mismatch',
    ],
    [
      'approvers for more levels',
      [{ ...oneLevel, approvers: [level1, level2] }],
      'approval_approvers_mismatch',
    ],
    [
      'a level no one may approve',
      [{ ...oneLevel, approvers: [{ roles: [], permissions: [] }] }],
      'approval_level_without_approvers',
    ],
    [
      'a role not in the catalogue',
      [{ ...oneLevel, approvers: [{ roles: ['BOSS'], permissions: [] }] }],
      'role_not_found',
    ],
    [
      'overlapping bands',
      [oneLevel, { ...twoLevels, fromKobo: 999_999_999 }],
      'approval_band_overlaps',
    ],
    [
      'a band after one without end',
      [{ ...oneLevel, toKobo: null }, twoLevels],
      'approval_band_overlaps',
    ],
  ])('refuses %s', (_, bands, problem) => {
    expect(bandsProblem(bands)).toBe(problem);
  });
});

describe('bandFor', () => {
  it('finds the band from its start, up to but not including its end', () => {
    const bands = [oneLevel, twoLevels];
    expect(bandFor(bands, 99_999_999)).toBeNull();
    expect(bandFor(bands, 100_000_000)).toBe(oneLevel);
    expect(bandFor(bands, 999_999_999)).toBe(oneLevel);
    expect(bandFor(bands, 1_000_000_000)).toBe(twoLevels);
    expect(bandFor([], 1)).toBeNull();
  });
});

const request: RequestForApproval = {
  makerId: 'maker',
  awaitingLevel: 1,
  approvers: [level1, level2],
  branchId: 'abuja',
  sameBranch: true,
  approvedBy: [],
};
const approver = (over: Partial<Approver>): Approver => ({
  id: 'checker',
  user: { roles: ['MANAGER_APPROVER'], permissions: [] },
  branchId: null,
  branchIds: [],
  ...over,
});

describe('approvalRefusal', () => {
  it('lets a head-office checker with the level approve', () => {
    expect(approvalRefusal(request, approver({}))).toBeNull();
  });

  it('never lets the maker check their own request, whatever they hold', () => {
    expect(approvalRefusal(request, approver({ id: 'maker' }))).toBe(
      'approval_maker_cannot_approve',
    );
    const admin = approver({ id: 'maker', user: { roles: ['SUPER_ADMIN'], permissions: [] } });
    expect(approvalRefusal(request, admin)).toBe('approval_maker_cannot_approve');
  });

  it('never lets one person approve two levels', () => {
    const second = { ...request, awaitingLevel: 2 as const, approvedBy: ['checker'] };
    const director = approver({ user: { roles: [], permissions: ['txn.approve.level2'] } });
    expect(approvalRefusal(second, director)).toBe('approval_already_approved_by_you');
    expect(approvalRefusal(second, { ...director, id: 'other' })).toBeNull();
  });

  it('needs a role or permission of the level awaited', () => {
    const second = { ...request, awaitingLevel: 2 as const, approvedBy: ['someone'] };
    expect(approvalRefusal(second, approver({}))).toBe('approval_approver_not_eligible');
    const teller = approver({ user: { roles: ['BRANCH_TELLER'], permissions: [] } });
    expect(approvalRefusal(request, teller)).toBe('approval_approver_not_eligible');
    const granted = approver({
      user: { roles: ['BRANCH_TELLER'], permissions: ['txn.approve.level1'] },
    });
    expect(approvalRefusal(request, granted)).toBeNull();
  });

  it('keeps a branch-bound request to its branch', () => {
    const lagos = approver({ branchId: 'lagos' });
    expect(approvalRefusal(request, lagos)).toBe('approval_approver_wrong_branch');
    expect(approvalRefusal({ ...request, sameBranch: false }, lagos)).toBeNull();
    expect(approvalRefusal(request, approver({ branchId: 'abuja' }))).toBeNull();
    expect(servesBranch(approver({ branchId: 'lagos', branchIds: ['abuja'] }), 'abuja')).toBe(true);
    expect(servesBranch(approver({ branchId: 'lagos' }), null)).toBe(true);
  });
});

describe('expiry', () => {
  it('expires a request at its expiry time exactly', () => {
    const made = new Date('2026-01-05T09:00:00.000Z');
    const expiresAt = expiryOf(made, 24);
    expect(expiresAt).toBe('2026-01-06T09:00:00.000Z');
    expect(isExpired(expiresAt, new Date('2026-01-06T08:59:59.999Z'))).toBe(false);
    expect(isExpired(expiresAt, new Date('2026-01-06T09:00:00.000Z'))).toBe(true);
  });
});

describe('approversWording', () => {
  it('names the roles whose core permissions hold the level, then the grant by its label', () => {
    expect(approversWording({ roles: [], permissions: ['loan.approve.level1'] })).toBe(
      'Manager (Approver) or a user granted Approve loans (level 1)',
    );
  });

  it('names the roles the level names and never a permission code or a role key', () => {
    const words = approversWording({
      roles: ['DIRECTOR_APPROVER', 'MANAGING_DIRECTOR'],
      permissions: ['txn.approve.level2'],
    });
    expect(words).toBe(
      'Director (Approver), Managing Director or a user granted Approve transactions (level 2)',
    );
    expect(words).not.toMatch(/[a-z]+\.[a-z]+|[A-Z]+_[A-Z]+/);
  });

  it('says nobody for a level that names nobody', () => {
    expect(approversWording(undefined)).toBe('Nobody');
  });
});

describe('mayViewRequest', () => {
  const loanRequest = {
    makerId: 'officer',
    approvers: [{ roles: [], permissions: ['loan.approve.level1'] }],
    branchId: 'abuja',
    sameBranch: true,
  };
  const person = (id: string, roles: string[], permissions: string[], branchId: string | null) =>
    approver({ id, user: { roles, permissions }, branchId });

  it('shows a request to its maker, whatever they hold', () => {
    expect(mayViewRequest(loanRequest, person('officer', ['BRANCH_TELLER'], [], 'lagos'))).toBe(
      true,
    );
  });

  it('shows it to someone its level names, of its branch where the band binds it', () => {
    const risk = (branchId: string | null) =>
      person('risk', ['RISK_MANAGEMENT'], ['loan.approve.level1'], branchId);
    expect(mayViewRequest(loanRequest, risk('abuja'))).toBe(true);
    expect(mayViewRequest(loanRequest, risk(null))).toBe(true);
    expect(mayViewRequest(loanRequest, risk('lagos'))).toBe(false);
  });

  it('hides it from anyone else, and shows every request to the generic checkers', () => {
    expect(mayViewRequest(loanRequest, person('teller', ['BRANCH_TELLER'], [], 'abuja'))).toBe(
      false,
    );
    expect(mayViewRequest(loanRequest, person('ops', ['OPERATIONS_CONTROL'], [], 'lagos'))).toBe(
      true,
    );
  });
});
