import * as customers from '../../customers.api';
import { any, type CallRow } from './call-rows';

/** The customers module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listCustomers: [(api) => customers.listCustomers(api), 'GET', '/api/customers'],
  createCustomer: [(api) => customers.createCustomer(api, any), 'POST', '/api/customers'],
  getCustomerOverview: [
    (api) => customers.getCustomerOverview(api, 'c1'),
    'GET',
    '/api/customers/c1/overview',
  ],
  getCustomer: [(api) => customers.getCustomer(api, 'c-1'), 'GET', '/api/customers/c-1'],
  updateCustomer: [
    (api) => customers.updateCustomer(api, 'c-1', 1, any),
    'PATCH',
    '/api/customers/c-1',
  ],
  listCustomerHistory: [
    (api) => customers.listCustomerHistory(api, 'c-1'),
    'GET',
    '/api/customers/c-1/history',
  ],
  getCustomerTierReadiness: [
    (api) => customers.getCustomerTierReadiness(api, 'c-1'),
    'GET',
    '/api/customers/c-1/tier-readiness',
  ],
};
