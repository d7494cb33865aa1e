import type { BranchAssignment } from '../../policies/branch-scope';
import { type KycTierLevel, tierMoveAllowed } from '../../policies/customer-edit';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError, type FieldProblem } from '../errors/domain-error';
import {
  type CustomerRow,
  type FieldValues,
  refuseTakenBvn,
  refuseTooYoung,
  storedValue,
} from './customer-record';
import { tierBlockersOf } from './kyc-facts';

/**
 * The rules an identity change must meet, when it is asked for and again when it is approved:
 * an adult, a BVN no other customer holds, and a tier that moves one step up (with nothing
 * standing in the way) or down.
 */
export async function checkIdentityChange(
  t: TenantTx,
  row: CustomerRow,
  identity: FieldValues,
  processingDate: string,
  viewer: BranchAssignment | null,
): Promise<void> {
  if ('dateOfBirth' in identity) refuseTooYoung(identity.dateOfBirth, processingDate);
  if (typeof identity.bvn === 'string') await refuseTakenBvn(t, identity.bvn, row.id, viewer);
  if (!('kycTier' in identity)) return;
  const current = Number(storedValue(row, 'kycTier'));
  const target = Number(identity.kycTier);
  if (!tierMoveAllowed(current, target)) throw new DomainError('kyc_tier_step_invalid');
  if (target < current) return;
  const nin = (identity.nin ?? storedValue(row, 'nin')) as string | null;
  const blockers = await tierBlockersOf(
    t,
    { id: row.id, nin },
    target as KycTierLevel,
    processingDate,
  );
  if (blockers.length === 0) return;
  const errors: FieldProblem[] = blockers.map((blocker) => ({
    field: 'body.changes.kycTier',
    code: blocker.code,
    message: blocker.message,
  }));
  throw new DomainError('kyc_tier_requirements_unmet', undefined, errors);
}
