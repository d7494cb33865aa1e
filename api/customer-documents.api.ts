import { type Api, call } from './client';
import type { components } from './schema.gen';

export type CustomerDocument = components['schemas']['CustomerDocument'];
export type CustomerDocumentUpload = components['schemas']['CustomerDocumentUpload'];
export type AccountMandate = components['schemas']['AccountMandate'];
export type AccountMandateRequest = components['schemas']['AccountMandateRequest'];
export type HolderSpecimens = components['schemas']['HolderSpecimens'];

const customerPath = (id: string) => ({ path: { id } });

export function listCustomerDocuments(
  api: Api,
  customerId: string,
): Promise<{ items: CustomerDocument[] }> {
  return call(api.http.GET('/customers/{id}/documents', { params: customerPath(customerId) }));
}

export function uploadCustomerDocument(
  api: Api,
  customerId: string,
  body: CustomerDocumentUpload,
): Promise<CustomerDocument> {
  return call(
    api.http.POST('/customers/{id}/documents', { params: customerPath(customerId), body }),
  );
}

/** The file's bytes, fetched with the bearer token (an img or a link could not send it). */
export function getCustomerDocumentContent(
  api: Api,
  customerId: string,
  documentId: string,
): Promise<Blob> {
  return call(
    api.http.GET('/customers/{id}/documents/{documentId}/content', {
      params: { path: { id: customerId, documentId } },
      parseAs: 'blob',
    }),
  ) as Promise<Blob>;
}

export function getAccountMandate(api: Api, accountId: string): Promise<AccountMandate> {
  return call(api.http.GET('/accounts/{id}/mandate', { params: { path: { id: accountId } } }));
}

export function setAccountMandate(
  api: Api,
  accountId: string,
  body: AccountMandateRequest,
): Promise<AccountMandate> {
  return call(
    api.http.PUT('/accounts/{id}/mandate', { params: { path: { id: accountId } }, body }),
  );
}

export function getAccountHolderSpecimens(api: Api, accountId: string): Promise<HolderSpecimens> {
  return call(
    api.http.GET('/accounts/{id}/holder-specimens', { params: { path: { id: accountId } } }),
  );
}

export function getApprovalHolderSpecimens(api: Api, requestId: string): Promise<HolderSpecimens> {
  return call(
    api.http.GET('/approvals/requests/{id}/holder-specimens', {
      params: { path: { id: requestId } },
    }),
  );
}
