export {
  MATURITY_INSTRUCTION_LABELS as INSTRUCTION_WORDS,
  TERM_PENALTY_LABELS as PENALTY_WORDS,
} from '../../../policies/labels';

export const INTEREST_WORDS = { SIMPLE: 'Simple', COMPOUND: 'Compound' } as const;

export const PAYOUT_WORDS = { AT_MATURITY: 'At maturity', PERIODIC: 'Periodic' } as const;
