import * as integrations from '../../integrations.api';
import { any, type CallRow } from './call-rows';

/** The integrations module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getPaymentIntegration: [
    (api) => integrations.getPaymentIntegration(api),
    'GET',
    '/api/integrations/payments',
  ],
  savePaymentIntegration: [
    (api) => integrations.savePaymentIntegration(api, any),
    'PUT',
    '/api/integrations/payments',
  ],
  testPaymentIntegration: [
    (api) => integrations.testPaymentIntegration(api, any),
    'POST',
    '/api/integrations/payments/test',
  ],
};
