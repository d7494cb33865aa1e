import type { Area } from '../area';
import { CUSTOMER_OVERVIEW_ERRORS } from './customer-overview.errors';
import { customerOverviewHandlers } from './customer-overview.handlers';
import { CUSTOMERS_ERRORS } from './customers.errors';
import { customerHandlers } from './customers.handlers';
import { seedDemoCustomers } from './customers.seed';
import { customersMigration } from './migrations/0003-customers.migration';
import { customerSearchMigration } from './migrations/0005-customer-search.migration';

export const customersArea: Area = {
  name: 'Customers',
  errors: { ...CUSTOMERS_ERRORS, ...CUSTOMER_OVERVIEW_ERRORS },
  handlers: { ...customerHandlers, ...customerOverviewHandlers },
  migrations: [customersMigration, customerSearchMigration],
  seedDemo: seedDemoCustomers,
};
