import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  debtServiceRatioBp,
  gradeOf,
  monthlyEquivalentKobo,
  monthsBetween,
  type ScorecardDefinition,
  type ScoringFacts,
  scoreApplication,
  scorecardProblems,
} from './credit-score';

const CUTOFFS: ScorecardDefinition['cutoffs'] = [
  { grade: 'A', minScore: 80, decision: 'APPROVE' },
  { grade: 'B', minScore: 60, decision: 'APPROVE' },
  { grade: 'C', minScore: 40, decision: 'REFER' },
  { grade: 'D', minScore: 20, decision: 'REFER' },
  { grade: 'E', minScore: 0, decision: 'DECLINE' },
];

const CARD: ScorecardDefinition = {
  name: 'Retail',
  characteristics: [
    {
      characteristic: 'AGE',
      bins: [
        { label: 'under 25', max: 25, points: 5 },
        { label: '25 to 59', min: 25, max: 60, points: 20 },
        { label: '60 and over', min: 60, points: 10 },
      ],
    },
    {
      characteristic: 'EMPLOYMENT_TYPE',
      bins: [
        { label: 'Salaried', categories: ['SALARIED'], points: 30 },
        { label: 'Own account', categories: ['SELF_EMPLOYED', 'BUSINESS_OWNER'], points: 20 },
      ],
    },
    {
      characteristic: 'DEBT_SERVICE_RATIO',
      bins: [
        { label: 'up to 33%', max: 3_301, points: 40 },
        { label: '33% to 50%', min: 3_301, max: 5_001, points: 15 },
        { label: 'over 50%', min: 5_001, points: -20 },
      ],
    },
  ],
  cutoffs: CUTOFFS,
};

const FACTS: ScoringFacts = {
  AGE: 34,
  EMPLOYMENT_TYPE: 'SALARIED',
  MONTHLY_INCOME: 50_000_000,
  DEBT_SERVICE_RATIO: 2_500,
  MONTHS_AS_CUSTOMER: 18,
  KYC_TIER: '3',
  AVERAGE_BALANCE: 10_000_000,
  MAX_DAYS_IN_ARREARS: 0,
};

describe('scoreApplication', () => {
  it('adds the points of the bin each value falls in and grades the total', () => {
    const score = scoreApplication(CARD, FACTS);
    expect(score.lines).toEqual([
      { characteristic: 'AGE', value: 34, binLabel: '25 to 59', points: 20 },
      { characteristic: 'EMPLOYMENT_TYPE', value: 'SALARIED', binLabel: 'Salaried', points: 30 },
      { characteristic: 'DEBT_SERVICE_RATIO', value: 2_500, binLabel: 'up to 33%', points: 40 },
    ]);
    expect(score).toMatchObject({ totalPoints: 90, grade: 'A', decision: 'APPROVE' });
  });

  it('takes a range as including its minimum and excluding its maximum', () => {
    const at = (age: number) => scoreApplication(CARD, { ...FACTS, AGE: age }).lines[0]?.binLabel;
    expect([at(24), at(25), at(59), at(60)]).toEqual([
      'under 25',
      '25 to 59',
      '25 to 59',
      '60 and over',
    ]);
  });

  it('gives no points to an unknown value or one outside every bin, and can go negative', () => {
    const score = scoreApplication(CARD, {
      ...FACTS,
      AGE: null,
      EMPLOYMENT_TYPE: 'UNEMPLOYED',
      DEBT_SERVICE_RATIO: 9_000,
    });
    expect(score.lines.map((line) => [line.binLabel, line.points])).toEqual([
      [null, 0],
      [null, 0],
      ['over 50%', -20],
    ]);
    expect(score).toMatchObject({ totalPoints: -20, grade: 'E', decision: 'DECLINE' });
  });

  it('grades on the cut-offs, the lowest grade taking every total below them', () => {
    expect([80, 79, 60, 40, 39, 20, 0, -500].map((total) => gradeOf(CUTOFFS, total).grade)).toEqual(
      ['A', 'B', 'B', 'C', 'D', 'D', 'E', 'E'],
    );
  });
});

