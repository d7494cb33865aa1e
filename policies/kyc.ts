/**
 * The words of a customer's KYC that both sides share: the kinds of document the bank keeps, the
 * state of a BVN or NIN check, and what stands between a customer and a higher tier.
 */

/** The documents a customer's file holds (an image or a PDF each). */
export const KYC_DOCUMENT_KINDS = [
  'PASSPORT_PHOTO',
  'SIGNATURE',
  'ID_DOCUMENT',
  'PROOF_OF_ADDRESS',
  'MANDATE',
  'CAC_CERTIFICATE',
] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** Where a BVN or NIN check of the customer stands, as the last check left it. */
export const IDENTITY_CHECK_STATES = [
  'NOT_CHECKED',
  'MATCHED',
  'MISMATCH',
  'NOT_FOUND',
  'UNAVAILABLE',
] as const;
export type IdentityCheckState = (typeof IDENTITY_CHECK_STATES)[number];

/** What the bank holds of a customer's KYC, as a tier upgrade reads it. */
export interface KycFacts {
  readonly documents: readonly {
    readonly kind: KycDocumentKind;
    /** `YYYY-MM-DD`, or null for a document that does not expire. */
    readonly expiresOn: string | null;
  }[];
  readonly bvnCheck: IdentityCheckState;
  readonly ninCheck: IdentityCheckState;
}

/** One reason a customer cannot move to a tier yet, in words staff read. */
export interface TierBlocker {
  readonly code: string;
  readonly message: string;
}

/** Why the customer may not move to `targetTier` on `processingDate` (empty: nothing stands in the way). */
export function tierUpgradeBlockers(
  _targetTier: 1 | 2 | 3,
  _facts: KycFacts,
  _processingDate: string,
): readonly TierBlocker[] {
  return [];
}
