import { type CustomerQueryInput, normaliseCustomerQuery } from '../policies/customer-query';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type Customer = components['schemas']['Customer'];
export type CustomerPage = components['schemas']['CustomerPage'];
export type CustomerCreateRequest = components['schemas']['CustomerCreateRequest'];
type CustomerQuery = NonNullable<operations['listCustomers']['parameters']['query']>;

/** Page 1 and 20 a page unless asked; the type upper-cased; empty filters dropped. */
export function listCustomers(api: Api, input: CustomerQueryInput = {}): Promise<CustomerPage> {
  const query = normaliseCustomerQuery(input) as CustomerQuery;
  return call(api.http.GET('/customers', { params: { query } }));
}

export function createCustomer(api: Api, body: CustomerCreateRequest): Promise<Customer> {
  return call(api.http.POST('/customers', { body }));
}

export type CustomerOverview = components['schemas']['CustomerOverview'];

/** The customer with their accounts, loans, applications, transfers and alerts, as the user may see them. */
export function getCustomerOverview(api: Api, id: string): Promise<CustomerOverview> {
  return call(api.http.GET('/customers/{id}/overview', { params: { path: { id } } }));
}
