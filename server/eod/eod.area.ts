import type { Area } from '../area';
import { advanceDateStep } from './advance-date.step';
import { EOD_CONFIG } from './eod.config';
import { EOD_ERRORS } from './eod.errors';
import { eodHandlers } from './eod.handlers';
import { startEodWorker } from './eod-worker';
import { closeOfBusinessMigration } from './migrations/0042-close-of-business.migration';
import { eodRunTenantsMigration } from './migrations/0043-eod-run-tenants.migration';

/**
 * The close of business: its checks, its runs on the `eod-run` chart, the steps every area brings
 * (`Area.closeOfBusiness`) run in batches from the jobs table, and the processing date it moves.
 */
export const eodArea: Area = {
  name: 'Close of business',
  errors: EOD_ERRORS,
  handlers: eodHandlers,
  migrations: [closeOfBusinessMigration, eodRunTenantsMigration],
  config: [EOD_CONFIG],
  closeOfBusiness: [advanceDateStep],
  background: startEodWorker,
};
