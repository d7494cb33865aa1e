import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SEARCH_MAX_LENGTH,
  accountQueryFromSearch,
  searchFromAccountQuery,
} from './account-query';

describe('the Accounts filters in the address bar', () => {
  it('reads every filter and the page', () => {
    expect(
      accountQueryFromSearch('?q=%20ade%20&status=frozen&productId=p-1&branchId=b_2&page=3'),
    ).toEqual({
      q: 'ade',
      status: 'FROZEN',
      productId: 'p-1',
      branchId: 'b_2',
      page: 3,
      pageSize: 20,
    });
  });

  it('starts on page 1 with no filter', () => {
    expect(accountQueryFromSearch('')).toEqual({ page: 1, pageSize: 20 });
  });

  it('ignores an unknown status, a malformed id and a bad page', () => {
    expect(
      accountQueryFromSearch('status=OPEN&productId=a%20b&branchId=&page=-2&pageSize=500'),
    ).toEqual({ page: 1, pageSize: 20 });
  });

  it('cuts a search longer than the box allows', () => {
    const query = accountQueryFromSearch(`q=${'9'.repeat(500)}`);
    expect(query.q).toHaveLength(ACCOUNT_SEARCH_MAX_LENGTH);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(searchFromAccountQuery({ page: 1, pageSize: 20 })).toBe('');
    const query = {
      q: 'Okafor & Sons',
      status: 'ACTIVE',
      productId: 'p-1',
      branchId: 'b-2',
      page: 2,
      pageSize: 20,
    } as const;
    const search = searchFromAccountQuery(query);
    expect(search).toBe('q=Okafor+%26+Sons&status=ACTIVE&productId=p-1&branchId=b-2&page=2');
    expect(accountQueryFromSearch(search)).toEqual(query);
  });
});
