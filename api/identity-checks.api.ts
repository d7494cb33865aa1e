import { type Api, call } from './client';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type CustomerIdentityChecks = Schemas['CustomerIdentityChecks'];
export type IdentityCheck = Schemas['IdentityCheck'];
export type IdentityNumberChecks = Schemas['IdentityNumberChecks'];
export type IdentityServices = Schemas['IdentityServices'];
export type IdentityService = Schemas['IdentityService'];
export type IdentityServiceSaveRequest = Schemas['IdentityServiceSaveRequest'];
export type IdentityServiceTestResult = Schemas['IdentityServiceTestResult'];
export type IdentityServiceKey = IdentityService['service'];

export function listCustomerIdentityChecks(api: Api, id: string): Promise<CustomerIdentityChecks> {
  return call(api.http.GET('/customers/{id}/identity-checks', { params: { path: { id } } }));
}

export function runCustomerIdentityChecks(api: Api, id: string): Promise<CustomerIdentityChecks> {
  return call(api.http.POST('/customers/{id}/identity-checks', { params: { path: { id } } }));
}

export function getIdentityServices(api: Api): Promise<IdentityServices> {
  return call(api.http.GET('/integrations/identity'));
}

export function saveIdentityService(
  api: Api,
  service: IdentityServiceKey,
  body: IdentityServiceSaveRequest,
): Promise<IdentityService> {
  return call(
    api.http.PUT('/integrations/identity/{service}', { params: { path: { service } }, body }),
  );
}

export function testIdentityService(
  api: Api,
  service: IdentityServiceKey,
): Promise<IdentityServiceTestResult> {
  return call(
    api.http.POST('/integrations/identity/{service}/test', { params: { path: { service } } }),
  );
}
