import { describe, expect, it } from 'vitest';
import {
  dateFilter,
  decodeListSearch,
  encodeListSearch,
  hasFilters,
  idFilter,
  type ListSpec,
  MAX_LIST_PAGE,
  oneOfFilter,
  textFilter,
  toggleSort,
} from './list-search';

const SPEC: ListSpec<'q' | 'status' | 'productId' | 'from'> = {
  filters: {
    q: textFilter(12),
    status: oneOfFilter(['ACTIVE', 'FROZEN']),
    productId: idFilter,
    from: dateFilter,
  },
  sortKeys: ['name', 'balance'],
};

const SORTED: ListSpec<'q'> = {
  filters: { q: textFilter(120) },
  sortKeys: ['name', 'number'],
  defaultSort: { key: 'name', direction: 'ascending' },
};

describe('decodeListSearch', () => {
  it('reads every filter, the sort and the page, with or without the question mark', () => {
    const state = {
      filters: { q: 'ade', status: 'FROZEN', productId: 'p-1', from: '2026-03-01' },
      sort: { key: 'balance', direction: 'descending' },
      page: 3,
    };
    const search =
      'q=%20ade%20&status=frozen&productId=p-1&from=2026-03-01&sort=balance&order=desc&page=3';
    expect(decodeListSearch(search, SPEC)).toEqual(state);
    expect(decodeListSearch(`?${search}`, SPEC)).toEqual(state);
  });

  it('starts on page 1 with no filter and the default sort', () => {
    expect(decodeListSearch('', SPEC)).toEqual({ filters: {}, sort: null, page: 1 });
    expect(decodeListSearch('', SORTED).sort).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('drops an unknown status, a malformed id or date, an unknown sort and a bad page', () => {
    expect(
      decodeListSearch(
        'status=OPEN&productId=a%20b&from=2026-02-30&sort=password&page=-2&other=1',
        SPEC,
      ),
    ).toEqual({ filters: {}, sort: null, page: 1 });
    expect(decodeListSearch('page=2.5', SPEC).page).toBe(1);
    expect(decodeListSearch('sort=secret', SORTED).sort).toEqual(SORTED.defaultSort);
  });

  it('cuts text to the box and caps the page', () => {
    const state = decodeListSearch(`q=${'9'.repeat(500)}&page=${10 ** 9}`, SPEC);
    expect(state.filters.q).toBe('9'.repeat(12));
    expect(state.page).toBe(MAX_LIST_PAGE);
  });
});

describe('encodeListSearch', () => {
  it('writes nothing for the first page with no filter and the default sort', () => {
    expect(encodeListSearch({ filters: {}, sort: null, page: 1 }, SPEC)).toBe('');
    expect(
      encodeListSearch({ filters: {}, sort: SORTED.defaultSort ?? null, page: 1 }, SORTED),
    ).toBe('');
  });

  it("writes the filters in the spec's order, then the sort and the page", () => {
    const search = encodeListSearch(
      {
        filters: { productId: 'p-1', q: 'Okafor & Son', status: 'ACTIVE' },
        sort: { key: 'name', direction: 'ascending' },
        page: 2,
      },
      SPEC,
    );
    expect(search).toBe('q=Okafor+%26+Son&status=ACTIVE&productId=p-1&sort=name&page=2');
  });

  it('reads back what it wrote', () => {
    const states = [
      { filters: { q: 'a+b=c?', from: '2026-01-31' }, sort: null, page: 7 },
      { filters: { status: 'FROZEN' }, sort: { key: 'balance', direction: 'descending' }, page: 1 },
    ] as const;
    for (const state of states) {
      expect(decodeListSearch(encodeListSearch(state, SPEC), SPEC)).toEqual(state);
    }
  });

  it('leaves out what the list would not read back', () => {
    const search = encodeListSearch(
      {
        filters: { q: '   ', status: 'OPEN' },
        sort: { key: 'password', direction: 'descending' },
        page: 0,
      },
      SPEC,
    );
    expect(search).toBe('');
  });
});

describe('toggleSort and hasFilters', () => {
  it('turns the same column round and starts another ascending', () => {
    expect(toggleSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    const ascending = { key: 'name', direction: 'ascending' } as const;
    expect(toggleSort(ascending, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(toggleSort(toggleSort(ascending, 'name'), 'name')).toEqual(ascending);
    expect(toggleSort(ascending, 'balance')).toEqual({ key: 'balance', direction: 'ascending' });
  });

  it('says whether any filter is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: '' })).toBe(false);
    expect(hasFilters({ q: 'ade' })).toBe(true);
  });
});

describe('filter readers', () => {
  it('read dates that name a real day only', () => {
    expect(dateFilter('2024-02-29')).toBe('2024-02-29');
    expect(dateFilter('2026-02-29')).toBeUndefined();
    expect(dateFilter('29/02/2024')).toBeUndefined();
  });

  it('read ids of the allowed characters and length only', () => {
    expect(idFilter(' b_2 ')).toBe('b_2');
    expect(idFilter('x'.repeat(65))).toBeUndefined();
    expect(idFilter("1' or '1")).toBeUndefined();
  });
});
