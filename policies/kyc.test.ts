import { describe, expect, it } from 'vitest';
import { type KycDocumentKind, type KycFacts, tierUpgradeBlockers } from './kyc';

const TODAY = '2026-03-10';

function facts(
  kinds: readonly KycDocumentKind[],
  checks: Partial<Pick<KycFacts, 'bvnCheck' | 'ninCheck'>> = {},
  idExpiresOn: string | null = '2030-01-01',
): KycFacts {
  return {
    documents: kinds.map((kind) => ({
      kind,
      expiresOn: kind === 'ID_DOCUMENT' ? idExpiresOn : null,
    })),
    bvnCheck: checks.bvnCheck ?? 'NOT_CHECKED',
    ninCheck: checks.ninCheck ?? 'NOT_CHECKED',
  };
}

const codes = (...args: Parameters<typeof tierUpgradeBlockers>) =>
  tierUpgradeBlockers(...args).map((blocker) => blocker.code);

const FULL: readonly KycDocumentKind[] = [
  'PASSPORT_PHOTO',
  'SIGNATURE',
  'ID_DOCUMENT',
  'PROOF_OF_ADDRESS',
];
const VERIFIED = { bvnCheck: 'MATCHED', ninCheck: 'MATCHED' } as const;

describe('tierUpgradeBlockers', () => {
  it('tier 2 needs a passport photo and a matched BVN', () => {
    expect(codes(2, facts([]), TODAY)).toEqual(['passport_photo_missing', 'bvn_not_verified']);
    expect(codes(2, facts(['PASSPORT_PHOTO'], { bvnCheck: 'MATCHED' }), TODAY)).toEqual([]);
  });

  it('tier 3 needs ID, proof of address, photo, signature, and BVN and NIN matched', () => {
    expect(codes(3, facts([]), TODAY)).toEqual([
      'id_document_missing',
      'proof_of_address_missing',
      'passport_photo_missing',
      'signature_missing',
      'bvn_not_verified',
      'nin_not_verified',
    ]);
    expect(codes(3, facts(FULL, VERIFIED), TODAY)).toEqual([]);
  });

  it('an ID that expired before the processing date blocks tier 3 with its own words', () => {
    expect(codes(3, facts(FULL, VERIFIED, '2026-03-09'), TODAY)).toEqual(['id_document_expired']);
    expect(codes(3, facts(FULL, VERIFIED, TODAY), TODAY)).toEqual([]);
  });

  it('a BVN or NIN mismatch blocks every tier with its own message', () => {
    const mismatched = facts(FULL, { bvnCheck: 'MISMATCH', ninCheck: 'MISMATCH' });
    expect(codes(1, mismatched, TODAY)).toEqual(['bvn_mismatch', 'nin_mismatch']);
    const [bvn] = tierUpgradeBlockers(2, mismatched, TODAY);
    expect(bvn?.message).toMatch(/BVN check did not match/);
  });

  it('a check that could not run is not a match', () => {
    expect(codes(2, facts(['PASSPORT_PHOTO'], { bvnCheck: 'UNAVAILABLE' }), TODAY)).toEqual([
      'bvn_not_verified',
    ]);
  });
});
