import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type Product = components['schemas']['Product'];
export type ProductCreateRequest = components['schemas']['ProductCreateRequest'];
export type ProductFilter = NonNullable<operations['listProducts']['parameters']['query']>;

/**
 * Deposit products unless asked otherwise. The server may answer a plain list or
 * `{ items }` (SPEC.md 7); callers always get the list.
 */
export async function listProducts(
  api: Api,
  filter: ProductFilter = { deposit: true },
): Promise<Product[]> {
  const answer = await call(api.http.GET('/products', { params: { query: filter } }));
  return Array.isArray(answer) ? answer : answer.items;
}

/** A product is a deposit product unless the body says otherwise. */
export function createProduct(
  api: Api,
  body: Omit<ProductCreateRequest, 'type'> & { type?: ProductCreateRequest['type'] },
): Promise<Product> {
  return call(api.http.POST('/products', { body: { ...body, type: body.type ?? 'DEPOSIT' } }));
}
