import { INSTALMENT_STATE_WORDS, LOAN_STATUS_WORDS } from '../../../policies/loan-words';
/**
 * The words and tones the lending screens show for the codes the server answers with. A code
 * this list does not know yet is shown in words made from the code itself, never hidden.
 */

export type Tone = 'good' | 'warning' | 'danger' | 'neutral';

interface Word {
  readonly label: string;
  readonly tone: Tone;
}

/** Each code's tone here with its words from policies, shared with the printed documents. */
function withWords(
  tones: Readonly<Record<string, Tone>>,
  words: Readonly<Record<string, string>>,
): Readonly<Record<string, Word>> {
  return Object.fromEntries(
    Object.entries(tones).map(([code, tone]) => [code, { label: words[code] ?? code, tone }]),
  );
}

const LOAN_STATUS_TONES: Readonly<Record<string, Tone>> = {
  APPROVED: 'warning',
  ACTIVE: 'good',
  CLOSED_OBLIGATIONS_MET: 'neutral',
  CLOSED_LIQUIDATED: 'neutral',
  CLOSED_TOPPED_UP: 'neutral',
  WRITTEN_OFF: 'danger',
  CANCELLED: 'neutral',
};

const LOAN_STATUS = withWords(LOAN_STATUS_TONES, LOAN_STATUS_WORDS);

const APPLICATION_STATUS: Readonly<Record<string, Word>> = {
  DRAFT: { label: 'Draft', tone: 'neutral' },
  SUBMITTED: { label: 'Submitted', tone: 'warning' },
  SCORED: { label: 'Scored', tone: 'warning' },
  UNDER_REVIEW: { label: 'Under review', tone: 'warning' },
  PENDING_APPROVAL: { label: 'Pending approval', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'good' },
  DISBURSED: { label: 'Disbursed', tone: 'good' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  RETURNED: { label: 'Returned', tone: 'warning' },
  WITHDRAWN: { label: 'Withdrawn', tone: 'neutral' },
};

const INSTALMENT_STATE_TONES: Readonly<Record<string, Tone>> = {
  PAID: 'good',
  SETTLED: 'neutral',
  WRITTEN_OFF: 'danger',
  PARTLY_PAID: 'warning',
  PARTIALLY_PAID: 'warning',
  DUE: 'warning',
  OVERDUE: 'danger',
  UPCOMING: 'neutral',
  NOT_DUE: 'neutral',
  WAIVED: 'neutral',
};

const INSTALMENT_STATE = withWords(INSTALMENT_STATE_TONES, INSTALMENT_STATE_WORDS);

/** 'PARTLY_PAID' gives 'Partly paid': the words of a code no list here knows yet. */
export function wordsOfCode(code: string | null | undefined): string {
  if (!code) return '—';
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function lookUp(list: Readonly<Record<string, Word>>, code: string | null | undefined): Word {
  return (code && list[code]) || { label: wordsOfCode(code), tone: 'neutral' };
}

export const loanStatusWord = (status: string | null | undefined): Word =>
  lookUp(LOAN_STATUS, status);

export const applicationStatusWord = (status: string | null | undefined): Word =>
  lookUp(APPLICATION_STATUS, status);

export const instalmentStateWord = (state: string | null | undefined): Word =>
  lookUp(INSTALMENT_STATE, state);

/** The loan statuses the list filters by, in the order of a loan's life. */
export const LOAN_STATUSES = Object.keys(LOAN_STATUS);
export const APPLICATION_STATUSES = Object.keys(APPLICATION_STATUS);

const PRUDENTIAL_CLASS: Readonly<Record<string, string>> = {
  PERFORMING: 'Performing',
  PASS_AND_WATCH: 'Pass & Watch',
  SUBSTANDARD: 'Substandard',
  DOUBTFUL: 'Doubtful',
  LOST: 'Lost',
};

/** The CBN prudential class as the guidelines name it: 'Pass & Watch' for PASS_AND_WATCH. */
export function prudentialClassWords(code: string | null | undefined): string {
  return (code && PRUDENTIAL_CLASS[code]) || wordsOfCode(code);
}

/**
 * Why a loan has no CBN class or delinquency bucket, or null when it has them. Only a loan out
 * with the customer is classified: one not disbursed yet owes nothing, a closed one nothing more,
 * so the server's PERFORMING for them would say something untrue.
 */
export function unclassifiedReason(status: string): string | null {
  if (status === 'ACTIVE') return null;
  if (status === 'APPROVED' || status === 'CANCELLED') return 'Not disbursed yet';
  return status === 'WRITTEN_OFF' ? 'Written off' : 'Closed';
}

/**
 * The CBN prudential class's tone: performing is good, watch-listed a warning, the classified
 * ones (substandard, doubtful, lost) danger.
 */
export function classTone(cbnClass: string | null | undefined): Tone {
  const code = (cbnClass ?? '').toUpperCase();
  if (code === '' || code === 'PERFORMING') return 'good';
  if (code.includes('WATCH')) return 'warning';
  return 'danger';
}

/** Days past due as staff say it: 'Current' at 0, else '12 days'. */
export function daysPastDueText(days: number | null | undefined): string {
  if (!days || days <= 0) return 'Current';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The delinquency bucket in words: 'Current', or '1-30 days' past due. */
export function bucketWords(bucket: string | null | undefined): string {
  if (!bucket || bucket === 'CURRENT') return 'Current';
  return `${bucket} days`;
}
