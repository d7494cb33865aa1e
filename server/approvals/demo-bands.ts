import type { ApprovalBandRule, ApproversOfLevel } from '../../policies/approval-rules';

/** Any checker with the first level's permission. */
export const LEVEL1 = { roles: [], permissions: ['txn.approve.level1'] };
/** A director or the managing director, or whoever holds the second level's permission. */
export const LEVEL2 = {
  roles: ['DIRECTOR_APPROVER', 'MANAGING_DIRECTOR'],
  permissions: ['txn.approve.level2'],
};

/**
 * The demo's bands for money that leaves on a maker's word (manual journals, their reversals,
 * NIP transfers): one level of approval from ₦1,000,000, two from ₦10,000,000.
 */
export const DEMO_MONEY_BANDS: readonly ApprovalBandRule[] = [
  {
    fromKobo: 1_000_000_00,
    toKobo: 10_000_000_00,
    levels: 1,
    approvers: [LEVEL1],
    sameBranch: false,
  },
  {
    fromKobo: 10_000_000_00,
    toKobo: null,
    levels: 2,
    approvers: [LEVEL1, LEVEL2],
    sameBranch: false,
  },
];

/** One band over every amount from `fromKobo`, on one level of the given approvers. */
export function oneLevelFrom(
  fromKobo: number,
  approvers: ApproversOfLevel,
  sameBranch = false,
): readonly ApprovalBandRule[] {
  return [{ fromKobo, toKobo: null, levels: 1, approvers: [approvers], sameBranch }];
}
