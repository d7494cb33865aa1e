import type { Customer } from '../../../api/customers.api';
import type { CustomerQueryInput } from '../../../policies/customer-query';
import {
  type ListSpec,
  type ListState,
  oneOfFilter,
  textFilter,
} from '../../components/list-page/list-search';
import type { SortValue } from '../../components/list-page/sort-rows';

/** The longest search text; the search box allows no more. */
export const CUSTOMER_SEARCH_MAX_LENGTH = 120;

export type CustomerFilter = 'q' | 'customerType';

/**
 * The Customers list in the address bar (`/customers?q=ade&customerType=CORPORATE&page=2`, as
 * SPEC.md section 7 names the query), sorted by name unless a column head says otherwise.
 */
export const CUSTOMER_LIST: ListSpec<CustomerFilter> = {
  filters: {
    q: textFilter(CUSTOMER_SEARCH_MAX_LENGTH),
    customerType: oneOfFilter(['INDIVIDUAL', 'CORPORATE']),
  },
  sortKeys: ['displayName', 'customerNumber', 'customerType', 'phone', 'branch', 'createdAt'],
  defaultSort: { key: 'displayName', direction: 'ascending' },
};

/** The call's query for the list the address asks for (the page size is the default). */
export function customerQuery(state: ListState<CustomerFilter>): CustomerQueryInput {
  return { ...state.filters, page: state.page };
}

/** What each column sorts a customer by; the branch by its name as shown. */
export function customerSortValue(
  customer: Customer,
  key: string,
  branchName: (id: string | null) => string,
): SortValue {
  switch (key) {
    case 'displayName':
    case 'customerNumber':
    case 'customerType':
    case 'phone':
    case 'createdAt':
      return customer[key];
    case 'branch':
      return branchName(customer.branchId);
    default:
      return null;
  }
}
