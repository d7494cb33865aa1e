import type { ScorecardDefinition } from '../../policies/credit-score';

const NAIRA = 100;

/**
 * The demo's retail scorecard, in the shape Nigerian microfinance lenders commonly use: a
 * salaried applicant of working age with a debt service ratio under a third, some history with
 * the bank and a clean bureau record reaches grade A or B; a ratio over half or 90 days in arrears
 * sinks any application. Points sum to at most 100.
 */
export const DEFAULT_SCORECARD: ScorecardDefinition = {
  name: 'Retail and micro loans',
  characteristics: [
    {
      characteristic: 'AGE',
      bins: [
        { label: 'Under 21', max: 21, points: 0 },
        { label: '21 to 29', min: 21, max: 30, points: 6 },
        { label: '30 to 54', min: 30, max: 55, points: 12 },
        { label: '55 to 64', min: 55, max: 65, points: 6 },
        { label: '65 and over', min: 65, points: 0 },
      ],
    },
    {
      characteristic: 'EMPLOYMENT_TYPE',
      bins: [
        { label: 'Salaried', categories: ['SALARIED'], points: 15 },
        { label: 'Own business', categories: ['BUSINESS_OWNER', 'SELF_EMPLOYED'], points: 10 },
        { label: 'Contract or retired', categories: ['CONTRACT', 'RETIRED'], points: 5 },
        { label: 'Unemployed', categories: ['UNEMPLOYED'], points: 0 },
      ],
    },
    {
      characteristic: 'MONTHLY_INCOME',
      bins: [
        { label: 'Under ₦70,000', max: 70_000 * NAIRA, points: 0 },
        { label: '₦70,000 to ₦249,999', min: 70_000 * NAIRA, max: 250_000 * NAIRA, points: 5 },
        { label: '₦250,000 to ₦999,999', min: 250_000 * NAIRA, max: 1_000_000 * NAIRA, points: 8 },
        { label: '₦1,000,000 and over', min: 1_000_000 * NAIRA, points: 10 },
      ],
    },
    {
      characteristic: 'DEBT_SERVICE_RATIO',
      bins: [
        { label: 'Up to 33%', max: 3_301, points: 20 },
        { label: 'Over 33% to 40%', min: 3_301, max: 4_001, points: 12 },
        { label: 'Over 40% to 50%', min: 4_001, max: 5_001, points: 5 },
        { label: 'Over 50%', min: 5_001, points: -20 },
      ],
    },
    {
      characteristic: 'MONTHS_AS_CUSTOMER',
      bins: [
        { label: 'Under 6 months', max: 6, points: 0 },
        { label: '6 to 23 months', min: 6, max: 24, points: 5 },
        { label: '2 years and more', min: 24, points: 10 },
      ],
    },
    {
      characteristic: 'KYC_TIER',
      bins: [
        { label: 'Tier 1', categories: ['1'], points: 0 },
        { label: 'Tier 2', categories: ['2'], points: 5 },
        { label: 'Tier 3', categories: ['3'], points: 8 },
      ],
    },
    {
      characteristic: 'AVERAGE_BALANCE',
      bins: [
        { label: 'Under ₦10,000', max: 10_000 * NAIRA, points: 0 },
        { label: '₦10,000 to ₦99,999', min: 10_000 * NAIRA, max: 100_000 * NAIRA, points: 5 },
        { label: '₦100,000 and over', min: 100_000 * NAIRA, points: 10 },
      ],
    },
    {
      characteristic: 'MAX_DAYS_IN_ARREARS',
      bins: [
        { label: 'Never late', max: 1, points: 15 },
        { label: '1 to 30 days', min: 1, max: 31, points: 5 },
        { label: '31 to 89 days', min: 31, max: 90, points: -10 },
        { label: '90 days or more', min: 90, points: -30 },
      ],
    },
  ],
  cutoffs: [
    { grade: 'A', minScore: 75, decision: 'APPROVE' },
    { grade: 'B', minScore: 60, decision: 'APPROVE' },
    { grade: 'C', minScore: 45, decision: 'REFER' },
    { grade: 'D', minScore: 30, decision: 'REFER' },
    { grade: 'E', minScore: 0, decision: 'DECLINE' },
  ],
};
