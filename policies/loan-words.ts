import { enumLabel } from './labels';

/**
 * A loan's statuses and its instalments' states in the words staff read, on the loan's pages and
 * on its printed schedule and statement alike. A code not listed reads as words made from it.
 */
export const LOAN_STATUS_WORDS: Readonly<Record<string, string>> = {
  APPROVED: 'Approved',
  ACTIVE: 'Active',
  CLOSED_OBLIGATIONS_MET: 'Closed (repaid)',
  CLOSED_LIQUIDATED: 'Closed (liquidated)',
  CLOSED_TOPPED_UP: 'Closed (topped up)',
  WRITTEN_OFF: 'Written off',
  CANCELLED: 'Cancelled',
};

export const INSTALMENT_STATE_WORDS: Readonly<Record<string, string>> = {
  PAID: 'Paid',
  SETTLED: 'Paid off early',
  WRITTEN_OFF: 'Written off',
  PARTLY_PAID: 'Partly paid',
  PARTIALLY_PAID: 'Partly paid',
  DUE: 'Due',
  OVERDUE: 'Overdue',
  UPCOMING: 'Upcoming',
  NOT_DUE: 'Not due',
  WAIVED: 'Waived',
};

export const loanStatusWords = (status: string): string =>
  LOAN_STATUS_WORDS[status] ?? enumLabel(status);

export const instalmentStateWords = (state: string): string =>
  INSTALMENT_STATE_WORDS[state] ?? enumLabel(state);
