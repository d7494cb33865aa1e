import * as documents from '../../customer-documents.api';
import { any, type CallRow } from './call-rows';

/** The customer-documents module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listCustomerDocuments: [
    (api) => documents.listCustomerDocuments(api, 'c-1'),
    'GET',
    '/api/customers/c-1/documents',
  ],
  uploadCustomerDocument: [
    (api) => documents.uploadCustomerDocument(api, 'c-1', any),
    'POST',
    '/api/customers/c-1/documents',
  ],
  getCustomerDocumentContent: [
    (api) => documents.getCustomerDocumentContent(api, 'c-1', 'd-1'),
    'GET',
    '/api/customers/c-1/documents/d-1/content',
  ],
  getAccountMandate: [
    (api) => documents.getAccountMandate(api, 'a-1'),
    'GET',
    '/api/accounts/a-1/mandate',
  ],
  setAccountMandate: [
    (api) => documents.setAccountMandate(api, 'a-1', any),
    'PUT',
    '/api/accounts/a-1/mandate',
  ],
  getAccountHolderSpecimens: [
    (api) => documents.getAccountHolderSpecimens(api, 'a-1'),
    'GET',
    '/api/accounts/a-1/holder-specimens',
  ],
  getApprovalHolderSpecimens: [
    (api) => documents.getApprovalHolderSpecimens(api, 'r-1'),
    'GET',
    '/api/approvals/requests/r-1/holder-specimens',
  ],
};
