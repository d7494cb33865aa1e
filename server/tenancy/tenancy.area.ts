import type { Area } from '../area';
import { foundationMigration } from './migrations/0001-foundation.migration';
import { dropUnusedColumnsMigration } from './migrations/0009-drop-unused-columns.migration';
import { seedDemoTenant } from './tenancy.seed';

/** Tenants, and the foundation tables every other area stands on (migration 0001). */
export const tenancyArea: Area = {
  name: 'Tenancy',
  migrations: [foundationMigration, dropUnusedColumnsMigration],
  seedDemo: seedDemoTenant,
};
