import type { Area } from '../area';
import { customerHandlers } from './customers.handlers';
import { seedDemoCustomers } from './customers.seed';
import { customersMigration } from './migrations/0003-customers.migration';
import { customerSearchMigration } from './migrations/0005-customer-search.migration';

export const customersArea: Area = {
  name: 'Customers',
  handlers: customerHandlers,
  migrations: [customersMigration, customerSearchMigration],
  seedDemo: seedDemoCustomers,
};
