import { describe, expect, it } from 'vitest';
import { mandateProblem, mandateWords } from './kyc-documents';

const ADA = { name: 'Ada Obi', role: 'Director' };
const MUSA = { name: 'Musa Lawal', role: 'Secretary' };
const BISI = { name: 'Bisi Alade', role: 'Director' };

describe('mandateWords', () => {
  it('says who signs, alone or together, in one sentence', () => {
    expect(mandateWords('SOLE', [ADA])).toBe('Ada Obi (Director) signs alone.');
    expect(mandateWords('ANY_TWO', [ADA, MUSA, BISI])).toBe(
      'Any two of Ada Obi (Director), Musa Lawal (Secretary) or Bisi Alade (Director) sign together.',
    );
    expect(mandateWords('ALL', [ADA, MUSA])).toBe(
      'Ada Obi (Director) and Musa Lawal (Secretary) all sign together.',
    );
    expect(
      mandateWords('A_AND_ANY_B', [
        { ...ADA, signingClass: 'A' },
        { ...MUSA, signingClass: 'B' },
        { ...BISI, signingClass: 'B' },
      ]),
    ).toBe(
      'One of Ada Obi (Director) signs together with any one of Musa Lawal (Secretary) or Bisi Alade (Director).',
    );
    expect(mandateWords(null, [])).toBe('No mandate on file.');
  });
});

describe('mandateProblem', () => {
  it('refuses signatories that cannot sign by the rule', () => {
    expect(mandateProblem('SOLE', [ADA, MUSA])).toMatch(/exactly one/);
    expect(mandateProblem('ANY_TWO', [ADA])).toMatch(/at least two/);
    expect(mandateProblem('A_AND_ANY_B', [{ ...ADA, signingClass: 'A' }, MUSA])).toMatch(/class/);
    expect(mandateProblem('ALL', [ADA, MUSA])).toBeNull();
  });
});
