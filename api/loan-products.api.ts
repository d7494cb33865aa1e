import { type Api, call } from './client';
import type { components } from './schema.gen';

export type LoanProduct = components['schemas']['LoanProduct'];
export type LoanProductInput = components['schemas']['LoanProductInput'];

export async function listLoanProducts(api: Api): Promise<LoanProduct[]> {
  return (await call(api.http.GET('/loans/products'))).items;
}

export function createLoanProduct(api: Api, body: LoanProductInput): Promise<LoanProduct> {
  return call(api.http.POST('/loans/products', { body }));
}

export function updateLoanProduct(
  api: Api,
  id: string,
  body: LoanProductInput,
): Promise<LoanProduct> {
  return call(api.http.PUT('/loans/products/{id}', { params: { path: { id } }, body }));
}

export function deleteLoanProduct(api: Api, id: string): Promise<void> {
  return call(api.http.DELETE('/loans/products/{id}', { params: { path: { id } } }));
}
