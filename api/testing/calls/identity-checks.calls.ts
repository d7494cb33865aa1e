import * as identity from '../../identity-checks.api';
import { any, type CallRow } from './call-rows';

/** The identity checks module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listCustomerIdentityChecks: [
    (api) => identity.listCustomerIdentityChecks(api, 'c-1'),
    'GET',
    '/api/customers/c-1/identity-checks',
  ],
  runCustomerIdentityChecks: [
    (api) => identity.runCustomerIdentityChecks(api, 'c-1'),
    'POST',
    '/api/customers/c-1/identity-checks',
  ],
  getIdentityServices: [
    (api) => identity.getIdentityServices(api),
    'GET',
    '/api/integrations/identity',
  ],
  saveIdentityService: [
    (api) => identity.saveIdentityService(api, 'bvn', any),
    'PUT',
    '/api/integrations/identity/bvn',
  ],
  testIdentityService: [
    (api) => identity.testIdentityService(api, 'nin'),
    'POST',
    '/api/integrations/identity/nin/test',
  ],
};
