import type {
  MaturityInstruction,
  TermDeposit,
  TermDepositStatus,
} from '../../../api/term-deposits.api';
import {
  TERM_DEPOSIT_STATUS_LABELS,
  TERM_DEPOSIT_STATUSES as TERM_DEPOSIT_STATUSES_IN_ORDER,
} from '../../../machines/term-deposit.machine';
import {
  enumLabel,
  MATURITY_INSTRUCTION_LABELS,
  TERM_PENALTY_LABELS,
} from '../../../policies/labels';

type Tone = 'good' | 'warning' | 'danger' | 'neutral';

/** The tone of each status's pill. */
const STATUS_TONES: Readonly<Record<TermDepositStatus, Tone>> = {
  PENDING_APPROVAL: 'warning',
  ACTIVE: 'good',
  MATURED: 'warning',
  PAID_OUT: 'neutral',
  ROLLED_OVER: 'neutral',
  LIQUIDATION_PENDING: 'warning',
  LIQUIDATED: 'danger',
  REJECTED: 'neutral',
};

/** A deposit's status as the lists and its page show it, with the pill's tone. */
export const TERM_DEPOSIT_STATUS_WORDS = Object.fromEntries(
  TERM_DEPOSIT_STATUSES_IN_ORDER.map((status) => [
    status,
    { label: TERM_DEPOSIT_STATUS_LABELS[status], tone: STATUS_TONES[status] },
  ]),
) as Readonly<Record<TermDepositStatus, { label: string; tone: Tone }>>;

export const TERM_DEPOSIT_STATUSES: readonly TermDepositStatus[] = TERM_DEPOSIT_STATUSES_IN_ORDER;

export const INSTRUCTION_WORDS: Readonly<Record<MaturityInstruction, string>> =
  MATURITY_INSTRUCTION_LABELS;

export const FUNDING_WORDS: Readonly<Record<TermDeposit['funding'], string>> = {
  ACCOUNT: 'From the account',
  CASH: 'Cash at the counter',
};

export const INTEREST_TYPE_WORDS = { SIMPLE: 'Simple', COMPOUND: 'Compound' } as const;

export const PAYOUT_WORDS = { AT_MATURITY: 'At maturity', PERIODIC: 'Periodic' } as const;

export const PENALTY_WORDS = TERM_PENALTY_LABELS;

/** The maturity profile's buckets in words. */
export const BUCKET_WORDS: Readonly<Record<string, string>> = {
  THIS_WEEK: 'This week',
  THIS_MONTH: 'This month',
  NEXT_90_DAYS: 'Next 90 days',
};

/** "30 days", "1 month", "12 months". */
export function tenorText(tenor: number, unit: 'DAYS' | 'MONTHS'): string {
  const word = unit === 'DAYS' ? 'day' : 'month';
  return `${tenor} ${word}${tenor === 1 ? '' : 's'}`;
}

/** "30–180 days". */
export function tenorRangeText(min: number, max: number, unit: 'DAYS' | 'MONTHS'): string {
  return `${min}–${max} ${unit === 'DAYS' ? 'days' : 'months'}`;
}

/** A yearly rate given as decimal text ("12.5"): "12.5% a year". */
export function rateText(rate: string | null | undefined): string {
  return rate ? `${rate}% a year` : '—';
}

/** Any other value of the contract in words. */
export const words = enumLabel;
