/**
 * The words and tones the lending screens show for the codes the server answers with. A code
 * this list does not know yet is shown in words made from the code itself, never hidden.
 */

export type Tone = 'good' | 'warning' | 'danger' | 'neutral';

interface Word {
  readonly label: string;
  readonly tone: Tone;
}

const LOAN_STATUS: Readonly<Record<string, Word>> = {
  APPROVED: { label: 'Approved', tone: 'warning' },
  ACTIVE: { label: 'Active', tone: 'good' },
  CLOSED_OBLIGATIONS_MET: { label: 'Closed (repaid)', tone: 'neutral' },
  CLOSED_LIQUIDATED: { label: 'Closed (liquidated)', tone: 'neutral' },
  CLOSED_TOPPED_UP: { label: 'Closed (topped up)', tone: 'neutral' },
  WRITTEN_OFF: { label: 'Written off', tone: 'danger' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
};

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

const INSTALMENT_STATE: Readonly<Record<string, Word>> = {
  PAID: { label: 'Paid', tone: 'good' },
  SETTLED: { label: 'Paid off early', tone: 'neutral' },
  WRITTEN_OFF: { label: 'Written off', tone: 'danger' },
  PARTLY_PAID: { label: 'Partly paid', tone: 'warning' },
  PARTIALLY_PAID: { label: 'Partly paid', tone: 'warning' },
  DUE: { label: 'Due', tone: 'warning' },
  OVERDUE: { label: 'Overdue', tone: 'danger' },
  UPCOMING: { label: 'Upcoming', tone: 'neutral' },
  NOT_DUE: { label: 'Not due', tone: 'neutral' },
  WAIVED: { label: 'Waived', tone: 'neutral' },
};

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
