import type { NipTransferQuery, NipTransferStatus } from '../../../api/nip.api';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import {
  dateFilter,
  type FilterValues,
  type ListSpec,
  type ListState,
  oneOfFilter,
  textFilter,
} from '../../components/list-page/list-search';
import { NIP_STATUSES } from './nip-status';

/** The longest search text; the contract's `q` allows no more. */
export const NIP_SEARCH_MAX_LENGTH = 120;

export type NipTransferFilter = 'q' | 'status' | 'from' | 'to';

/**
 * Recent transfers in the address bar: `/nip?status=SENT&from=…&to=…&q=…&page=2`. They come
 * newest first, the order a teller reads them in.
 */
export const NIP_TRANSFER_LIST: ListSpec<NipTransferFilter> = {
  filters: {
    q: textFilter(NIP_SEARCH_MAX_LENGTH),
    status: oneOfFilter(NIP_STATUSES),
    from: dateFilter,
    to: dateFilter,
  },
};

export function nipTransferQuery(state: ListState<NipTransferFilter>): NipTransferQuery {
  const { q, status, from, to } = state.filters;
  return {
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
    ...(q && { q }),
    ...(status && { status: status as NipTransferStatus }),
    ...(from && { from }),
    ...(to && { to }),
  };
}

/** A date range the other way round cannot be searched; the end date's field says why. */
export function nipDateRangeError(filters: FilterValues<'from' | 'to'>): string | undefined {
  const { from, to } = filters;
  return from && to && from > to ? 'The start date is after the end date.' : undefined;
}
