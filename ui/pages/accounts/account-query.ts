import type { Account, AccountFilters } from '../../../api/accounts.api';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import { ACCOUNT_STATUSES } from '../../../policies/deposit-account-status';
import {
  idFilter,
  type ListSpec,
  type ListState,
  oneOfFilter,
  textFilter,
} from '../../components/list-page/list-search';
import type { SortValue } from '../../components/list-page/sort-rows';

/** The longest search text; longer text is cut, as the search box allows no more. */
export const ACCOUNT_SEARCH_MAX_LENGTH = 120;

export type AccountFilter = 'q' | 'status' | 'productId';

export type AccountSortKey =
  | 'accountNumber'
  | 'name'
  | 'product'
  | 'branch'
  | 'status'
  | 'ledger'
  | 'available';

const SORT_KEYS: readonly AccountSortKey[] = [
  'accountNumber',
  'name',
  'product',
  'branch',
  'status',
  'ledger',
  'available',
];

/**
 * The Accounts list in the address bar: `/accounts?q=ade&status=ACTIVE&productId=…&page=2`. The
 * branch is not among them: the header's branch scopes the list, as it scopes the user's work.
 */
export const ACCOUNT_LIST: ListSpec<AccountFilter> = {
  filters: {
    q: textFilter(ACCOUNT_SEARCH_MAX_LENGTH),
    status: oneOfFilter(ACCOUNT_STATUSES),
    productId: idFilter,
  },
  sortKeys: SORT_KEYS,
};

/**
 * The call's filters for the list the address asks for, within the header's branch; null is 'All
 * branches', which sends no branch.
 */
export function accountFilters(
  state: ListState<AccountFilter>,
  branchId: string | null,
): AccountFilters {
  return {
    ...state.filters,
    ...(branchId ? { branchId } : {}),
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  } as AccountFilters;
}

/** What each column of the list sorts an account by; the branch by its name as shown. */
export function accountSortValue(
  account: Account,
  key: string,
  branchName: (id: string) => string,
): SortValue {
  switch (key as AccountSortKey) {
    case 'accountNumber':
      return account.accountNumber;
    case 'name':
      return account.name;
    case 'product':
      return account.productName;
    case 'branch':
      return branchName(account.branchId);
    case 'status':
      return account.status;
    case 'ledger':
      return account.ledgerBalanceKobo;
    case 'available':
      return account.availableBalanceKobo;
    default:
      return null;
  }
}
