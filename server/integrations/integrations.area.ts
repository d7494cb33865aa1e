import type { Area } from '../area';
import { INTEGRATIONS_ERRORS } from './integrations.errors';
import { integrationHandlers } from './integrations.handlers';
import { paymentIntegrationMigration } from './migrations/0014-payment-integration.migration';

/**
 * The tenant's connections to outside systems: the NIP switch (endpoint, code, secret, test).
 * No demo seed: `npm start` points the demo tenant at the switch stand-in it starts
 * (demo-switch.ts), since the stand-in's port and secret change at every start.
 */
export const integrationsArea: Area = {
  name: 'Integrations',
  errors: INTEGRATIONS_ERRORS,
  handlers: integrationHandlers,
  migrations: [paymentIntegrationMigration],
};
