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

/**
 * What each tier asks for, after CBN's three-tiered KYC (circular FPR/DIR/CIR/GEN/02/001 of 18
 * January 2013 and its later revisions; decision 051 gives the reading): tier 1 a passport
 * photograph; tier 2 that and a BVN verified against NIBSS; tier 3 full KYC, a valid means of
 * identification, proof of address, photograph, specimen signature, and BVN and NIN verified.
 */
const TIER_DOCUMENTS: Readonly<Record<1 | 2 | 3, readonly KycDocumentKind[]>> = {
  1: ['PASSPORT_PHOTO'],
  2: ['PASSPORT_PHOTO'],
  3: ['ID_DOCUMENT', 'PROOF_OF_ADDRESS', 'PASSPORT_PHOTO', 'SIGNATURE'],
};

const MISSING_WORDS: Readonly<Record<KycDocumentKind, TierBlocker>> = {
  PASSPORT_PHOTO: { code: 'passport_photo_missing', message: 'A passport photograph is needed.' },
  SIGNATURE: { code: 'signature_missing', message: 'A specimen signature is needed.' },
  ID_DOCUMENT: {
    code: 'id_document_missing',
    message:
      "A valid means of identification (NIN slip, passport, licence or voter's card) is needed.",
  },
  PROOF_OF_ADDRESS: {
    code: 'proof_of_address_missing',
    message: 'A proof of address (a recent utility bill or similar) is needed.',
  },
  MANDATE: { code: 'mandate_missing', message: 'An account mandate is needed.' },
  CAC_CERTIFICATE: {
    code: 'cac_certificate_missing',
    message: 'The certificate of incorporation is needed.',
  },
};

type Check = 'bvn' | 'nin';
const CHECK_NAMES: Readonly<Record<Check, string>> = { bvn: 'BVN', nin: 'NIN' };

/** A mismatch blocks every tier with its own words; otherwise a needed check must have matched. */
function checkBlocker(
  check: Check,
  state: IdentityCheckState,
  needed: boolean,
): TierBlocker | null {
  const name = CHECK_NAMES[check];
  if (state === 'MISMATCH') {
    return {
      code: `${check}_mismatch`,
      message: `The ${name} check did not match the customer's name, date of birth or phone: correct the record or the ${name} first.`,
    };
  }
  if (!needed || state === 'MATCHED') return null;
  return { code: `${check}_not_verified`, message: `The ${name} must be checked and match first.` };
}

/** Whether a document is still valid on the date (one without an expiry always is). */
export function isDocumentCurrent(expiresOn: string | null, onDate: string): boolean {
  return expiresOn === null || expiresOn >= onDate;
}

function documentBlocker(
  kind: KycDocumentKind,
  facts: KycFacts,
  processingDate: string,
): TierBlocker | null {
  const held = facts.documents.filter((document) => document.kind === kind);
  if (held.length === 0) return MISSING_WORDS[kind];
  if (held.some((document) => isDocumentCurrent(document.expiresOn, processingDate))) return null;
  return kind === 'ID_DOCUMENT'
    ? { code: 'id_document_expired', message: 'The means of identification has expired.' }
    : {
        code: `${kind.toLowerCase()}_expired`,
        message: `${MISSING_WORDS[kind].message} (the one held has expired)`,
      };
}

/** Why the customer may not move to `targetTier` on `processingDate` (empty: nothing stands in the way). */
export function tierUpgradeBlockers(
  targetTier: 1 | 2 | 3,
  facts: KycFacts,
  processingDate: string,
): readonly TierBlocker[] {
  const blockers = TIER_DOCUMENTS[targetTier].map((kind) =>
    documentBlocker(kind, facts, processingDate),
  );
  blockers.push(checkBlocker('bvn', facts.bvnCheck, targetTier >= 2));
  blockers.push(checkBlocker('nin', facts.ninCheck, targetTier >= 3));
  return blockers.filter((blocker): blocker is TierBlocker => blocker !== null);
}
