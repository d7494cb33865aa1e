import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../api/customers.api';
import { decodeListSearch, encodeListSearch } from '../../components/list-page/list-search';
import { sortRows } from '../../components/list-page/sort-rows';
import { CUSTOMER_LIST, customerQuery, customerSortValue } from './customer-list';

describe('the Customers list in the address bar', () => {
  it('reads the search, the type and the page, sorted by name by default', () => {
    expect(decodeListSearch('?q=ade&customerType=corporate&page=2', CUSTOMER_LIST)).toEqual({
      filters: { q: 'ade', customerType: 'CORPORATE' },
      sort: { key: 'displayName', direction: 'ascending' },
      page: 2,
    });
  });

  it('writes the name order as nothing, and another order as the column', () => {
    const byName = decodeListSearch('', CUSTOMER_LIST);
    expect(encodeListSearch(byName, CUSTOMER_LIST)).toBe('');
    const byNumber = {
      ...byName,
      sort: { key: 'customerNumber', direction: 'descending' },
    } as const;
    expect(encodeListSearch(byNumber, CUSTOMER_LIST)).toBe('sort=customerNumber&order=desc');
  });

  it('asks the server for the filters and the page, not the sort', () => {
    const state = decodeListSearch('q=ade&sort=phone&page=3', CUSTOMER_LIST);
    expect(customerQuery(state)).toEqual({ q: 'ade', page: 3 });
  });
});

describe('sorting a page of customers', () => {
  const customer = (customerNumber: string, branchId: string | null) =>
    ({ customerNumber, branchId }) as Customer;
  const names: Record<string, string> = { 'b-1': 'Lagos Head Office', 'b-2': 'Abuja Branch' };
  const sortValue = (row: Customer, key: string) =>
    customerSortValue(row, key, (id) => (id ? (names[id] ?? id) : 'Head office'));

  it('sorts by the branch name shown, a customer without a branch as Head office', () => {
    const rows = [customer('1', 'b-1'), customer('2', null), customer('3', 'b-2')];
    const sorted = sortRows(rows, { key: 'branch', direction: 'ascending' }, sortValue);
    expect(sorted.map((row) => row.customerNumber)).toEqual(['3', '2', '1']);
  });
});
