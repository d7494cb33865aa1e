import { laterArea } from '../area';
import { paymentIntegrationMigration } from './migrations/0014-payment-integration.migration';

/** The tenant's connections to outside systems: the NIP switch (endpoint, code, secret, test). */
export const integrationsArea = {
  ...laterArea('Integrations: the connection to the NIP switch', [
    'getPaymentIntegration',
    'savePaymentIntegration',
    'testPaymentIntegration',
    'refreshBanks',
  ]),
  migrations: [paymentIntegrationMigration],
};
