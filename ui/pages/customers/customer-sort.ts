import type { Customer } from '../../../api/customers.api';

export type SortKey =
  | 'displayName'
  | 'customerNumber'
  | 'customerType'
  | 'phone'
  | 'branch'
  | 'createdAt';

/** The rows of one page in the order the user clicked, by text, without changing the page. */
export function sortCustomers(
  customers: readonly Customer[],
  key: SortKey,
  ascending: boolean,
  branchName: (id: string | null) => string,
): Customer[] {
  const value = (customer: Customer) =>
    key === 'branch' ? branchName(customer.branchId) : String(customer[key] ?? '');
  const sorted = [...customers].sort((a, b) => value(a).localeCompare(value(b), 'en-NG'));
  return ascending ? sorted : sorted.reverse();
}
