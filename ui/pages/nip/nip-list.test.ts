import { describe, expect, it } from 'vitest';
import { NIP_TRANSFER_LIST, nipDateRangeError, nipTransferQuery } from './nip-list';

describe('the recent transfers list in the address bar', () => {
  it('reads a status case-insensitively and drops an unknown one', () => {
    expect(NIP_TRANSFER_LIST.filters.status('sent')).toBe('SENT');
    expect(NIP_TRANSFER_LIST.filters.status('LOST')).toBeUndefined();
  });

  it('sends only the filters that hold a value, with the page', () => {
    expect(
      nipTransferQuery({ filters: { status: 'SENT', q: '0123' }, sort: null, page: 2 }),
    ).toEqual({ page: 2, pageSize: 20, status: 'SENT', q: '0123' });
  });

  it('refuses a date range the other way round', () => {
    expect(nipDateRangeError({ from: '2026-02-01', to: '2026-01-01' })).toMatch(/after/);
    expect(nipDateRangeError({ from: '2026-01-01', to: '2026-02-01' })).toBeUndefined();
  });
});
