import type { KycDocumentKind } from './kyc';

/**
 * The words of a customer's KYC file both sides show: what each document is, the means of
 * identification an ID is, and an account's mandate in a sentence.
 */

export const KYC_DOCUMENT_KIND_LABELS: Readonly<Record<KycDocumentKind, string>> = {
  PASSPORT_PHOTO: 'Passport photograph',
  SIGNATURE: 'Specimen signature',
  ID_DOCUMENT: 'Means of identification',
  PROOF_OF_ADDRESS: 'Proof of address',
  MANDATE: 'Account mandate',
  CAC_CERTIFICATE: 'Certificate of incorporation',
};

/** The means of identification CBN's KYC accepts for an individual. */
export const KYC_ID_TYPES = [
  'NIN_SLIP',
  'INTERNATIONAL_PASSPORT',
  'DRIVERS_LICENCE',
  'VOTERS_CARD',
] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];

export const KYC_ID_TYPE_LABELS: Readonly<Record<KycIdType, string>> = {
  NIN_SLIP: 'NIN slip',
  INTERNATIONAL_PASSPORT: 'International passport',
  DRIVERS_LICENCE: "Driver's licence",
  VOTERS_CARD: "Permanent voter's card",
};

/**
 * Kinds of which a customer has one at a time: a new one replaces the current one (a company
 * keeps a signature per signatory, so for it only the photo is replaced).
 */
export const SINGLE_CURRENT_KINDS: readonly KycDocumentKind[] = ['PASSPORT_PHOTO', 'SIGNATURE'];

export const MANDATE_RULES = ['SOLE', 'ANY_ONE', 'ANY_TWO', 'ALL', 'A_AND_ANY_B'] as const;
export type MandateRule = (typeof MANDATE_RULES)[number];

export const MANDATE_RULE_LABELS: Readonly<Record<MandateRule, string>> = {
  SOLE: 'Sole signatory',
  ANY_ONE: 'Any one to sign',
  ANY_TWO: 'Any two to sign jointly',
  ALL: 'All to sign jointly',
  A_AND_ANY_B: 'One class A with any class B',
};

export interface MandateSignatoryFacts {
  readonly name: string;
  readonly role: string;
  readonly signingClass?: 'A' | 'B' | undefined;
}

/** "A, B and C", or with `or` where any of them will do. */
function nameList(names: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

const withRole = (s: MandateSignatoryFacts) => `${s.name} (${s.role})`;

/** The mandate in one sentence, as a teller reads it before paying. */
export function mandateWords(
  rule: MandateRule | null,
  signatories: readonly MandateSignatoryFacts[],
): string {
  const all = signatories.map(withRole);
  switch (rule) {
    case null:
      return 'No mandate on file.';
    case 'SOLE':
      return `${nameList(all)} signs alone.`;
    case 'ANY_ONE':
      return `Any one of ${nameList(all, 'or')} signs alone.`;
    case 'ANY_TWO':
      return `Any two of ${nameList(all, 'or')} sign together.`;
    case 'ALL':
      return `${nameList(all)} all sign together.`;
    case 'A_AND_ANY_B': {
      const of = (c: 'A' | 'B') =>
        nameList(signatories.filter((s) => s.signingClass === c).map(withRole), 'or');
      return `One of ${of('A')} signs together with any one of ${of('B')}.`;
    }
  }
}

/** Why signatories cannot sign by the rule (null: they can). */
export function mandateProblem(
  rule: MandateRule,
  signatories: readonly MandateSignatoryFacts[],
): string | null {
  const count = signatories.length;
  if (rule === 'SOLE' && count !== 1)
    return 'A sole signatory mandate names exactly one signatory.';
  if (rule === 'ANY_TWO' && count < 2) return 'Any two to sign needs at least two signatories.';
  if (rule === 'A_AND_ANY_B') {
    const a = signatories.filter((s) => s.signingClass === 'A').length;
    const b = signatories.filter((s) => s.signingClass === 'B').length;
    if (a === 0 || b === 0 || a + b !== count)
      return 'Give every signatory a class, with at least one in class A and one in class B.';
  }
  return null;
}
