import { describe, expect, it } from 'vitest';
import type { Account } from '../../../api/accounts.api';
import { decodeListSearch, encodeListSearch } from '../../components/list-page/list-search';
import { sortRows } from '../../components/list-page/sort-rows';
import {
  ACCOUNT_LIST,
  ACCOUNT_SEARCH_MAX_LENGTH,
  accountFilters,
  accountSortValue,
} from './account-query';

describe('the Accounts list in the address bar', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      decodeListSearch(
        '?q=%20ade%20&status=frozen&productId=p-1&sort=available&order=desc&page=3',
        ACCOUNT_LIST,
      ),
    ).toEqual({
      filters: { q: 'ade', status: 'FROZEN', productId: 'p-1' },
      sort: { key: 'available', direction: 'descending' },
      page: 3,
    });
  });

  it('ignores an unknown status, a malformed id, a branch and a bad page', () => {
    expect(
      decodeListSearch('status=OPEN&productId=a%20b&branchId=b-1&page=-2', ACCOUNT_LIST),
    ).toEqual({ filters: {}, sort: null, page: 1 });
  });

  it('cuts a search longer than the box allows', () => {
    const state = decodeListSearch(`q=${'9'.repeat(500)}`, ACCOUNT_LIST);
    expect(state.filters.q).toHaveLength(ACCOUNT_SEARCH_MAX_LENGTH);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    const state = {
      filters: { q: 'Okafor & Sons', status: 'ACTIVE', productId: 'p-1' },
      sort: null,
      page: 2,
    };
    const search = encodeListSearch(state, ACCOUNT_LIST);
    expect(search).toBe('q=Okafor+%26+Sons&status=ACTIVE&productId=p-1&page=2');
    expect(decodeListSearch(search, ACCOUNT_LIST)).toEqual(state);
  });
});

describe('the call for the list', () => {
  const state = { filters: { status: 'ACTIVE' }, sort: null, page: 2 };

  it("scopes the list to the header's branch", () => {
    expect(accountFilters(state, 'b-lagos')).toEqual({
      status: 'ACTIVE',
      branchId: 'b-lagos',
      page: 2,
      pageSize: 20,
    });
  });

  it("sends no branch for 'All branches'", () => {
    expect(accountFilters(state, null)).toEqual({ status: 'ACTIVE', page: 2, pageSize: 20 });
  });
});

describe('sorting a page of accounts', () => {
  const account = (accountNumber: string, branchId: string, availableBalanceKobo: number) =>
    ({ accountNumber, branchId, availableBalanceKobo }) as Account;
  const rows = [account('0000000002', 'b-2', 500), account('0000000001', 'b-1', -100)];
  const names: Record<string, string> = { 'b-1': 'Lagos Head Office', 'b-2': 'Abuja Branch' };
  const sortValue = (row: Account, key: string) =>
    accountSortValue(row, key, (id) => names[id] ?? id);

  it('sorts by the branch name shown and by amounts as numbers', () => {
    const byBranch = sortRows(rows, { key: 'branch', direction: 'ascending' }, sortValue);
    expect(byBranch.map((row) => row.branchId)).toEqual(['b-2', 'b-1']);
    const byAvailable = sortRows(rows, { key: 'available', direction: 'ascending' }, sortValue);
    expect(byAvailable.map((row) => row.accountNumber)).toEqual(['0000000001', '0000000002']);
  });
});
