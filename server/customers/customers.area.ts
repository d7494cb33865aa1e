import type { Area } from '../area';
import { CUSTOMER_APPROVAL_TYPES } from './customer-approval';
import { customerOverviewHandlers } from './customer-overview.handlers';
import { CUSTOMERS_ERRORS } from './customers.errors';
import { customerHandlers } from './customers.handlers';
import { seedDemoCustomers } from './customers.seed';
import { customersMigration } from './migrations/0003-customers.migration';
import { customerSearchMigration } from './migrations/0005-customer-search.migration';
import { customerChangesMigration } from './migrations/0027-customer-changes.migration';

export const customersArea: Area = {
  name: 'Customers',
  errors: CUSTOMERS_ERRORS,
  approvalTypes: CUSTOMER_APPROVAL_TYPES,
  handlers: { ...customerHandlers, ...customerOverviewHandlers },
  migrations: [customersMigration, customerSearchMigration, customerChangesMigration],
  seedDemo: seedDemoCustomers,
};
