import { describe, expect, it } from 'vitest';
import { listLoanTransactions, topUpLoan } from './loans.api';
import { jsonResponse } from './testing/recording-fetch';
import { testApi } from './testing/test-api';

describe('GET /loans/{id}/transactions (limit default 100)', () => {
  it('asks for at most 100 transactions by default', async () => {
    const { api, query } = testApi();
    await listLoanTransactions(api, 'l-1');
    expect(query()).toEqual({ limit: '100' });
  });

  it('passes a limit that is given', async () => {
    const { api, query } = testApi();
    await listLoanTransactions(api, 'l-1', 25);
    expect(query()).toEqual({ limit: '25' });
  });
});

describe('money-moving loan calls', () => {
  it('send the amount in kobo with the idempotency key', async () => {
    const { api, recorder } = testApi(() => jsonResponse({ id: 'l-1' }));
    await topUpLoan(api, 'l-1', { amountKobo: 5_000_000, narration: 'Top-up' }, 'key-12345678');
    expect(recorder.last().body).toEqual({ amountKobo: 5_000_000, narration: 'Top-up' });
    expect(recorder.last().headers.get('Idempotency-Key')).toBe('key-12345678');
  });
});
