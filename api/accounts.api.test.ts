import { describe, expect, it } from 'vitest';
import { listAccounts, listAccountTransactions } from './accounts.api';
import { testApi } from './testing/test-api';

describe('GET /accounts (SPEC.md 3: account list filters are any non-empty fields)', () => {
  it('sends only the filters that hold a value', async () => {
    const { api, query } = testApi();
    await listAccounts(api, {
      q: '',
      customerId: 'c-9',
      status: undefined,
      accountNumber: '0123456789',
    });
    expect(query()).toEqual({ customerId: 'c-9', accountNumber: '0123456789' });
  });

  it('sends no query at all without filters', async () => {
    const { api, recorder } = testApi();
    await listAccounts(api);
    expect(recorder.last().url.search).toBe('');
  });

  it('passes the statement range of an account', async () => {
    const { api, recorder, query } = testApi();
    await listAccountTransactions(api, 'acc/1', { from: '2026-11-01', to: '' });
    expect(recorder.last().url.pathname).toBe('/api/accounts/acc%2F1/transactions');
    expect(query()).toEqual({ from: '2026-11-01' });
  });
});
