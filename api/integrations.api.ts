import { type Api, call } from './client';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type PaymentIntegration = Schemas['PaymentIntegration'];
export type PaymentIntegrationSaveRequest = Schemas['PaymentIntegrationSaveRequest'];
export type PaymentIntegrationTestRequest = Schemas['PaymentIntegrationTestRequest'];
export type PaymentIntegrationTestResult = Schemas['PaymentIntegrationTestResult'];

export function getPaymentIntegration(api: Api): Promise<PaymentIntegration> {
  return call(api.http.GET('/integrations/payments'));
}

export function savePaymentIntegration(
  api: Api,
  body: PaymentIntegrationSaveRequest,
): Promise<PaymentIntegration> {
  return call(api.http.PUT('/integrations/payments', { body }));
}

export function testPaymentIntegration(
  api: Api,
  body: PaymentIntegrationTestRequest,
): Promise<PaymentIntegrationTestResult> {
  return call(api.http.POST('/integrations/payments/test', { body }));
}
