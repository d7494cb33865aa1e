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

export type CustomerChanges = components['schemas']['CustomerChanges'];
export type CustomerChange = components['schemas']['CustomerChange'];
export type CustomerChangePage = components['schemas']['CustomerChangePage'];
export type CustomerTierReadiness = components['schemas']['CustomerTierReadiness'];

const path = (id: string) => ({ path: { id } });

export function getCustomer(api: Api, id: string): Promise<Customer> {
  return call(api.http.GET('/customers/{id}', { params: path(id) }));
}

/** What an edit did: the customer as it is now, and the request its identity fields wait in. */
export interface CustomerEditResult {
  readonly customer: Customer;
  readonly approval: { readonly id: string; readonly reference: string } | null;
}

/** Contact fields change at once (200); identity fields wait for a checker (202). */
export async function updateCustomer(
  api: Api,
  id: string,
  version: number,
  changes: CustomerChanges,
): Promise<CustomerEditResult> {
  const body = { version, changes };
  const answer = await call(api.http.PATCH('/customers/{id}', { params: path(id), body }));
  if ('approvalRequestId' in answer) {
    const approval = { id: answer.approvalRequestId, reference: answer.approvalReference };
    return { customer: answer.customer, approval };
  }
  return { customer: answer, approval: null };
}

export function listCustomerHistory(
  api: Api,
  id: string,
  page = 1,
  pageSize = 10,
): Promise<CustomerChangePage> {
  const query = { page, pageSize };
  return call(api.http.GET('/customers/{id}/history', { params: { ...path(id), query } }));
}

export function getCustomerTierReadiness(api: Api, id: string): Promise<CustomerTierReadiness> {
  return call(api.http.GET('/customers/{id}/tier-readiness', { params: path(id) }));
}
