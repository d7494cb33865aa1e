import type { CustomerOverview } from '../../../api/customers.api';
import { NIP_STATUS_WORDS } from '../../../machines/nip-transfer.machine';
import { TERM_DEPOSIT_STATUS_LABELS } from '../../../machines/term-deposit.machine';
import { enumLabel } from '../../../policies/labels';
import { loanStatusWords } from '../../../policies/loan-words';

/**
 * The words and tones a customer's page shows for the codes of the overview: statuses of the
 * customer and of what they hold, the tier, masked identity numbers and the address.
 */

export type Tone = 'good' | 'warning' | 'danger' | 'neutral';

export interface Word {
  readonly label: string;
  readonly tone: Tone;
}

type Overview = CustomerOverview;
type AccountItem = NonNullable<Overview['accounts']>['items'][number];
type LoanItem = NonNullable<Overview['loans']>['items'][number];
type ApplicationItem = NonNullable<Overview['creditApplications']>['items'][number];
type TransferItem = NonNullable<Overview['nipTransfers']>['items'][number];
type TermDepositItem = NonNullable<Overview['termDeposits']>['items'][number];

const CUSTOMER_TONES: Readonly<Record<string, Tone>> = {
  ACTIVE: 'good',
  INACTIVE: 'warning',
  BLACKLISTED: 'danger',
};

const ACCOUNT_TONES: Readonly<Record<string, Tone>> = {
  ACTIVE: 'good',
  DORMANT: 'warning',
  FROZEN: 'danger',
};

const LOAN_TONES: Readonly<Record<string, Tone>> = {
  APPROVED: 'warning',
  ACTIVE: 'good',
  WRITTEN_OFF: 'danger',
};

const APPLICATION_TONES: Readonly<Record<string, Tone>> = {
  SUBMITTED: 'warning',
  SCORED: 'warning',
  UNDER_REVIEW: 'warning',
  PENDING_APPROVAL: 'warning',
  RETURNED: 'warning',
  APPROVED: 'good',
  DISBURSED: 'good',
  REJECTED: 'danger',
};

const TRANSFER_TONES: Readonly<Record<string, Tone>> = {
  AWAITING_APPROVAL: 'warning',
  MANUAL_REVIEW: 'warning',
  SUCCESSFUL: 'good',
  FAILED: 'danger',
  REJECTED: 'danger',
};

export const customerStatusWord = (status: string): Word => ({
  label: enumLabel(status),
  tone: CUSTOMER_TONES[status] ?? 'neutral',
});

export const accountStatusWord = (status: AccountItem['status']): Word => ({
  label: enumLabel(status),
  tone: ACCOUNT_TONES[status] ?? 'neutral',
});

export const loanStatusWord = (status: LoanItem['status']): Word => ({
  label: loanStatusWords(status),
  tone: LOAN_TONES[status] ?? 'neutral',
});

export const applicationStatusWord = (status: ApplicationItem['status']): Word => ({
  label: enumLabel(status),
  tone: APPLICATION_TONES[status] ?? 'neutral',
});

export const transferStatusWord = (status: TransferItem['status']): Word => ({
  label: NIP_STATUS_WORDS[status] ?? enumLabel(status),
  tone: TRANSFER_TONES[status] ?? 'neutral',
});

const TERM_DEPOSIT_TONES: Readonly<Record<string, Tone>> = {
  ACTIVE: 'good',
  PENDING_APPROVAL: 'warning',
  MATURED: 'warning',
  LIQUIDATION_PENDING: 'warning',
  LIQUIDATED: 'danger',
};

export const termDepositStatusWord = (status: NonNullable<TermDepositItem['status']>): Word => ({
  label: TERM_DEPOSIT_STATUS_LABELS[status] ?? enumLabel(status),
  tone: TERM_DEPOSIT_TONES[status] ?? 'neutral',
});

/** CBN's tiered KYC level in words: "Tier 2". */
export const tierWords = (tier: number): string => `Tier ${tier}`;

/**
 * A BVN or NIN as staff may read it on a screen anyone behind them can see: only its last four
 * digits, the rest as dots.
 */
export function maskedIdentityNumber(value: string | null | undefined): string {
  if (!value) return 'Not given';
  const shown = value.slice(-4);
  return `${'•'.repeat(Math.max(value.length - 4, 0))}${shown}`;
}

/** A state of Nigeria in words: "Akwa Ibom", "FCT Abuja". */
export function stateWords(state: string): string {
  if (state === 'FCT') return 'FCT Abuja';
  return state
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
}

export interface PostalAddress {
  readonly line1: string;
  readonly line2?: string | undefined;
  readonly city: string;
  readonly lga?: string | undefined;
  readonly state: string;
}

/** The address as the lines of an envelope, empty parts left out. */
export function addressLines(address: PostalAddress): string[] {
  const place = [address.city, address.lga, stateWords(address.state)].filter(Boolean).join(', ');
  return [address.line1, address.line2 ?? '', place].filter((line) => line.trim() !== '');
}

export const genderWords = (gender: string): string =>
  gender === 'FEMALE' ? 'Female' : gender === 'MALE' ? 'Male' : enumLabel(gender);

/** "Showing 50 of 63." under a list the overview cut short; nothing when it holds them all. */
export function moreNote(section: { items: readonly unknown[]; total: number }): string | null {
  return section.total > section.items.length
    ? `Showing the latest ${section.items.length} of ${section.total}.`
    : null;
}
