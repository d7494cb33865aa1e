import { describe, expect, it } from 'vitest';
import type { User } from '../../../api/users.api';
import { decodeListSearch, encodeListSearch } from '../../components/list-page/list-search';
import { sortRows } from '../../components/list-page/sort-rows';
import { USER_LIST, userQuery, userSortValue } from './user-list';

describe('the Users list in the address bar', () => {
  it('reads the search, the status, the sort and the page, and writes them back', () => {
    const search = 'q=ada&status=DISABLED&sort=lastSignIn&order=desc&page=2';
    const state = decodeListSearch(search, USER_LIST);
    expect(state).toEqual({
      filters: { q: 'ada', status: 'DISABLED' },
      sort: { key: 'lastSignIn', direction: 'descending' },
      page: 2,
    });
    expect(encodeListSearch(state, USER_LIST)).toBe(search);
  });

  it('asks the server for the filters and the page with the default size', () => {
    const state = decodeListSearch('status=active&page=3', USER_LIST);
    expect(userQuery(state)).toEqual({ status: 'ACTIVE', page: 3, pageSize: 20 });
  });
});

describe('sorting a page of users', () => {
  it('puts users who never signed in last, whichever way', () => {
    const user = (fullName: string, lastLoginAt: string | null) =>
      ({ fullName, lastLoginAt }) as User;
    const rows = [
      user('Never', null),
      user('Old', '2026-01-02T08:00:00Z'),
      user('New', '2026-03-01T08:00:00Z'),
    ];
    const sortValue = (row: User, key: string) => userSortValue(row, key, () => '');
    const down = sortRows(rows, { key: 'lastSignIn', direction: 'descending' }, sortValue);
    expect(down.map((row) => row.fullName)).toEqual(['New', 'Old', 'Never']);
    const up = sortRows(rows, { key: 'lastSignIn', direction: 'ascending' }, sortValue);
    expect(up.map((row) => row.fullName)).toEqual(['Old', 'New', 'Never']);
  });
});
