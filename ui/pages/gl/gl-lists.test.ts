import { describe, expect, it } from 'vitest';
import { decodeListSearch, encodeListSearch } from '../../components/list-page/list-search';
import {
  dateRangeError,
  JOURNAL_LIST,
  journalQuery,
  LEDGER_LIST,
  LEDGER_PAGE_SIZE,
  ledgerQuery,
} from './gl-lists';

describe('the journals and the ledger in the address bar', () => {
  it('read the dates and the reference of a journal search, and write them back', () => {
    const search = 'from=2026-01-01&to=2026-01-31&reference=PV-0042&page=2';
    const state = decodeListSearch(search, JOURNAL_LIST);
    expect(journalQuery(state)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      reference: 'PV-0042',
      page: 2,
      pageSize: 20,
    });
    expect(encodeListSearch(state, JOURNAL_LIST)).toBe(search);
  });

  it('read the account of a ledger search, with the largest page', () => {
    const state = decodeListSearch('accountId=gl-1110&from=2026-13-01', LEDGER_LIST);
    expect(ledgerQuery(state)).toEqual({
      accountId: 'gl-1110',
      page: 1,
      pageSize: LEDGER_PAGE_SIZE,
    });
  });
});

describe('dateRangeError', () => {
  it('refuses only a start after the end', () => {
    expect(dateRangeError({ from: '2026-02-01', to: '2026-01-31' })).toBe(
      'The start date is after the end date.',
    );
    expect(dateRangeError({ from: '2026-01-31', to: '2026-01-31' })).toBeUndefined();
    expect(dateRangeError({ from: '2026-02-01' })).toBeUndefined();
  });
});
