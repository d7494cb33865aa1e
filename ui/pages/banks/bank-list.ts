import type { Bank, BankCategory, BankQuery } from '../../../api/banks.api';
import {
  type ListSpec,
  type ListState,
  oneOfFilter,
  textFilter,
} from '../../components/list-page/list-search';
import type { SortValue } from '../../components/list-page/sort-rows';

/** The longest search text; the contract's `q` allows no more. */
export const BANK_SEARCH_MAX_LENGTH = 120;

/** Each category in words, in the order the filter offers them. */
export const CATEGORY_LABELS: Readonly<Record<BankCategory, string>> = {
  COMMERCIAL: 'Commercial bank',
  MERCHANT: 'Merchant bank',
  NON_INTEREST: 'Non-interest bank',
  MICROFINANCE: 'Microfinance bank',
  MORTGAGE: 'Mortgage bank',
  MOBILE_MONEY: 'Mobile money operator',
  PAYMENT_SERVICE: 'Payment service bank',
  OTHER: 'Other institution',
};

const CATEGORIES = Object.keys(CATEGORY_LABELS) as BankCategory[];

export type BankFilter = 'q' | 'category' | 'status';

/**
 * The Banks list in the address bar (`/banks?q=access&category=MICROFINANCE&status=ACTIVE`),
 * sorted by name unless a column head says otherwise.
 */
export const BANK_LIST: ListSpec<BankFilter> = {
  filters: {
    q: textFilter(BANK_SEARCH_MAX_LENGTH),
    category: oneOfFilter(CATEGORIES),
    status: oneOfFilter(['ACTIVE', 'INACTIVE']),
  },
  sortKeys: ['name', 'cbnCode', 'nipCode', 'category', 'active'],
  defaultSort: { key: 'name', direction: 'ascending' },
};

/** The call's query for the list the address asks for (the page size is the default). */
export function bankQuery(state: ListState<BankFilter>): BankQuery {
  const { q, category, status } = state.filters;
  return {
    page: state.page,
    ...(q && { q }),
    ...(category && { category: category as BankCategory }),
    ...(status && { active: status === 'ACTIVE' }),
  };
}

/** What each column sorts an institution by; the category by its words as shown. */
export function bankSortValue(bank: Bank, key: string): SortValue {
  switch (key) {
    case 'name':
    case 'cbnCode':
    case 'nipCode':
      return bank[key];
    case 'category':
      return CATEGORY_LABELS[bank.category];
    case 'active':
      return bank.active ? 'Active' : 'Inactive';
    default:
      return null;
  }
}
