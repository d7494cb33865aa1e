import { describe, expect, it } from 'vitest';
import { createProduct, listProducts } from './products.api';
import { jsonResponse } from './testing/recording-fetch';
import { testApi } from './testing/test-api';

const SAVINGS = { id: 'p-1', code: 'SAV01', name: 'Regular Savings', type: 'DEPOSIT' };

describe('GET /products (deposit filter; list or items)', () => {
  it('asks for deposit products by default', async () => {
    const { api, query } = testApi();
    await listProducts(api);
    expect(query()).toEqual({ deposit: 'true' });
  });

  it('accepts a plain list', async () => {
    const { api } = testApi(() => jsonResponse([SAVINGS]));
    await expect(listProducts(api)).resolves.toEqual([SAVINGS]);
  });

  it('accepts { items }', async () => {
    const { api } = testApi(() => jsonResponse({ items: [SAVINGS] }));
    await expect(listProducts(api)).resolves.toEqual([SAVINGS]);
  });
});

describe('POST /products (body with type DEPOSIT)', () => {
  it('creates a deposit product unless told otherwise', async () => {
    const { api, recorder } = testApi(() => jsonResponse(SAVINGS, 201));
    await createProduct(api, { code: 'SAV01', name: 'Regular Savings' } as never);
    expect(recorder.last().body).toEqual({
      code: 'SAV01',
      name: 'Regular Savings',
      type: 'DEPOSIT',
    });
  });

  it('keeps a type that is given', async () => {
    const { api, recorder } = testApi(() => jsonResponse(SAVINGS, 201));
    await createProduct(api, { code: 'X', name: 'X', type: 'DEPOSIT' } as never);
    expect(recorder.last().body).toMatchObject({ type: 'DEPOSIT' });
  });
});
