import type { ExpenseQuery, ExpenseStatus } from '../../../api/expenses.api';
import { EXPENSE_STATUSES } from '../../../machines/expense.machine';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import {
  dateFilter,
  idFilter,
  type ListSpec,
  type ListState,
  oneOfFilter,
  textFilter,
} from '../../components/list-page/list-search';

/** An expense's status in words, with the tone of its pill. */
export const EXPENSE_STATUS_WORDS: Readonly<
  Record<ExpenseStatus, { label: string; tone: 'good' | 'warning' | 'danger' | 'neutral' }>
> = {
  PENDING: { label: 'Awaiting approval', tone: 'warning' },
  POSTED: { label: 'Posted', tone: 'good' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
};

/** A pending expense reads with the level it waits for. */
export function statusWords(expense: { status: ExpenseStatus; awaitingLevel: number | null }) {
  const words = EXPENSE_STATUS_WORDS[expense.status];
  if (expense.status !== 'PENDING' || expense.awaitingLevel === null) return words;
  return { ...words, label: `Awaiting approval (level ${expense.awaitingLevel})` };
}

export const STATUS_OPTIONS = EXPENSE_STATUSES.map((status) => ({
  value: status,
  label: EXPENSE_STATUS_WORDS[status].label,
}));

export type ExpenseFilter = 'status' | 'branchId' | 'payee' | 'from' | 'to';

/** The list's filters in the address bar: `/expenses?status=POSTED&payee=…&page=2`. */
export const EXPENSE_LIST: ListSpec<ExpenseFilter> = {
  filters: {
    status: oneOfFilter(EXPENSE_STATUSES),
    branchId: idFilter,
    payee: textFilter(120),
    from: dateFilter,
    to: dateFilter,
  },
};

export function expenseQuery(state: ListState<ExpenseFilter>): ExpenseQuery {
  const { status, ...rest } = state.filters;
  return {
    ...rest,
    ...(status && { status: status as ExpenseStatus }),
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
