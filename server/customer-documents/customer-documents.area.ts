import type { Area } from '../area';
import { CUSTOMER_DOCUMENTS_ERRORS } from './customer-documents.errors';
import { customerDocumentHandlers } from './customer-documents.handlers';
import { seedDemoCustomerDocuments } from './customer-documents.seed';
import { customerDocumentsMigration } from './migrations/0030-customer-documents.migration';

export const customerDocumentsArea: Area = {
  name: 'Customer documents',
  errors: CUSTOMER_DOCUMENTS_ERRORS,
  handlers: customerDocumentHandlers,
  migrations: [customerDocumentsMigration],
  seedDemo: seedDemoCustomerDocuments,
};
