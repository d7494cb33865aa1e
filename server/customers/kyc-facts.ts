import type { KycTierLevel } from '../../policies/customer-edit';
import { type KycFacts, type TierBlocker, tierUpgradeBlockers } from '../../policies/kyc';
import { readDocumentFacts } from '../customer-documents/document-facts';
import type { TenantTx } from '../db/tenant-scope';
import { readIdentityFacts } from '../identity-checks/identity-facts';

/** What the bank holds of a customer's KYC: their documents and their BVN and NIN checks. */
export async function readKycFacts(t: TenantTx, customerId: string): Promise<KycFacts> {
  const documents = await readDocumentFacts(t, customerId);
  const identity = await readIdentityFacts(t, customerId);
  return { documents, ...identity };
}

const NIN_MISSING: TierBlocker = { code: 'nin_missing', message: 'Tier 2 and 3 need the NIN.' };

/**
 * Why the customer may not move up to `targetTier`: the NIN that tiers 2 and 3 need (as at
 * onboarding), then whatever CBN's tiered KYC asks of the documents and identity checks.
 */
export async function tierBlockersOf(
  t: TenantTx,
  customer: { readonly id: string; readonly nin: string | null },
  targetTier: KycTierLevel,
  processingDate: string,
): Promise<readonly TierBlocker[]> {
  const own = targetTier >= 2 && !customer.nin ? [NIN_MISSING] : [];
  const facts = await readKycFacts(t, customer.id);
  return [...own, ...tierUpgradeBlockers(targetTier, facts, processingDate)];
}
