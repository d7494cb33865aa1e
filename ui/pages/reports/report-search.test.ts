import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  fileQueryOf,
  pageCountOf,
  readReportSearch,
  reportQueryOf,
  toggleReportSort,
  writeReportSearch,
} from './report-search';

describe('the report in the address bar', () => {
  it('reads the parameters, sort, page and page size a link carries', () => {
    const search = readReportSearch(
      '?from=2026-11-01&to=2026-11-27&branchId=br-1&sort=amountKobo&direction=desc&page=3&pageSize=100',
    );
    expect(search).toEqual({
      parameters: { from: '2026-11-01', to: '2026-11-27', branchId: 'br-1' },
      sort: { key: 'amountKobo', direction: 'desc' },
      page: 3,
      pageSize: 100,
    });
  });

  it('drops what does not read cleanly, so the server default applies', () => {
    const search = readReportSearch(
      'asOf=2026-02-30&branchId=a%20b&sort=drop;table&page=0&pageSize=7&officerId=',
    );
    expect(search).toEqual({ parameters: {}, sort: null, page: 1, pageSize: 50 });
  });

  it('writes a search that reads back as the same report', () => {
    const search = readReportSearch('asOf=2026-11-27&productId=p9&sort=name&page=2&pageSize=25');
    const written = writeReportSearch(search);
    expect(written).toBe('asOf=2026-11-27&productId=p9&sort=name&page=2&pageSize=25');
    expect(readReportSearch(written)).toEqual(search);
  });

  it('leaves the defaults out of the address', () => {
    expect(writeReportSearch({ parameters: {}, sort: null, page: 1, pageSize: 50 })).toBe('');
  });

  it('asks the server for one page, and a file for every row in the same order', () => {
    const search = readReportSearch('asOf=2026-11-27&sort=code&direction=desc&page=4');
    expect(reportQueryOf(search)).toEqual({
      asOf: '2026-11-27',
      sort: 'code',
      direction: 'desc',
      page: 4,
      pageSize: 50,
    });
    expect(fileQueryOf(search)).toEqual({ asOf: '2026-11-27', sort: 'code', direction: 'desc' });
  });
});

describe('sorting by a column head', () => {
  it('starts a new column ascending and turns the same column round', () => {
    const first = toggleReportSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    expect(toggleReportSort(first, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(toggleReportSort({ key: 'name', direction: 'desc' }, 'code')).toEqual({
      key: 'code',
      direction: 'asc',
    });
  });

  it('tells assistive technology which column is sorted and which way', () => {
    expect(ariaSortOf({ key: 'name', direction: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSortOf({ key: 'name', direction: 'desc' }, 'name')).toBe('descending');
    expect(ariaSortOf({ key: 'name', direction: 'desc' }, 'code')).toBeUndefined();
    expect(ariaSortOf(null, 'code')).toBeUndefined();
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [1000, 25, 40],
  ])('%i rows at %i a page fill %i pages', (total, size, pages) => {
    expect(pageCountOf(total, size)).toBe(pages);
  });
});
