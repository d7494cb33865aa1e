import type { AccountFilters } from '../../../api/accounts.api';
import { ACCOUNT_STATUSES, type AccountStatus } from '../../../policies/deposit-account-status';
import { DEFAULT_PAGE_SIZE, normalisePage } from '../../../policies/constants';

/** The filters of the Accounts page, as the address bar keeps them. */
export interface AccountQuery {
  readonly q?: string;
  readonly status?: AccountStatus;
  readonly productId?: string;
  readonly branchId?: string;
  readonly page: number;
  readonly pageSize: number;
}

/** The longest search text; longer text is cut, as the search box allows no more. */
export const ACCOUNT_SEARCH_MAX_LENGTH = 120;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function isStatus(value: string): value is AccountStatus {
  return (ACCOUNT_STATUSES as readonly string[]).includes(value);
}

export interface AccountQueryInput {
  readonly q?: string | null | undefined;
  readonly status?: string | null | undefined;
  readonly productId?: string | null | undefined;
  readonly branchId?: string | null | undefined;
  readonly page?: number | string | null | undefined;
}

/**
 * The account search as typed or as read from the address bar: blank values dropped, the search
 * cut to the box's length, an unknown status or a malformed id ignored, the page a positive
 * integer, the page size the console's default.
 */
export function normaliseAccountQuery(input: AccountQueryInput): AccountQuery {
  const q = input.q?.trim().slice(0, ACCOUNT_SEARCH_MAX_LENGTH) ?? '';
  const status = input.status?.trim().toUpperCase() ?? '';
  const productId = input.productId?.trim() ?? '';
  const branchId = input.branchId?.trim() ?? '';
  return {
    ...(q ? { q } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(ID.test(productId) ? { productId } : {}),
    ...(ID.test(branchId) ? { branchId } : {}),
    page: input.page === undefined || input.page === null ? 1 : normalisePage(input.page),
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** The query of `/accounts?q=ade&status=ACTIVE&productId=…&branchId=…&page=2`. */
export function accountQueryFromSearch(search: string): AccountQuery {
  const params = new URLSearchParams(search);
  return normaliseAccountQuery({
    q: params.get('q'),
    status: params.get('status'),
    productId: params.get('productId'),
    branchId: params.get('branchId'),
    page: params.get('page'),
  });
}

/** The address bar's search for a query: only what is set, page 1 left out. */
export function searchFromAccountQuery(query: AccountQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.productId) params.set('productId', query.productId);
  if (query.branchId) params.set('branchId', query.branchId);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** The call's filters for a query (listAccounts drops the empty ones). */
export function accountFilters(query: AccountQuery): AccountFilters {
  return { ...query };
}
