import { describe, expect, it } from 'vitest';
import type { ScorecardDefinition } from '../../../policies/credit-score';
import { draftOfScorecard, readScorecardDraft, withBins } from './scorecard-draft';

const CARD: ScorecardDefinition = {
  name: 'Retail 2026',
  characteristics: [
    {
      characteristic: 'AGE',
      bins: [
        { label: 'Under 25', min: null, max: 25, points: 5 },
        { label: '25 and over', min: 25, max: null, points: 20 },
      ],
    },
    {
      characteristic: 'EMPLOYMENT_TYPE',
      bins: [
        { label: 'Salaried', categories: ['SALARIED'], points: 30 },
        { label: 'Other', categories: ['SELF_EMPLOYED', 'CONTRACT'], points: 10 },
      ],
    },
  ],
  cutoffs: [
    { grade: 'A', minScore: 45, decision: 'APPROVE' },
    { grade: 'B', minScore: 35, decision: 'APPROVE' },
    { grade: 'C', minScore: 25, decision: 'REFER' },
    { grade: 'D', minScore: 15, decision: 'REFER' },
    { grade: 'E', minScore: 0, decision: 'DECLINE' },
  ],
};

describe('the scorecard draft', () => {
  it('reads back the scorecard it was made from', () => {
    const read = readScorecardDraft(draftOfScorecard(CARD));
    expect(read.problems).toEqual({});
    expect(read.card).toEqual(CARD);
  });

  it('says where a bin or a cut-off is wrong, and gives no scorecard', () => {
    const draft = draftOfScorecard(CARD);
    const broken = withBins(
      { ...draft, cutoffs: draft.cutoffs.map((c, i) => (i === 1 ? { ...c, minScore: '50' } : c)) },
      0,
      (bins) => bins.map((bin, b) => (b === 1 ? { ...bin, min: '20', points: '1.5' } : bin)),
    );
    const read = readScorecardDraft(broken);
    expect(read.card).toBeNull();
    expect(read.problems['characteristics.0.bins.1']).toBeDefined();
    expect(read.problems['cutoffs.1.minScore']).toBe('Grade B needs fewer points than grade A.');
  });

  it('refuses a bound that is not a whole number, beside its bin', () => {
    const draft = withBins(draftOfScorecard(CARD), 0, (bins) =>
      bins.map((bin, b) => (b === 0 ? { ...bin, max: 'x' } : bin)),
    );
    expect(readScorecardDraft(draft).problems['characteristics.0.bins.0']).toBe(
      'Bounds are whole numbers, or blank for none.',
    );
  });

  it('reads categories typed as words, with commas and spaces, as the codes the server scores', () => {
    const draft = withBins(draftOfScorecard(CARD), 1, (bins) =>
      bins.map((bin, b) => (b === 1 ? { ...bin, categories: ' Self employed ,contract,' } : bin)),
    );
    expect(draftOfScorecard(CARD).characteristics[1]?.bins[1]?.categories).toBe(
      'Self employed, Contract',
    );
    const read = readScorecardDraft(draft);
    expect(read.card?.characteristics[1]?.bins[1]?.categories).toEqual([
      'SELF_EMPLOYED',
      'CONTRACT',
    ]);
  });
});

describe('money bounds', () => {
  it('shows kobo bounds of income and balance in whole naira and reads them back in kobo', () => {
    const card: ScorecardDefinition = {
      ...CARD,
      characteristics: [
        {
          characteristic: 'MONTHLY_INCOME',
          bins: [
            { label: 'Under ₦100,000', min: null, max: 10_000_000, points: 0 },
            { label: '₦100,000 and over', min: 10_000_000, max: null, points: 15 },
          ],
        },
      ],
    };
    const draft = draftOfScorecard(card);
    expect(draft.characteristics[0]?.bins[1]?.min).toBe('100,000');
    expect(readScorecardDraft(draft).card).toEqual(card);
    const typed = withBins(draft, 0, (bins) =>
      bins.map((bin, b) => (b === 1 ? { ...bin, min: '100000' } : bin)),
    );
    expect(readScorecardDraft(typed).card).toEqual(card);
  });
});
