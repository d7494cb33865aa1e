import { describe, expect, it } from 'vitest';
import { listCustomers } from './customers.api';
import { testApi } from './testing/test-api';

describe('GET /customers (SPEC.md 7: q, page default 1, pageSize default 20, customerType)', () => {
  it('asks for page 1 of 20 by default', async () => {
    const { api, query } = testApi();
    await listCustomers(api);
    expect(query()).toEqual({ page: '1', pageSize: '20' });
  });

  it('upper-cases the customer type before searching', async () => {
    const { api, query } = testApi();
    await listCustomers(api, { q: 'ade', customerType: 'corporate', page: 3, pageSize: 50 });
    expect(query()).toEqual({ q: 'ade', customerType: 'CORPORATE', page: '3', pageSize: '50' });
  });

  it('drops empty filter values', async () => {
    const { api, query } = testApi();
    await listCustomers(api, { q: '   ', customerType: '', page: 2 });
    expect(query()).toEqual({ page: '2', pageSize: '20' });
  });

  it('trims the search text', async () => {
    const { api, query } = testApi();
    await listCustomers(api, { q: '  Adebayo ' });
    expect(query().q).toBe('Adebayo');
  });
});
