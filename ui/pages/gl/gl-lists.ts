import type { JournalQuery } from '../../../api/journals.api';
import type { LedgerQuery } from '../../../api/ledger.api';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../policies/constants';
import { JOURNAL_REFERENCE_MAX_LENGTH } from '../../../policies/journal-balance';
import {
  dateFilter,
  type FilterValues,
  idFilter,
  type ListSpec,
  type ListState,
  textFilter,
} from '../../components/list-page/list-search';

export type JournalFilter = 'from' | 'to' | 'reference';

/**
 * The posted journals in the address bar: `/admin/journals?from=…&to=…&reference=…&page=2`. They
 * come newest first and are not sorted by column: posting order is what a ledger is read in.
 */
export const JOURNAL_LIST: ListSpec<JournalFilter> = {
  filters: {
    from: dateFilter,
    to: dateFilter,
    reference: textFilter(JOURNAL_REFERENCE_MAX_LENGTH),
  },
};

export function journalQuery(state: ListState<JournalFilter>): JournalQuery {
  return { ...state.filters, page: state.page, pageSize: DEFAULT_PAGE_SIZE };
}

export type LedgerFilter = 'accountId' | 'from' | 'to' | 'reference';

/** The ledger's lines in the address bar: `/admin/ledger?accountId=…&from=…&page=2`. */
export const LEDGER_LIST: ListSpec<LedgerFilter> = {
  filters: {
    accountId: idFilter,
    from: dateFilter,
    to: dateFilter,
    reference: textFilter(JOURNAL_REFERENCE_MAX_LENGTH),
  },
};

// A ledger is read in long runs: the largest page the contract allows.
export const LEDGER_PAGE_SIZE = MAX_PAGE_SIZE;

export function ledgerQuery(state: ListState<LedgerFilter>): LedgerQuery {
  return { ...state.filters, page: state.page, pageSize: LEDGER_PAGE_SIZE };
}

/** A date range the other way round cannot be searched; the end date's field says why. */
export function dateRangeError(filters: FilterValues<'from' | 'to'>): string | undefined {
  const { from, to } = filters;
  return from && to && from > to ? 'The start date is after the end date.' : undefined;
}