describe('debt service ratio and the facts behind it', () => {
  it('is existing obligations plus the new instalment over income, in basis points, half-even', () => {
    expect(debtServiceRatioBp(30_000_000, 5_000_000, 5_000_000)).toBe(3_333);
    expect(debtServiceRatioBp(8, 0, 1)).toBe(1_250);
    // Half a basis point goes to the even neighbour: 0.5 to 0, 1.5 to 2.
    expect(debtServiceRatioBp(20_000, 0, 1)).toBe(0);
    expect(debtServiceRatioBp(20_000, 0, 3)).toBe(2);
    expect(debtServiceRatioBp(0, 1, 1)).toBeNull();
  });

  it('turns a weekly or daily instalment into a monthly one', () => {
    expect(monthlyEquivalentKobo(1_200_000, 1, 'MONTHS')).toBe(1_200_000);
    expect(monthlyEquivalentKobo(1_200_000, 3, 'MONTHS')).toBe(400_000);
    expect(monthlyEquivalentKobo(120_000, 1, 'WEEKS')).toBe(520_000);
    expect(monthlyEquivalentKobo(1_200, 1, 'DAYS')).toBe(36_500);
  });

  it('counts whole years of age and whole months as a customer', () => {
    expect(ageInYears('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageInYears('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageInYears(null, '2026-06-15')).toBeNull();
    expect(monthsBetween('2025-01-31', '2026-01-30')).toBe(11);
    expect(monthsBetween('2025-01-31', '2026-01-31')).toBe(12);
    expect(monthsBetween('2027-01-01', '2026-01-01')).toBe(0);
  });
});

describe('scorecardProblems', () => {
  it('accepts a well-formed scorecard', () => {
    expect(scorecardProblems(CARD)).toEqual([]);
  });

  it('refuses overlapping ranges and a category in two bins', () => {
    const overlapping: ScorecardDefinition = {
      ...CARD,
      characteristics: [
        {
          characteristic: 'AGE',
          bins: [
            { label: 'young', max: 30, points: 1 },
            { label: 'older', min: 29, points: 2 },
          ],
        },
        {
          characteristic: 'EMPLOYMENT_TYPE',
          bins: [
            { label: 'a', categories: ['SALARIED'], points: 1 },
            { label: 'b', categories: ['SALARIED'], points: 2 },
          ],
        },
      ],
    };
    expect(scorecardProblems(overlapping).map((p) => p.message)).toEqual([
      'Bins may not overlap.',
      'SALARIED is in two bins.',
    ]);
  });

  it('refuses cut-offs out of order, a characteristic twice and points beyond the limit', () => {
    const card: ScorecardDefinition = {
      ...CARD,
      characteristics: [
        { characteristic: 'AGE', bins: [{ label: 'all', points: 5_000 }] },
        { characteristic: 'AGE', bins: [{ label: 'all', points: 1 }] },
      ],
      cutoffs: [CUTOFFS[0], CUTOFFS[2], CUTOFFS[1], CUTOFFS[3], CUTOFFS[4]].filter(
        (c) => c !== undefined,
      ),
    };
    const fields = scorecardProblems(card).map((p) => p.field);
    expect(fields).toEqual([
      'characteristics.0.bins.0',
      'characteristics.1',
      'cutoffs',
      'cutoffs.2.minScore',
    ]);
  });

  it('refuses an empty range and an empty scorecard', () => {
    const empty = { ...CARD, name: ' ', characteristics: [] };
    expect(scorecardProblems(empty).map((p) => p.field)).toEqual(['name', 'characteristics']);
    const backwards: ScorecardDefinition = {
      ...CARD,
      characteristics: [
        { characteristic: 'AGE', bins: [{ label: 'x', min: 30, max: 30, points: 1 }] },
      ],
    };
    expect(scorecardProblems(backwards).map((p) => p.message)).toEqual([
      'The minimum is below the maximum.',
    ]);
  });
});
