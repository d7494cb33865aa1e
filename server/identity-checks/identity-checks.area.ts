import type { Area } from '../area';
import { IDENTITY_CHECKS_ERRORS } from './identity-checks.errors';
import { identityCheckHandlers } from './identity-checks.handlers';
import { seedDemoIdentityChecks } from './identity-checks.seed';
import { identityChecksMigration } from './migrations/0033-identity-checks.migration';

/**
 * BVN and NIN checks of customers against NIBSS's and NIMC's services, and the tenant's
 * connections to them. `npm start` points the demo tenant at the stand-ins it starts
 * (demo-identity-services.ts), since their ports change at every start.
 */
export const identityChecksArea: Area = {
  name: 'Identity checks',
  errors: IDENTITY_CHECKS_ERRORS,
  handlers: identityCheckHandlers,
  migrations: [identityChecksMigration],
  seedDemo: seedDemoIdentityChecks,
};
